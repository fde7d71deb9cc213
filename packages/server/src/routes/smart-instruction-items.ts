/**
 * A smart instruction's items one at a time (001 §5 insert and drag-and-drop through the API,
 * each refusal with the spec's message), its media, its edit events and versions, an item's
 * transcription, and the generator's warm-up (issue 20; 001 §7). Editors only, but a drag by a
 * reader, which is 403 'Cannot drag in viewer mode'.
 */
import { z } from 'zod';
import {
  idSchema,
  smartInstructionAnswerSchema,
  sopEditEventBatchSchema,
  sopEditEventListSchema,
  sopItemDeleteSchema,
  sopItemInsertSchema,
  sopItemMoveSchema,
  sopItemUpdateSchema,
  sopMediaAnswerSchema,
  sopMediaSchema,
  sopTranscriptionAnswerSchema,
  sopTranscriptionSchema,
  sopVersionHistoryListSchema,
  sopVersionHistoryQuerySchema,
  sopWarmupAnswerSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { isChatModel, resolveChatModel } from '../ai/llm/openai-chat.js';
import { editableInstruction } from '../domain/smart-instruction-access.js';
import { instructionView, sopMediaSigner } from '../domain/smart-instruction-view.js';
import {
  deleteItem,
  insertItem,
  moveItem,
  updateItem,
  type ItemsChange,
} from '../domain/sop-items.js';
import { attachmentView } from '../domain/sop-item-rows.js';
import { attachMedia } from '../domain/sop-media.js';
import { requestTranscription } from '../domain/sop-transcription.js';
import { createEditEvents, versionEditEvents, versionHistories } from '../domain/sop-versions.js';
import { keepValidation, refuseInvalid } from './sop-rule-validation.js';

const TAGS = ['smart-instructions'];
const params = z.object({ id: idSchema });
const itemParams = z.object({ id: idSchema, itemId: idSchema });
const mmsopParams = z.object({ mmsopId: idSchema });

export function registerSmartInstructionItemRoutes(app: ZodApp): void {
  const { services } = app;
  const signer = (req: FastifyRequest) => sopMediaSigner(services, requestOrigin(req));
  const answer = async (req: FastifyRequest, change: ItemsChange) =>
    ok({
      item: await instructionView(callerOf(req).tenant, change.row, signer(req), change.items),
    });

  app.post(
    '/v1/multimodal-sop/:id/items',
    {
      ...keepValidation,
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.smartInstructionId! },
          body: { item: { type: 'warning', title: 'Danger: moving parts' }, position: 1 },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "Insert an item at a position (400 with 001 §5's message when refused)",
        params,
        body: sopItemInsertSchema,
        response: wrapped(smartInstructionAnswerSchema),
      },
    },
    async (req) => {
      refuseInvalid(req);
      return answer(req, await insertItem(callerOf(req), req.params.id, req.body));
    },
  );

  app.put(
    '/v1/multimodal-sop/:id/items/:itemId',
    {
      ...keepValidation,
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.smartInstructionId!, itemId: f.sopStepId! },
          body: { id: f.sopStepId!, type: 'step', title: 'Stop the conveyor' },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "One item's content ('Step ID is required', 'Step type is required')",
        params: itemParams,
        body: sopItemUpdateSchema,
        response: wrapped(smartInstructionAnswerSchema),
      },
    },
    async (req) => {
      refuseInvalid(req);
      return answer(
        req,
        await updateItem(callerOf(req), req.params.id, req.params.itemId, req.body),
      );
    },
  );

  app.post(
    '/v1/multimodal-sop/:id/items/move',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.smartInstructionId! },
          body: { draggedId: f.sopSecondStepId!, targetId: f.sopStepId! },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "Drop an item on another (001 §5's rules; a step moves with its group)",
        params,
        body: sopItemMoveSchema,
        response: wrapped(smartInstructionAnswerSchema),
      },
    },
    async (req) => answer(req, await moveItem(callerOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/v1/multimodal-sop/items',
    {
      ...keepValidation,
      config: { orgData: true, sample: (f) => ({ body: { id: f.sopChecklistId! } }) },
      schema: {
        tags: TAGS,
        summary: 'Delete an item by id (a step takes its substeps along)',
        body: sopItemDeleteSchema,
        response: wrapped(smartInstructionAnswerSchema),
      },
    },
    async (req) => {
      refuseInvalid(req);
      return answer(req, await deleteItem(callerOf(req), req.body.id));
    },
  );

  app.post(
    '/v1/multimodal-sop/:id/media',
    {
      config: {
        orgData: true,
        rateLimits: ['uploadStart'],
        sample: (f) => ({
          params: { id: f.smartInstructionId! },
          body: { uploadId: f.uploadId!, kind: 'image' },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          'A finished upload becomes an attachment (jpeg/png/gif 5 MB, mp4 100 MB, PDF 50 MB)',
        params,
        body: sopMediaSchema,
        response: wrapped(sopMediaAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { row } = await editableInstruction(caller, req.params.id);
      const stored = await attachMedia(caller, services.storage, row, req.body);
      return ok({ item: attachmentView(stored, signer(req)) });
    },
  );

  app.post(
    '/v1/multimodal-sop/:mmsopId/edit-events/batch-create',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { mmsopId: f.smartInstructionId! },
          body: { data: [{ type: 'update', itemId: f.sopStepId!, data: { field: 'title' } }] },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "The editor's changes, kept with the next published version",
        params: mmsopParams,
        body: sopEditEventBatchSchema,
        response: wrapped(sopEditEventListSchema),
      },
    },
    async (req) =>
      ok({ items: await createEditEvents(callerOf(req), req.params.mmsopId, req.body.data) }),
  );

  app.get(
    '/v1/multimodal-sop/:id/version-histories',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.publishedSopId! } }) },
      schema: {
        tags: TAGS,
        summary: 'The published versions, newest first (latest=true: the newest only)',
        params,
        querystring: sopVersionHistoryQuerySchema,
        response: wrapped(sopVersionHistoryListSchema),
      },
    },
    async (req) =>
      ok({ items: await versionHistories(callerOf(req), req.params.id, req.query.latest) }),
  );

  app.get(
    '/v1/multimodal-sop-version-histories/:id/edit-events',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.sopVersionHistoryId! } }) },
      schema: {
        tags: TAGS,
        summary: 'The edit events of one published version',
        params,
        response: wrapped(sopEditEventListSchema),
      },
    },
    async (req) => ok({ items: await versionEditEvents(callerOf(req), req.params.id) }),
  );

  app.post(
    '/v1/multimodal-sop/:mmsopId/transcription',
    {
      config: {
        orgData: true,
        rateLimits: ['uploadStart'],
        sample: (f) => ({
          params: { mmsopId: f.smartInstructionId! },
          body: { itemId: f.sopStepId!, url: 'org/none/smart-instructions/none/media/none.mp4' },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          "An item's video into its description (a job); 409 not-configured without a speech provider",
        params: mmsopParams,
        body: sopTranscriptionSchema,
        response: wrapped(sopTranscriptionAnswerSchema),
      },
    },
    async (req) =>
      ok({
        item: await requestTranscription(
          callerOf(req),
          services.config.aiEnv,
          req.params.mmsopId,
          req.body,
        ),
      }),
  );

  const chat = resolveChatModel(services.config.aiEnv);
  app.get(
    '/v2/multimodal-sop/warmup',
    {
      config: { sample: () => ({}) },
      schema: {
        tags: TAGS,
        summary: 'Whether SOP generation is ready, and by what: the chat model or offline rules',
        response: wrapped(sopWarmupAnswerSchema),
      },
    },
    async (req) => {
      callerOf(req);
      return ok({ item: { ready: true, generator: isChatModel(chat) ? 'model' : 'offline' } });
    },
  );
}
