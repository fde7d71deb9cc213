/**
 * Step attachments (issue 21; 001 §3 Step, §5 upload limits; 001 §7 calls): a workflow's list
 * (whoever can see the workflow), links, files from a finished upload, rename / reorder and
 * delete (its editors). Answers in core's route table (route-answers.schema.ts).
 */
import { z } from 'zod';
import {
  idItemAnswerSchema,
  idSchema,
  stepAttachmentAnswerSchema,
  stepAttachmentCreateSchema,
  stepAttachmentFileSchema,
  stepAttachmentListSchema,
  stepAttachmentUpdateSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { mediaUrlSigner } from '../domain/media-urls.js';
import { visibleWorkflow } from '../domain/workflow-access.js';
import {
  addLinkAttachment,
  attachmentView,
  deleteAttachment,
  updateAttachment,
  workflowAttachments,
} from '../domain/step-attachments.js';
import { addFileAttachment } from '../domain/step-attachment-files.js';

const TAGS = ['workflow-editor'];
const params = z.object({ id: idSchema });

export function registerStepAttachmentRoutes(app: ZodApp): void {
  const { services } = app;
  const signer = (req: FastifyRequest) => mediaUrlSigner(services, { origin: requestOrigin(req) });

  app.get(
    '/v1/workflows/:id/attachments',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        summary: "Every step's attachments, signed, in step order then their own",
        params,
        response: wrapped(stepAttachmentListSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await visibleWorkflow(caller, req.params.id);
      return ok({ items: await workflowAttachments(caller.tenant, workflow.id, signer(req)) });
    },
  );

  app.post(
    '/v1/steps/:id/attachments',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.stepId! },
          body: { kind: 'link', label: 'Torque table', link: 'https://example.com/torque' },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Attach a link with a label, a workflow or a step of one (same organisation)',
        params,
        body: stepAttachmentCreateSchema,
        response: wrapped(stepAttachmentAnswerSchema),
      },
    },
    async (req) => {
      const row = await addLinkAttachment(callerOf(req), req.params.id, req.body);
      return ok({ item: attachmentView(row, signer(req)) });
    },
  );

  app.post(
    '/v1/steps/:id/attachments/files',
    {
      config: {
        orgData: true,
        rateLimits: ['uploadStart'],
        sample: (f) => ({ params: { id: f.stepId! }, body: { uploadId: f.uploadId! } }),
      },
      schema: {
        tags: TAGS,
        summary:
          'A finished upload becomes a diagram (jpeg/png/gif 10 MB), a PDF (50 MB) or a video (mp4/mov/avi 100 MB, 20 min)',
        params,
        body: stepAttachmentFileSchema,
        response: wrapped(stepAttachmentAnswerSchema),
      },
    },
    async (req) => {
      const row = await addFileAttachment(
        callerOf(req),
        services.storage,
        req.params.id,
        req.body.uploadId,
      );
      return ok({ item: attachmentView(row, signer(req)) });
    },
  );

  app.patch(
    '/v1/step-attachments/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.stepAttachmentId! }, body: { label: 'Torque values' } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Rename a file, relabel or relink a link, or move it in its step',
        params,
        body: stepAttachmentUpdateSchema,
        response: wrapped(stepAttachmentAnswerSchema),
      },
    },
    async (req) => {
      const row = await updateAttachment(callerOf(req), req.params.id, req.body);
      return ok({ item: attachmentView(row, signer(req)) });
    },
  );

  app.delete(
    '/v1/step-attachments/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: {
        tags: TAGS,
        summary: 'Remove an attachment and its stored files',
        params,
        response: wrapped(idItemAnswerSchema),
      },
    },
    async (req) => {
      await deleteAttachment(callerOf(req), services.storage, req.params.id);
      return ok({ item: { id: req.params.id } });
    },
  );
}
