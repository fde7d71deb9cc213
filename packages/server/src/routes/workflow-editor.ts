/**
 * The workflow editors' document (issue 21; 001 §7): GET builder (made on first read), the saves
 * PUT builder / transcription / segmentation (one body; the path names the screen and so the
 * editorStatus of a plain save), the two resets and the conversion history. The rules are in
 * domain/workflow-edits*.ts; the smaller calls in workflow-editor-extras.ts.
 */
import { z } from 'zod';
import {
  idSchema,
  saveWorkflowEditsSchema,
  workflowEditDocumentAnswerSchema,
  workflowEditsSavedSchema,
  workflowRenderListSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import type { Caller } from '../domain/caller.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { mediaUrlSigner } from '../domain/media-urls.js';
import { editableWorkflow } from '../domain/workflow-access.js';
import {
  editDocumentRow,
  editDocumentView,
  renderView,
  type KeySigner,
} from '../domain/workflow-edits.js';
import {
  resetEdits,
  saveEdits,
  type EditScreen,
  type SavedEdits,
} from '../domain/workflow-edits-save.js';
import { conversionHistory } from '../domain/workflow-editor-extras.js';
import { registerWorkflowEditorExtraRoutes } from './workflow-editor-extras.js';

const params = z.object({ id: idSchema });
export const EDITOR_TAGS = ['workflow-editor'];
const sampleId = (f: Record<string, string>) => ({ params: { id: f.workflowId! } });
/** An empty list over version 0: a valid save of the fixture workflow (409 once it moved on). */
const sampleSave = (f: Record<string, string>) => ({
  params: { id: f.workflowId! },
  body: { version: 0, segments: [], redo: [] },
});

export function registerWorkflowEditorRoutes(app: ZodApp): void {
  const { services } = app;
  const signer = (req: FastifyRequest): KeySigner =>
    mediaUrlSigner(services, { origin: requestOrigin(req), editor: true });
  const savedAnswer = async (caller: Caller, req: FastifyRequest, saved: SavedEdits) => ({
    item: await editDocumentView(caller.tenant, saved.workflow, saved.row, signer(req)),
    render: saved.render ? renderView(saved.render) : null,
  });

  app.get(
    '/v1/workflows/:id/builder',
    {
      config: { orgData: true, sample: sampleId },
      schema: {
        tags: EDITOR_TAGS,
        summary: "The workflow's edit document (made from its steps and transcript on first read)",
        params,
        response: wrapped(workflowEditDocumentAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      const row = await editDocumentRow(caller.tenant, workflow);
      return ok({ item: await editDocumentView(caller.tenant, workflow, row, signer(req)) });
    },
  );

  const screens: Record<string, EditScreen> = {
    builder: 'builder',
    transcription: 'transcription',
    segmentation: 'segmentation',
  };
  for (const [path, screen] of Object.entries(screens)) {
    app.put(
      `/v1/workflows/:id/${path}`,
      {
        config: { orgData: true, sample: sampleSave },
        schema: {
          tags: EDITOR_TAGS,
          summary: `Save the edit list from the ${screen} screen (re-rendered when the video changes)`,
          params,
          body: saveWorkflowEditsSchema,
          response: wrapped(workflowEditsSavedSchema),
        },
      },
      async (req) => {
        const caller = callerOf(req);
        const saved = await saveEdits(caller, req.params.id, req.body, screen);
        return ok(await savedAnswer(caller, req, saved));
      },
    );
  }

  for (const what of ['builder', 'transcription'] as const) {
    app.post(
      `/v1/workflows/:id/${what}/reset`,
      {
        config: { orgData: true, sample: sampleId },
        schema: {
          tags: EDITOR_TAGS,
          summary:
            what === 'builder'
              ? 'Back to the processed original (re-rendered when the video was cut)'
              : 'Drop the subtitle edits (correct, replace-all, delete, merge, break line)',
          params,
          response: wrapped(workflowEditsSavedSchema),
        },
      },
      async (req) => {
        const caller = callerOf(req);
        return ok(await savedAnswer(caller, req, await resetEdits(caller, req.params.id, what)));
      },
    );
  }

  app.get(
    '/v1/workflows/:id/conversion-history',
    {
      config: { orgData: true, sample: sampleId },
      schema: {
        tags: EDITOR_TAGS,
        summary: "The workflow's re-renders, newest first (progress and stage while one runs)",
        params,
        response: wrapped(workflowRenderListSchema),
      },
    },
    async (req) => ok({ items: await conversionHistory(callerOf(req), req.params.id) }),
  );

  registerWorkflowEditorExtraRoutes(app);
}
