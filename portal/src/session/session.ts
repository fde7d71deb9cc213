/** The portal's one session store, bound to the portal's Api and this window. */
import { pageStorage } from '@stepwise/bridge/storage';
import { ErrorCode } from '@stepwise/core';
import { handedToken } from './handed-token';
import { hasStoredSession } from './local-keys';
import { refusalListeners } from './refusals';
import { SessionStore } from './store';

export const session = new SessionStore({
  hasSession: () => hasStoredSession() || handedToken() !== null,
  api: () => import('../api').then((m) => m.api),
  goToRoot: () => window.location.assign('/'),
  local: pageStorage('local'),
  tab: pageStorage('session'),
});

// 000 §8 code 5: any call refused for the IP resets the IP-pass flag and signals the app.
refusalListeners.add((code) => {
  if (code === ErrorCode.IpNotAllowed) session.ipNotAllowed();
});
