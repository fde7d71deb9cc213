/** Favourite workspaces (002 §4 "Workspaces", §7 "Likes"). */
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { idSchema, sortWorkspaces } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { workspaceLikes, workspaces } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { forbidden } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import { visibleWorkspace, WorkspaceAccess } from '../domain/workspace-access.js';

export function registerLikeRoutes(app: ZodApp): void {
  app.post(
    '/v1/user-likes/workspaces',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { workspaceId: f.workspaceId, like: true } }),
      },
      schema: {
        tags: ['workspaces'],
        body: z.strictObject({ workspaceId: idSchema, like: z.boolean() }),
        response: wrapped(
          z.object({ item: z.object({ workspaceId: z.string(), isLike: z.boolean() }) }),
        ),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspace } = await visibleWorkspace(caller, req.body.workspaceId);
      // Idempotent both ways, so a repeated toggle cannot fail.
      if (req.body.like) {
        await caller.tenant.insertIgnore(workspaceLikes, {
          workspaceId: workspace.id,
          userId: caller.userId,
        });
      } else {
        await caller.tenant.delete(
          workspaceLikes,
          and(
            eq(workspaceLikes.workspaceId, workspace.id),
            eq(workspaceLikes.userId, caller.userId),
          ),
        );
      }
      return ok({ item: { workspaceId: workspace.id, isLike: req.body.like } });
    },
  );

  app.get(
    '/v1/user-likes/:userId/workspaces',
    {
      config: { orgData: true, sample: (f) => ({ params: { userId: f.viewerId! } }) },
      schema: {
        tags: ['workspaces'],
        params: z.object({ userId: idSchema }),
        response: wrapped(z.object({ items: z.array(z.string()) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      if (req.params.userId !== caller.userId) throw forbidden('Likes are private to their owner');
      const access = await WorkspaceAccess.of(caller);
      const liked = [...access.likes];
      // A like outlives lost access to a private workspace; it is simply not shown.
      const rows = liked.length
        ? await caller.tenant.select(workspaces, inArray(workspaces.id, liked))
        : [];
      const visible = sortWorkspaces(rows.filter((ws) => access.canView(ws)));
      return ok({ items: visible.map((ws) => ws.id) });
    },
  );
}
