/**
 * The share-token variants of the quiz-taking routes (002 §6-§7, as the player's and tracking's
 * are): the same paths sent with the `x-external-access-token` header of a public content share
 * and no sign-in, chosen by the route constraint (domain/external-access.ts). The visitor takes
 * the published quiz of the share's published workflow; attempts are kept without identity, so
 * their history is empty and an attempt is read back by its id with the same share. The
 * preflights here serve the signed-in variants too (quiz-cors.ts).
 */
import { z } from 'zod';
import {
  idSchema,
  quizForTakingAnswerSchema,
  userQuizAnswerSchema,
  userQuizHistoryAnswerSchema,
  userQuizQuerySchema,
  userQuizSubmitSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { ok, wrapped } from '../http/reply.js';
import {
  allowAnyOrigin,
  externalAccessConstraint,
  externalAccessToken,
  publicWorkflowAccess,
  useExternalAccessConstraint,
} from '../domain/external-access.js';
import type { QuizSealKey } from '../domain/quiz-seal.js';
import { quizOfWorkflow } from '../domain/quizzes.js';
import {
  quizForTaking,
  quizHistory,
  submitQuiz,
  takeable,
  userQuizView,
} from '../domain/quiz-taking.js';
import { publicAttempt, publicShareAccess, publicTaker } from '../domain/quiz-access.js';
import { registerQuizPreflight } from './quiz-cors.js';
import { sampleSubmission } from './quiz-samples.js';

const params = z.object({ id: idSchema });
const TAGS = ['quiz'];
const PUBLIC = 'Public variant: sent with the x-external-access-token header, no sign-in.';
const publicConfig = {
  rateLimits: ['publicPlayer' as const],
  auth: 'public' as const,
  ipCheck: 'skip' as const,
};

export function registerPublicQuizRoutes(app: ZodApp, seal: QuizSealKey): void {
  useExternalAccessConstraint(app);

  app.get(
    '/v1/workflows/:id/quiz',
    {
      constraints: externalAccessConstraint,
      config: { ...publicConfig, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        description: PUBLIC,
        params,
        response: wrapped(quizForTakingAnswerSchema),
      },
    },
    async (req, reply) => {
      allowAnyOrigin(reply);
      const access = await publicWorkflowAccess(app, externalAccessToken(req), req.params.id);
      const taker = publicTaker(access);
      const row = await quizOfWorkflow(access.tenant, access.workflow.id);
      return ok({ item: takeable(taker, row) ? quizForTaking(seal, row, access.workflow) : null });
    },
  );
  registerQuizPreflight(app, '/v1/workflows/:id/quiz', 'GET', (f) => ({ id: f.workflowId! }));

  app.get(
    '/v1/workflows/:id/user-quiz',
    {
      constraints: externalAccessConstraint,
      config: { ...publicConfig, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        description: `${PUBLIC} A visitor has no identity, so no history: the quiz id only.`,
        params,
        querystring: userQuizQuerySchema,
        response: wrapped(userQuizHistoryAnswerSchema),
      },
    },
    async (req, reply) => {
      allowAnyOrigin(reply);
      const access = await publicWorkflowAccess(app, externalAccessToken(req), req.params.id);
      const taker = publicTaker(access);
      const row = await quizOfWorkflow(access.tenant, access.workflow.id);
      const shown = takeable(taker, row) ? row : undefined;
      return ok({ item: await quizHistory(access.tenant, shown, null, access.workflow) });
    },
  );
  registerQuizPreflight(app, '/v1/workflows/:id/user-quiz', 'GET', (f) => ({
    id: f.workflowId!,
  }));

  app.post(
    '/v1/user-quiz',
    {
      constraints: externalAccessConstraint,
      config: {
        ...publicConfig,
        rateLimits: ['publicPlayer', 'quizAnswer'],
        sample: (f) => ({ body: sampleSubmission(f) }),
      },
      schema: {
        tags: TAGS,
        description: PUBLIC,
        body: userQuizSubmitSchema,
        response: wrapped(userQuizAnswerSchema),
      },
    },
    async (req, reply) => {
      allowAnyOrigin(reply);
      const access = await publicShareAccess(app, externalAccessToken(req));
      const row = await submitQuiz(seal, publicTaker(access), req.body);
      return ok({ item: userQuizView(row, access.workflow) });
    },
  );
  registerQuizPreflight(app, '/v1/user-quiz', 'POST');

  app.get(
    '/v1/user-quiz/:id/',
    {
      constraints: externalAccessConstraint,
      config: { ...publicConfig, sample: (f) => ({ params: { id: f.userQuizId! } }) },
      schema: {
        tags: TAGS,
        description: `${PUBLIC} A visitor's own attempt at the share's workflow.`,
        params,
        querystring: userQuizQuerySchema,
        response: wrapped(userQuizAnswerSchema),
      },
    },
    async (req, reply) => {
      allowAnyOrigin(reply);
      const access = await publicShareAccess(app, externalAccessToken(req));
      const row = await publicAttempt(access, req.params.id);
      return ok({ item: userQuizView(row, access.workflow) });
    },
  );
  registerQuizPreflight(app, '/v1/user-quiz/:id/', 'GET', (f) => ({ id: f.userQuizId! }));
}
