import { PasswordFailure, passwordErrors } from '@stepwise/core';
import { badRequest } from '../http/errors.js';
import { assertNewPassword } from './new-password.js';

/**
 * The 002 §5 rules for a new PIN, master password or shared-account password ("New password or
 * PIN: same rules"). A broken rule answers its rules.* key as the message, with every broken
 * rule and the 002 §8 authType in data; then the account-name and reuse checks of any new
 * password.
 */
export async function assertNewSecret(
  secret: string,
  accountName: string,
  currentHash?: string | null,
): Promise<void> {
  const rules = passwordErrors(secret);
  if (rules.length > 0) {
    throw badRequest(rules[0]!, { authType: PasswordFailure.REGEX, rules });
  }
  await assertNewPassword(secret, accountName, currentHash);
}
