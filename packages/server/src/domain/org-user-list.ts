/**
 * The organisation's users as the admin users page lists them (000 §2 /admin/users): searched
 * by name, email or employee ID, sorted by name, a page at a time, through the caller's tenant.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  Role,
  displayIdentifier,
  displayName,
  orgUserKindOf,
  pinResetStatusSchema,
  roleSchema,
  type OrgUser,
  type OrgUserList,
  type PersonOption,
} from '@stepwise/core';
import { users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { UserRow } from '../db/schema.js';

/** The name people are sorted by: display name, first and last name, employee ID, address. */
const NAME_ORDER = sql`coalesce(nullif(${users.displayName}, ''), nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.employeeId}, ${users.email})`;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Names and employee IDs always; emails only where they are real (not generated addresses). */
export function keywordMatch(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const p = likePattern(k);
  return or(
    and(eq(users.passwordless, false), eq(users.shared, false), ilike(users.email, p)),
    ilike(users.firstName, p),
    ilike(users.lastName, p),
    ilike(users.displayName, p),
    ilike(users.employeeId, p),
    ilike(users.sharedAccount, p),
    ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, p),
  );
}

export function orgUserView(user: UserRow): OrgUser {
  const kind = orgUserKindOf(user);
  return {
    id: user.id,
    displayName: displayName(user) || displayIdentifier(user) || user.sharedAccount || user.email,
    email: user.passwordless || user.shared ? null : user.email,
    employeeId: user.employeeId,
    role: roleSchema.catch(Role.Viewer).parse(user.role),
    kind,
    disabled: user.disabled,
    pinResetStatus:
      kind === 'employee-id'
        ? (pinResetStatusSchema.catch(null).parse(user.pinResetStatus) ?? null)
        : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * People to pick (issue 24: a skill's or task's assignees, whom to send something to): enabled
 * accounts that are people (not shared or e-learning accounts) matching the keyword, by name,
 * at most `size`. Only what a picker shows: id, name, mail address.
 */
export async function searchPeople(
  tenant: Tenant,
  q: { keyword: string; size: number },
): Promise<PersonOption[]> {
  const rows = await tenant.select(
    users,
    and(eq(users.disabled, false), eq(users.shared, false), keywordMatch(q.keyword)),
    { orderBy: [asc(sql`lower(${NAME_ORDER})`), asc(users.id)], limit: q.size },
  );
  return rows
    .filter((u) => orgUserKindOf(u) !== 'lms-learner')
    .map((u) => {
      const view = orgUserView(u);
      return { id: view.id, displayName: view.displayName, email: view.email };
    });
}

export async function listOrgUsers(
  tenant: Tenant,
  q: { keyword?: string | undefined; page: number; size: number },
): Promise<OrgUserList> {
  const where = keywordMatch(q.keyword);
  const [total, rows] = await Promise.all([
    tenant.count(users, where),
    tenant.select(users, where, {
      orderBy: [asc(sql`lower(${NAME_ORDER})`), asc(users.id)],
      limit: q.size,
      offset: q.page * q.size,
    }),
  ]);
  return { items: rows.map(orgUserView), total, page: q.page, size: q.size };
}
