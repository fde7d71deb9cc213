/**
 * 002 §8 failure alerts of the account screens, and the expired-link redirect: a 410 carrying
 * `{expired, type, email}` goes to /emailexpired/{type}/{lang}/{email}.
 */
import { PIN_SETUP_CODE_INVALID, PasswordFailure, StepwiseError } from '@stepwise/core';
import type { MessageKey } from '@stepwise/i18n';

interface ErrorData {
  status?: number;
  data?: { expired?: boolean; type?: string; email?: string; authType?: string } | null;
}

function dataOf(err: unknown): ErrorData {
  return err instanceof StepwiseError ? ((err.data as ErrorData | undefined) ?? {}) : {};
}

/** The expired-link page for a 410, or null. */
export function expiredLinkPath(err: unknown, lang: string): string | null {
  const { status, data } = dataOf(err);
  if (status !== 410 && !data?.expired) return null;
  const parts = [data?.type ?? 'link', lang, data?.email ?? ''].map(encodeURIComponent);
  return `/emailexpired/${parts.join('/')}`.replace(/\/+$/, '');
}

/** 002 §8 invitation failure: by the response text; null means "failed, back to sign-in". */
export function invitationFailure(err: unknown): MessageKey | null {
  const message = err instanceof Error ? err.message.toLowerCase() : '';
  if (message.includes('password format')) return 'account.alertPasswordFormatError';
  if (message.includes('certain value')) return 'account.alertPasswordIncludeCertainValue';
  return null;
}

/** 002 §8 new password (and PIN) failure by authType; other types the generic failed reset. */
export function newPasswordAlert(err: unknown): MessageKey {
  switch (dataOf(err).data?.authType) {
    case PasswordFailure.REGEX:
      return 'account.alertPasswordFormatError';
    case PasswordFailure.REUSED:
      return 'account.alertPasswordReused';
    case PasswordFailure.CERTAIN_VALUE:
      return 'account.alertPasswordIncludeCertainValue';
    default:
      return 'auth.alertResetFailed';
  }
}

export interface AccountAlert {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * The new-PIN screen's failure (issue 14): a refused setup code (wrong, used, expired: the server
 * does not say which) asks for a new code; too many tries says how long to wait; a PIN against
 * the rules is 002 §8's new-password alert.
 */
export function newPinAlert(err: unknown): AccountAlert {
  if (err instanceof StepwiseError && err.category === 'rate-limit') {
    const wait = (err.data as { data?: { retryAfterSeconds?: number } } | undefined)?.data;
    return {
      key: 'auth.tooManyAttempts',
      params: { count: Math.max(1, Math.ceil((wait?.retryAfterSeconds ?? 60) / 60)) },
    };
  }
  if (err instanceof Error && err.message === PIN_SETUP_CODE_INVALID) {
    return { key: 'pinSetup.codeInvalid' };
  }
  return { key: newPasswordAlert(err) };
}
