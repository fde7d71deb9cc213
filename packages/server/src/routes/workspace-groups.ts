/** Workspace groups (002 §7 "Workspaces and groups"; lists at three levels, 000 §6). */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  idSchema,
  isAdminRole,
  sortViewList,
  sortWorkspaceGroups,
  sortWorkspaces,
  workspaceGroupCreateSchema,
  workspaceGroupUpdateSchema,
  workspaceGroupWithWorkspacesSchema,
  workspacesTypeSchema,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { workspaceGroups, workspaces } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { callerOf } from '../http/authenticate.js';
import { conflict, notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import { WorkspaceAccess, type WorkspaceRow } from '../domain/workspace-access.js';
import { workspaceView } from '../domain/workspace-view.js';

const groupParams = z.object({ id: idSchema });
const ORG_ADMIN = { minRole: 'admin-organization' } as const;

type GroupRow = typeof workspaceGroups.$inferSelect;
const groupOut = (g: GroupRow) => ({
  id: g.id,
  name: g.name,
  locale: g.locale,
  priority: g.priority,
});

export function registerWorkspaceGroupRoutes(app: ZodApp): void {
  app.get(
    '/v1/workspaces-groups/',
    {
      config: {
        orgData: true,
        sample: () => ({ query: { needWorkspaces: 'true', workspacesType: 'view' } }),
      },
      schema: {
        tags: ['workspaces'],
        querystring: z.object({
          needWorkspaces: z.enum(['true', 'false']).default('true'),
          workspacesType: workspacesTypeSchema.default('view'),
        }),
        response: wrapped(z.object({ items: z.array(workspaceGroupWithWorkspacesSchema) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const level = req.query.workspacesType;
      const [groups, all, access] = await Promise.all([
        caller.tenant.select(workspaceGroups),
        caller.tenant.select(workspaces),
        WorkspaceAccess.of(caller),
      ]);
      const byGroup = new Map<string, WorkspaceRow[]>();
      for (const ws of all) {
        if (!access.allows(ws, level)) continue;
        byGroup.set(ws.workspaceGroupId, [...(byGroup.get(ws.workspaceGroupId) ?? []), ws]);
      }
      // Org admins manage every group, empty ones too; others see groups they have a workspace in.
      const listed = isAdminRole(caller.role) ? groups : groups.filter((g) => byGroup.has(g.id));
      const names = new Map(groups.map((g) => [g.id, g.name]));
      // 002 §5: liked and own workspaces come first only in view lists.
      const order = level === 'view' || level === 'all' ? sortViewList : sortWorkspaces;
      const items = sortWorkspaceGroups(listed, caller.settings.defaultWorkspaceGroupId).map(
        (g) => ({
          ...groupOut(g),
          ...(req.query.needWorkspaces === 'true'
            ? {
                workspaces: order(
                  (byGroup.get(g.id) ?? []).map((ws) => workspaceView(ws, names, access)),
                ),
              }
            : {}),
        }),
      );
      return ok({ items });
    },
  );

  app.post(
    '/v1/workspaces-groups/',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        sample: (f) => ({ body: { name: `Group ${f.uniq}`, locale: 'en' } }),
      },
      schema: {
        tags: ['workspaces'],
        body: z.strictObject(workspaceGroupCreateSchema.shape),
        response: wrapped(z.object({ item: workspaceGroupWithWorkspacesSchema })),
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const groups = await tenant.select(workspaceGroups);
      const priority = Math.max(-1, ...groups.map((g) => g.priority)) + 1;
      const [group] = await tenant.insert(workspaceGroups, { id: newId(), ...req.body, priority });
      return ok({ item: groupOut(group!) });
    },
  );

  app.patch(
    '/v1/workspaces-groups/:id',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        sample: (f) => ({
          params: { id: f.groupId! },
          body: { name: 'Plant Operations', priority: 1 },
        }),
      },
      schema: {
        tags: ['workspaces'],
        params: groupParams,
        body: workspaceGroupUpdateSchema,
        response: wrapped(z.object({ item: workspaceGroupWithWorkspacesSchema })),
      },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const [group] = await tenant.update(
        workspaceGroups,
        req.body,
        eq(workspaceGroups.id, req.params.id),
      );
      if (!group) throw notFound('Workspace group');
      return ok({ item: groupOut(group) });
    },
  );

  app.delete(
    '/v1/workspaces-groups/:id',
    {
      config: { orgData: true, access: ORG_ADMIN, sample: (f) => ({ params: { id: f.groupId! } }) },
      schema: {
        tags: ['workspaces'],
        params: groupParams,
        response: wrapped(z.object({ item: z.object({ id: z.string() }) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { id } = req.params;
      const group = await caller.tenant.first(workspaceGroups, eq(workspaceGroups.id, id));
      if (!group) throw notFound('Workspace group');
      if (caller.settings.defaultWorkspaceGroupId === id) {
        throw conflict("The organisation's default workspace group cannot be deleted");
      }
      const inside = await caller.tenant.count(workspaces, eq(workspaces.workspaceGroupId, id));
      const stillFull = () =>
        conflict('This workspace group still has workspaces: move or delete them first');
      if (inside > 0) throw stillFull();
      try {
        await caller.tenant.delete(workspaceGroups, eq(workspaceGroups.id, id));
      } catch (err) {
        // A workspace created in the group since the count: the foreign key refuses the delete.
        if (isForeignKeyViolation(err)) throw stillFull();
        throw err;
      }
      return ok({ item: { id } });
    },
  );
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
