/**
 * Annotations (issue 22; 001 §3 annotation record, §7 calls): each step's record replaced in a
 * batch by the workflow's editors (a blur change starts the re-render that burns it in), read
 * by step for whoever may play the workflow, and the images the canvas places. The player gets
 * them in its own answer (player.ts). Answers in core's route table (route-answers.schema.ts).
 */
import { z } from 'zod';
import {
  annotationBatchAnswerSchema,
  annotationBatchUpsertSchema,
  annotationImageAnswerSchema,
  annotationImageCreateSchema,
  annotationListSchema,
  annotationsByStepsSchema,
  idSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { mediaUrlSigner } from '../domain/media-urls.js';
import { addAnnotationImage } from '../domain/annotation-images.js';
import { annotationsOfSteps, annotationView, upsertAnnotations } from '../domain/annotations.js';
import { renderView } from '../domain/workflow-edits.js';

const TAGS = ['annotations'];

/** A small valid element for the generated route tests: a red rectangle over the first second. */
const SAMPLE_ELEMENT = {
  id: 'sample-rect',
  type: 'shape',
  shape: 'rectangle',
  left: 40,
  top: 30,
  width: 120,
  height: 80,
  stroke: '#ff0000',
  startTime: 0,
  endTime: 1,
  originalCanvasWidth: 676,
  originalCanvasHeight: 380,
};

export function registerAnnotationRoutes(app: ZodApp): void {
  const { services } = app;
  const signer = (req: FastifyRequest) => mediaUrlSigner(services, { origin: requestOrigin(req) });

  app.post(
    '/v1/annotations/batch-upsert',
    {
      config: {
        orgData: true,
        rateLimits: ['annotationSave'],
        sample: (f) => ({
          body: {
            workflowId: f.workflowId!,
            annotations: [{ stepId: f.stepId!, elements: [SAMPLE_ELEMENT] }],
          },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          "Replace each listed step's annotations (a blur change starts the re-render that burns it in)",
        body: annotationBatchUpsertSchema,
        response: wrapped(annotationBatchAnswerSchema),
      },
    },
    async (req) => {
      const saved = await upsertAnnotations(callerOf(req), req.body);
      const sign = signer(req);
      return ok({
        items: saved.rows.map((r) => annotationView(r, sign)),
        render: saved.render ? renderView(saved.render) : null,
      });
    },
  );

  app.post(
    '/v1/annotations/get-by-steps',
    {
      config: { orgData: true, sample: (f) => ({ body: { stepIds: [f.stepId!] } }) },
      schema: {
        tags: TAGS,
        summary: 'The annotation records of these steps (steps without one are left out)',
        body: annotationsByStepsSchema,
        response: wrapped(annotationListSchema),
      },
    },
    async (req) => {
      const rows = await annotationsOfSteps(callerOf(req), req.body.stepIds);
      const sign = signer(req);
      return ok({ items: rows.map((r) => annotationView(r, sign)) });
    },
  );

  app.post(
    '/v1/workflows/:id/annotation-images',
    {
      config: {
        orgData: true,
        rateLimits: ['uploadStart'],
        sample: (f) => ({ params: { id: f.workflowId! }, body: { uploadId: f.uploadId! } }),
      },
      schema: {
        tags: TAGS,
        summary: 'A finished upload (jpeg/png/gif, 10 MB) becomes an image annotations can place',
        params: z.object({ id: idSchema }),
        body: annotationImageCreateSchema,
        response: wrapped(annotationImageAnswerSchema),
      },
    },
    async (req) => {
      const item = await addAnnotationImage(
        callerOf(req),
        services.storage,
        req.params.id,
        req.body.uploadId,
        signer(req),
      );
      return ok({ item });
    },
  );
}
