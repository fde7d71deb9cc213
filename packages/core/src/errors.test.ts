import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  MessageKey,
  PasswordFailure,
  StepwiseError,
  categoryFor,
  httpStatusFor,
} from './errors.js';

describe('ErrorCode', () => {
  it('000 §8: codes 2 unpublished skill, 5 IP not allowed, 50 SOP in review, 52 not assigned, 403', () => {
    expect(ErrorCode.UnpublishedSkill).toBe(2);
    expect(ErrorCode.IpNotAllowed).toBe(5);
    expect(ErrorCode.SopInReview).toBe(50);
    expect(ErrorCode.NotAssignedSkill).toBe(52);
    expect(ErrorCode.Forbidden).toBe(403);
  });
});

describe('MessageKey', () => {
  it('000 §8: sign-in failures use the spec keys', () => {
    expect(MessageKey.invalidLoginCredentials).toBe('auth.invalidLoginCredentials');
    expect(MessageKey.unexpectedError).toBe('alert.unexpectedError');
    expect(MessageKey.disableDHLogin).toBe('auth.alertDisableDHLogin');
    expect(MessageKey.useSsoLogin).toBe('auth.useSsoLogin');
    expect(MessageKey.employeeIdInvalid).toBe('auth.alertEmployeeIdInvalid');
    expect(MessageKey.invalidId).toBe('auth.alertInvalidId');
    expect(MessageKey.resetFailed).toBe('auth.alertResetFailed');
  });

  it('000 §5 / 002 §5: every rule key lives under rules.*', () => {
    const ruleKeys = Object.values(MessageKey).filter((k) => k.startsWith('rules.'));
    expect(ruleKeys).toHaveLength(11);
  });

  it('002 §8: password failure authTypes REGEX, REUSED, CERTAIN_VALUE', () => {
    expect(Object.values(PasswordFailure)).toEqual(['REGEX', 'REUSED', 'CERTAIN_VALUE']);
  });
});

describe('StepwiseError', () => {
  it('carries code, derived category, fatal=false and the cause', () => {
    const cause = new Error('db down');
    const err = new StepwiseError(ErrorCode.Internal, 'alert.unexpectedError', { cause });
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('StepwiseError');
    expect(err.code).toBe(500);
    expect(err.category).toBe('internal');
    expect(err.fatal).toBe(false);
    expect(err.cause).toBe(cause);
    expect(err.data).toBeUndefined();
  });

  it('explicit options override the derived ones', () => {
    const err = new StepwiseError(ErrorCode.BadRequest, 'x', {
      category: 'network',
      fatal: true,
      data: { field: 'name' },
    });
    expect([err.category, err.fatal, err.data]).toEqual(['network', true, { field: 'name' }]);
  });

  it.each([
    [401, 'auth'],
    [400, 'validation'],
    [413, 'validation'],
    [422, 'validation'],
    [403, 'permission'],
    [5, 'permission'],
    [52, 'permission'],
    [404, 'not-found'],
    [410, 'not-found'],
    [409, 'conflict'],
    [50, 'conflict'],
    [2, 'conflict'],
    [429, 'rate-limit'],
    [500, 'internal'],
  ] as const)('code %i defaults to category %s', (code, category) => {
    expect(categoryFor(code)).toBe(category);
  });
});

describe('httpStatusFor', () => {
  it.each([
    [2, 409],
    [5, 403],
    [50, 409],
    [52, 403],
    [403, 403],
    [410, 410],
    [429, 429],
    [599, 599],
    [0, 400],
    [200, 400],
    [600, 400],
    [400.5, 400],
  ])('000 §8 code %s answers HTTP %s', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });
});
