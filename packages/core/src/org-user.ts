/**
 * The organisation's users as an admin sees them (000 §2 /admin/users; 000 §6 "Adding users
 * supports four kinds"): what kind of account each one is, from how it signs in.
 */

/**
 * email: signs in with an email (admins, invited people); employee-id: an employee ID with a PIN
 * or the master password; shared: a shared-device account; lms-learner: made by an LMS launch
 * (002 §2 e-learning), signs in only through it.
 */
export const ORG_USER_KINDS = ['email', 'employee-id', 'shared', 'lms-learner'] as const;
export type OrgUserKind = (typeof ORG_USER_KINDS)[number];

export function orgUserKindOf(user: {
  passwordless: boolean;
  shared: boolean;
  employeeId: string | null;
  lmsLearnerId?: string | null;
}): OrgUserKind {
  if (user.shared) return 'shared';
  if (user.passwordless && user.employeeId) return 'employee-id';
  if (user.passwordless) return 'lms-learner';
  return 'email';
}

/** Only employee-ID accounts have a PIN an admin can reset (000 §4 "PIN reset is admin only"). */
export const canResetPin = (kind: OrgUserKind): boolean => kind === 'employee-id';
