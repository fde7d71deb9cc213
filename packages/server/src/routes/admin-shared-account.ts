/**
 * Organisation-admin side of shared accounts (000 §7): create, update, reset the password.
 * A shared account is a viewer whose memberships are the workspaces its device shows.
 */
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import {
  PERSON_NAME_MAX_LENGTH,
  Role,
  escapeHtml,
  idSchema,
  sharedAccountNameSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { hashSecret } from '../auth/passwords.js';
import { users, workspaceMembers } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { assertNewPassword } from '../domain/new-password.js';
import { assertWorkspacesExist } from '../domain/org-users.js';
import { createSharedAccount } from '../domain/shared-accounts.js';
import { callerOf } from '../http/authenticate.js';
import { notFound } from '../domain/errors.js';
import { idParam, nameText, ok, text, wrapped } from '../http/reply.js';
import type { RouteAccess } from '../http/types.js';
import type { UserRow } from '../db/schema.js';

const ORG_ADMIN: RouteAccess = { minRole: Role.OrgAdmin };

const workspaceIds = z.array(idSchema).max(200);
const createBody = z
  .object({
    account: sharedAccountNameSchema,
    displayName: nameText(PERSON_NAME_MAX_LENGTH),
    password: text(200),
    workspaceIds: workspaceIds.optional(),
  })
  .strict();
const updateBody = z
  .object({
    displayName: nameText(PERSON_NAME_MAX_LENGTH).optional(),
    disabled: z.boolean().optional(),
    workspaceIds: workspaceIds.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to update' });
const resetBody = z.object({ id: idSchema, newPassword: text(200) }).strict();

const sharedAccountSchema = z.object({
  id: z.string(),
  account: z.string(),
  displayName: z.string().nullable(),
  disabled: z.boolean(),
  workspaceIds: z.array(z.string()),
  createdAt: z.string(),
});

async function sharedAccountView(tenant: Tenant, user: UserRow) {
  const memberships = await tenant.select(workspaceMembers, eq(workspaceMembers.userId, user.id));
  return {
    id: user.id,
    account: user.sharedAccount ?? '',
    displayName: user.displayName,
    disabled: user.disabled,
    workspaceIds: memberships.map((m) => m.workspaceId).sort(),
    createdAt: user.createdAt.toISOString(),
  };
}

async function sharedAccountById(tenant: Tenant, id: string): Promise<UserRow> {
  const user = await tenant.first(users, and(eq(users.id, id), eq(users.shared, true))!);
  if (!user) throw notFound('shared account');
  return user;
}

/** Makes the account's memberships exactly `ids`; kept ones keep their role, new ones are viewer. */
async function setWorkspaces(tenant: Tenant, userId: string, ids: string[]): Promise<void> {
  const current = await tenant.select(workspaceMembers, eq(workspaceMembers.userId, userId));
  const dropped = current.map((m) => m.workspaceId).filter((id) => !ids.includes(id));
  if (dropped.length > 0) {
    await tenant.delete(
      workspaceMembers,
      and(eq(workspaceMembers.userId, userId), inArray(workspaceMembers.workspaceId, dropped))!,
    );
  }
  const have = new Set(current.map((m) => m.workspaceId));
  await tenant.insert(
    workspaceMembers,
    ids
      .filter((id) => !have.has(id))
      .map((workspaceId) => ({ workspaceId, userId, role: Role.Viewer })),
  );
}

export function registerSharedAccountAdminRoutes(app: ZodApp): void {
  const { services } = app;

  app.post(
    '/v1/admin/user/shared-account',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        sample: (f) => ({
          body: {
            account: `tablet-${f.uniq!.toLowerCase().replace(/[^a-z0-9]/g, '')}`.slice(0, 64),
            displayName: 'Packing tablet',
            password: 'Device-Pass-2026!',
            workspaceIds: [f.workspaceId],
          },
        }),
      },
      schema: { tags: ['admin'], body: createBody, response: wrapped(sharedAccountSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const { account, displayName, password } = req.body;
      await assertNewPassword(password, account);
      const user = await createSharedAccount(caller.tenant, caller.organization.clientKey, {
        account,
        displayName,
        password,
        groups: [...new Set(req.body.workspaceIds ?? [])].map((workspaceId) => ({
          workspaceId,
          role: Role.Viewer,
        })),
      });
      return ok(await sharedAccountView(caller.tenant, user));
    },
  );

  app.patch(
    '/v1/admin/user/shared-account/:id',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        sample: (f) => ({
          params: { id: f.sharedUserId! },
          body: { displayName: 'Line 1 tablet', disabled: false, workspaceIds: [f.workspaceId] },
        }),
      },
      schema: {
        tags: ['admin'],
        params: idParam,
        body: updateBody,
        response: wrapped(sharedAccountSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await sharedAccountById(caller.tenant, req.params.id);
      const { displayName, disabled } = req.body;
      const ids = req.body.workspaceIds && [...new Set(req.body.workspaceIds)];
      if (ids) await assertWorkspacesExist(caller.tenant, ids);
      const updated = await caller.tenant.transaction(async (t) => {
        const set: Partial<UserRow> = {};
        if (displayName !== undefined) set.displayName = escapeHtml(displayName.trim());
        if (disabled !== undefined) set.disabled = disabled;
        const [row] =
          Object.keys(set).length > 0 ? await t.update(users, set, eq(users.id, user.id)) : [user];
        if (ids) await setWorkspaces(t, user.id, ids);
        return row ?? user;
      });
      // A disabled account's access tokens already fail (the caller check reads `disabled`).
      if (disabled) await services.tokens.revokeUser(user.id, 'disabled');
      return ok(await sharedAccountView(caller.tenant, updated));
    },
  );

  app.post(
    '/v1/auth/shared-account/reset-password',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        sample: (f) => ({ body: { id: f.sharedUserId, newPassword: 'Tablet-Reset-2026!' } }),
      },
      schema: {
        tags: ['admin'],
        body: resetBody,
        response: wrapped(z.object({ id: z.string() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const user = await sharedAccountById(caller.tenant, req.body.id);
      await assertNewPassword(req.body.newPassword, user.sharedAccount ?? '', user.passwordHash);
      const passwordHash = await hashSecret(req.body.newPassword);
      await caller.tenant.update(users, { passwordHash }, eq(users.id, user.id));
      // Devices signed in with the old password must sign in again.
      await services.tokens.revokeUser(user.id, 'password-reset');
      await services.limiter.recordSuccess(user.email);
      return ok({ id: user.id });
    },
  );
}
