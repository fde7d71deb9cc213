/**
 * Uploads (000 §9 multipart: 2 MB parts, 3 in parallel) and turning one into a workflow
 * (001 §7 `POST /v1/workflows/{id}/initialize`, where the id is the upload's). The protocol is
 * described in packages/server/README.md ("Uploads").
 */
import { z } from 'zod';
import {
  idSchema,
  MULTIPART,
  uploadAnswerSchema,
  workflowCreateSchema,
  workflowViewSchema,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import { initializeWorkflow } from '../uploads/initialize-workflow.js';
import {
  createUpload,
  describeUpload,
  MAX_PART_URLS,
  ownUpload,
  presignParts,
  receivePart,
  recordStorePart,
  removeUpload,
} from '../uploads/uploads.js';
import { authorOf, isGen2, workflowView } from '../domain/workflow-view.js';
import { visibleWorkflow } from '../domain/workflow-access.js';
import { registerWorkflowEvents } from './workflow-events.js';

const params = z.object({ id: idSchema });
const partNumber = z.coerce.number().int().min(1).max(10_000);
const partParams = z.object({
  id: idSchema,
  partNumber,
});
const uploadSample = (f: Record<string, string>) => ({ params: { id: f.uploadId! } });

export function registerUploadRoutes(app: ZodApp): void {
  // Parts arrive as raw bytes; the route's own body limit keeps them to one part.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MULTIPART.partSizeBytes },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/v1/uploads',
    {
      config: {
        rateLimits: ['uploadStart'],
        orgData: true,
        sample: (f) => ({ body: { fileName: `line-${f.uniq}.mp4`, sizeBytes: 5_000_000 } }),
      },
      schema: {
        tags: ['uploads'],
        body: z.strictObject({
          fileName: z.string().trim().min(1).max(255),
          sizeBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
          contentType: z.string().max(100).optional(),
        }),
        response: wrapped(uploadAnswerSchema),
      },
    },
    async (req) => {
      const { storage, config } = app.services;
      return ok({
        item: await createUpload(callerOf(req), storage, req.body, config.uploadTtlHours),
      });
    },
  );

  app.get(
    '/v1/uploads/:id',
    {
      config: { orgData: true, sample: uploadSample },
      schema: { tags: ['uploads'], params, response: wrapped(uploadAnswerSchema) },
    },
    async (req) => ok({ item: await describeUpload(callerOf(req), req.params.id) }),
  );

  app.put(
    '/v1/uploads/:id/parts/:partNumber',
    {
      bodyLimit: MULTIPART.partSizeBytes,
      config: {
        rateLimits: ['uploadPart'],
        orgData: true,
        sample: (f) => ({ params: { id: f.uploadId!, partNumber: '1' } }),
      },
      schema: {
        tags: ['uploads'],
        params: partParams,
        response: wrapped(
          z.object({
            item: z.object({ partNumber: z.number(), sizeBytes: z.number(), sha256: z.string() }),
          }),
        ),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      // Whose upload it is comes before what was sent: a stranger learns nothing from the answer.
      await ownUpload(caller, req.params.id);
      if (!Buffer.isBuffer(req.body)) {
        throw badRequest("Send the part's bytes with content-type application/octet-stream");
      }
      const item = await receivePart(
        caller,
        app.services.storage,
        req.params.id,
        req.params.partNumber,
        req.body,
      );
      return ok({ item });
    },
  );

  // Parts straight to an S3 store (uploads whose `target` is 'store'); see README "Uploads".
  app.post(
    '/v1/uploads/:id/part-urls',
    {
      config: {
        rateLimits: ['uploadPart'],
        orgData: true,
        sample: (f) => ({ params: { id: f.uploadId! }, body: { partNumbers: [1, 2] } }),
      },
      schema: {
        tags: ['uploads'],
        params,
        body: z.strictObject({
          partNumbers: z.array(partNumber).min(1).max(MAX_PART_URLS),
        }),
        response: wrapped(
          z.object({
            items: z.array(
              z.object({ partNumber: z.number(), url: z.string(), expiresAt: z.string() }),
            ),
          }),
        ),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { storage } = app.services;
      return ok({
        items: await presignParts(caller, storage, req.params.id, req.body.partNumbers),
      });
    },
  );

  app.put(
    '/v1/uploads/:id/store-parts/:partNumber',
    {
      config: {
        rateLimits: ['uploadPart'],
        orgData: true,
        sample: (f) => ({
          params: { id: f.uploadId!, partNumber: '1' },
          body: { etag: '"9b2cf535f27731c974343645a3985328"' },
        }),
      },
      schema: {
        tags: ['uploads'],
        params: partParams,
        // The store's ETag as its answer carried it (quoted hex for S3, other shapes elsewhere).
        body: z.strictObject({ etag: z.string().trim().min(1).max(200) }),
        response: wrapped(
          z.object({
            item: z.object({ partNumber: z.number(), sizeBytes: z.number(), etag: z.string() }),
          }),
        ),
      },
    },
    async (req) => {
      const item = await recordStorePart(
        callerOf(req),
        app.services.storage,
        req.params.id,
        req.params.partNumber,
        req.body.etag,
      );
      return ok({ item });
    },
  );

  app.delete(
    '/v1/uploads/:id',
    {
      config: { orgData: true, sample: uploadSample },
      schema: {
        tags: ['uploads'],
        params,
        response: wrapped(z.object({ item: z.object({ id: z.string() }) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const upload = await ownUpload(caller, req.params.id);
      await removeUpload(caller.tenant, app.services.storage, upload.id);
      return ok({ item: { id: upload.id } });
    },
  );

  app.post(
    '/v1/workflows/:id/initialize',
    {
      config: {
        rateLimits: ['uploadStart'],
        orgData: true,
        sample: (f) => ({
          params: { id: f.uploadId! },
          body: { workspaceId: f.workspaceId!, title: `Line setup ${f.uniq}`, languageCode: 'en' },
        }),
      },
      schema: {
        tags: ['workflows', 'uploads'],
        params,
        body: workflowCreateSchema.strict(),
        response: wrapped(z.object({ item: workflowViewSchema, jobId: z.string() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow, job } = await initializeWorkflow(
        caller,
        app.services.storage,
        req.params.id,
        req.body,
      );
      const found = await visibleWorkflow(caller, workflow.id);
      const author = await authorOf(caller, workflow);
      return ok({
        item: workflowView(workflow, found.workspace, [], author, isGen2(caller)),
        jobId: job.id,
      });
    },
  );

  registerWorkflowEvents(app);
}
