/**
 * Screens read the session with `useSession()` (any state) or `useSignedInSession()` (inside the
 * signed-in layout, where the guard has already waited for it).
 */
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { session as defaultStore } from './session';
import type { SessionStore } from './store';
import type { Session, SessionActions, SignedInSession } from './types';

export const SessionContext = createContext<SessionStore>(defaultStore);

function useStore(): [Session, SessionStore] {
  const store = useContext(SessionContext);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [state, store];
}

export function useSession(): Session & SessionActions {
  const [state, store] = useStore();
  return useMemo(
    () => ({
      ...state,
      reload: store.reload,
      reloadWorkspaces: store.reloadWorkspaces,
      logout: store.logout,
    }),
    [state, store],
  );
}

export function useSignedInSession(): SignedInSession & SessionActions {
  const value = useSession();
  if (value.status !== 'signed-in')
    throw new Error('useSignedInSession outside the signed-in routes');
  return value;
}
