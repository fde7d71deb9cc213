/**
 * 000 §4 step 1 / §9: the email crosses to the organisation's SSO domain in a cookie that lives
 * SSO_EMAIL_COOKIE_SECONDS (10 s); the sign-in page there reads it once and deletes it.
 */
import { SSO_EMAIL_COOKIE_SECONDS } from '@stepwise/core';
import { sharedCookieDomain } from './sign-in-rules';

export const SSO_EMAIL_COOKIE = 'stepwise.ssoEmail';

export function writeSsoEmailCookie(email: string, targetHost: string): void {
  const domain = sharedCookieDomain(window.location.hostname, targetHost);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${SSO_EMAIL_COOKIE}=${encodeURIComponent(email)}; Max-Age=${SSO_EMAIL_COOKIE_SECONDS}; ` +
    `Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ''}${secure}`;
}

export function takeSsoEmailCookie(): string | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SSO_EMAIL_COOKIE}=`));
  if (!entry) return null;
  document.cookie = `${SSO_EMAIL_COOKIE}=; Max-Age=0; Path=/`;
  try {
    return decodeURIComponent(entry.slice(SSO_EMAIL_COOKIE.length + 1)) || null;
  } catch {
    return null;
  }
}
