/**
 * Skill routes (issue 24; 002 §7 Skills): the skills (playlists) managers create, fill and
 * publish. Who manages: the skills feature, the skills access flag (permission settings
 * skillsManager) and publisher rights in the skill's workspace (domain/skill-access.ts).
 * People, performances and certification: skill-people.ts; a person's own: skill-assigned.ts.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  idItemAnswerSchema,
  idSchema,
  skillAnswerSchema,
  skillContentSchema,
  skillCreateSchema,
  skillListQuerySchema,
  skillPageSchema,
  skillQuizSchema,
  skillUpdateSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { skills } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { managedSkill, readableSkill } from '../domain/skill-access.js';
import { checkedContent } from '../domain/skill-content.js';
import {
  createSkill,
  listSkills,
  setSkillContent,
  skillView,
  updateSkill,
} from '../domain/skill-playlists.js';
import { setAssessment } from '../domain/skill-quiz.js';
import { registerSkillAssignedRoutes } from './skill-assigned.js';
import { registerSkillPeopleRoutes } from './skill-people.js';

const TAGS = ['skills'];
const params = z.object({ id: idSchema });
const answer = wrapped(skillAnswerSchema);

export function registerSkillRoutes(app: ZodApp): void {
  const { services } = app;

  for (const path of ['/v1/skills', '/v1/playlists'] as const) {
    app.get(
      path,
      {
        config: { orgData: true, sample: (f) => ({ query: { workspaceId: f.workspaceId! } }) },
        schema: {
          tags: TAGS,
          summary:
            'Skills of the workspaces I see, newest first (drafts only where I manage skills); mine=true: those I created',
          querystring: skillListQuerySchema,
          response: wrapped(skillPageSchema),
        },
      },
      async (req) => ok(await listSkills(callerOf(req), services, req.query)),
    );
  }

  app.post(
    '/v1/playlists',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { group: f.workspaceId!, playlistTitle: `Skill ${f.uniq}` } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Create an empty draft skill in a workspace where I manage skills',
        body: skillCreateSchema,
        response: answer,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok({ item: await skillView(caller, services, await createSkill(caller, req.body)) });
    },
  );

  app.get(
    '/v1/playlists/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.skillId! } }) },
      schema: {
        tags: TAGS,
        summary: 'A skill: its managers, and its assignees once published (code 2 before)',
        params,
        response: answer,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await readableSkill(caller, req.params.id);
      return ok({ item: await skillView(caller, services, skill) });
    },
  );

  app.put(
    '/v1/playlists/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.skillId! }, body: { playlistTitle: `Skill ${f.uniq}` } }),
      },
      schema: {
        tags: TAGS,
        summary:
          'Title, workspace, certification, published (publishing tells the assignees; an empty skill is not published)',
        params,
        body: skillUpdateSchema,
        response: answer,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      return ok({
        item: await skillView(caller, services, await updateSkill(caller, skill, req.body)),
      });
    },
  );

  app.delete(
    '/v1/playlists/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.skillToDeleteId! } }) },
      schema: {
        tags: TAGS,
        summary: 'Delete a skill with its assignments, progress and certificates',
        params,
        response: wrapped(idItemAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      await caller.tenant.delete(skills, eq(skills.id, skill.id));
      return ok({ item: { id: skill.id } });
    },
  );

  app.put(
    '/v1/playlists/:id/content',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.skillId! },
          body: { list: [{ type: 'workflows', id: f.workflowId! }] },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          'The whole content list, in order: workflows and smart instructions I see, each once',
        params,
        body: skillContentSchema,
        response: answer,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      await checkedContent(caller, req.body.list);
      const row = await setSkillContent(caller, skill, req.body.list);
      return ok({ item: await skillView(caller, services, row) });
    },
  );

  app.post(
    '/v1/skill/skills/:id/quiz',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.skillId! },
          body: { quizWorkflowIds: [], passingScore: 80 },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          "The assessment: workflows of the skill whose published quiz must be passed, and the skill's passing score",
        params,
        body: skillQuizSchema,
        response: answer,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { skill } = await managedSkill(caller, req.params.id);
      const row = await setAssessment(caller, skill, req.body);
      return ok({ item: await skillView(caller, services, row) });
    },
  );

  registerSkillPeopleRoutes(app);
  registerSkillAssignedRoutes(app);
}
