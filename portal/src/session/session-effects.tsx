/**
 * What lives as long as the session does — idle auto-logout, the consents banner, and the
 * generation-2 refusal popup (000 §4, §8) — under the route tree's root (session-root.tsx) and
 * under the first visit's sign-in page, which shows before the router has loaded
 * (first-screen.tsx).
 */
import { pageStorage } from '@stepwise/bridge/storage';
import { useT } from '@stepwise/i18n/react';
import { lazy, Suspense, useEffect } from 'react';
import { Modal } from '../pages/auth/modal';
import { autoLogoutMs, createIdleTimer } from './idle-timer';
import { session } from './session';
import { useSession } from './use-session';

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

export function SessionEffects() {
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
