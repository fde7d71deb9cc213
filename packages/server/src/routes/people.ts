/**
 * GET /v1/people (issue 24): people of the organisation to pick as a skill's or task's assignees
 * or as the receivers of a share, review or watch-again request. The admin users list
 * (GET /v1/admin/users) is for admins; this one answers only names and mail addresses, and only
 * to those who assign or send: skills or tasks managers and content creators.
 */
import { canCreateContent, peopleAnswerSchema, peopleQuerySchema } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { forbidden } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import { searchPeople } from '../domain/org-user-list.js';
import { managesSkills } from '../domain/skill-access.js';
import { managesTasks } from '../domain/task-access.js';

export function registerPeopleRoutes(app: ZodApp): void {
  app.get(
    '/v1/people',
    {
      config: { orgData: true, sample: () => ({ query: { keyword: 'demo' } }) },
      schema: {
        tags: ['users'],
        summary: 'People to assign or send to, by name or address (managers and creators)',
        querystring: peopleQuerySchema,
        response: wrapped(peopleAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      if (!managesSkills(caller) && !managesTasks(caller) && !canCreateContent(caller.role)) {
        throw forbidden('Only those who assign or share content look people up');
      }
      return ok({ items: await searchPeople(caller.tenant, req.query) });
    },
  );
}
