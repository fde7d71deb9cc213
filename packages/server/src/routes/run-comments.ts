/**
 * Comments on a smart-instruction run of a skill or task (issue 24; 002 §4 comment kinds): the
 * run's person and the skill's or task's managers read and write them (domain/run-comments.ts).
 */
import { z } from 'zod';
import {
  idSchema,
  runCommentAnswerSchema,
  runCommentCreateSchema,
  runCommentListSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { addRunComment, runComments } from '../domain/run-comments.js';

const params = z.object({ id: idSchema });
const TAGS = ['smart-instructions'];

export function registerRunCommentRoutes(app: ZodApp): void {
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
