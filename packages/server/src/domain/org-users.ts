/**
 * Creating a user inside the caller's organisation, with workspace memberships, in one
 * transaction. Shared by /user/add and the shared-account routes.
 */
import { z } from 'zod';
import { inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, Role, idSchema, organizationSettingsSchema } from '@stepwise/core';
import type { Tenant } from '../db/tenant.js';
import { newId } from '../db/ids.js';
import { users, workspaceMembers, workspaces } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { conflict, notFound } from './errors.js';
import type { UserRow } from '../db/schema.js';

/** Roles a membership may carry; organisation administration is not a workspace role. */
export const grantRoleSchema = z.enum([Role.Viewer, Role.Publisher, Role.WorkspaceAdmin]);

export const workspaceGrantSchema = z
  .object({ workspaceId: idSchema, role: grantRoleSchema })
  .strict();
export type WorkspaceGrant = z.infer<typeof workspaceGrantSchema>;

export const workspaceGrantsSchema = z
  .array(workspaceGrantSchema)
  .max(200)
  .refine((gs) => new Set(gs.map((g) => g.workspaceId)).size === gs.length, {
    message: 'a workspace may be listed only once',
  });

export type NewOrgUser = Omit<typeof users.$inferInsert, 'id' | 'organizationId'>;

export const userExists = () => conflict('user already exists');

/** 404 unless every listed workspace belongs to the tenant. */
export async function assertWorkspacesExist(tenant: Tenant, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tenant.select(workspaces, inArray(workspaces.id, ids));
  if (found.length !== new Set(ids).size) throw notFound('workspace');
}

/** The organisation's default interface language (/admin/setting/interface-language). */
async function defaultLocaleOf(tenant: Tenant): Promise<string> {
  const org = await tenant.ownOrganization();
  const parsed = organizationSettingsSchema.safeParse(org?.settings ?? {});
  return parsed.success ? parsed.data.interfaceLanguage.defaultLanguage : DEFAULT_LANGUAGE;
}

/**
 * Inserts the user and its memberships (and whatever `alongside` adds, in the same
 * transaction); an address already in use, in any organisation, is a 409.
 */
export async function insertOrgUser(
  tenant: Tenant,
  values: NewOrgUser,
  grants: WorkspaceGrant[] = [],
  alongside?: (t: Tenant, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  await assertWorkspacesExist(
    tenant,
    grants.map((g) => g.workspaceId),
  );
  try {
    return await tenant.transaction(async (t) => {
      // Issue 25: a new member's locale is the organisation's default interface language.
      const locale = values.locale ?? (await defaultLocaleOf(t));
      const [user] = await t.insert(users, { ...values, locale, id: newId() });
      if (!user) throw new Error('user insert returned no row');
      await t.insert(
        workspaceMembers,
        grants.map((g) => ({ workspaceId: g.workspaceId, userId: user.id, role: g.role })),
      );
      await alongside?.(t, user);
      return user;
    });
  } catch (err) {
    // Addresses are unique across organisations, which a tenant cannot look up first.
    if (isUniqueViolation(err)) throw userExists();
    throw err;
  }
}
