import { useT } from '@stepwise/i18n/react';
import { Link } from 'react-router';
import '../auth/auth.css';

/** /403 (000 §2). */
export function ForbiddenPage() {
  const t = useT();
  return (
    <main className="status-page" data-testid="forbidden-page">
      <h1>{t('nav.forbiddenTitle')}</h1>
      <p>{t('nav.forbidden')}</p>
      <Link to="/home">{t('nav.goHome')}</Link>
    </main>
  );
}
