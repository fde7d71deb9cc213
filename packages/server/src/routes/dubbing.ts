/**
 * Dubbing (issue 22; 001 §7): a workflow's dubbed audio tracks, one per language, each the
 * latest saved voice-over of that language mixed by the `dub-workflow` job and played as an HLS
 * alternate audio rendition. The workflow's editors only. Answers in core's route table.
 */
import { z } from 'zod';
import {
  idSchema,
  localeSchema,
  workflowDubAnswerSchema,
  workflowDubCreateSchema,
  workflowDubListSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { deleteDub, listDubs, requestDub } from '../domain/workflow-dubs.js';

const TAGS = ['voice-over'];
const params = z.object({ id: idSchema });
const languageParams = z.object({ id: idSchema, languageCode: localeSchema });

export function registerDubbingRoutes(app: ZodApp): void {
  app.get(
    '/v1/workflows/:id/dubbing',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        summary: "The workflow's dubbed audio tracks, one per language, with their mix status",
        params,
        response: wrapped(workflowDubListSchema),
      },
    },
    async (req) => ok({ items: await listDubs(callerOf(req), req.params.id) }),
  );

  app.post(
    '/v1/workflows/:id/dubbing',
    {
      config: {
        orgData: true,
        rateLimits: ['dubbing'],
        sample: (f) => ({ params: { id: f.workflowId! }, body: { languageCode: 'de-de' } }),
      },
      schema: {
        tags: TAGS,
        summary:
          "Mix the language's latest saved voice-over (every block voiced) into a dubbed track",
        params,
        body: workflowDubCreateSchema,
        response: wrapped(workflowDubAnswerSchema),
      },
    },
    async (req) => {
      const item = await requestDub(callerOf(req), req.params.id, req.body.languageCode);
      return ok({ item });
    },
  );

  app.delete(
    '/v1/workflows/:id/dubbing/:languageCode',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.workflowId!, languageCode: 'de-de' } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Remove a dubbed track and its files; the master playlist stops listing it',
        params: languageParams,
        response: wrapped(workflowDubAnswerSchema),
      },
    },
    async (req) => {
      const { storage } = app.services;
      const item = await deleteDub(callerOf(req), storage, req.params.id, req.params.languageCode);
      return ok({ item });
    },
  );
}
