/**
 * Version history (issue 23; 001 §3, §7; 002 §7): a workflow's kept versions and what changed
 * between them, restoring one as the draft, and a smart instruction's versions read and
 * restored. A past workflow version is played through the player routes (routes/player.ts).
 * Versions are read and restored by the workflow's editors; an SOP version is read by whoever
 * may view the SOP.
 */
import { z } from 'zod';
import {
  idSchema,
  smartInstructionAnswerSchema,
  smartInstructionForViewingAnswerSchema,
  versionListQuerySchema,
  workflowDetailAnswerSchema,
  workflowVersionDiffAnswerSchema,
  workflowVersionDiffQuerySchema,
  workflowVersionListSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { quizSealKey } from '../domain/quiz-seal.js';
import { instructionView, sopMediaSigner } from '../domain/smart-instruction-view.js';
import { restoreSopVersion, sopVersionForViewing } from '../domain/sop-version-restore.js';
import { restoreWorkflowVersion } from '../domain/workflow-version-restore.js';
import { workflowVersionDiffOf, workflowVersionList } from '../domain/workflow-versions.js';
import { detail } from './workflows.js';

const params = z.object({ id: idSchema });
const TAGS = ['workflow-versions'];

export function registerWorkflowVersionRoutes(app: ZodApp): void {
  const { services } = app;
  const seal = quizSealKey(services.quizAnswerSecret);

  app.get(
    '/v1/workflows/:id/version-histories',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.versionedWorkflowId! }, query: { latest: 'false' } }),
      },
      schema: {
        tags: TAGS,
        summary: "The workflow's kept versions, newest first (its editors only)",
        params,
        querystring: versionListQuerySchema,
        response: wrapped(workflowVersionListSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok({ items: await workflowVersionList(caller, req.params.id, req.query.latest) });
    },
  );

  app.get(
    '/v1/workflows/:id/version-diff',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.versionedWorkflowId! },
          query: { from: f.workflowVersionId!, to: 'draft' },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'What changed from a version to another one, or to the draft (editors only)',
        params,
        querystring: workflowVersionDiffQuerySchema,
        response: wrapped(workflowVersionDiffAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { from, to } = req.query;
      return ok({ item: await workflowVersionDiffOf(caller, req.params.id, from, to) });
    },
  );

  app.post(
    '/v1/workflow-version-histories/:id/restore',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowVersionId! } }) },
      schema: {
        tags: TAGS,
        summary:
          'The workflow becomes an unpublished draft equal to the version (editors; code 50 while in review)',
        params,
        response: wrapped(workflowDetailAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok({
        item: await detail(caller, await restoreWorkflowVersion(caller, req.params.id)),
      });
    },
  );

  app.get(
    '/v1/player/multimodal-sop-version-histories/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.sopVersionHistoryId! } }) },
      schema: {
        tags: TAGS,
        summary: 'A past version of a smart instruction, to view (whoever may view the SOP)',
        params,
        response: wrapped(smartInstructionForViewingAnswerSchema),
      },
    },
    async (req) => {
      const sign = sopMediaSigner(services, requestOrigin(req));
      const item = await sopVersionForViewing(callerOf(req), req.params.id, seal, sign);
      return ok({ item });
    },
  );

  app.post(
    '/v1/multimodal-sop-version-histories/:id/restore',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.restorableSopVersionId! } }) },
      schema: {
        tags: TAGS,
        summary:
          "The smart instruction's items become the version's, as a draft (editors; code 50 while in review)",
        params,
        response: wrapped(smartInstructionAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const row = await restoreSopVersion(caller, req.params.id);
      const sign = sopMediaSigner(services, requestOrigin(req));
      return ok({ item: await instructionView(caller.tenant, row, sign) });
    },
  );
}
