import type { UserProfile } from './user.schema.js';

/** 000 §3 login account types. */
export const LoginAccountType = { Email: 1, EmployeeId: 2 } as const;
export type LoginAccountTypeValue = (typeof LoginAccountType)[keyof typeof LoginAccountType];

/** 000 §3 / 002 §5: displayName, else first and last name, else nothing. */
export function displayName(
  profile: Pick<UserProfile, 'displayName' | 'firstName' | 'lastName'>,
): string {
  const own = profile.displayName?.trim();
  if (own) return own;
  return [profile.firstName, profile.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** 000 §3: passwordless users show their employee ID where others show their email. */
export function displayIdentifier(
  profile: Pick<UserProfile, 'passwordless' | 'employeeId' | 'email'>,
): string {
  return (profile.passwordless ? profile.employeeId : profile.email) ?? '';
}
