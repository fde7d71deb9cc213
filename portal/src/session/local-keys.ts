/**
 * What the portal keeps in the browser, and the logout that forgets it (000 §4: "Logout clears
 * the local keys, profile, client key, access and stored ids"). The interface language and the
 * theme are preferences of the device, not of the account, and survive a logout (so does the cookie notice).
 * Every read and write goes through @stepwise/bridge/storage: in a frame of another site the
 * browser may deny storage (reading `localStorage` throws) and the portal must still start.
 */
import { pageStorage, type SafeStorage } from '@stepwise/bridge/storage';

/** The Api's tokens (api.ts parses them fully when it uses them). */
export const SESSION_KEY = 'stepwise.session';
export const LOCAL_ACCOUNT_KEY = 'stepwise.localAccount';
export const CLIENT_KEY_KEY = 'stepwise.clientKey';
/** sessionStorage: set just before the reload, read once by the sign-in page. */
export const LOGGED_OUT_FLAG = 'stepwise.loggedOut';

const KEPT = [/^locale$/, /language/i, /theme/i, /cookieNotice/];

/**
 * Whether this browser holds a session. A shape check only, so that the first visit's routing
 * needs no API client; the Api's token store validates the tokens when it loads.
 */
export function hasStoredSession(
  storage: Pick<SafeStorage, 'getItem'> = pageStorage('local'),
): boolean {
  try {
    const value = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null') as unknown;
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { accessToken?: unknown }).accessToken === 'string'
    );
  } catch {
    return false;
  }
}

export interface LocalAccount {
  account: string;
  isSharedAccount: boolean;
  email: string;
}

export function readLocalAccount(
  storage: Pick<SafeStorage, 'getItem'> = pageStorage('local'),
): LocalAccount | null {
  try {
    const raw = storage.getItem(LOCAL_ACCOUNT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalAccount>;
    return typeof value.account === 'string' && typeof value.isSharedAccount === 'boolean'
      ? { account: value.account, isSharedAccount: value.isSharedAccount, email: value.email ?? '' }
      : null;
  } catch {
    return null;
  }
}

export function writeLocalAccount(
  account: LocalAccount | null,
  storage: Pick<SafeStorage, 'setItem' | 'removeItem'> = pageStorage('local'),
) {
  if (account) storage.setItem(LOCAL_ACCOUNT_KEY, JSON.stringify(account));
  else storage.removeItem(LOCAL_ACCOUNT_KEY);
}

/** Every key but the device preferences. */
export function clearLocalKeys(
  storage: Pick<SafeStorage, 'keys' | 'removeItem'> = pageStorage('local'),
): void {
  for (const key of storage.keys()) {
    if (!KEPT.some((re) => re.test(key))) storage.removeItem(key);
  }
}
