import { StepwiseError } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { expiredLinkPath, invitationFailure, newPasswordAlert } from './account-rules';

const failure = (message: string, status: number, data: unknown) =>
  new StepwiseError(400, message, { data: { status, data } });

describe('expired links (410 -> /emailexpired/{type}/{lang}/{email})', () => {
  it('builds the expired page from the answer', () => {
    const gone = new StepwiseError(410, 'Link expired', {
      data: { status: 410, data: { expired: true, type: 'reset', email: 'a@b.co' } },
    });
    expect(expiredLinkPath(gone, 'ja-jp')).toBe('/emailexpired/reset/ja-jp/a%40b.co');
  });
  it('other failures are not expiry', () => {
    expect(expiredLinkPath(failure('x', 400, null), 'en')).toBeNull();
  });
});

describe('002 §8 invitation failures', () => {
  it('by the response text', () => {
    expect(invitationFailure(new Error('Invalid password format'))).toBe(
      'account.alertPasswordFormatError',
    );
    expect(
      invitationFailure(new Error('The password may not include a certain value (the name)')),
    ).toBe('account.alertPasswordIncludeCertainValue');
    expect(invitationFailure(new Error('Invalid or already used link'))).toBeNull();
  });
});

describe('002 §8 new password failures by authType', () => {
  it('REGEX, REUSED, CERTAIN_VALUE, else the failed reset', () => {
    expect(newPasswordAlert(failure('x', 400, { authType: 'REGEX' }))).toBe(
      'account.alertPasswordFormatError',
    );
    expect(newPasswordAlert(failure('x', 400, { authType: 'REUSED' }))).toBe(
      'account.alertPasswordReused',
    );
    expect(newPasswordAlert(failure('x', 400, { authType: 'CERTAIN_VALUE' }))).toBe(
      'account.alertPasswordIncludeCertainValue',
    );
    expect(newPasswordAlert(failure('x', 400, { authType: 'OTHER' }))).toBe(
      'auth.alertResetFailed',
    );
  });
});
