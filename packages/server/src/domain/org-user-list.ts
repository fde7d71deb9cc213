/**
 * The organisation's users as the admin users page lists them (000 §2 /admin/users): searched
 * by name, email or employee ID, sorted by name, a page at a time, through the caller's tenant.
 */
import {
  and,
  asc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  Role,
  displayIdentifier,
  displayName,
  orgUserKindOf,
  pinResetStatusSchema,
  roleSchema,
  type AdminUserStatusFilter,
  type OrgUser,
  type OrgUserKind,
  type OrgUserList,
  type PersonOption,
} from '@stepwise/core';
import { sessions, users } from '../db/schema.js';
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

/** Issue 25: the four kinds as stored (orgUserKindOf in SQL). */
export function kindMatch(kind: OrgUserKind | undefined): SQL | undefined {
  if (!kind) return undefined;
  if (kind === 'shared') return eq(users.shared, true);
  if (kind === 'email') return and(eq(users.shared, false), eq(users.passwordless, false));
  return and(
    eq(users.shared, false),
    eq(users.passwordless, true),
    kind === 'employee-id' ? isNotNull(users.employeeId) : isNull(users.employeeId),
  );
}

/** An e-mail user who never set a password nor signed in: the invitation is still open. */
export const INVITED = sql`(${users.passwordless} = false and ${users.shared} = false and ${users.passwordHash} is null and not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id}))`;

export function statusMatch(status: AdminUserStatusFilter | undefined): SQL | undefined {
  if (status === 'disabled') return eq(users.disabled, true);
  if (status === 'invited') return and(eq(users.disabled, false), INVITED);
  if (status === 'active') return and(eq(users.disabled, false), not(INVITED));
  return undefined;
}

export async function listOrgUsers(
  tenant: Tenant,
  q: {
    keyword?: string | undefined;
    kind?: OrgUserKind | undefined;
    status?: AdminUserStatusFilter | undefined;
    page: number;
    size: number;
  },
): Promise<OrgUserList> {
  const where = and(keywordMatch(q.keyword), kindMatch(q.kind), statusMatch(q.status));
  const [total, rows] = await Promise.all([
    tenant.count(users, where),
    tenant.select(users, where, {
      orderBy: [asc(sql`lower(${NAME_ORDER})`), asc(users.id)],
      limit: q.size,
      offset: q.page * q.size,
    }),
  ]);
  const open = await invitedAmong(tenant, rows);
  return {
    items: rows.map((u) => ({ ...orgUserView(u), invited: open.has(u.id) })),
    total,
    page: q.page,
    size: q.size,
  };
}

/** Which of these users still have their invitation open (one query for the page). */
export async function invitedAmong(tenant: Tenant, rows: UserRow[]): Promise<Set<string>> {
  const candidates = rows.filter((u) => orgUserKindOf(u) === 'email' && !u.passwordHash);
  if (candidates.length === 0) return new Set();
  const signedIn = await tenant.select(
    sessions,
    inArray(
      sessions.userId,
      candidates.map((u) => u.id),
    ),
  );
  const seen = new Set(signedIn.map((s) => s.userId));
  return new Set(candidates.filter((u) => !seen.has(u.id)).map((u) => u.id));
}
