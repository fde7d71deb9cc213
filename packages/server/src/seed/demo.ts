/**
 * The demo organisation `npm start` creates on an empty database: one user per role, an
 * employee-ID user with a PIN, a shared account, a workspace group and three workspaces (one
 * private). Idempotent: it does nothing when the demo organisation already exists.
 */
import {
  DEFAULT_FEATURE_FLAGS,
  Role,
  PinResetStatus,
  employeeIdEmail,
  sharedAccountEmail,
} from '@stepwise/core';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { users, workspaceGroups, workspaceMembers, workspaces } from '../db/schema.js';
import { hashSecret } from '../auth/passwords.js';
import { createOrganization, organizationByClientKey } from '../domain/organizations.js';

export const DEMO_CLIENT_KEY = 'demo';
export const DEMO_EMAIL_DOMAIN = 'demo.stepwise.test';
export const DEMO_USERS = {
  orgAdmin: `orgadmin@${DEMO_EMAIL_DOMAIN}`,
  workspaceAdmin: `wsadmin@${DEMO_EMAIL_DOMAIN}`,
  publisher: `publisher@${DEMO_EMAIL_DOMAIN}`,
  viewer: `viewer@${DEMO_EMAIL_DOMAIN}`,
} as const;
export const DEMO_EMPLOYEE_ID = 'E1001';
export const DEMO_SHARED_ACCOUNT = 'line-tablet';

export async function seedDemo(
  db: Db,
  password: string,
): Promise<{ created: boolean; organizationId: string }> {
  const existing = await organizationByClientKey(db, DEMO_CLIENT_KEY);
  if (existing) return { created: false, organizationId: existing.id };
  const secret = await hashSecret(password);
  return db.transaction(async (tx) => {
    const { org, defaultGroupId } = await createOrganization(tx, {
      name: 'Demo Manufacturing',
      clientKey: DEMO_CLIENT_KEY,
      planType: 'enterprise',
      settings: {
        employeeIdMPEnabled: false,
        employeeIdLogin: true,
        // Issue 25: the demo shows the organisation tools (data hub, governance).
        features: { ...DEFAULT_FEATURE_FLAGS, dataHub: true, governance: true },
      },
    });
    const organizationId = org.id;
    const plantGroup = newId();
    await tx
      .insert(workspaceGroups)
      .values({ id: plantGroup, organizationId, name: 'Plant Operations', priority: 1 });
    const [assembly, maintenance, safety] = [newId(), newId(), newId()];
    await tx.insert(workspaces).values([
      {
        id: assembly,
        organizationId,
        workspaceGroupId: plantGroup,
        name: 'Assembly Line',
        color: 'blue',
      },
      {
        id: maintenance,
        organizationId,
        workspaceGroupId: plantGroup,
        name: 'Maintenance',
        color: 'green',
      },
      {
        id: safety,
        organizationId,
        workspaceGroupId: defaultGroupId,
        name: 'Safety Audits',
        color: 'red',
        private: true,
      },
    ]);
    const person = (email: string, role: string, firstName: string, lastName: string) => ({
      id: newId(),
      organizationId,
      email,
      role,
      firstName,
      lastName,
      passwordHash: secret,
    });
    const admin = person(DEMO_USERS.orgAdmin, Role.OrgAdmin, 'Olivia', 'Admin');
    const wsAdmin = person(DEMO_USERS.workspaceAdmin, Role.WorkspaceAdmin, 'Walter', 'Lead');
    const publisher = person(DEMO_USERS.publisher, Role.Publisher, 'Priya', 'Author');
    const viewer = person(DEMO_USERS.viewer, Role.Viewer, 'Victor', 'Operator');
    const employee = {
      id: newId(),
      organizationId,
      email: employeeIdEmail(DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID),
      role: Role.Viewer,
      displayName: 'Erin Floor',
      passwordless: true,
      employeeId: DEMO_EMPLOYEE_ID,
      pinHash: secret,
      pinResetStatus: PinResetStatus.Valid,
    };
    const shared = {
      id: newId(),
      organizationId,
      email: sharedAccountEmail(DEMO_CLIENT_KEY, DEMO_SHARED_ACCOUNT),
      role: Role.Viewer,
      displayName: 'Line 1 tablet',
      shared: true,
      sharedAccount: DEMO_SHARED_ACCOUNT,
      passwordHash: secret,
    };
    await tx.insert(users).values([admin, wsAdmin, publisher, viewer, employee, shared]);
    const member = (workspaceId: string, userId: string, role: string) => ({
      organizationId,
      workspaceId,
      userId,
      role,
    });
    await tx
      .insert(workspaceMembers)
      .values([
        member(assembly, wsAdmin.id, Role.WorkspaceAdmin),
        member(maintenance, wsAdmin.id, Role.WorkspaceAdmin),
        member(safety, wsAdmin.id, Role.WorkspaceAdmin),
        member(assembly, publisher.id, Role.Publisher),
        member(maintenance, publisher.id, Role.Publisher),
        member(assembly, viewer.id, Role.Viewer),
        member(assembly, employee.id, Role.Viewer),
        member(assembly, shared.id, Role.Viewer),
      ]);
    return { created: true, organizationId };
  });
}
