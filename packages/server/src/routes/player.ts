/**
 * `GET /v1/player/workflow?workflowId=&withAddons=` (002 §7): what the player needs in one
 * answer: the workflow view, its steps with their transcripts, and signed video, poster and
 * per-second thumbnail URLs. Unpublished is code 2 unless the caller may edit it (preview).
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { idSchema } from '@stepwise/core';
import type { ZodApp } from '../app.js';
import { transcriptions } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { mediaUrlSigner } from '../domain/media-urls.js';
import { playableWorkflow } from '../domain/media-access.js';
import {
  authorOf,
  isGen2,
  stepDetail,
  stepDetailSchema,
  stepsOf,
  workflowView,
  workflowViewSchema,
} from '../domain/workflow-view.js';

const query = z.object({
  workflowId: idSchema,
  withAddons: z.enum(['true', 'false', '1', '0']).optional(),
});

/** 002 §3 step attachments: diagram image URLs, links, PDFs. */
const attachmentsSchema = z.object({
  diagram: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), link: z.string() })),
  pdf: z.array(z.object({ name: z.string(), link: z.string(), size: z.number() })),
});

const playerStepSchema = stepDetailSchema.extend({
  posterURL: z.string().nullable(),
  attachments: attachmentsSchema.optional(),
});

export const playerWorkflowSchema = workflowViewSchema.extend({
  videoURL: z.string().nullable(),
  posterURL: z.string().nullable(),
  /** Second -> signed thumbnail URL (the spec's imageMap, poster by second). */
  imageMap: z.record(z.string(), z.string()),
  steps: z.array(playerStepSchema),
});

export function registerPlayerRoutes(app: ZodApp): void {
  app.get(
    '/v1/player/workflow',
    {
      config: {
        orgData: true,
        sample: (f) => ({ query: { workflowId: f.workflowId!, withAddons: 'true' } }),
      },
      schema: {
        tags: ['player'],
        querystring: query,
        response: wrapped(z.object({ item: playerWorkflowSchema })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow, workspace } = await playableWorkflow(caller, req.query.workflowId);
      const [stepList, texts, author] = await Promise.all([
        stepsOf(caller, workflow.id),
        caller.tenant.select(transcriptions, eq(transcriptions.workflowId, workflow.id)),
        authorOf(caller, workflow),
      ]);
      const sign = mediaUrlSigner(app.services, { origin: requestOrigin(req) });
      const imageMap: Record<string, string> = {};
      for (const [second, key] of Object.entries(workflow.imageMap ?? {})) {
        const url = sign(key);
        if (url) imageMap[second] = url;
      }
      const withAddons = req.query.withAddons === 'true' || req.query.withAddons === '1';
      return ok({
        item: {
          ...workflowView(workflow, workspace, stepList, author, isGen2(caller)),
          videoURL: sign(workflow.hlsKey),
          posterURL: sign(workflow.posterKey),
          imageMap,
          steps: stepList.map((s) => ({
            ...stepDetail(s, texts),
            posterURL: sign(s.posterKey),
            // Nothing stores attachments yet: the addons are there, and empty, when asked for.
            ...(withAddons ? { attachments: { diagram: [], links: [], pdf: [] } } : {}),
          })),
        },
      });
    },
  );
}
