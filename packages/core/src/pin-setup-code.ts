/**
 * Issue 14, "Employee PIN takeover": choosing a PIN (000 §4 /usernewpin/{account}) takes a
 * one-time setup code that an admin's PIN reset, or the account's creation, issues. The code is
 * typed by a person, often from a screen or a slip of paper, so it is short, upper case, and
 * forgiving: Crockford's base-32 alphabet (no I, L, O, U), read back with O as 0 and I or L as 1,
 * grouped in fours. 8 characters are 40 bits; with the sign-in limiter's few tries per quarter
 * hour and a 72-hour life, guessing one is out of reach.
 *
 * Zod-free, like login.ts: the PIN page and the sign-in screen use these rules.
 */

/** Crockford base 32: digits and the letters a person cannot confuse with them. */
export const PIN_SETUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PIN_SETUP_CODE_LENGTH = 8;
/** Characters per group in the shown form (`K7QM-4TXP`). */
export const PIN_SETUP_CODE_GROUP = 4;
/** Default lifetime of a code (PIN_SETUP_CODE_TTL_HOURS on the server). */
export const PIN_SETUP_CODE_TTL_HOURS = 72;

/**
 * The one refusal of PUT /v1/reset/password/employeeIdPIN for a missing, wrong, used or expired
 * code, an unknown ID and an ID without a pending reset alike, so it says nothing about the ID.
 */
export const PIN_SETUP_CODE_INVALID =
  'This setup code is not valid. Ask your administrator for a new one.';

const READ_AS: Record<string, string> = { O: '0', I: '1', L: '1' };

/** The code as typed, made canonical: upper case, separators and spaces gone, O/I/L read back. */
export function normalisePinSetupCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/[OIL]/g, (c) => READ_AS[c] ?? c);
}

/** True for a canonical code: the right length, every character from the alphabet. */
export function isPinSetupCode(normalised: string): boolean {
  return (
    normalised.length === PIN_SETUP_CODE_LENGTH &&
    [...normalised].every((c) => PIN_SETUP_CODE_ALPHABET.includes(c))
  );
}

/** A code as shown to people: canonical, in groups of four joined by hyphens. */
export function formatPinSetupCode(code: string): string {
  const canonical = normalisePinSetupCode(code);
  const groups: string[] = [];
  for (let i = 0; i < canonical.length; i += PIN_SETUP_CODE_GROUP) {
    groups.push(canonical.slice(i, i + PIN_SETUP_CODE_GROUP));
  }
  return groups.join('-');
}

/**
 * The portal path where the employee chooses the PIN: the spec's /usernewpin/{account}, with
 * the organisation's client key and, in a mailed link, the code to prefill.
 */
export function pinSetupPath(employeeId: string, clientKey: string, code?: string): string {
  const query = new URLSearchParams({ clientKey });
  if (code) query.set('code', formatPinSetupCode(code));
  return `/usernewpin/${encodeURIComponent(employeeId)}?${query.toString()}`;
}
