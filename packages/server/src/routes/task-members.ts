/** A task's assignee settings: members on a schedule (issue 24; 002 §7 members batch calls). */
import { z } from 'zod';
import {
  assigneeSettingAnswerSchema,
  assigneeSettingListSchema,
  idSchema,
  taskMembersCreateSchema,
  taskMembersRemoveSchema,
  taskMembersUpdateSchema,
  taskTeamMembersSchema,
  teamMembersQuerySchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import {
  assigneeSettings,
  createSetting,
  removeMembers,
  settingTeamMembers,
  updateSetting,
} from '../domain/task-members.js';

const TAGS = ['tasks'];
const params = z.object({ id: idSchema });
const settingParams = z.object({ id: idSchema, assigneeSettingId: idSchema });

/** A one-off that started an hour ago and is due in a week (the walks' sample schedule). */
const sampleSchedule = () => ({
  type: 'once' as const,
  startAt: new Date(Date.now() - 3_600_000).toISOString(),
  dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
});

export function registerTaskMemberRoutes(app: ZodApp): void {
  app.get(
    '/v1/tasks/:id/assignee-settings',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.taskId! } }) },
      schema: {
        tags: TAGS,
        summary: "The task's assignee settings: members (users, teams) and schedule",
        params,
        response: wrapped(assigneeSettingListSchema),
      },
    },
    async (req) => ok(await assigneeSettings(callerOf(req), req.params.id)),
  );

  app.get(
    '/v1/tasks/:id/assignee-settings/:assigneeSettingId/team-members',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.taskId!, assigneeSettingId: f.assigneeSettingId! },
          query: { teamId: f.teamId! },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "The people the setting's teams reach (one team with teamId)",
        params: settingParams,
        querystring: teamMembersQuerySchema,
        response: wrapped(taskTeamMembersSchema),
      },
    },
    async (req) =>
      ok(
        await settingTeamMembers(
          callerOf(req),
          req.params.id,
          req.params.assigneeSettingId,
          req.query.teamId,
        ),
      ),
  );

  app.post(
    '/v1/tasks/:id/members/batch-creation',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.taskId! },
          body: { schedule: sampleSchedule(), members: [{ type: 'user', id: f.publisherId! }] },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'A new assignee setting; occurrences whose start has come are made at once',
        params,
        body: taskMembersCreateSchema,
        response: wrapped(assigneeSettingAnswerSchema),
      },
    },
    async (req) => ok({ item: await createSetting(callerOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/v1/tasks/:id/members/batch-removal',
    {
      config: {
        orgData: true,
        // Someone who is not a member: the fixture setting stays as it is.
        sample: (f) => ({
          params: { id: f.taskId! },
          body: {
            assigneeSettingId: f.assigneeSettingId!,
            members: [{ type: 'user', id: f.workspaceAdminId! }],
          },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Members leave a setting (none named: the setting goes); open occurrences go',
        params,
        body: taskMembersRemoveSchema,
        response: wrapped(assigneeSettingListSchema),
      },
    },
    async (req) => ok(await removeMembers(callerOf(req), req.params.id, req.body)),
  );

  app.post(
    '/v1/tasks/:id/members/batch-update',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.taskId! },
          body: {
            assigneeSettingId: f.assigneeSettingId!,
            members: [{ type: 'team', id: f.teamId! }],
          },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "Replace a setting's schedule and / or members",
        params,
        body: taskMembersUpdateSchema,
        response: wrapped(assigneeSettingAnswerSchema),
      },
    },
    async (req) => ok({ item: await updateSetting(callerOf(req), req.params.id, req.body) }),
  );
}
