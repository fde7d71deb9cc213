/**
 * The root of the route tree: gives every screen the session (SessionContext), and runs what
 * lives as long as the session does — idle auto-logout, the consents banner, and the
 * generation-2 refusal popup (000 §4, §8).
 */
import { pageStorage } from '@stepwise/bridge/storage';
import { useT } from '@stepwise/i18n/react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Modal } from '../pages/auth/modal';
import { autoLogoutMs, createIdleTimer } from './idle-timer';
import { session } from './session';
import { SessionContext, useSession } from './use-session';

// Loaded only once signed in: the sign-in page does not download it.
const ConsentBanner = lazy(async () => ({
  default: (await import('./consent-banner')).ConsentBanner,
}));

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'];

function useIdleLogout(timeoutMs: number | null, logout: () => void) {
  useEffect(() => {
    if (timeoutMs === null) return;
    const timer = createIdleTimer(timeoutMs, logout);
    const onActivity = () => timer.activity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.check();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      timer.stop();
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [timeoutMs, logout]);
}

function SessionEffects() {
  const t = useT();
  const state = useSession();
  const timeoutMs =
    state.status === 'signed-in'
      ? autoLogoutMs(state.settings.customizedPermissions, pageStorage('local'))
      : null;
  useIdleLogout(timeoutMs, idleLogout);

  if (state.status === 'signed-out' && state.reason === 'refused') {
    return (
      <Modal
        labelledBy="refused-title"
        testId="generation-refused-dialog"
        role="alertdialog"
        onClose={() => void session.logout({ reason: 'refused', confirmed: false })}
      >
        <h2 id="refused-title">{t('session.forbiddenAccountTitle')}</h2>
        <p>{t('session.forbiddenAccount')}</p>
        <div className="auth-actions">
          <button
            type="button"
            data-testid="generation-refused-ok"
            autoFocus
            onClick={() => void session.logout({ reason: 'refused', confirmed: false })}
          >
            {t('auth.ok')}
          </button>
        </div>
      </Modal>
    );
  }
  return state.status === 'signed-in' ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}

function idleLogout() {
  void session.logout({ reason: 'idle' });
}

export function SessionRoot() {
  return (
    <SessionContext value={session}>
      <Outlet />
      <SessionEffects />
    </SessionContext>
  );
}
