/**
 * 002 §4 "employee-ID PIN reset request opens admin users": when an employee asks for a PIN
 * reset (POST /v1/reset/password/employeeIdPIN/forgot-PIN, which also mails the admins), every
 * active admin of the organisation gets a pin_reset_request notification from that employee.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { displayName, Role } from '@stepwise/core';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { notify } from './notify.js';

/** Stores the request's notification for each admin; answers how many were told. */
export async function notifyPinResetRequest(db: Db, employee: UserRow): Promise<number> {
  const tenant = new Tenant(db, employee.organizationId);
  const admins = await tenant.select(
    users,
    and(inArray(users.role, [Role.OrgAdmin, Role.SuperAdmin]), eq(users.disabled, false)),
  );
  const who = displayName(employee) || employee.employeeId || '';
  return notify(tenant, {
    type: 'pin_reset_request',
    receiverIds: admins.map((a) => a.id),
    sender: { id: employee.id, name: who },
    // The card names whose PIN it is: the employee ID is what admins search users by.
    title: employee.employeeId ?? who,
  });
}
