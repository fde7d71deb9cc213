import { describe, expect, it } from 'vitest';
import { LoginAccountType, displayIdentifier, displayName } from './user.js';
import { userKindSchema, userProfileSchema, type UserProfile } from './user.schema.js';

const profile: UserProfile = {
  id: 'u1',
  role: 'publisher',
  roles: { ws1: 'admin-group' },
  organizationInfo: {
    id: 'org1',
    planType: 'standard',
    generation: 'gen2plus',
    defaultGroup: null,
  },
  displayName: null,
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@acme.com',
  passwordless: false,
  employeeId: null,
  locale: 'pt-br',
  avatar: null,
  shared: false,
  createdAt: '2024-03-01T08:00:00.000Z',
  isFreeTrialAdmin: false,
  changeCount: 0,
};

describe('user', () => {
  it('000 §3: login account types are email (1) and employee ID (2)', () => {
    expect(LoginAccountType).toEqual({ Email: 1, EmployeeId: 2 });
  });

  it('000 §6: /user/add supports org-admin, group-user, passwordless and shared', () => {
    expect(userKindSchema.options).toEqual([
      'org-admin',
      'group-user',
      'user-passwordless',
      'user-shared',
    ]);
  });

  it('000 §3: the profile schema takes every listed field', () => {
    expect(userProfileSchema.parse(profile)).toEqual(profile);
    expect(userProfileSchema.safeParse({ ...profile, roles: { ws1: 'owner' } }).success).toBe(
      false,
    );
    expect(userProfileSchema.safeParse({ ...profile, createdAt: 'March' }).success).toBe(false);
    expect(userProfileSchema.safeParse({ ...profile, firstName: 'x'.repeat(101) }).success).toBe(
      false,
    );
  });

  describe('000 §3: display name is displayName, else first and last name', () => {
    it('prefers displayName', () => {
      expect(displayName({ ...profile, displayName: ' Ana S. ' })).toBe('Ana S.');
    });

    it('falls back to first + last when displayName is blank', () => {
      expect(displayName({ ...profile, displayName: '  ' })).toBe('Ana Silva');
      expect(displayName({ ...profile, lastName: null })).toBe('Ana');
      expect(displayName({ ...profile, firstName: ' ', lastName: 'Silva' })).toBe('Silva');
    });

    it('is empty when nothing is known', () => {
      expect(displayName({ displayName: null, firstName: null, lastName: null })).toBe('');
    });
  });

  it('000 §3: for passwordless users the employee ID is shown in place of email', () => {
    expect(displayIdentifier(profile)).toBe('ana@acme.com');
    expect(displayIdentifier({ passwordless: true, employeeId: 'E123', email: 'x@y.io' })).toBe(
      'E123',
    );
    expect(displayIdentifier({ passwordless: false, employeeId: null, email: null })).toBe('');
  });
});
