/** Teams: organisation-wide or inside one workspace, administered at that level. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { idSchema, nameSchema, teamCreateSchema, teamSchema } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { teams } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { visibleWorkspace } from '../domain/workspace-access.js';
import {
  administeredTeam,
  assertAdministers,
  checkedMemberIds,
  setTeamMembers,
  teamById,
  teamsOf,
} from '../domain/teams.js';
import { followTeamChange } from '../domain/skill-members.js';

const params = z.object({ id: idSchema });
const teamResponse = wrapped(z.object({ item: teamSchema }));
const WRITE = { flag: 'admin' } as const;

const updateBody = z
  .strictObject({ name: nameSchema().optional(), workspaceId: idSchema.nullable().optional() })
  .refine((u) => u.name !== undefined || u.workspaceId !== undefined, {
    message: 'nothing to update',
  });

export function registerTeamRoutes(app: ZodApp): void {
  app.get(
    '/v1/teams',
    {
      config: { orgData: true, sample: (f) => ({ query: { workspaceId: f.workspaceId! } }) },
      schema: {
        tags: ['teams'],
        querystring: z.object({ workspaceId: idSchema.optional() }),
        response: wrapped(z.object({ items: z.array(teamSchema) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workspaceId } = req.query;
      if (workspaceId) await visibleWorkspace(caller, workspaceId);
      return ok({ items: await teamsOf(caller, workspaceId ? [workspaceId] : undefined) });
    },
  );

  app.post(
    '/v1/teams',
    {
      config: {
        orgData: true,
        access: WRITE,
        sample: (f) => ({
          body: { name: `Team ${f.uniq}`, workspaceId: f.workspaceId, memberIds: [f.viewerId] },
        }),
      },
      schema: {
        tags: ['teams'],
        body: z.strictObject(teamCreateSchema.shape),
        response: teamResponse,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { name, workspaceId } = req.body;
      await assertAdministers(caller, workspaceId);
      const memberIds = await checkedMemberIds(caller.tenant, req.body.memberIds);
      const id = newId();
      await caller.tenant.transaction(async (t) => {
        await t.insert(teams, { id, name, workspaceId });
        await setTeamMembers(t, id, memberIds);
      });
      return ok({ item: await teamById(caller.tenant, id) });
    },
  );

  app.patch(
    '/v1/teams/:id',
    {
      config: {
        orgData: true,
        access: WRITE,
        sample: (f) => ({ params: { id: f.teamId! }, body: { name: 'Night Shift' } }),
      },
      schema: { tags: ['teams'], params, body: updateBody, response: teamResponse },
    },
    async (req) => {
      const caller = callerOf(req);
      const team = await administeredTeam(caller, req.params.id);
      const { workspaceId } = req.body;
      // Moving a team needs the right to administer where it lands as well.
      if (workspaceId !== undefined && workspaceId !== team.workspaceId) {
        await assertAdministers(caller, workspaceId);
      }
      await caller.tenant.update(teams, req.body, eq(teams.id, team.id));
      return ok({ item: await teamById(caller.tenant, team.id) });
    },
  );

  app.delete(
    '/v1/teams/:id',
    {
      config: { orgData: true, access: WRITE, sample: (f) => ({ params: { id: f.teamId! } }) },
      schema: {
        tags: ['teams'],
        params,
        response: wrapped(z.object({ item: z.object({ id: z.string() }) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const team = await administeredTeam(caller, req.params.id);
      await caller.tenant.transaction(async (t) => {
        // Issue 24: its skill assignments go with it, and what only it gave its members.
        await followTeamChange(t, caller, team.id, { deleted: true });
        await t.delete(teams, eq(teams.id, team.id));
      });
      return ok({ item: { id: team.id } });
    },
  );

  app.put(
    '/v1/teams/:id/members',
    {
      config: {
        orgData: true,
        access: WRITE,
        sample: (f) => ({ params: { id: f.teamId! }, body: { userIds: [f.viewerId] } }),
      },
      schema: {
        tags: ['teams'],
        params,
        body: z.strictObject({ userIds: teamSchema.shape.memberIds }),
        response: teamResponse,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const team = await administeredTeam(caller, req.params.id);
      const userIds = await checkedMemberIds(caller.tenant, req.body.userIds);
      await caller.tenant.transaction(async (t) => {
        await setTeamMembers(t, team.id, userIds);
        // Issue 24: skills assigned to the team follow its members.
        await followTeamChange(t, caller, team.id);
      });
      return ok({ item: await teamById(caller.tenant, team.id) });
    },
  );
}
