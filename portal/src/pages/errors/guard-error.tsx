/**
 * The guard's error boundary, inside the shell: the restricted-IP alert for a page the IP check
 * hides (000 §2, §8), /403 and /404 for those statuses, and the error route with 'Navigation
 * failed' and `returnTo` for any other failed navigation.
 */
import { useT } from '@stepwise/i18n/react';
import {
  Navigate,
  isRouteErrorResponse,
  useLocation,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { useSession } from '../../session/use-session';
import { IP_BLOCKED } from '../../session/guard-constants';
import '../auth/auth.css';

export function errorRoutePath(returnTo: string): string {
  return `/error?${new URLSearchParams({ message: 'Navigation failed', returnTo }).toString()}`;
}

export function GuardError() {
  const t = useT();
  const error = useRouteError();
  const location = useLocation();
  const session = useSession();
  const revalidator = useRevalidator();
  const retry = async () => {
    await session.reload();
    await revalidator.revalidate();
  };
  if (isRouteErrorResponse(error) && error.data === IP_BLOCKED) {
    const failed = session.status === 'signed-in' && session.ipCheck === 'CONNECT_FAILED';
    return (
      <section className="restricted-ip" role="alert" data-testid="restricted-ip-alert">
        <h1>{t('session.restrictedIpTitle')}</h1>
        <p>{failed ? t('session.ipCheckFailed') : t('alert.restrictedIp')}</p>
        <button type="button" data-testid="restricted-ip-retry" onClick={() => void retry()}>
          {t('auth.retry')}
        </button>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) return <Navigate to="/403" replace />;
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/404" replace />;
  return <Navigate to={errorRoutePath(location.pathname + location.search)} replace />;
}
