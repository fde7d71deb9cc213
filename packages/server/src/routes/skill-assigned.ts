/**
 * A person's assigned skills (issue 24; 002 §7 skills-assigned): their own, or anyone's in the
 * skills the caller manages. Not assigned: code 52 (HTTP 403); a draft skill: code 2 (HTTP 409)
 * for whoever does not manage it (domain/skill-assigned.ts).
 */
import { z } from 'zod';
import {
  assignedListQuerySchema,
  assignedSkillAnswerSchema,
  assignedSkillPageSchema,
  idSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { assignedList, assignedSkillOf, assignedView } from '../domain/skill-assigned.js';
import { recomputePerformance } from '../domain/skill-progress.js';

const TAGS = ['skills'];
const userParams = z.object({ userId: idSchema });
const params = z.object({ userId: idSchema, skillId: idSchema });

export function registerSkillAssignedRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    '/v1/users/:userId/skills-assigned',
    {
      config: { orgData: true, sample: (f) => ({ params: { userId: f.viewerId! } }) },
      schema: {
        tags: TAGS,
        summary: "A person's assigned skills: todo (not passed) or completed (passed)",
        params: userParams,
        querystring: assignedListQuerySchema,
        response: wrapped(assignedSkillPageSchema),
      },
    },
    async (req) => ok(await assignedList(callerOf(req), services, req.params.userId, req.query)),
  );

  app.get(
    '/v1/users/:userId/skills-assigned/:skillId',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { userId: f.viewerId!, skillId: f.skillId! } }),
      },
      schema: {
        tags: TAGS,
        summary: "One assigned skill with the person's progress, quizzes and certificate",
        params,
        response: wrapped(assignedSkillAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill, perf } = await assignedSkillOf(caller, req.params.userId, req.params.skillId);
      return ok({ item: await assignedView(caller, services, skill, perf) });
    },
  );

  app.post(
    '/v1/users/:userId/skills-assigned/:skillId/progress-calculation',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { userId: f.viewerId!, skillId: f.skillId! } }),
      },
      schema: {
        tags: TAGS,
        summary:
          'Recalculate from what the person watched, ran and answered since the assignment (may pass and certify)',
        params,
        response: wrapped(assignedSkillAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill, perf } = await assignedSkillOf(caller, req.params.userId, req.params.skillId);
      const fresh = await recomputePerformance(caller.tenant, services, skill, perf);
      return ok({ item: await assignedView(caller, services, skill, fresh) });
    },
  );
}
