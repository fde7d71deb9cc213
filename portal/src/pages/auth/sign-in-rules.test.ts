import { PUBLIC_PIN_STATUS, StepwiseError } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  employeeRoute,
  greetingName,
  identifierErrors,
  isBlockedKey,
  isConnectionFailure,
  resolveClientKey,
  sharedCookieDomain,
  signInAlert,
  signsInWithPassword,
  ssoRedirectTarget,
} from './sign-in-rules';

describe('step 1 field (000 §5)', () => {
  it('required, no inner spaces; the button stays disabled until valid', () => {
    expect(identifierErrors('')).toEqual(['rules.required']);
    expect(identifierErrors('   ')).toEqual(['rules.required']);
    expect(identifierErrors('a b')).toEqual(['rules.noSpace']);
    expect(identifierErrors('E1001')).toEqual([]);
    expect(identifierErrors('viewer@demo.stepwise.test')).toEqual([]);
  });
  it('spaces are blocked on key press', () => {
    expect(isBlockedKey(' ')).toBe(true);
    expect(isBlockedKey('a')).toBe(false);
  });
});

describe('greeting (000 §2)', () => {
  it('uses the name part of the email, or the ID', () => {
    expect(greetingName('jane.doe@example.com')).toBe('jane.doe');
    expect(greetingName(' E1001 ')).toBe('E1001');
  });
});

describe('SSO check (000 §4 step 1)', () => {
  it('no SSO (the 404 answer) or the same host: the password step', () => {
    expect(ssoRedirectTarget(null, 'app.example.com')).toBeNull();
    expect(ssoRedirectTarget({ domain: 'app.example.com' }, 'app.example.com')).toBeNull();
    expect(ssoRedirectTarget({ domain: 'localhost:4000' }, 'localhost')).toBeNull();
  });
  it('a different domain: redirect there', () => {
    expect(ssoRedirectTarget({ domain: 'acme.example.com' }, 'app.example.com')).toBe(
      'acme.example.com',
    );
  });
  it('the 10 s cookie is scoped to the parent domain both hosts share', () => {
    expect(sharedCookieDomain('app.example.com', 'acme.example.com')).toBe('example.com');
    expect(sharedCookieDomain('app.example.com', 'other.test')).toBeNull();
  });
});

describe('client key (000 §4 "permission settings by clientKey")', () => {
  const base = { search: '', hostname: 'localhost', stored: null };
  it('a clientKey query parameter wins', () => {
    expect(resolveClientKey({ ...base, search: '?clientKey=demo', hostname: 'acme.x.com' })).toBe(
      'demo',
    );
  });
  it('then the first label of an organisation host', () => {
    expect(resolveClientKey({ ...base, hostname: 'acme.stepwise.example' })).toBe('acme');
    expect(resolveClientKey({ ...base, hostname: 'www.stepwise.example' })).toBeNull();
    expect(resolveClientKey({ ...base, hostname: '127.0.0.1' })).toBeNull();
  });
  it('then the stored key, then the build default', () => {
    expect(resolveClientKey({ ...base, stored: 'kept' })).toBe('kept');
    expect(resolveClientKey({ ...base, fallback: 'demo' })).toBe('demo');
  });
});

describe('employee-ID route (000 §4 steps 2-4)', () => {
  const base = {
    pinUser: false,
    sharedAccount: false,
    employeeIdLogin: true,
    masterPasswordEnabled: false,
    pinStatus: null,
  };
  it('PIN users without a valid status choose a new PIN', () => {
    expect(employeeRoute({ ...base, pinUser: true, pinStatus: null }).kind).toBe('new-pin');
    expect(employeeRoute({ ...base, pinUser: true, pinStatus: 'reset-required' }).kind).toBe(
      'new-pin',
    );
  });
  it('PIN users with a status and shared accounts go to the password step', () => {
    expect(employeeRoute({ ...base, pinUser: true, pinStatus: 'valid' })).toEqual({
      kind: 'password',
      secret: 'pin',
      shared: false,
    });
    expect(employeeRoute({ ...base, sharedAccount: true, employeeIdLogin: false })).toEqual({
      kind: 'password',
      secret: 'password',
      shared: true,
    });
  });
  it('otherwise disabled login alerts; master password asks; else signs in directly', () => {
    expect(employeeRoute({ ...base, employeeIdLogin: false }).kind).toBe('disabled');
    expect(employeeRoute({ ...base, masterPasswordEnabled: true })).toEqual({
      kind: 'password',
      secret: 'master-password',
      shared: false,
    });
    expect(employeeRoute(base).kind).toBe('direct');
  });
});

describe('issue 14: employee IDs and shared accounts look alike before sign-in', () => {
  const base = {
    pinUser: true,
    sharedAccount: false,
    employeeIdLogin: true,
    masterPasswordEnabled: false,
  };
  it('the public PIN status, the same for every ID, leads to the PIN step', () => {
    expect(employeeRoute({ ...base, pinStatus: PUBLIC_PIN_STATUS })).toEqual({
      kind: 'password',
      secret: 'pin',
      shared: false,
    });
  });
  it('sign-in by ID alone that names a shared account asks for its password', () => {
    expect(
      signsInWithPassword(new StepwiseError(409, 'This account signs in with its password')),
    ).toBe(true);
    expect(signsInWithPassword(new StepwiseError(409, 'This account signs in with a PIN'))).toBe(
      false,
    );
    expect(signsInWithPassword(new StepwiseError(401, 'Invalid employee ID.'))).toBe(false);
  });
});

describe('error catalogue (000 §8)', () => {
  const err = (message: string, code: 400 | 401 | 403 | 404 | 429 = 401) =>
    new StepwiseError(code, message);
  it('credential failures', () => {
    for (const m of [
      'auth.invalidLoginCredentials',
      'user not found',
      'wrong password',
      'internal error',
      'password invalid',
      'password is incorrect',
      'user is not found',
      'Invalid employee ID',
    ]) {
      expect(signInAlert(err(m)).key).toBe('auth.invalidLoginCredentials');
    }
  });
  it("'not allowed' and employee-ID login off", () => {
    expect(signInAlert(err('not allowed', 403)).key).toBe('auth.alertDisableDHLogin');
    expect(signInAlert(err('auth.alertDisableDHLogin', 403)).key).toBe('auth.alertDisableDHLogin');
  });
  it('SSO-only domain, settings load, client key, no database user', () => {
    expect(signInAlert(err('auth.useSsoLogin', 403)).key).toBe('auth.useSsoLogin');
    expect(signInAlert(err('auth.alertEmployeeIdInvalid', 404)).key).toBe(
      'auth.alertEmployeeIdInvalid',
    );
    expect(signInAlert(err('client key is required for employee id login.', 400)).key).toBe(
      'alert.clientKeyRequired',
    );
    expect(signInAlert(err('Invalid employee ID.')).key).toBe('alert.invalidEmployeeId');
  });
  it('rate limit names the minutes', () => {
    const limited = new StepwiseError(429, 'Too many', {
      category: 'rate-limit',
      data: { status: 429, data: { retryAfterSeconds: 130 } },
    });
    expect(signInAlert(limited)).toEqual({ key: 'auth.tooManyAttempts', params: { count: 3 } });
  });
  it('anything else is the unexpected error', () => {
    expect(signInAlert(err('something odd', 400)).key).toBe('alert.unexpectedError');
  });
  it('network failures are the connection-failed card, not a message', () => {
    expect(
      isConnectionFailure(new StepwiseError(500, 'Network error', { category: 'network' })),
    ).toBe(true);
    expect(isConnectionFailure(err('wrong password'))).toBe(false);
  });
});
