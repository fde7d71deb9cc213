import { PasswordFailure, type PasswordFailureValue } from './errors.js';
import { passwordErrors } from './validation.js';

// A two-letter name ("jo@…") would refuse too many ordinary passwords to protect anything.
const MIN_ACCOUNT_NAME_LENGTH = 3;

/** The part of an address before the last @, lowercased. */
export function emailLocalPart(email: string): string {
  const at = email.lastIndexOf('@');
  return (at < 0 ? email : email.slice(0, at)).trim().toLowerCase();
}

/** 002 §8 CERTAIN_VALUE: the password contains the account's own name (case-insensitive). */
export function passwordIncludesAccountName(password: string, accountName: string): boolean {
  const name = accountName.trim().toLowerCase();
  return [...name].length >= MIN_ACCOUNT_NAME_LENGTH && password.toLowerCase().includes(name);
}

/**
 * Why a new password is refused (002 §8), REUSED aside (that one needs the stored hash):
 * REGEX when it breaks the 002 §5 policy, CERTAIN_VALUE when it contains the account name
 * (the email's local part, or a shared account's name). Null when it is acceptable.
 */
export function newPasswordFailure(
  password: string,
  accountName: string,
): PasswordFailureValue | null {
  if (passwordErrors(password).length > 0) return PasswordFailure.REGEX;
  if (passwordIncludesAccountName(password, accountName)) return PasswordFailure.CERTAIN_VALUE;
  return null;
}
