/** Members and teams of one workspace (002 §7 "Workspace detail"). */
import { z } from 'zod';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LIST_PAGE_SIZE,
  displayIdentifier,
  displayName,
  idSchema,
  Role,
  roleSchema,
  teamSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { users, workspaceMembers } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { callerOf } from '../http/authenticate.js';
import { conflict, notFound } from '../domain/errors.js';
import { ok, text, wrapped } from '../http/reply.js';
import type { UserRow } from '../db/schema.js';
import { administeredWorkspace, visibleWorkspace } from '../domain/workspace-access.js';
import { teamsOf } from '../domain/teams.js';

/** The roles a workspace can hand out; organisation roles come from the user record. */
const memberRoleSchema = z.enum([Role.Viewer, Role.Publisher, Role.WorkspaceAdmin]);

const memberSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  employeeId: z.string().nullable(),
  passwordless: z.boolean(),
  shared: z.boolean(),
  role: roleSchema,
});

const params = z.object({ id: idSchema });
const memberParams = z.object({ id: idSchema, userId: idSchema });
const memberResponse = wrapped(z.object({ item: memberSchema }));

function memberOf(user: UserRow, role: string) {
  return {
    id: user.id,
    displayName: displayName(user) || displayIdentifier(user),
    firstName: user.firstName,
    lastName: user.lastName,
    // As in the profile: generated addresses of employee-ID and shared accounts stay internal.
    email: user.passwordless || user.shared ? null : user.email,
    employeeId: user.employeeId,
    passwordless: user.passwordless,
    shared: user.shared,
    role: roleSchema.catch(Role.Viewer).parse(role),
  };
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function keywordMatch(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const p = likePattern(k);
  return or(
    ilike(users.email, p),
    ilike(users.firstName, p),
    ilike(users.lastName, p),
    ilike(users.displayName, p),
    ilike(users.employeeId, p),
    ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, p),
  );
}

export function registerWorkspaceMemberRoutes(app: ZodApp): void {
  app.get(
    '/v1/workspaces/:id/users',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.workspaceId! }, query: { page: '0', size: '50' } }),
      },
      schema: {
        tags: ['workspaces'],
        params,
        querystring: z.object({
          page: z.coerce.number().int().min(0).max(1_000_000).default(0),
          size: z.coerce
            .number()
            .int()
            .min(1)
            .max(DEFAULT_LIST_PAGE_SIZE)
            .default(DEFAULT_LIST_PAGE_SIZE),
          keyword: text(200).optional(),
        }),
        response: wrapped(
          z.object({
            items: z.array(memberSchema),
            total: z.number().int(),
            page: z.number().int(),
            size: z.number().int(),
          }),
        ),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace } = await visibleWorkspace(caller, req.params.id);
      const { page, size, keyword } = req.query;
      const members = sql`(select ${workspaceMembers.userId} from ${workspaceMembers} where ${caller.tenant.scope(
        workspaceMembers,
        eq(workspaceMembers.workspaceId, workspace.id),
      )})`;
      const where = and(inArray(users.id, members), keywordMatch(keyword));
      const [total, rows] = await Promise.all([
        caller.tenant.count(users, where),
        caller.tenant.select(users, where, {
          orderBy: [
            asc(
              sql`lower(coalesce(nullif(${users.displayName}, ''), concat_ws(' ', ${users.firstName}, ${users.lastName}), ${users.email}))`,
            ),
            asc(users.id),
          ],
          limit: size,
          offset: page * size,
        }),
      ]);
      const roles =
        rows.length === 0
          ? []
          : await caller.tenant.select(
              workspaceMembers,
              and(
                eq(workspaceMembers.workspaceId, workspace.id),
                inArray(
                  workspaceMembers.userId,
                  rows.map((u) => u.id),
                ),
              ),
            );
      const roleOf = new Map(roles.map((m) => [m.userId, m.role]));
      const items = rows.map((u) => memberOf(u, roleOf.get(u.id) ?? Role.Viewer));
      return ok({ items, total, page, size });
    },
  );

  app.post(
    '/v1/workspaces/:id/users',
    {
      config: {
        orgData: true,
        access: { flag: 'admin' },
        // The employee-ID user is the one demo account outside the private workspace.
        sample: (f) => ({
          params: { id: f.privateWorkspaceId! },
          body: { userId: f.employeeUserId, role: 'viewer' },
        }),
      },
      schema: {
        tags: ['workspaces'],
        params,
        body: z.strictObject({ userId: idSchema, role: memberRoleSchema }),
        response: memberResponse,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace } = await administeredWorkspace(caller, req.params.id);
      const { userId, role } = req.body;
      const user = await caller.tenant.first(users, eq(users.id, userId));
      if (!user) throw notFound('User');
      const alreadyMember = () => conflict('This user is already a member of the workspace');
      const existing = await caller.tenant.first(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, userId)),
      );
      if (existing) throw alreadyMember();
      try {
        await caller.tenant.insert(workspaceMembers, { workspaceId: workspace.id, userId, role });
      } catch (err) {
        if (isUniqueViolation(err)) throw alreadyMember();
        throw err;
      }
      return ok({ item: memberOf(user, role) });
    },
  );

  const membership = (workspaceId: string, userId: string) =>
    and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));

  app.patch(
    '/v1/workspaces/:id/users/:userId',
    {
      config: {
        orgData: true,
        access: { flag: 'admin' },
        sample: (f) => ({
          params: { id: f.workspaceId!, userId: f.viewerId! },
          body: { role: 'viewer' },
        }),
      },
      schema: {
        tags: ['workspaces'],
        params: memberParams,
        body: z.strictObject({ role: memberRoleSchema }),
        response: memberResponse,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace } = await administeredWorkspace(caller, req.params.id);
      const { userId } = req.params;
      const [row] = await caller.tenant.update(
        workspaceMembers,
        { role: req.body.role },
        membership(workspace.id, userId),
      );
      const user = row && (await caller.tenant.first(users, eq(users.id, userId)));
      if (!row || !user) throw notFound('Workspace member');
      return ok({ item: memberOf(user, row.role) });
    },
  );

  app.delete(
    '/v1/workspaces/:id/users/:userId',
    {
      config: {
        orgData: true,
        access: { flag: 'admin' },
        sample: (f) => ({ params: { id: f.workspaceId!, userId: f.viewerId! } }),
      },
      schema: {
        tags: ['workspaces'],
        params: memberParams,
        response: wrapped(
          z.object({ item: z.object({ workspaceId: z.string(), userId: z.string() }) }),
        ),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace } = await administeredWorkspace(caller, req.params.id);
      const { userId } = req.params;
      const [row] = await caller.tenant.delete(workspaceMembers, membership(workspace.id, userId));
      if (!row) throw notFound('Workspace member');
      return ok({ item: { workspaceId: workspace.id, userId } });
    },
  );

  app.get(
    '/v1/workspaces/:id/teams',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workspaceId! } }) },
      schema: {
        tags: ['workspaces'],
        params,
        response: wrapped(z.object({ items: z.array(teamSchema) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace } = await visibleWorkspace(caller, req.params.id);
      return ok({ items: await teamsOf(caller, [workspace.id]) });
    },
  );
}
