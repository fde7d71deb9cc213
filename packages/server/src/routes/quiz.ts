/**
 * Quizzes (001 §7, 002 §7; issue 19). Authoring, for those who may edit the workflow
 * (editableWorkflow: hidden is 404, read-only 403): `GET /v1/quiz/{id}/` (the author's view,
 * with answers), `POST /v1/quiz`, `PUT /v1/quiz/{id}`, `POST /v1/workflows/{id}/ai-generate-quiz`.
 * Taking, for whoever may play the workflow (learners of a course included):
 * `GET /v1/workflows/{id}/quiz` (no answers, each sealed), `POST /v1/user-quiz` (graded here),
 * `GET /v1/user-quiz/{id}/`, `GET /v1/workflows/{id}/user-quiz`, `GET /v1/quiz/{id}/user-quiz`.
 * `GET /v1/quiz/published-status` for workflow cards. The share-token variants are in
 * quiz-public.ts.
 */
import { z } from 'zod';
import {
  idSchema,
  quizAnswerSchema,
  quizCreateSchema,
  quizForTakingAnswerSchema,
  quizGenerateSchema,
  quizPublishedStatusAnswerSchema,
  quizPublishedStatusQuerySchema,
  quizUpdateSchema,
  userQuizAnswerSchema,
  userQuizHistoryAnswerSchema,
  userQuizQuerySchema,
  userQuizSubmitSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { notFound } from '../domain/errors.js';
import {
  createQuiz,
  editableQuiz,
  quizOfWorkflow,
  quizPublishedStatus,
  quizView,
  updateQuiz,
} from '../domain/quizzes.js';
import { requestQuizGeneration } from '../domain/quiz-generation.js';
import { quizSealKey } from '../domain/quiz-seal.js';
import {
  quizForTaking,
  quizHistory,
  submitQuiz,
  takeable,
  userQuizView,
} from '../domain/quiz-taking.js';
import { callerTaker, readableAttempt } from '../domain/quiz-access.js';
import { afterSkillQuiz, skillQuizContext } from '../domain/skill-quiz.js';
import { registerPublicQuizRoutes } from './quiz-public.js';
import { quizCors } from './quiz-cors.js';
import { sampleQuestion, sampleSubmission } from './quiz-samples.js';
import { quizzes } from '../db/schema.js';
import { eq } from 'drizzle-orm';

const params = z.object({ id: idSchema });
const TAGS = ['quiz'];

export function registerQuizRoutes(app: ZodApp): void {
  const seal = quizSealKey(app.services.quizAnswerSecret);

  app.get(
    '/v1/quiz/:id/',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.quizId! } }) },
      schema: {
        tags: TAGS,
        summary: "The quiz as its authors see it, with answers (the workflow's editors)",
        params,
        response: wrapped(quizAnswerSchema),
      },
    },
    async (req) => {
      const { row } = await editableQuiz(callerOf(req), req.params.id);
      return ok({ item: quizView(row) });
    },
  );

  app.get(
    '/v1/quiz/published-status',
    {
      config: { orgData: true, sample: (f) => ({ query: { workflowIds: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        summary:
          'Quiz, status and published flag of up to 100 workflows (cards); drafts to editors only',
        querystring: quizPublishedStatusQuerySchema,
        response: wrapped(quizPublishedStatusAnswerSchema),
      },
    },
    async (req) => ok({ items: await quizPublishedStatus(callerOf(req), req.query.workflowIds) }),
  );

  app.post(
    '/v1/quiz',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { workflow: f.workflowId!, questions: [sampleQuestion] } }),
      },
      schema: {
        tags: TAGS,
        summary: 'A quiz written by hand (409 when the workflow has one)',
        body: quizCreateSchema,
        response: wrapped(quizAnswerSchema),
      },
    },
    async (req) => {
      const row = await createQuiz(callerOf(req), req.body.workflow, req.body.questions);
      return ok({ item: quizView(row) });
    },
  );

  app.put(
    '/v1/quiz/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.quizId! }, body: { published: true } }),
      },
      schema: {
        tags: TAGS,
        summary: 'New questions and/or publish; a published quiz is read-only (409)',
        params,
        body: quizUpdateSchema,
        response: wrapped(quizAnswerSchema),
      },
    },
    async (req) => ok({ item: quizView(await updateQuiz(callerOf(req), req.params.id, req.body)) }),
  );

  app.post(
    '/v1/workflows/:id/ai-generate-quiz',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.workflowId! }, body: { questionCount: 3 } }),
      },
      schema: {
        tags: TAGS,
        summary:
          'Generate the questions (a job): offline, or with the chat model when configured and aiQuiz is on',
        params,
        // 001 §7 names no payload: a request without a body asks for the default count.
        body: quizGenerateSchema.nullish(),
        response: wrapped(quizAnswerSchema),
      },
    },
    async (req) => {
      const row = await requestQuizGeneration(
        callerOf(req),
        req.params.id,
        req.body?.questionCount,
      );
      return ok({ item: quizView(row) });
    },
  );

  app.get(
    '/v1/workflows/:id/quiz',
    {
      onSend: quizCors,
      config: { orgData: true, learner: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        summary: 'The quiz to take, answers sealed; null when there is none to take',
        params,
        response: wrapped(quizForTakingAnswerSchema),
      },
    },
    async (req) => {
      const taker = await callerTaker(callerOf(req), req.params.id);
      const row = await quizOfWorkflow(taker.tenant, taker.workflow.id);
      return ok({ item: takeable(taker, row) ? quizForTaking(seal, row, taker.workflow) : null });
    },
  );

  app.get(
    '/v1/workflows/:id/user-quiz',
    {
      onSend: quizCors,
      config: { orgData: true, learner: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        summary: "The caller's attempts at the workflow's quiz: latest, best, all (newest first)",
        params,
        querystring: userQuizQuerySchema,
        response: wrapped(userQuizHistoryAnswerSchema),
      },
    },
    async (req) => {
      const taker = await callerTaker(callerOf(req), req.params.id);
      const row = await quizOfWorkflow(taker.tenant, taker.workflow.id);
      return ok({
        item: await quizHistory(
          taker.tenant,
          row,
          taker.userId,
          taker.workflow,
          req.query.userOrTeamSkillId,
        ),
      });
    },
  );

  app.get(
    '/v1/quiz/:id/user-quiz',
    {
      onSend: quizCors,
      config: { orgData: true, learner: true, sample: (f) => ({ params: { id: f.quizId! } }) },
      schema: {
        tags: TAGS,
        summary: "The caller's attempts at this quiz, for a skill assignment when given",
        params,
        querystring: userQuizQuerySchema,
        response: wrapped(userQuizHistoryAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const row = await caller.tenant.first(quizzes, eq(quizzes.id, req.params.id));
      if (!row) throw notFound('Quiz');
      const taker = await callerTaker(caller, row.workflowId).catch(() => {
        throw notFound('Quiz');
      });
      return ok({
        item: await quizHistory(
          taker.tenant,
          row,
          taker.userId,
          taker.workflow,
          req.query.userOrTeamSkillId,
        ),
      });
    },
  );

  app.post(
    '/v1/user-quiz',
    {
      onSend: quizCors,
      config: {
        orgData: true,
        learner: true,
        rateLimits: ['quizAnswer'],
        sample: (f) => ({ body: sampleSubmission(f) }),
      },
      schema: {
        tags: TAGS,
        summary: 'Submit the answers: graded here, kept, answered with the review',
        body: userQuizSubmitSchema,
        response: wrapped(userQuizAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const quiz = await caller.tenant.first(quizzes, eq(quizzes.id, req.body.quizId));
      if (!quiz) throw notFound('Quiz');
      const taker = await callerTaker(caller, quiz.workflowId);
      // Issue 24: an attempt inside a skill is the caller's own assignment's, graded by the skill.
      const inSkill = req.body.userOrTeamSkillId
        ? await skillQuizContext(caller, req.body.userOrTeamSkillId, quiz.workflowId)
        : null;
      const row = await submitQuiz(
        seal,
        { ...taker, passingScore: inSkill?.passingScore },
        req.body,
      );
      if (inSkill) await afterSkillQuiz(caller.tenant, app.services, inSkill);
      const item = userQuizView(row, taker.workflow);
      return ok({ item: inSkill ? { ...item, skillName: inSkill.skill.title } : item });
    },
  );

  app.get(
    '/v1/user-quiz/:id/',
    {
      onSend: quizCors,
      config: { orgData: true, learner: true, sample: (f) => ({ params: { id: f.userQuizId! } }) },
      schema: {
        tags: TAGS,
        summary: 'One attempt with its review: its owner, org admins and admins of its workspace',
        params,
        querystring: userQuizQuerySchema,
        response: wrapped(userQuizAnswerSchema),
      },
    },
    async (req) => {
      const { row, workflow } = await readableAttempt(callerOf(req), req.params.id);
      return ok({ item: userQuizView(row, workflow) });
    },
  );

  registerPublicQuizRoutes(app, seal);
}
