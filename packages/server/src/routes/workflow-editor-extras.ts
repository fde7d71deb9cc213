/**
 * The editors' smaller calls (issue 21; 001 §7): external id, feedback, reviewers, edit
 * events, workflow edit steps and imported clips (the poster is PUT /v1/workflows/{id}/poster in
 * workflows.ts). Rules: domain/workflow-editor-extras.ts and workflow-clips.ts.
 */
import { z } from 'zod';
import {
  idItemAnswerSchema,
  idSchema,
  workflowClipAnswerSchema,
  workflowClipCreateSchema,
  workflowDetailAnswerSchema,
  workflowEditEventBatchSchema,
  workflowEditEventListSchema,
  workflowEditStepsAnswerSchema,
  workflowEditStepsPatchSchema,
  workflowExternalIdSchema,
  workflowFeedbackAnswerSchema,
  workflowFeedbackSchema,
  workflowReviewersSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { mediaUrlSigner } from '../domain/media-urls.js';
import { clipView, type KeySigner } from '../domain/workflow-edits.js';
import { createClip, deleteClip } from '../domain/workflow-clips.js';
import {
  editEvents,
  readEditSteps,
  recordEditEvents,
  recordFeedback,
  reviewers,
  updateEditSteps,
} from '../domain/workflow-editor-extras.js';
import { change } from './workflows.js';

const params = z.object({ id: idSchema });
const TAGS = ['workflow-editor'];
const sampleId = (f: Record<string, string>) => ({ params: { id: f.workflowId! } });

export function registerWorkflowEditorExtraRoutes(app: ZodApp): void {
  const { services } = app;
  const signer = (req: FastifyRequest): KeySigner =>
    mediaUrlSigner(services, { origin: requestOrigin(req), editor: true });

  app.patch(
    '/v1/workflows/:id/externalId',
    {
      config: {
        orgData: true,
        sample: (f) => ({ ...sampleId(f), body: { externalId: `ERP-${f.uniq!}` } }),
      },
      schema: {
        tags: TAGS,
        summary: "The workflow's id in the customer's own system (null clears it)",
        params,
        body: workflowExternalIdSchema,
        response: wrapped(workflowDetailAnswerSchema),
      },
    },
    async (req) =>
      ok({
        item: await change(callerOf(req), req.params.id, { externalId: req.body.externalId }),
      }),
  );

  app.post(
    '/v1/workflows/:id/feedback',
    {
      config: {
        orgData: true,
        sample: (f) => ({ ...sampleId(f), body: { editor: 'editor', rating: 4, comment: 'ok' } }),
      },
      schema: {
        tags: TAGS,
        summary: "The author's word on an editor",
        params,
        body: workflowFeedbackSchema,
        response: wrapped(workflowFeedbackAnswerSchema),
      },
    },
    async (req) => ok({ item: await recordFeedback(callerOf(req), req.params.id, req.body) }),
  );

  app.get(
    '/v1/workflows/:id/reviewers',
    {
      config: { orgData: true, sample: sampleId },
      schema: {
        tags: TAGS,
        summary: "Who may review it: its workspace's admins and the organisation's admins",
        params,
        response: wrapped(workflowReviewersSchema),
      },
    },
    async (req) => ok({ items: await reviewers(callerOf(req), req.params.id) }),
  );

  app.post(
    '/v1/workflows/:id/edit-events/batch-create',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          ...sampleId(f),
          body: { data: [{ type: 'rename', stepId: null, data: { from: 'a', to: 'b' } }] },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Record what an editor did (cut, split, rename, undo, save, ...)',
        params,
        body: workflowEditEventBatchSchema,
        response: wrapped(workflowEditEventListSchema),
      },
    },
    async (req) =>
      ok({ items: await recordEditEvents(callerOf(req), req.params.id, req.body.data) }),
  );

  app.get(
    '/v1/workflows/:id/edit-events',
    {
      config: { orgData: true, sample: sampleId },
      schema: {
        tags: TAGS,
        summary: "The workflow's edit events, newest first",
        params,
        response: wrapped(workflowEditEventListSchema),
      },
    },
    async (req) => ok({ items: await editEvents(callerOf(req), req.params.id) }),
  );

  app.get(
    '/v1/workflow-edit-steps/:id',
    {
      config: { orgData: true, sample: sampleId },
      schema: {
        tags: TAGS,
        summary: "A workflow's edit steps (its id is the workflow's): cues, voice-overs, language",
        params,
        response: wrapped(workflowEditStepsAnswerSchema),
      },
    },
    async (req) => ok({ item: await readEditSteps(callerOf(req), req.params.id, signer(req)) }),
  );

  app.patch(
    '/v1/workflow-edit-steps/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          ...sampleId(f),
          body: { cues: [{ startTime: 0, endTime: 2, text: 'Fit the bracket' }] },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "Change a workflow's cues, voice-overs (this workflow's audio) or audio language",
        params,
        body: workflowEditStepsPatchSchema,
        response: wrapped(workflowEditStepsAnswerSchema),
      },
    },
    async (req) =>
      ok({
        item: await updateEditSteps(callerOf(req), req.params.id, req.body, signer(req)),
      }),
  );

  app.post(
    '/v1/workflows/:id/clips',
    {
      config: {
        orgData: true,
        sample: (f) => ({ ...sampleId(f), body: { uploadId: f.uploadId! } }),
      },
      schema: {
        tags: TAGS,
        summary: 'A finished upload becomes a clip to import (prepared for preview by a job)',
        params,
        body: workflowClipCreateSchema,
        response: wrapped(workflowClipAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const clip = await createClip(caller, services.storage, req.params.id, req.body.uploadId);
      return ok({ item: clipView(clip, signer(req)) });
    },
  );

  app.delete(
    '/v1/workflow-clips/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowClipId! } }) },
      schema: {
        tags: TAGS,
        summary: 'Delete an imported clip (refused while the saved edits insert it)',
        params,
        response: wrapped(idItemAnswerSchema),
      },
    },
    async (req) => {
      await deleteClip(callerOf(req), services.storage, req.params.id);
      return ok({ item: { id: req.params.id } });
    },
  );
}
