/**
 * The pure parts of the admin users page (000 §2 /admin/users; issue 14): the words for each
 * user's kind, role and PIN state, what the account column shows, and the range of a page.
 */
import type { OrgUser, OrgUserKind, PinResetStatusValue, RoleName } from '@stepwise/core';
import type { MessageKey } from '@stepwise/i18n';

/** Rows per page: one screen of an organisation, searched for anything larger. */
export const USERS_PAGE_SIZE = 50;

export const KIND_LABEL: Record<OrgUserKind, MessageKey> = {
  email: 'users.kind.email',
  'employee-id': 'users.kind.employee-id',
  shared: 'users.kind.shared',
  'lms-learner': 'users.kind.lms-learner',
};

export const ROLE_LABEL: Record<RoleName, MessageKey> = {
  'admin-super': 'users.role.admin-super',
  'admin-organization': 'users.role.admin-organization',
  'admin-group': 'users.role.admin-group',
  publisher: 'users.role.publisher',
  viewer: 'users.role.viewer',
};

export type UserStatus = 'active' | 'disabled' | 'invited';

/** Issue 25: disabled first (it is what stops sign-in), then an invitation still open. */
export function statusOf(user: Pick<OrgUser, 'disabled' | 'invited'>): UserStatus {
  if (user.disabled) return 'disabled';
  return user.invited ? 'invited' : 'active';
}

export const STATUS_LABEL: Record<UserStatus, MessageKey> = {
  active: 'admin.users.status.active',
  disabled: 'admin.users.status.disabled',
  invited: 'admin.users.status.invited',
};

/** An employee's PIN: chosen, asked to be reset, waiting for a new one, or never chosen. */
export function pinStatusLabel(status: PinResetStatusValue | null): MessageKey {
  return status ? (`users.pinStatus.${status}` as const) : 'users.pinStatus.none';
}

/** The account column: the email, else the employee ID (generated addresses are not shown). */
export function accountOf(user: Pick<OrgUser, 'email' | 'employeeId'>): string {
  return user.email ?? user.employeeId ?? '';
}

/** "{from}–{to} of {total}" for a page (1-based), or null when the page is empty. */
export function pageRange(
  page: number,
  size: number,
  shown: number,
  total: number,
): { from: number; to: number; total: number } | null {
  if (shown === 0) return null;
  const from = page * size + 1;
  return { from, to: from + shown - 1, total };
}

/** The absolute address of the new-PIN page for the admin to hand over (no code in it). */
export function setupLink(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}
