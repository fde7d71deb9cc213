import { PIN_SETUP_CODE_INVALID, StepwiseError } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { expiredLinkPath, invitationFailure, newPasswordAlert, newPinAlert } from './account-rules';

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

describe('issue 14: the new-PIN screen with a setup code', () => {
  it('a refused code asks for a new one, in the words the catalogue has', () => {
    expect(newPinAlert(failure(PIN_SETUP_CODE_INVALID, 400, null))).toEqual({
      key: 'pinSetup.codeInvalid',
    });
  });
  it('too many tries say how long to wait', () => {
    const locked = new StepwiseError(429, 'Too many failed sign-in attempts.', {
      category: 'rate-limit',
      data: { status: 429, data: { retryAfterSeconds: 600 } },
    });
    expect(newPinAlert(locked)).toEqual({ key: 'auth.tooManyAttempts', params: { count: 10 } });
  });
  it('a PIN against the rules keeps the 002 §8 alerts', () => {
    expect(newPinAlert(failure('x', 400, { authType: 'REGEX' }))).toEqual({
      key: 'account.alertPasswordFormatError',
    });
  });
});
