import { useT } from '@stepwise/i18n/react';
import { useState, type ReactNode } from 'react';
import { LanguageMenu } from './language-menu';
import { Modal } from './modal';
import { CookieNotice, PolicyDialog } from './policy-popup';
import './auth.css';

/**
 * The frame of every authentication screen (000 §2): a header with the language menu and an
 * About link, the card, and a footer with the privacy policy link and the copyright line.
 */
export function AuthLayout(props: { children: ReactNode }) {
  const t = useT();
  const [policyOpen, setPolicyOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <div className="auth-screen">
      <header className="auth-header">
        <span className="logo">{t('common.appName')}</span>
        <nav className="auth-header-links" aria-label={t('auth.headerLinks')}>
          <button
            type="button"
            className="link-button"
            data-testid="about-link"
            onClick={() => setAboutOpen(true)}
          >
            {t('auth.about')}
          </button>
          <LanguageMenu />
        </nav>
      </header>
      <main className="auth-main">{props.children}</main>
      <footer className="auth-footer">
        <button
          type="button"
          className="link-button"
          data-testid="privacy-link"
          onClick={() => setPolicyOpen(true)}
        >
          {t('auth.privacyPolicy')}
        </button>
        <span>{t('auth.copyright', { year: new Date().getFullYear() })}</span>
      </footer>
      <CookieNotice onOpenPolicy={() => setPolicyOpen(true)} />
      {policyOpen && <PolicyDialog onClose={() => setPolicyOpen(false)} />}
      {aboutOpen && (
        <Modal labelledBy="about-title" testId="about-dialog" onClose={() => setAboutOpen(false)}>
          <h2 id="about-title">{t('auth.about')}</h2>
          <p>{t('auth.aboutText')}</p>
          <div className="auth-actions">
            <button type="button" onClick={() => setAboutOpen(false)} autoFocus>
              {t('auth.close')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
