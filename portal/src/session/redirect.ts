/**
 * The sign-in `redirect` query (000 §2 navigation guard): the guard writes the original path and
 * query, sign-in honours it afterwards. Only same-origin relative paths are honoured — never an
 * external URL, a protocol-relative `//host`, a backslash trick or a script URL.
 */
export const HOME_PATH = '/home';
export const SHARED_PATH = '/shared';

export function safeRedirect(target: string | null | undefined, fallback = HOME_PATH): string {
  if (!target) return fallback;
  // Browsers read "\" as "/" in URLs and drop tabs and newlines: "/\evil.com" is "//evil.com".
  if (/[\\\t\n\r]/.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  try {
    const base = 'http://same.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    const path = url.pathname + url.search + url.hash;
    // The sign-in page itself is no destination: root goes to home (000 §4).
    return url.pathname === '/' ? fallback : path;
  } catch {
    return fallback;
  }
}

/** `/?redirect=<path+query>` for a signed-out visitor of `here`. */
export function signInPathFor(here: { pathname: string; search: string }): string {
  const target = here.pathname + here.search;
  return target === '/' || target === '' ? '/' : `/?redirect=${encodeURIComponent(target)}`;
}

/** Where a fresh session lands: /shared for shared accounts (000 §4), else the redirect. */
export function landingAfterSignIn(opts: {
  redirect: string | null;
  sharedAccount: boolean;
  sharedAccountLogin: boolean;
}): string {
  if (opts.sharedAccount && opts.sharedAccountLogin) return SHARED_PATH;
  return safeRedirect(opts.redirect);
}
