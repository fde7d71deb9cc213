/**
 * AI summary (001 §7): `GET /v1/workflows/{id}/ai-summary` for whoever may play the workflow;
 * `POST /v1/ai-summary` (create or replace, then the `ai-summary` job writes it), `PATCH` and
 * `DELETE /v1/ai-summary/{id}` for its publishers and admins (editableWorkflow: hidden is 404,
 * read-only 403).
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  aiSummaryCreateSchema,
  aiSummarySchema,
  aiSummaryUpdateSchema,
  idSchema,
  isAiSummaryProcessing,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { aiSummaries } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { conflict } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import { editableWorkflow } from '../domain/workflow-access.js';
import { playableWorkflow } from '../domain/media-access.js';
import {
  aiSummaryView,
  requestAiSummary,
  editableSummary,
  summaryOfWorkflow,
} from '../domain/ai-summary.js';

const params = z.object({ id: idSchema });
const one = wrapped(z.object({ item: aiSummarySchema }));
const BASE = '/v1/ai-summary';

export function registerAiSummaryRoutes(app: ZodApp): void {
  app.get(
    '/v1/workflows/:id/ai-summary',
    {
      config: { orgData: true, learner: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: ['ai-summary'],
        summary: "The workflow's AI summary (null when it has none); only completed is shown",
        params,
        response: wrapped(z.object({ item: aiSummarySchema.nullable() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow, workspace, access } = await playableWorkflow(caller, req.params.id);
      const row = await summaryOfWorkflow(caller.tenant, workflow.id);
      const showError = caller.kind !== 'custom' && access.canEdit(workspace);
      return ok({ item: row ? aiSummaryView(row, { showError }) : null });
    },
  );

  app.post(
    BASE,
    {
      config: { orgData: true, sample: (f) => ({ body: { workflowId: f.workflowId! } }) },
      schema: { tags: ['ai-summary'], body: aiSummaryCreateSchema, response: one },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.body.workflowId);
      const row = await requestAiSummary(caller, workflow.id, req.body.sentences);
      return ok({ item: aiSummaryView(row, { showError: true }) });
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.uniq! }, body: { activate: false } }),
      },
      schema: {
        tags: ['ai-summary'],
        summary: 'Edit the content (it becomes the author’s, completed) or switch it on or off',
        params,
        body: aiSummaryUpdateSchema,
        response: one,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { row } = await editableSummary(caller, req.params.id);
      const { content, activate } = req.body;
      if (content && isAiSummaryProcessing(row.status)) {
        throw conflict(`The summary is still being generated (it is ${row.status})`);
      }
      const [updated] = await caller.tenant.update(
        aiSummaries,
        {
          ...(activate !== undefined ? { activate } : {}),
          ...(content
            ? { content, status: 'completed', generator: 'author', model: null, errorMessage: null }
            : {}),
          updatedAt: new Date(),
        },
        eq(aiSummaries.id, row.id),
      );
      // Replaced or deleted since it was read: gone for this request too.
      if (!updated) throw conflict('The summary was replaced or removed meanwhile');
      return ok({ item: aiSummaryView(updated, { showError: true }) });
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: { tags: ['ai-summary'], params, response: wrapped(z.object({ id: z.string() })) },
    },
    async (req) => {
      const caller = callerOf(req);
      const { row } = await editableSummary(caller, req.params.id);
      await caller.tenant.delete(aiSummaries, eq(aiSummaries.id, row.id));
      return ok({ id: row.id });
    },
  );
}
