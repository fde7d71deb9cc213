import { describe, expect, it } from 'vitest';
import { canResetPin, orgUserKindOf } from './org-user.js';
import { orgUserSchema, pinResetIssuedSchema } from './org-user.schema.js';

const account = { passwordless: false, shared: false, employeeId: null, lmsLearnerId: null };

describe('organisation users (000 §6 user kinds)', () => {
  it('tells the kind from how the account signs in', () => {
    expect(orgUserKindOf(account)).toBe('email');
    expect(orgUserKindOf({ ...account, passwordless: true, employeeId: 'E1' })).toBe('employee-id');
    expect(orgUserKindOf({ ...account, shared: true })).toBe('shared');
    expect(orgUserKindOf({ ...account, passwordless: true, lmsLearnerId: 'l-1' })).toBe(
      'lms-learner',
    );
  });

  it('only employee-ID accounts have a PIN to reset', () => {
    expect(canResetPin('employee-id')).toBe(true);
    for (const kind of ['email', 'shared', 'lms-learner'] as const) {
      expect(canResetPin(kind)).toBe(false);
    }
  });

  it('wire shapes: a listed user and an issued setup code', () => {
    const user = {
      id: 'u1',
      displayName: 'Erin Employee',
      email: null,
      employeeId: 'E1001',
      role: 'viewer',
      kind: 'employee-id',
      disabled: false,
      pinResetStatus: 'reset-required',
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    expect(orgUserSchema.parse(user)).toEqual(user);
    expect(orgUserSchema.safeParse({ ...user, kind: 'robot' }).success).toBe(false);
    const issued = {
      employeeId: 'E1001',
      resetStatus: 'reset-required',
      pinSetup: {
        code: 'K7QM-4TXP',
        expiresAt: '2026-01-05T03:04:05.000Z',
        path: '/usernewpin/E1001?clientKey=demo',
        mailed: false,
      },
    };
    expect(pinResetIssuedSchema.parse(issued)).toEqual(issued);
  });
});
