/**
 * The pure parts of the sign-in screen (000 §2 "Sign-in screen", §4 "Email / ID sign-in" and
 * "Employee ID sign-in", §5, §8): steps, greeting, SSO decision, client key, error catalogue.
 */
import { statusOf } from '@stepwise/api';
import {
  classifySignInInput,
  employeeIdSignInStep,
  MessageKey,
  signInFieldErrors,
  StepwiseError,
  type EmployeeIdSignInStep,
} from '@stepwise/core';
import { messageKeyOf, type MessageKey as CatalogueKey } from '@stepwise/i18n';

/** 000 §4 "Login form": email-or-ID, password, reset password, reset success. */
export type SignInStep = 'identify' | 'password' | 'reset' | 'reset-success';

/** What the password step asks for. */
export type SecretKind = 'password' | 'pin' | 'master-password';

/** 000 §4 connection-failed types: which step's call the retry repeats. */
export const ConnectionFailed = {
  CLOSE: 'CLOSE',
  INIT_TO_CHECKED_DOMAIN: 'INIT_TO_CHECKED_DOMAIN',
  LOGIN_EMAIL: 'LOGIN_EMAIL',
  LOGIN_SSO: 'LOGIN_SSO',
} as const;
export type ConnectionFailedType = (typeof ConnectionFailed)[keyof typeof ConnectionFailed];

/** 000 §5: the Next button is disabled until the field passes its rules. */
export function identifierErrors(raw: string) {
  return signInFieldErrors(raw);
}

/** 000 §5: spaces are blocked on key press. */
export function isBlockedKey(key: string): boolean {
  return key === ' ' || key === 'Spacebar';
}

/** 000 §2: the greeting uses the name part of the entered email (the ID itself for IDs). */
export function greetingName(identifier: string): string {
  const value = identifier.trim();
  const at = value.lastIndexOf('@');
  return at > 0 ? value.slice(0, at) : value;
}

/** 000 §4 step 1: redirect when the SSO domain differs from this host (ports aside). */
export function ssoRedirectTarget(
  result: { domain: string } | null,
  currentHostname: string,
): string | null {
  if (!result) return null;
  const domain = result.domain.trim().toLowerCase().replace(/:\d+$/, '');
  if (!domain || domain === currentHostname.toLowerCase()) return null;
  return result.domain.trim();
}

/**
 * The cookie's domain attribute: the longest parent domain the two hosts share (at least two
 * labels), so the other host can read it; null when they share none (a host-only cookie).
 */
export function sharedCookieDomain(from: string, to: string): string | null {
  const a = from.toLowerCase().split('.').reverse();
  const b = to.toLowerCase().replace(/:\d+$/, '').split('.').reverse();
  const common: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i += 1) common.push(a[i]!);
  return common.length >= 2 ? common.reverse().join('.') : null;
}

const GENERIC_HOST_LABELS = new Set(['www', 'app', 'portal', 'localhost']);

/**
 * The client key for employee-ID sign-in (000 §4 step 1). Ours, in this order: a `clientKey`
 * query parameter (kept for later visits), the first DNS label of a host with at least three
 * labels (`acme.stepwise.example` -> `acme`, not www/app/portal or an IP address), the key kept
 * from an earlier visit, then the build's VITE_CLIENT_KEY.
 */
export function resolveClientKey(input: {
  search: string;
  hostname: string;
  stored: string | null;
  fallback?: string | undefined;
}): string | null {
  const fromQuery = new URLSearchParams(input.search).get('clientKey')?.trim();
  if (fromQuery) return fromQuery;
  const labels = input.hostname.toLowerCase().split('.');
  const isIp = /^[\d.]+$/.test(input.hostname) || input.hostname.includes(':');
  if (!isIp && labels.length >= 3 && !GENERIC_HOST_LABELS.has(labels[0]!)) return labels[0]!;
  if (input.stored?.trim()) return input.stored.trim();
  return input.fallback?.trim() || null;
}

export type EmployeeRoute =
  | { kind: 'new-pin' }
  | { kind: 'password'; secret: SecretKind; shared: boolean }
  | { kind: 'disabled' }
  | { kind: 'direct' };

/** 000 §4 "Employee ID sign-in" steps 2-4, through core's employeeIdSignInStep. */
export function employeeRoute(input: {
  pinUser: boolean;
  sharedAccount: boolean;
  employeeIdLogin: boolean;
  masterPasswordEnabled: boolean;
  pinStatus: string | null | undefined;
}): EmployeeRoute {
  const step: EmployeeIdSignInStep = employeeIdSignInStep(input);
  if (step !== 'password') return { kind: step };
  const secret: SecretKind = input.sharedAccount
    ? 'password'
    : input.pinUser
      ? 'pin'
      : 'master-password';
  return { kind: 'password', secret, shared: input.sharedAccount };
}

export { classifySignInInput };

/** Failures that mean "the server could not be reached": the connection-failed card. */
export function isConnectionFailure(err: unknown): boolean {
  if (err instanceof StepwiseError) return err.category === 'network' || statusOf(err) === 0;
  return err instanceof TypeError || (err instanceof Error && err.name === 'TimeoutError');
}

const INVALID_CREDENTIALS = [
  'user not found',
  'wrong password',
  'internal error',
  'password invalid',
  'password is incorrect',
  'user is not found',
  'invalid employee id',
];

export interface SignInAlert {
  key: CatalogueKey;
  params?: Record<string, string | number>;
}

/** 000 §8 error catalogue: the message shown for a failed sign-in call. */
export function signInAlert(err: unknown): SignInAlert {
  const message = err instanceof Error ? err.message : String(err);
  const lower = message.toLowerCase();
  if (err instanceof StepwiseError && err.category === 'rate-limit') {
    const data = (err.data as { data?: { retryAfterSeconds?: number } } | undefined)?.data;
    const minutes = Math.max(1, Math.ceil((data?.retryAfterSeconds ?? 60) / 60));
    return { key: 'auth.tooManyAttempts', params: { count: minutes } };
  }
  if (message === MessageKey.invalidLoginCredentials || INVALID_CREDENTIALS.includes(lower)) {
    return { key: 'auth.invalidLoginCredentials' };
  }
  if (message === MessageKey.disableDHLogin || lower.includes('not allowed')) {
    return { key: 'auth.alertDisableDHLogin' };
  }
  const known = messageKeyOf(message);
  if (known) return { key: known };
  return { key: 'alert.unexpectedError' };
}

/**
 * Sign-in by ID alone named a shared account, which signs in with its own password (issue 14:
 * the screen can no longer tell shared accounts from employees before signing in).
 */
export function signsInWithPassword(err: unknown): boolean {
  return err instanceof StepwiseError && err.message === 'This account signs in with its password';
}

/** The account signs in with a PIN, not by ID alone. */
export function signsInWithPin(err: unknown): boolean {
  return err instanceof StepwiseError && err.message === 'This account signs in with a PIN';
}
