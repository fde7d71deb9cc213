import { eq } from 'drizzle-orm';
import {
  DEFAULT_CUSTOMIZED_PERMISSIONS,
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_PERMISSION_SETTINGS,
  organizationSettingsSchema,
  type OrganizationSettings,
} from '@stepwise/core';
import type { Db, Tx } from '../db/client.js';
import { newId } from '../db/ids.js';
import { organizations, workspaceGroups } from '../db/schema.js';

export interface NewOrganization {
  name: string;
  clientKey: string;
  planType?: 'free-trial' | 'standard' | 'enterprise';
  settings?: Partial<OrganizationSettings>;
}

/** An organisation with its default workspace group, in the caller's transaction. */
export async function createOrganization(tx: Db | Tx, input: NewOrganization) {
  const id = newId();
  const groupId = newId();
  const settings = organizationSettingsSchema.parse({
    employeeIdMPEnabled: false,
    employeeIdLogin: true,
    clientKey: input.clientKey,
    defaultWorkspaceGroupId: groupId,
    userMappings: {},
    features: DEFAULT_FEATURE_FLAGS,
    customizedPermissions: DEFAULT_CUSTOMIZED_PERMISSIONS,
    permissionSettings: DEFAULT_PERMISSION_SETTINGS,
    ...input.settings,
  });
  const [org] = await tx
    .insert(organizations)
    .values({
      id,
      name: input.name,
      clientKey: input.clientKey,
      planType: input.planType ?? 'standard',
      settings,
    })
    .returning();
  await tx
    .insert(workspaceGroups)
    .values({ id: groupId, organizationId: id, name: 'General', priority: 0 });
  return { org: org!, defaultGroupId: groupId };
}

export async function organizationByClientKey(db: Db | Tx, clientKey: string) {
  const rows = await db
    .select()
    .from(organizations)
    .where(eq(organizations.clientKey, clientKey))
    .limit(1);
  return rows[0];
}
