import {
  EMAIL_MAX_LENGTH,
  GENERIC_EMAIL_DOMAIN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TITLE_MAX_LENGTH,
} from './constants.js';
import { MessageKey } from './errors.js';

// Lengths count code points, as users (and Postgres varchar) see them, not UTF-16 units.
const charCount = (s: string): number => [...s].length;

// ---- Email and sign-in (000 §4, §5) ----------------------------------------------------------

/**
 * The "standard email shape": zod's own email pattern, copied so that the sign-in page needs no
 * zod; a test keeps it equal to zod's, so isEmail and z.email() never disagree.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's source, character for character (tested)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(s: string): boolean {
  return s.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(s);
}

export type SignInInput =
  { kind: 'email'; email: string } | { kind: 'employeeId'; employeeId: string };

/** 000 §4: input that looks like an email is an email; anything else is an employee ID. */
export function classifySignInInput(raw: string): SignInInput {
  const value = raw.trim();
  return isEmail(value)
    ? { kind: 'email', email: value }
    : { kind: 'employeeId', employeeId: value };
}

type SignInRuleKey =
  typeof MessageKey.required | typeof MessageKey.noSpace | typeof MessageKey.invalidEmail;

/**
 * 000 §5 sign-in field rules. The field is trimmed on submit, so only inner whitespace fails
 * noSpace. `emailOnly` is for screens that take no employee ID.
 */
export function signInFieldErrors(
  raw: string,
  opts: { emailOnly?: boolean } = {},
): SignInRuleKey[] {
  const value = raw.trim();
  if (value === '') return [MessageKey.required];
  const errors: SignInRuleKey[] = [];
  if (/\s/.test(value)) errors.push(MessageKey.noSpace);
  if (opts.emailOnly && !isEmail(value)) errors.push(MessageKey.invalidEmail);
  return errors;
}

export function normaliseEmail(s: string): string {
  return s.trim().toLowerCase();
}

/** 000 §5: an email without @ gets the product's generic email domain appended. */
export function withGenericDomain(s: string): string {
  const value = s.trim();
  return value.includes('@') ? value : `${value}@${GENERIC_EMAIL_DOMAIN}`;
}

const SHARED_MARKER = '.shared@';

export function sharedAccountEmail(clientKey: string, account: string): string {
  return `${account.trim()}${SHARED_MARKER}${clientKey.trim()}.${GENERIC_EMAIL_DOMAIN}`.toLowerCase();
}

export function isSharedAccountEmail(email: string): boolean {
  return email.toLowerCase().includes(SHARED_MARKER);
}

// Employee IDs become lowercased email local parts, so 'AB1' and 'ab1' are one account.
export function employeeIdEmail(clientKey: string, employeeId: string): string {
  return `${employeeId.trim()}@${clientKey.trim()}.${GENERIC_EMAIL_DOMAIN}`.toLowerCase();
}

/**
 * Addresses we make up (employee-ID, shared-account and LMS accounts; emails typed without @)
 * live at the generic domain or below it: nothing can be mailed there.
 */
export function isGeneratedEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain === GENERIC_EMAIL_DOMAIN || domain.endsWith(`.${GENERIC_EMAIL_DOMAIN}`);
}

// ---- Names (000 §5, 002 §5) ------------------------------------------------------------------

export const FORBIDDEN_NAME_CHARS = [
  '[',
  ']',
  ';',
  '<',
  '>',
  '\\',
  '/',
  '?',
  '=',
  ':',
  '"',
  ',',
] as const;
export const FORBIDDEN_NAME_CHARS_STRICT = [...FORBIDDEN_NAME_CHARS, '(', ')', '&'] as const;

export function hasForbiddenNameChars(name: string, strict = false): boolean {
  const set: readonly string[] = strict ? FORBIDDEN_NAME_CHARS_STRICT : FORBIDDEN_NAME_CHARS;
  return [...name].some((ch) => set.includes(ch));
}

export interface NameRuleOptions {
  strict?: boolean;
  max?: number;
}

export type NameRuleKey =
  | typeof MessageKey.required
  | typeof MessageKey.noAllSpace
  | typeof MessageKey.invalidName
  | `rules.max${number}`;

/** Names are saved trimmed, so the maximum applies to the trimmed value. */
export function nameErrors(name: string, opts: NameRuleOptions = {}): NameRuleKey[] {
  const max = opts.max ?? TITLE_MAX_LENGTH;
  if (name === '') return [MessageKey.required];
  const trimmed = name.trim();
  if (trimmed === '') return [MessageKey.noAllSpace];
  const errors: NameRuleKey[] = [];
  if (hasForbiddenNameChars(trimmed, opts.strict)) errors.push(MessageKey.invalidName);
  if (charCount(trimmed) > max) errors.push(`rules.max${max}`);
  return errors;
}

/**
 * A workflow's or a smart instruction's title (001 §5 "Rename inline: max 90 characters"):
 * any printable text — slashes, colons, ampersands, brackets, emoji, every script — not blank,
 * at most 90 characters. The forbidden-character rule is for names (skills, workspaces, people),
 * not titles; storage keys and URLs never contain a title. Control characters are refused for
 * every text at the server's edge (text-input.ts).
 */
export function titleErrors(title: string, max: number = TITLE_MAX_LENGTH): NameRuleKey[] {
  if (title === '') return [MessageKey.required];
  const trimmed = title.trim();
  if (trimmed === '') return [MessageKey.noAllSpace];
  return charCount(trimmed) > max ? [`rules.max${max}`] : [];
}

// ---- Passwords and PINs (002 §5) -------------------------------------------------------------

export type PasswordRuleKey =
  | typeof MessageKey.required
  | typeof MessageKey.noSpace
  | typeof MessageKey.min10
  | typeof MessageKey.max25
  | typeof MessageKey.validPasswordCharacters;

const hasDigit = (s: string) => /\p{Nd}/u.test(s);
const hasLower = (s: string) => /\p{Ll}/u.test(s);
const hasUpper = (s: string) => /\p{Lu}/u.test(s);
const hasSpecial = (s: string) => /[^\p{L}\p{N}\s]/u.test(s);

/** Failing rules in display order; an empty password reports only that it is required. */
export function passwordErrors(pw: string): PasswordRuleKey[] {
  if (pw === '') return [MessageKey.required];
  const errors: PasswordRuleKey[] = [];
  if (/\s/.test(pw)) errors.push(MessageKey.noSpace);
  const length = charCount(pw);
  if (length < PASSWORD_MIN_LENGTH) errors.push(MessageKey.min10);
  if (length > PASSWORD_MAX_LENGTH) errors.push(MessageKey.max25);
  if (!(hasDigit(pw) && hasLower(pw) && hasUpper(pw) && hasSpecial(pw))) {
    errors.push(MessageKey.validPasswordCharacters);
  }
  return errors;
}

export function isValidPassword(pw: string): boolean {
  return passwordErrors(pw).length === 0;
}

export type ConfirmationRuleKey =
  typeof MessageKey.required | typeof MessageKey.passwordMustMatch | typeof MessageKey.pinMustMatch;

/** 002 §5: the confirmation is required and must equal the password (or PIN). */
export function confirmationErrors(
  pw: string,
  confirm: string,
  kind: 'password' | 'pin',
): ConfirmationRuleKey[] {
  if (confirm === '') return [MessageKey.required];
  if (confirm !== pw)
    return [kind === 'pin' ? MessageKey.pinMustMatch : MessageKey.passwordMustMatch];
  return [];
}

// ---- Output ----------------------------------------------------------------------------------

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** 000 §5: strings are HTML-escaped when adding users. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);
}
