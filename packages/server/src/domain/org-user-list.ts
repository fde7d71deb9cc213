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
} from '@stepwise/core';
import { users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { UserRow } from '../db/schema.js';

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Names and employee IDs always; emails only where they are real (not generated addresses). */
function keywordMatch(keyword: string | undefined): SQL | undefined {
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

export async function listOrgUsers(
  tenant: Tenant,
  q: { keyword?: string | undefined; page: number; size: number },
): Promise<OrgUserList> {
  const where = keywordMatch(q.keyword);
  const [total, rows] = await Promise.all([
    tenant.count(users, where),
    tenant.select(users, where, {
      orderBy: [
        asc(
          sql`lower(coalesce(nullif(${users.displayName}, ''), nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.employeeId}, ${users.email}))`,
        ),
        asc(users.id),
      ],
      limit: q.size,
      offset: q.page * q.size,
    }),
  ]);
  return { items: rows.map(orgUserView), total, page: q.page, size: q.size };
}
