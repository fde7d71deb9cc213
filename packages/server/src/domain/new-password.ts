import {
  PasswordFailure,
  StepwiseError,
  ErrorCode,
  newPasswordFailure,
  passwordErrors,
  type PasswordFailureValue,
} from '@stepwise/core';
import { verifySecret } from '../auth/passwords.js';

// The invite screen (002 §8) reads the message ('password format', 'certain value'); the
// new-password screen reads data.authType. One error serves both.
const MESSAGES: Record<PasswordFailureValue, string> = {
  REGEX: 'Invalid password format',
  REUSED: 'The new password must differ from the current one',
  CERTAIN_VALUE: 'The password may not include a certain value (the account name)',
};

export function passwordRefused(authType: PasswordFailureValue, password = ''): StepwiseError {
  return new StepwiseError(ErrorCode.BadRequest, MESSAGES[authType], {
    category: 'validation',
    data:
      authType === PasswordFailure.REGEX
        ? { authType, rules: passwordErrors(password) }
        : { authType },
  });
}

/**
 * Throws the 002 §8 failure for a password that may not be set: REGEX, CERTAIN_VALUE, or
 * REUSED when it verifies against the current hash.
 */
export async function assertNewPassword(
  password: string,
  accountName: string,
  currentHash?: string | null,
): Promise<void> {
  const failure = newPasswordFailure(password, accountName);
  if (failure) throw passwordRefused(failure, password);
  if (currentHash && (await verifySecret(currentHash, password))) {
    throw passwordRefused(PasswordFailure.REUSED);
  }
}
