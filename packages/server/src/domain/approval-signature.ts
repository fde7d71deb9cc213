/**
 * The electronic signature of an approval (issue 23): the reviewer re-confirms who they are with
 * their own secret — the password of an email account, the PIN of an employee-ID account —
 * checked by the very throttled check sign-in uses (auth/credential-check.ts), so wrong tries
 * count towards the same lockout. Shared accounts and e-learning sessions cannot sign.
 */
import { eq } from 'drizzle-orm';
import { displayName, ErrorCode, normaliseEmail, StepwiseError } from '@stepwise/core';
import { checkCredentials } from '../auth/credential-check.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import { users } from '../db/schema.js';
import type { Caller } from './caller.js';
import { employeeLimiterKey } from './employee-accounts.js';
import { forbidden } from './errors.js';

export const WRONG_SIGNATURE = 'The password is wrong';
export const CANNOT_SIGN = 'This account cannot sign approvals';

export interface Signature {
  signedAt: string;
  signerName: string;
  signerEmail: string;
}

/**
 * Verifies the caller's own password (or PIN) and answers the signature to record; 403 when it
 * is wrong or the account cannot sign, 429 while sign-in is locked for this account and source.
 */
export async function signApproval(
  caller: Caller,
  limiter: LoginLimiter,
  ip: string,
  secret: string,
): Promise<Signature> {
  const { user } = caller;
  if (user.shared || caller.kind === 'shared' || caller.kind === 'custom' || user.lmsLearnerId) {
    throw forbidden(CANNOT_SIGN);
  }
  const byPin = user.passwordless && Boolean(user.employeeId);
  const account = byPin
    ? employeeLimiterKey(caller.organization.clientKey, user.employeeId!)
    : normaliseEmail(user.email);
  try {
    await checkCredentials({
      limiter,
      account,
      ip,
      // The row as it is now: a password changed since the session began is the one asked.
      find: () => caller.tenant.first(users, eq(users.id, user.id)),
      hashOf: (u) => (byPin ? u.pinHash : u.passwordHash),
      secret,
    });
  } catch (err) {
    // A wrong secret is the sign-in's 401; here the reviewer stays signed in, so it is a 403.
    if (err instanceof StepwiseError && err.code === ErrorCode.Unauthorized) {
      throw forbidden(WRONG_SIGNATURE);
    }
    throw err;
  }
  return {
    signedAt: new Date().toISOString(),
    signerName: displayName(user) || user.email,
    signerEmail: user.email,
  };
}
