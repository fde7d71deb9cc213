/**
 * The portal's one Api: same origin as the page, session in localStorage (guarded: a framed page
 * may have none, and then the session lives in the page's memory). The sign-in page and the
 * session store load it on first use (with ky and zod), so a first visit does not download it.
 */
import {
  createApi,
  handedSession,
  isHandedSession,
  sessionSchema,
  type Session,
  type TokenStore,
} from '@stepwise/api';
import { pageStorage } from '@stepwise/bridge/storage';
import { handedToken, setHandedToken } from './session/handed-token';
import { readLocalAccount, SESSION_KEY } from './session/local-keys';
import { refusalListeners } from './session/refusals';
import { signInPathFor } from './session/redirect';

/**
 * The stored session; or, in the signed-in embed framed by another site, the token its host page
 * handed over (session/handed-token.ts), which never reaches storage.
 */
function localStorageTokens(): TokenStore {
  const storage = pageStorage('local');
  return {
    get() {
      const handed = handedToken();
      if (handed) return handedSession(handed);
      const raw = storage.getItem(SESSION_KEY);
      if (!raw) return null;
      try {
        const parsed = sessionSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    set(session: Session | null) {
      if (session && isHandedSession(session)) return setHandedToken(session.accessToken);
      if (!session && handedToken()) return setHandedToken(null);
      if (session) storage.setItem(SESSION_KEY, JSON.stringify(session));
      else storage.removeItem(SESSION_KEY);
    },
  };
}

/**
 * 000 §4: employee-ID and shared-device accounts renew through their own refresh routes; the
 * local account written at sign-in says which one this browser holds.
 */
function refreshPathFor(): string {
  const local = readLocalAccount();
  if (!local) return 'v1/auth/refresh';
  return local.isSharedAccount
    ? 'v1/auth/shared-account/refresh'
    : 'v1/auth/employeeId-account/refresh';
}

export const api = createApi({
  baseUrl: window.location.origin,
  tokens: localStorageTokens(),
  refreshPathFor,
  // A handed session renews by asking the host page again.
  renew: () => import('./pages/player/embed-session').then((m) => m.renewEmbedSession()),
  onRefusal: (code) => {
    for (const listener of refusalListeners) listener(code);
  },
  // The refresh was refused: the session is over (000 §4 "failure logs out").
  onSessionExpired: () => {
    const target = signInPathFor(window.location);
    window.location.assign(target === '/' ? '/?expired=1' : `${target}&expired=1`);
  },
});
