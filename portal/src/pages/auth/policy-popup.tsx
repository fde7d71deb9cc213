import { pageStorage } from '@stepwise/bridge/storage';
import { useT } from '@stepwise/i18n/react';
import { useState } from 'react';
import { Modal } from './modal';

const COOKIE_NOTICE_KEY = 'stepwise.cookieNotice';

/** 000 §2: the cookie and privacy policy popup (the policy is part of the portal). */
export function PolicyDialog(props: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal labelledBy="policy-title" testId="policy-dialog" onClose={props.onClose}>
      <h2 id="policy-title">{t('auth.cookiePolicy')}</h2>
      <p>{t('auth.cookiePolicyText')}</p>
      <p>{t('auth.privacyPolicyText')}</p>
      <div className="auth-actions">
        <button type="button" data-testid="policy-close" onClick={props.onClose} autoFocus>
          {t('auth.close')}
        </button>
      </div>
    </Modal>
  );
}

/** The first-visit cookie notice; OK is remembered on this device. */
export function CookieNotice(props: { onOpenPolicy: () => void }) {
  const t = useT();
  const [seen, setSeen] = useState(() => pageStorage('local').getItem(COOKIE_NOTICE_KEY) === '1');
  if (seen) return null;
  return (
    <aside
      className="cookie-notice"
      data-testid="cookie-banner"
      aria-label={t('auth.cookiePolicy')}
    >
      <p>{t('auth.cookieNotice')}</p>
      <button type="button" className="link-button" onClick={props.onOpenPolicy}>
        {t('auth.cookiePolicy')}
      </button>
      <button
        type="button"
        data-testid="cookie-accept"
        onClick={() => {
          pageStorage('local').setItem(COOKIE_NOTICE_KEY, '1');
          setSeen(true);
        }}
      >
        {t('auth.ok')}
      </button>
    </aside>
  );
}
