/**
 * Smart instructions, authored (issue 20; 001 §7, 002 §7): the lists (a workspace's, the
 * caller's own, search), create (by hand, from a PDF upload, from a workflow), the editor's
 * read, update (title, publish to all / to a team / as draft), replace, delete, duplication.
 * Items one at a time, media, history and transcription are in smart-instruction-items.ts; the
 * viewer's read and runs in smart-instruction-runs.ts. Rules: domain/smart-instruction*.ts.
 */
import { z } from 'zod';
import {
  idItemAnswerSchema,
  idSchema,
  smartInstructionAnswerSchema,
  smartInstructionCreateAnswerSchema,
  smartInstructionCreateSchema,
  smartInstructionDeleteSchema,
  smartInstructionDuplicateAnswerSchema,
  smartInstructionDuplicateSchema,
  smartInstructionListQuerySchema,
  smartInstructionPageSchema,
  smartInstructionReplaceSchema,
  smartInstructionSearchQuerySchema,
  smartInstructionUpdateSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { editableInstruction } from '../domain/smart-instruction-access.js';
import {
  ownedInstructions,
  searchInstructions,
  workspaceInstructions,
} from '../domain/smart-instruction-lists.js';
import { instructionView, sopMediaSigner } from '../domain/smart-instruction-view.js';
import { createInstruction } from '../domain/smart-instruction-create.js';
import {
  deleteInstruction,
  duplicateInstruction,
  replaceInstruction,
} from '../domain/smart-instructions.js';
import { updateInstruction } from '../domain/sop-versions.js';
import { registerSmartInstructionItemRoutes } from './smart-instruction-items.js';
import { registerSmartInstructionRunRoutes } from './smart-instruction-runs.js';
import { sampleReplace } from './smart-instruction-samples.js';
import { keepValidation, refuseInvalid } from './sop-rule-validation.js';

const params = z.object({ id: idSchema });
export const SOP_TAGS = ['smart-instructions'];

export function registerSmartInstructionRoutes(app: ZodApp): void {
  const { services } = app;
  const signer = (req: FastifyRequest) => sopMediaSigner(services, requestOrigin(req));

  app.get(
    '/v1/workspaces/:id/multimodal-sops',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workspaceId! } }) },
      schema: {
        tags: SOP_TAGS,
        summary: "A workspace's smart instructions: pages from 0, newest change first",
        params,
        querystring: smartInstructionListQuerySchema,
        response: wrapped(smartInstructionPageSchema),
      },
    },
    async (req) =>
      ok(await workspaceInstructions(callerOf(req), req.params.id, req.query, signer(req))),
  );

  app.get(
    '/v1/multimodal-sop/owned-by-me',
    {
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: SOP_TAGS,
        summary: 'The smart instructions the caller made (that they still see)',
        querystring: smartInstructionSearchQuerySchema.omit({ keyword: true }),
        response: wrapped(smartInstructionPageSchema),
      },
    },
    async (req) => ok(await ownedInstructions(callerOf(req), req.query, signer(req))),
  );

  app.get(
    '/v1/search/mmsop',
    {
      config: { orgData: true, sample: () => ({ query: { keyword: 'jam' } }) },
      schema: {
        tags: SOP_TAGS,
        summary: 'Smart instructions the caller sees whose title, description or items match',
        querystring: smartInstructionSearchQuerySchema,
        response: wrapped(smartInstructionPageSchema),
      },
    },
    async (req) => ok(await searchInstructions(callerOf(req), req.query, signer(req))),
  );

  app.post(
    '/v1/multimodal-sop',
    {
      ...keepValidation,
      config: {
        orgData: true,
        sample: (f) => ({
          body: {
            workspaceId: f.workspaceId!,
            title: `Fit the guard ${f.uniq!}`,
            items: [{ type: 'step', title: 'Fit the guard' }],
          },
        }),
      },
      schema: {
        tags: SOP_TAGS,
        summary:
          'Create by hand (ready, unpublished), from a PDF upload or from a workflow (processing, a job)',
        body: smartInstructionCreateSchema,
        response: wrapped(smartInstructionCreateAnswerSchema),
      },
    },
    async (req) => {
      refuseInvalid(req);
      const caller = callerOf(req);
      const { row, jobId } = await createInstruction(caller, services.storage, req.body);
      return ok({ item: await instructionView(caller.tenant, row, signer(req)), jobId });
    },
  );

  app.get(
    '/v1/multimodal-sop/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.smartInstructionId! } }) },
      schema: {
        tags: SOP_TAGS,
        summary: "The editor's read, answers included (its workspace's editors)",
        params,
        response: wrapped(smartInstructionAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { row } = await editableInstruction(caller, req.params.id);
      return ok({ item: await instructionView(caller.tenant, row, signer(req)) });
    },
  );

  app.patch(
    '/v1/multimodal-sop',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { id: f.smartInstructionId!, title: 'Clear a jam (draft)' } }),
      },
      schema: {
        tags: SOP_TAGS,
        summary: 'Rename, publish (to all or to teams: a version each time) or unpublish',
        body: smartInstructionUpdateSchema,
        response: wrapped(smartInstructionAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      // Issue 23: a publish needing approval mails its first reviewers.
      const row = await updateInstruction(caller, req.body, services);
      return ok({ item: await instructionView(caller.tenant, row, signer(req)) });
    },
  );

  app.put(
    '/v1/multimodal-sop',
    {
      ...keepValidation,
      config: { orgData: true, sample: (f) => ({ body: sampleReplace(f) }) },
      schema: {
        tags: SOP_TAGS,
        summary: 'The whole content (autosave); 409 while published',
        body: smartInstructionReplaceSchema,
        response: wrapped(smartInstructionAnswerSchema),
      },
    },
    async (req) => {
      refuseInvalid(req);
      const caller = callerOf(req);
      const row = await replaceInstruction(caller, req.body);
      return ok({ item: await instructionView(caller.tenant, row, signer(req)) });
    },
  );

  app.delete(
    '/v1/multimodal-sop',
    {
      config: { orgData: true, sample: (f) => ({ body: { id: f.deletableSopId! } }) },
      schema: {
        tags: SOP_TAGS,
        summary: 'Delete a smart instruction with its items, runs and files',
        body: smartInstructionDeleteSchema,
        response: wrapped(idItemAnswerSchema),
      },
    },
    async (req) => {
      await deleteInstruction(callerOf(req), services.storage, req.body.id);
      return ok({ item: { id: req.body.id } });
    },
  );

  app.post(
    '/v1/multimodal-sop/duplication',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          body: { smartInstructionId: f.smartInstructionId!, workspaceIds: [f.workspaceId!] },
        }),
      },
      schema: {
        tags: SOP_TAGS,
        summary: 'Copies into workspaces the caller edits (unpublished); answers the copies',
        body: smartInstructionDuplicateSchema,
        response: wrapped(smartInstructionDuplicateAnswerSchema),
      },
    },
    async (req) => {
      const ids = await duplicateInstruction(
        callerOf(req),
        services.storage,
        req.body.smartInstructionId,
        req.body.workspaceIds,
      );
      return ok({ items: ids.map((id) => ({ id })) });
    },
  );

  registerSmartInstructionItemRoutes(app);
  registerSmartInstructionRunRoutes(app);
}
