import { useT } from '@stepwise/i18n/react';
import { Link, useSearchParams } from 'react-router';
import { safeRedirect } from '../../session/redirect';
import '../auth/auth.css';

/** The error route (000 §2 navigation guard): `?message=Navigation failed&returnTo=<path>`. */
export function NavigationErrorPage() {
  const t = useT();
  const [params] = useSearchParams();
  const returnTo = safeRedirect(params.get('returnTo'));
  return (
    <main className="status-page" role="alert" data-testid="navigation-error-page">
      <h1>{t('alert.navigationFailed')}</h1>
      <p>{t('nav.navigationFailedHint')}</p>
      <Link to={returnTo} data-testid="navigation-error-return">
        {t('nav.tryAgain')}
      </Link>
    </main>
  );
}
