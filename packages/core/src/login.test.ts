import { describe, expect, it } from 'vitest';
import {
  ElearningLoginState,
  IpCheckState,
  PinResetStatus,
  PUBLIC_PIN_STATUS,
  employeeIdSignInStep,
  ipCheckStateFromResponse,
  pinStatusNeedsNewPin,
  type EmployeeIdSignInInput,
} from './login.js';
import { pinResetStatusSchema } from './login.schema.js';

describe('PIN reset status (000 §4)', () => {
  it('values are valid, pending, reset-required', () => {
    expect(Object.values(PinResetStatus)).toEqual(['valid', 'pending', 'reset-required']);
  });

  it('step 2: a new PIN is needed when there is no reset status or it is reset-required', () => {
    expect(pinStatusNeedsNewPin(undefined)).toBe(true);
    expect(pinStatusNeedsNewPin(null)).toBe(true);
    expect(pinStatusNeedsNewPin('')).toBe(true);
    expect(pinStatusNeedsNewPin('reset-required')).toBe(true);
    expect(pinStatusNeedsNewPin('valid')).toBe(false);
    expect(pinStatusNeedsNewPin('pending')).toBe(false);
  });
});

it('pinResetStatusSchema accepts the three values and null, nothing else', () => {
  for (const v of ['valid', 'pending', 'reset-required', null]) {
    expect(pinResetStatusSchema.parse(v)).toBe(v);
  }
  expect(pinResetStatusSchema.safeParse('').success).toBe(false);
  expect(pinResetStatusSchema.safeParse('VALID').success).toBe(false);
});

describe('IP check (000 §4)', () => {
  it('states TODO, CHECKING, PASSED, NOT_ALLOWED, CONNECT_FAILED', () => {
    expect(Object.keys(IpCheckState)).toEqual([
      'TODO',
      'CHECKING',
      'PASSED',
      'NOT_ALLOWED',
      'CONNECT_FAILED',
    ]);
  });

  it('a response with an allowed flag gives PASSED or NOT_ALLOWED', () => {
    expect(ipCheckStateFromResponse({ allowed: true })).toBe('PASSED');
    expect(ipCheckStateFromResponse({ allowed: false })).toBe('NOT_ALLOWED');
  });

  it('a missing flag gives CONNECT_FAILED', () => {
    expect(ipCheckStateFromResponse({})).toBe('CONNECT_FAILED');
    expect(ipCheckStateFromResponse(undefined)).toBe('CONNECT_FAILED');
    expect(ipCheckStateFromResponse(null)).toBe('CONNECT_FAILED');
  });
});

it('002 §4: e-learning login states TODO, FAIL, SUCCESS, SUCCESS_NEW_USER', () => {
  expect(Object.values(ElearningLoginState)).toEqual([
    'TODO',
    'FAIL',
    'SUCCESS',
    'SUCCESS_NEW_USER',
  ]);
});

describe('employee ID sign-in steps (000 §4)', () => {
  const base: EmployeeIdSignInInput = {
    pinUser: false,
    sharedAccount: false,
    employeeIdLogin: true,
    masterPasswordEnabled: false,
    pinStatus: null,
  };

  it('step 2: PIN users without a reset status, or reset-required, go to the new-PIN screen', () => {
    expect(employeeIdSignInStep({ ...base, pinUser: true })).toBe('new-pin');
    expect(employeeIdSignInStep({ ...base, pinUser: true, pinStatus: 'reset-required' })).toBe(
      'new-pin',
    );
  });

  it('issue 14: the public status, the same for every ID, leads to the PIN step', () => {
    expect(employeeIdSignInStep({ ...base, pinUser: true, pinStatus: PUBLIC_PIN_STATUS })).toBe(
      'password',
    );
  });

  it('step 3: PIN users with a valid status go to the password step', () => {
    expect(employeeIdSignInStep({ ...base, pinUser: true, pinStatus: 'valid' })).toBe('password');
  });

  it('step 3: shared accounts go to the password step', () => {
    expect(employeeIdSignInStep({ ...base, sharedAccount: true })).toBe('password');
    expect(employeeIdSignInStep({ ...base, sharedAccount: true, employeeIdLogin: false })).toBe(
      'password',
    );
  });

  it('step 4: otherwise, employee ID login disabled shows the disabled alert', () => {
    expect(
      employeeIdSignInStep({ ...base, employeeIdLogin: false, masterPasswordEnabled: true }),
    ).toBe('disabled');
  });

  it('step 4: master password enabled shows the password step', () => {
    expect(employeeIdSignInStep({ ...base, masterPasswordEnabled: true })).toBe('password');
  });

  it('step 4: master password disabled signs in directly', () => {
    expect(employeeIdSignInStep(base)).toBe('direct');
  });

  it('step 2 ignores PIN status for non-PIN users', () => {
    expect(employeeIdSignInStep({ ...base, pinStatus: 'reset-required' })).toBe('direct');
  });
});
