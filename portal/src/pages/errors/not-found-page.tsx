import { useT } from '@stepwise/i18n/react';
import { Link } from 'react-router';
import '../auth/auth.css';

/** /404 (000 §2). */
export function NotFoundPage() {
  const t = useT();
  return (
    <main className="status-page" data-testid="not-found-page">
      <h1>{t('nav.notFoundTitle')}</h1>
      <p>{t('nav.notFound')}</p>
      <Link to="/home">{t('nav.goHome')}</Link>
    </main>
  );
}
