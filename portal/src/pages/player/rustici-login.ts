/**
 * The e-learning player's sign-in (/rustici, 002 §2-3, §7): the SCORM launch page asks
 * POST /v1/rustici/validate-user for a one-time custom token and opens this route with it in the
 * address's fragment, `#token=<customToken>&new=1` (`new` is validate-user's `isNewUser`).
 * A fragment is never sent to a server nor written to its logs; the page reads it and removes it
 * from the address bar at once. The bridge protocol has no sign-in message, so the fragment is
 * the only way in: without a token the page fails with the no-permission message.
 *
 * Login states (002 §3): TODO (signing in), FAIL, SUCCESS, SUCCESS_NEW_USER (a 2 s welcome,
 * then SUCCESS). No persistent login: the session lives in the page's memory only.
 */

export type RusticiLoginState = 'TODO' | 'FAIL' | 'SUCCESS' | 'SUCCESS_NEW_USER';

/** 002 §9: a new learner sees the welcome message for 2 s. */
export const WELCOME_MS = 2_000;

export interface RusticiLaunch {
  token: string | null;
  isNewUser: boolean;
}

/** `#token=..&new=1` read from a location hash ('' or '#...'). */
export function readRusticiFragment(hash: string): RusticiLaunch {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token')?.trim() || null;
  const isNew = params.get('new');
  return {
    token: token && token.length <= 4_096 ? token : null,
    isNewUser: isNew === '1' || isNew === 'true',
  };
}

/** The address without its fragment, for history.replaceState. */
export function withoutFragment(location: Pick<Location, 'pathname' | 'search'>): string {
  return location.pathname + location.search;
}

/** The state after signing in: a new learner is welcomed first. */
export function signedInState(isNewUser: boolean): RusticiLoginState {
  return isNewUser ? 'SUCCESS_NEW_USER' : 'SUCCESS';
}
