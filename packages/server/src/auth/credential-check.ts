import type { LoginLimiter } from './login-limiter.js';
import { verifySecret } from './passwords.js';
import { invalidCredentials } from './session.js';

export interface CredentialCheck<T extends { disabled: boolean }> {
  limiter: LoginLimiter;
  /** The account's throttling key (its normalised email or generated address). */
  account: string;
  ip: string;
  /** Finds the account; may throw a more specific refusal (feature off, new PIN needed). */
  find: () => Promise<T | undefined>;
  hashOf: (account: T) => string | null | undefined;
  secret: string;
}

/**
 * The one throttled credential check behind every sign-in kind: refused while locked, the
 * secret verified even for unknown accounts (equal timing), every failure counted, a success
 * clearing the account's count. Unknown, disabled and wrong all answer the same.
 */
export async function checkCredentials<T extends { disabled: boolean }>(
  c: CredentialCheck<T>,
): Promise<T> {
  await c.limiter.assertAllowed(c.account, c.ip);
  const found = await c.find();
  const valid = await verifySecret(found ? c.hashOf(found) : undefined, c.secret);
  if (!found || !valid || found.disabled) {
    await c.limiter.recordFailure(c.account, c.ip);
    throw invalidCredentials();
  }
  await c.limiter.recordSuccess(c.account, c.ip);
  return found;
}
