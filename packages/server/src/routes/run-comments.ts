/**
 * Comments on a smart-instruction run of a skill or task (issue 24; 002 §4 comment kinds): the
 * run's person and the skill's or task's managers read and write them (domain/run-comments.ts);
 * the same people read the run itself, and the managers list the runs (domain/run-review.ts).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  idSchema,
  reviewedRunAnswerSchema,
  reviewedRunListQuerySchema,
  reviewedRunListSchema,
  runCommentAnswerSchema,
  runCommentCreateSchema,
  runCommentListSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { addRunComment, runComments } from '../domain/run-comments.js';
import { reviewedRun, reviewedRuns } from '../domain/run-review.js';
import { sopMediaSigner } from '../domain/smart-instruction-view.js';

const params = z.object({ id: idSchema });
const TAGS = ['smart-instructions'];

export function registerRunCommentRoutes(app: ZodApp): void {
  const { services } = app;
  const signer = (req: FastifyRequest) => sopMediaSigner(services, requestOrigin(req));

  app.get(
    '/v1/sop-sessions',
    {
      config: {
        orgData: true,
        sample: (f) => ({ query: { multimodalSopId: f.publishedSopId!, skillId: f.skillId! } }),
      },
      schema: {
        tags: TAGS,
        summary:
          "An instruction's runs for a skill, a task occurrence or a task, newest first (its managers)",
        querystring: reviewedRunListQuerySchema,
        response: wrapped(reviewedRunListSchema),
      },
    },
    async (req) => ok({ items: await reviewedRuns(callerOf(req), req.query, signer(req)) }),
  );

  app.get(
    '/v1/sop-sessions/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.sopSessionId! } }) },
      schema: {
        tags: TAGS,
        summary: 'A skill or task run with its person and photos (its person and its reviewers)',
        params,
        response: wrapped(reviewedRunAnswerSchema),
      },
    },
    async (req) => ok({ item: await reviewedRun(callerOf(req), req.params.id, signer(req)) }),
  );

  app.get(
    '/v1/sop-sessions/:id/comments',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.sopSessionId! } }) },
      schema: {
        tags: TAGS,
        summary: "A skill or task run's comments, oldest first (its person and its reviewers)",
        params,
        response: wrapped(runCommentListSchema),
      },
    },
    async (req) => ok({ items: await runComments(callerOf(req), req.params.id) }),
  );

  app.post(
    '/v1/sop-sessions/:id/comments',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.sopSessionId! }, body: { comment: 'Well done' } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Comment on a skill or task run; the other side is notified',
        params,
        body: runCommentCreateSchema,
        response: wrapped(runCommentAnswerSchema),
      },
    },
    async (req) =>
      ok({ item: await addRunComment(callerOf(req), req.params.id, req.body.comment) }),
  );
}
