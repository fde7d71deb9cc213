/**
 * Admin people screens' routes (issue 25; 000 §2 /admin/, /admin/users; 000 §6 "Adding users
 * supports four kinds"): the overview counts, disabling a user, a user's role per workspace and
 * the CSV bulk import.
 *
 * Role limits (ours; 000 §6 "role limits per admin route: not shown"): the overview is for anyone
 * with the admin flag (a workspace admin sees the part of their workspaces); changing accounts
 * across the organisation (disable, roles, bulk import) is for organisation admins.
 */
import { z } from 'zod';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  adminOverviewSchema,
  adminUserAnswerSchema,
  adminUserPatchSchema,
  bulkImportAnswerSchema,
  bulkImportBodySchema,
  idSchema,
  isAdminRole,
  peopleAnswerSchema,
  Role,
  workspaceRolesAnswerSchema,
  workspaceRolesBodySchema,
  type WorkspaceRoles,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { teamMembers, users, workspaceMembers } from '../db/schema.js';
import { administeredTeam } from '../domain/teams.js';
import type { UserRow } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { badRequest, conflict, notFound } from '../domain/errors.js';
import { invitedAmong, orgUserView } from '../domain/org-user-list.js';
import { assertWorkspacesExist } from '../domain/org-users.js';
import { adminOverview } from '../domain/admin-overview.js';
import { runBulkImport } from './admin-bulk-import.js';
import type { Tenant } from '../db/tenant.js';

const ORG_ADMIN = { minRole: Role.OrgAdmin } as const;
const idParam = z.object({ id: idSchema });

async function userById(tenant: Tenant, id: string): Promise<UserRow> {
  const user = await tenant.first(users, eq(users.id, id));
  if (!user) throw notFound('User');
  return user;
}

const ADMIN_ROLES = [Role.OrgAdmin, Role.SuperAdmin];

async function workspaceRolesOf(tenant: Tenant, user: UserRow): Promise<WorkspaceRoles> {
  if (isAdminRole(user.role as never)) return { userId: user.id, allWorkspaces: true, roles: {} };
  const rows = await tenant.select(workspaceMembers, eq(workspaceMembers.userId, user.id));
  const roles = Object.fromEntries(
    rows.flatMap((r) =>
      r.role === Role.WorkspaceAdmin || r.role === Role.Publisher || r.role === Role.Viewer
        ? [[r.workspaceId, r.role]]
        : [],
    ),
  );
  return { userId: user.id, allWorkspaces: false, roles };
}

export function registerAdminPeopleRoutes(app: ZodApp): void {
  app.get(
    '/v1/admin/overview',
    {
      config: {
        orgData: true,
        access: { flag: 'admin' },
        ipCheck: 'admin-exempt',
        sample: () => ({}),
      },
      schema: { tags: ['admin'], response: wrapped(adminOverviewSchema) },
    },
    async (req) => ok(await adminOverview(callerOf(req))),
  );

  // The admin teams screen shows members by name; teams carry ids only (core teamSchema).
  app.get(
    '/v1/admin/teams/:id/members',
    {
      config: {
        orgData: true,
        access: { flag: 'admin' },
        ipCheck: 'admin-exempt',
        sample: (f) => ({ params: { id: f.teamId! } }),
      },
      schema: { tags: ['admin'], params: idParam, response: wrapped(peopleAnswerSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const team = await administeredTeam(caller, req.params.id);
      const rows = await caller.tenant.select(teamMembers, eq(teamMembers.teamId, team.id));
      const people =
        rows.length === 0
          ? []
          : await caller.tenant.select(
              users,
              inArray(
                users.id,
                rows.map((r) => r.userId),
              ),
            );
      const items = people
        .map(orgUserView)
        .map((u) => ({ id: u.id, displayName: u.displayName, email: u.email }))
        .sort((a, b) => a.displayName.localeCompare(b.displayName));
      return ok({ items });
    },
  );

  app.patch(
    '/v1/admin/users/:id',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        // Enabling an enabled user: the walks must not lock a demo account out.
        sample: (f) => ({ params: { id: f.viewerId! }, body: { disabled: false } }),
      },
      schema: {
        tags: ['admin'],
        params: idParam,
        body: adminUserPatchSchema,
        response: wrapped(adminUserAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { disabled } = req.body;
      const user = await userById(caller.tenant, req.params.id);
      if (disabled && user.id === caller.userId) {
        throw badRequest('You cannot disable your own account');
      }
      const updated = await caller.tenant.transaction(async (t) => {
        if (disabled && ADMIN_ROLES.includes(user.role as never) && !user.disabled) {
          // Counted inside the write so two admins disabling each other cannot both pass.
          const others = await t.count(
            users,
            and(inArray(users.role, ADMIN_ROLES), eq(users.disabled, false), ne(users.id, user.id)),
          );
          if (others === 0) throw conflict('The last organisation admin cannot be disabled');
        }
        const [row] = await t.update(users, { disabled }, eq(users.id, user.id));
        return row ?? user;
      });
      // Every session of a disabled account ends now, not at its token's expiry.
      if (disabled) await app.services.tokens.revokeUser(user.id, 'disabled');
      const invited = await invitedAmong(caller.tenant, [updated]);
      return ok({ item: { ...orgUserView(updated), invited: invited.has(updated.id) } });
    },
  );

  app.get(
    '/v1/admin/users/:id/workspace-roles',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        sample: (f) => ({ params: { id: f.viewerId! } }),
      },
      schema: { tags: ['admin'], params: idParam, response: wrapped(workspaceRolesAnswerSchema) },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      return ok(await workspaceRolesOf(tenant, await userById(tenant, req.params.id)));
    },
  );

  app.put(
    '/v1/admin/users/:id/workspace-roles',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        sample: (f) => ({
          params: { id: f.viewerId! },
          body: { roles: { [f.workspaceId!]: Role.Viewer } },
        }),
      },
      schema: {
        tags: ['admin'],
        params: idParam,
        body: workspaceRolesBodySchema,
        response: wrapped(workspaceRolesAnswerSchema),
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const user = await userById(tenant, req.params.id);
      if (isAdminRole(user.role as never)) {
        throw badRequest('Organisation admins hold every workspace');
      }
      const entries = Object.entries(req.body.roles);
      await assertWorkspacesExist(
        tenant,
        entries.map(([id]) => id),
      );
      await tenant.transaction(async (t) => {
        for (const [workspaceId, role] of entries) {
          const where = and(
            eq(workspaceMembers.workspaceId, workspaceId),
            eq(workspaceMembers.userId, user.id),
          );
          if (role === 'none') {
            await t.delete(workspaceMembers, where);
          } else if (await t.first(workspaceMembers, where)) {
            await t.update(workspaceMembers, { role }, where);
          } else {
            await t.insert(workspaceMembers, { workspaceId, userId: user.id, role });
          }
        }
      });
      return ok(await workspaceRolesOf(tenant, user));
    },
  );

  app.post(
    '/v1/admin/users/bulk-import',
    {
      // A 1 MB file grows when written as a JSON string (quotes and line breaks are escaped).
      bodyLimit: 3 * 1024 * 1024,
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        sample: (f) => ({
          body: {
            csv: `kind,email,employeeId,firstName,lastName,role,workspaces\nemail,bulk-${f.uniq}@example.com,,Bo,Bulk,viewer,\n`,
            dryRun: true,
          },
        }),
      },
      schema: {
        tags: ['admin'],
        body: bulkImportBodySchema,
        response: wrapped(bulkImportAnswerSchema),
      },
    },
    async (req) => ok(await runBulkImport(app, callerOf(req), req.body)),
  );
}
