import { useT } from '@stepwise/i18n/react';
import { Link } from 'react-router';
import { paths } from '../../paths';
import '../auth/auth.css';

/** /shared (000 §2, §4): where a shared-device account lands after sign-in. */
export function SharedPage() {
  const t = useT();
  return (
    <section className="shared-landing" data-testid="shared-landing" aria-labelledby="shared-title">
      <h1 id="shared-title">{t('nav.sharedTitle')}</h1>
      <p>{t('nav.sharedIntro')}</p>
      <div className="auth-actions">
        <Link to={paths.home} data-testid="shared-open-home">
          {t('nav.openHome')}
        </Link>
        <Link to={paths.explorerSearch()} data-testid="shared-open-search">
          {t('nav.openSearch')}
        </Link>
      </div>
    </section>
  );
}
