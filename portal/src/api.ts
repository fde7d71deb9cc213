/** The portal's one Api: same origin as the page, session in localStorage. */
import { createApi, sessionSchema, type Session, type TokenStore } from '@stepwise/api';

const SESSION_KEY = 'stepwise.session';

function localStorageTokens(): TokenStore {
  return {
    get() {
      const raw = localStorage.getItem(SESSION_KEY);
      if (!raw) return null;
      try {
        const parsed = sessionSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    set(session: Session | null) {
      if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
      else localStorage.removeItem(SESSION_KEY);
    },
  };
}

export const api = createApi({
  baseUrl: window.location.origin,
  tokens: localStorageTokens(),
  onSessionExpired: () => {
    const here = window.location.pathname + window.location.search;
    window.location.assign(`/?expired=1&redirect=${encodeURIComponent(here)}`);
  },
});

export const isSignedIn = () => api.tokens.get() !== null;
