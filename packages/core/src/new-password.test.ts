import { describe, expect, it } from 'vitest';
import { emailLocalPart, newPasswordFailure, passwordIncludesAccountName } from './new-password.js';

describe('emailLocalPart', () => {
  it('takes what precedes the last @, lowercased', () => {
    expect(emailLocalPart('Jane.Doe@Example.com')).toBe('jane.doe');
    expect(emailLocalPart('"a@b"@example.com')).toBe('"a@b"');
    expect(emailLocalPart('no-at-sign')).toBe('no-at-sign');
  });
});

describe('passwordIncludesAccountName (002 §8 CERTAIN_VALUE)', () => {
  it('matches the account name anywhere, ignoring case', () => {
    expect(passwordIncludesAccountName('xxJANEdoe!1', 'janedoe')).toBe(true);
    expect(passwordIncludesAccountName('Summer-2026!x', 'janedoe')).toBe(false);
  });

  it('ignores names shorter than three characters', () => {
    expect(passwordIncludesAccountName('Jo-Password-1', 'jo')).toBe(false);
    expect(passwordIncludesAccountName('Joe-Password-1', 'joe')).toBe(true);
  });
});

describe('newPasswordFailure (002 §8)', () => {
  it('REGEX when the 002 §5 policy fails, before any other check', () => {
    expect(newPasswordFailure('short', 'jane')).toBe('REGEX');
    expect(newPasswordFailure('janejanejane', 'jane')).toBe('REGEX');
  });

  it('CERTAIN_VALUE when a policy-valid password contains the account name', () => {
    expect(newPasswordFailure('Jane-Secret-42', 'jane')).toBe('CERTAIN_VALUE');
  });

  it('null when acceptable', () => {
    expect(newPasswordFailure('Tulip-Secret-42', 'jane')).toBeNull();
  });
});
