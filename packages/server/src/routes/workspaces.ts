/** Workspaces (002 §3, §5, §7): list, create, change, delete, detail, a user's workspaces. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  filterWorkspacesByName,
  idSchema,
  isAdminRole,
  roleSchema,
  sortViewList,
  sortWorkspaces,
  TITLE_MAX_LENGTH,
  workspaceCreateSchema,
  workspaceDetailAnswerSchema,
  workspaceItemSchema,
  workspaceUpdateSchema,
  workspaceWithRoleSchema,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { teams, users, workspaceGroups, workspaceMembers, workspaces } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { callerOf } from '../http/authenticate.js';
import { forbidden, notFound } from '../domain/errors.js';
import { ok, text, wrapped } from '../http/reply.js';
import {
  administeredWorkspace,
  visibleWorkspace,
  WorkspaceAccess,
} from '../domain/workspace-access.js';
import { groupNamesOf, workspaceView } from '../domain/workspace-view.js';

const params = z.object({ id: idSchema });
const keywordQuery = z.object({ keyword: text(TITLE_MAX_LENGTH).optional() });
const itemResponse = wrapped(z.object({ item: workspaceItemSchema }));
const listResponse = wrapped(z.object({ items: z.array(workspaceItemSchema) }));
const updateBody = workspaceUpdateSchema.refine(
  (u) => Object.values(u).some((v) => v !== undefined),
  { message: 'nothing to update' },
);

export function registerWorkspaceRoutes(app: ZodApp): void {
  app.get(
    '/v1/workspaces',
    {
      config: { orgData: true, sample: () => ({ query: { keyword: 'line' } }) },
      schema: { tags: ['workspaces'], querystring: keywordQuery, response: listResponse },
    },
    async (req) => {
      const caller = callerOf(req);
      const [all, access, names] = await Promise.all([
        caller.tenant.select(workspaces),
        WorkspaceAccess.of(caller),
        groupNamesOf(caller),
      ]);
      const visible = all.filter((ws) => access.canView(ws));
      const items = visible.map((ws) => workspaceView(ws, names, access));
      return ok({ items: sortViewList(filterWorkspacesByName(items, req.query.keyword ?? '')) });
    },
  );

  app.post(
    '/v1/workspaces',
    {
      config: {
        orgData: true,
        access: { minRole: 'admin-organization' },
        sample: (f) => ({
          body: { name: `Workspace ${f.uniq}`, workspaceGroupId: f.groupId, color: 'purple' },
        }),
      },
      schema: {
        tags: ['workspaces'],
        body: z.strictObject(workspaceCreateSchema.shape),
        response: itemResponse,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspaceGroupId } = req.body;
      const group = await caller.tenant.first(
        workspaceGroups,
        eq(workspaceGroups.id, workspaceGroupId),
      );
      if (!group) throw notFound('Workspace group');
      const [ws] = await caller.tenant.insert(workspaces, { id: newId(), ...req.body });
      const access = await WorkspaceAccess.of(caller);
      return ok({ item: workspaceView(ws!, new Map([[group.id, group.name]]), access) });
    },
  );

  app.patch(
    '/v1/workspaces/:id',
    {
      config: {
        orgData: true,
        access: { flag: 'admin' },
        sample: (f) => ({ params: { id: f.workspaceId! }, body: { color: 'blue' } }),
      },
      schema: { tags: ['workspaces'], params, body: updateBody, response: itemResponse },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace, access } = await administeredWorkspace(caller, req.params.id);
      const { private: isPrivate, workspaceGroupId } = req.body;
      const moves =
        workspaceGroupId !== undefined && workspaceGroupId !== workspace.workspaceGroupId;
      const exposes = isPrivate !== undefined && isPrivate !== workspace.private;
      if ((moves || exposes) && !isAdminRole(caller.role)) {
        throw forbidden(
          'Only organisation admins may move a workspace or change whether it is private',
        );
      }
      if (
        moves &&
        !(await caller.tenant.first(workspaceGroups, eq(workspaceGroups.id, workspaceGroupId)))
      ) {
        throw notFound('Workspace group');
      }
      const [ws] = await caller.tenant.update(
        workspaces,
        req.body,
        eq(workspaces.id, workspace.id),
      );
      if (!ws) throw notFound('Workspace');
      return ok({ item: workspaceView(ws, await groupNamesOf(caller), access) });
    },
  );

  app.delete(
    '/v1/workspaces/:id',
    {
      config: {
        orgData: true,
        access: { minRole: 'admin-organization' },
        sample: (f) => ({ params: { id: f.workspaceId! } }),
      },
      schema: {
        tags: ['workspaces'],
        params,
        response: wrapped(z.object({ item: z.object({ id: z.string() }) })),
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      // Members, likes and teams of the workspace go with it (foreign keys cascade).
      const [ws] = await tenant.delete(workspaces, eq(workspaces.id, req.params.id));
      if (!ws) throw notFound('Workspace');
      return ok({ item: { id: ws.id } });
    },
  );

  app.get(
    '/v1/groups/:id',
    {
      // "group" is the legacy name of a workspace: this is one workspace's detail.
      config: { orgData: true, sample: (f) => ({ params: { id: f.workspaceId! } }) },
      schema: {
        tags: ['workspaces'],
        params,
        response: wrapped(workspaceDetailAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace, access } = await visibleWorkspace(caller, req.params.id);
      const [names, members, teamCount] = await Promise.all([
        groupNamesOf(caller),
        caller.tenant.count(workspaceMembers, eq(workspaceMembers.workspaceId, workspace.id)),
        caller.tenant.count(teams, eq(teams.workspaceId, workspace.id)),
      ]);
      return ok({
        item: {
          ...workspaceView(workspace, names, access),
          role: access.roleIn(workspace.id),
          counts: { members, teams: teamCount },
        },
      });
    },
  );

  app.get(
    '/v1/users/:userId/workspaces',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { userId: f.viewerId! }, query: { keyword: 'line' } }),
      },
      schema: {
        tags: ['workspaces'],
        params: z.object({ userId: idSchema }),
        querystring: keywordQuery,
        response: wrapped(z.object({ items: z.array(workspaceWithRoleSchema) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { userId } = req.params;
      if (userId !== caller.userId && !isAdminRole(caller.role)) {
        throw forbidden("Only organisation admins may list another user's workspaces");
      }
      const user = await caller.tenant.first(users, eq(users.id, userId));
      if (!user) throw notFound('User');
      const role = roleSchema.safeParse(user.role);
      const [all, names, theirs] = await Promise.all([
        caller.tenant.select(workspaces),
        groupNamesOf(caller),
        // Seen from the user: their memberships, roles and likes.
        WorkspaceAccess.ofUser(caller, { id: userId, role: role.success ? role.data : 'viewer' }),
      ]);
      // An org admin holds a role in every workspace (000 §6); others in their memberships.
      const held =
        role.success && isAdminRole(role.data) ? all : all.filter((ws) => theirs.isMember(ws.id));
      const items = held.map((ws) => ({
        ...workspaceView(ws, names, theirs),
        role: theirs.roleIn(ws.id),
      }));
      return ok({ items: sortWorkspaces(filterWorkspacesByName(items, req.query.keyword ?? '')) });
    },
  );
}
