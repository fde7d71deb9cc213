/**
 * A skill's people (issue 24; 002 §7 Skills): assignments, the performances and teams managers
 * follow, the skills matrix, manual certification and reminders. Managers of the skill only
 * (domain/skill-access.ts); its assignees are refused 403, anyone else 404.
 */
import { z } from 'zod';
import {
  idSchema,
  notificationSentSchema,
  skillAssigneeListSchema,
  skillCertificateAnswerSchema,
  skillMatrixQuerySchema,
  skillMatrixSchema,
  skillMembersUpdateSchema,
  skillPerformanceListSchema,
  skillPerformanceQuerySchema,
  skillReminderSchema,
  teamSkillListSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { managedSkill } from '../domain/skill-access.js';
import { certifyPerformance } from '../domain/skill-certify.js';
import { assigneesOf, updateMembers } from '../domain/skill-members.js';
import { remindAssignees } from '../domain/skill-notices.js';
import { performanceList, skillMatrix, teamSkillList } from '../domain/skill-performance-views.js';

const TAGS = ['skills'];
const params = z.object({ id: idSchema });

export function registerSkillPeopleRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    '/v1/skills/skills-matrix',
    {
      config: { orgData: true, sample: (f) => ({ query: { workspaceId: f.workspaceId! } }) },
      schema: {
        tags: TAGS,
        summary: 'People x the skills I manage (one workspace or team when asked)',
        querystring: skillMatrixQuerySchema,
        response: wrapped(skillMatrixSchema),
      },
    },
    async (req) => ok(await skillMatrix(callerOf(req), req.query)),
  );

  app.get(
    '/v1/skills/:id/users',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.skillId! } }) },
      schema: {
        tags: TAGS,
        summary: 'Who the skill is assigned to: users and teams, with due dates',
        params,
        response: wrapped(skillAssigneeListSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      return ok({ items: await assigneesOf(caller, skill.id) });
    },
  );

  app.patch(
    '/v1/skills/:id/members',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.skillId! },
          body: { add: [{ type: 'user', id: f.publisherId!, dueAt: null }] },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          "Assign, re-date or unassign users and teams; a team reaches its members, a person's own assignment wins",
        params,
        body: skillMembersUpdateSchema,
        response: wrapped(skillAssigneeListSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      await updateMembers(caller, skill, req.body);
      return ok({ items: await assigneesOf(caller, skill.id) });
    },
  );

  app.get(
    '/v1/skills/:id/skill-performances',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.skillId! } }) },
      schema: {
        tags: TAGS,
        summary:
          'Progress per person: user_skill = assigned directly, team_skill_user = through a team (teamId: its members)',
        params,
        querystring: skillPerformanceQuerySchema,
        response: wrapped(skillPerformanceListSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      return ok({ items: await performanceList(caller, skill, req.query) });
    },
  );

  app.get(
    '/v1/skills/:id/team-skills',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.skillId! } }) },
      schema: {
        tags: TAGS,
        summary: 'Progress per assigned team',
        params,
        response: wrapped(teamSkillListSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      return ok({ items: await teamSkillList(caller, skill) });
    },
  );

  app.post(
    '/v1/skill-performances/:id/user-certification',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.skillPerformanceId! } }) },
      schema: {
        tags: TAGS,
        summary: 'Sign the certificate of a person who passed (manual certification); 409 before',
        params,
        response: wrapped(skillCertificateAnswerSchema),
      },
    },
    async (req) => ok({ item: await certifyPerformance(callerOf(req), services, req.params.id) }),
  );

  app.post(
    '/v1/skills/:id/reminders',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.skillId! }, body: {} }) },
      schema: {
        tags: TAGS,
        summary: 'Remind the assignees who have not passed (all, or userIds) of a published skill',
        params,
        body: skillReminderSchema,
        response: wrapped(notificationSentSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      return ok({ sent: await remindAssignees(caller, skill, req.body.userIds) });
    },
  );
}
