/** Workflows (001 §7 "Workflows (core API)"): detail, steps, rights, rename, move, publish, copy. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  applyTitleUpdate,
  duplicationBlockers,
  ErrorCode,
  idSchema,
  localeSchema,
  stepDetailSchema,
  StepwiseError,
  VIDEO_UPLOAD_LIMITS,
  workflowDetailAnswerSchema,
  workflowTitleUpdateSchema,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { transcriptions, workflows, workspaces } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest, conflict, notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import type { Caller } from '../domain/caller.js';
import type { WorkspaceRow } from '../domain/workspace-access.js';
import {
  editableWorkflow,
  editableWorkspace,
  visibleWorkflow,
  type WorkflowAccess,
} from '../domain/workflow-access.js';
import {
  authorOf,
  cardInput,
  isGen2,
  stepDetail,
  stepsOf,
  workflowView,
} from '../domain/workflow-view.js';
import { posterAtTime } from '../domain/workflow-poster.js';
import { registerTranscriptionRoutes } from './transcriptions.js';
import { approvalRefOf, submitForApproval } from '../domain/approval-requests.js';
import {
  approvalGated,
  IN_REVIEW_COPY,
  moveRules,
  refuseInReview,
} from '../domain/approval-rules.js';
import { completeWorkflowPublish } from '../domain/workflow-versions.js';
import { insertWorkflowCopy } from '../domain/workflow-copy.js';

const params = z.object({ id: idSchema });
const sampleId = (f: Record<string, string>) => ({ params: { id: f.workflowId! } });
// At most this many copies in one request: each copy writes the workflow, steps and transcripts.
const MAX_COPY_TARGETS = 20;

export async function detail(caller: Caller, { workflow, workspace }: WorkflowAccess) {
  const [stepList, author, texts, approvalRequest] = await Promise.all([
    stepsOf(caller, workflow.id),
    authorOf(caller, workflow),
    caller.tenant.select(transcriptions, eq(transcriptions.workflowId, workflow.id)),
    approvalRefOf(caller.tenant, { workflowId: workflow.id }),
  ]);
  return {
    ...workflowView(workflow, workspace, stepList, author, isGen2(caller)),
    approvalRequest,
    transcriptions: texts.map((t) => ({
      id: t.id,
      languageCode: t.languageCode,
      source: t.source,
    })),
    steps: stepList.map((s) => ({
      id: s.id,
      order: s.order,
      title: s.title,
      startTime: s.startTime,
      endTime: s.endTime,
    })),
    externalId: workflow.externalId,
  };
}

/** Writes a change to a workflow the caller may edit and answers with the new detail. */
export async function change(
  caller: Caller,
  id: string,
  set: Partial<typeof workflows.$inferInsert>,
) {
  const found = await editableWorkflow(caller, id);
  const [workflow] = await caller.tenant.update(
    workflows,
    { ...set, updatedAt: new Date() },
    eq(workflows.id, found.workflow.id),
  );
  if (!workflow) throw notFound('Workflow');
  const workspace =
    workflow.workspaceId === found.workspace.id
      ? found.workspace
      : await caller.tenant.first(workspaces, eq(workspaces.id, workflow.workspaceId));
  if (!workspace) throw notFound('Workspace');
  return detail(caller, { ...found, workflow, workspace });
}

export function registerWorkflowRoutes(app: ZodApp): void {
  app.get(
    '/v1/workflows/:id',
    {
      config: { orgData: true, sample: sampleId },
      schema: { tags: ['workflows'], params, response: wrapped(workflowDetailAnswerSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok({ item: await detail(caller, await visibleWorkflow(caller, req.params.id)) });
    },
  );

  app.delete(
    '/v1/workflows/:id',
    {
      config: { orgData: true, sample: sampleId },
      schema: {
        tags: ['workflows'],
        params,
        response: wrapped(z.object({ item: z.object({ id: z.string() }) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      // Soft delete: the row (and its media keys, which copies may share) stays for recovery.
      await caller.tenant.update(
        workflows,
        { deletedAt: new Date(), updatedAt: new Date() },
        eq(workflows.id, workflow.id),
      );
      return ok({ item: { id: workflow.id } });
    },
  );

  app.get(
    '/v1/workflows/:id/steps',
    {
      config: { orgData: true, sample: sampleId },
      schema: {
        tags: ['workflows'],
        params,
        response: wrapped(z.object({ items: z.array(stepDetailSchema) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await visibleWorkflow(caller, req.params.id);
      const [stepList, texts] = await Promise.all([
        stepsOf(caller, workflow.id),
        caller.tenant.select(transcriptions, eq(transcriptions.workflowId, workflow.id)),
      ]);
      return ok({ items: stepList.map((s) => stepDetail(s, texts)) });
    },
  );

  app.get(
    '/v1/workflows/:id/permissions',
    {
      config: { orgData: true, sample: sampleId },
      schema: {
        tags: ['workflows'],
        params,
        response: wrapped(z.object({ allowView: z.boolean(), allowEdit: z.boolean() })),
      },
    },
    async (req) => {
      const { workspace, access } = await visibleWorkflow(callerOf(req), req.params.id);
      return ok({ allowView: true, allowEdit: access.canEdit(workspace) });
    },
  );

  app.put(
    '/v1/workflows/:id/title',
    {
      config: {
        orgData: true,
        sample: (f) => ({ ...sampleId(f), body: { title: `Torque Check ${f.uniq}` } }),
      },
      schema: {
        tags: ['workflows'],
        params,
        body: workflowTitleUpdateSchema,
        response: wrapped(workflowDetailAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const found = await editableWorkflow(caller, req.params.id);
      const next = applyTitleUpdate(found.workflow, req.body);
      // Nothing changes: answer with the workflow as it is (001 §5 "nothing sent if unchanged").
      if (!next) return ok({ item: await detail(caller, found) });
      return ok({ item: await change(caller, found.workflow.id, next) });
    },
  );

  app.put(
    '/v1/workflows/:id/language-code',
    {
      config: { orgData: true, sample: (f) => ({ ...sampleId(f), body: { languageCode: 'en' } }) },
      schema: {
        tags: ['workflows'],
        params,
        body: z.strictObject({ languageCode: localeSchema }),
        response: wrapped(workflowDetailAnswerSchema),
      },
    },
    async (req) =>
      ok({
        item: await change(callerOf(req), req.params.id, { languageCode: req.body.languageCode }),
      }),
  );

  app.put(
    '/v1/workflows/:id/workspace',
    {
      config: {
        orgData: true,
        sample: (f) => ({ ...sampleId(f), body: { workspaceId: f.workspaceId! } }),
      },
      schema: {
        tags: ['workflows'],
        params,
        body: z.strictObject({ workspaceId: idSchema }),
        response: wrapped(workflowDetailAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      const target = await editableWorkspace(caller, req.body.workspaceId);
      // Issue 23 (001 §4): content in review stays where its reviewers look for it; moving
      // into a workspace with an approval workflow unpublishes (it is approved there anew).
      const unpublish = await moveRules(caller, { workflowId: workflow.id }, workflow, target.id);
      return ok({
        item: await change(caller, workflow.id, {
          workspaceId: target.id,
          ...(unpublish ? { published: false, publishedDate: null } : {}),
        }),
      });
    },
  );

  app.put(
    '/v1/workflows/:id/poster',
    {
      config: { orgData: true, sample: (f) => ({ ...sampleId(f), body: { time: 1 } }) },
      schema: {
        tags: ['workflows'],
        params,
        // The frame at `time` of the timeline (issue 21); a workflow without its original keeps
        // the per-second thumbnail (the imageMap) at that time.
        body: z.strictObject({
          time: z.number().min(0).max(VIDEO_UPLOAD_LIMITS.maxDurationSeconds),
        }),
        response: wrapped(workflowDetailAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      if (workflow.processed && workflow.originalKey) {
        // Issue 21: the very frame, from the original at full quality (the edits' timeline).
        const { storage } = app.services;
        const made = await posterAtTime(caller, storage, workflow.id, req.body.time);
        const item = await change(caller, workflow.id, { posterKey: made.key });
        if (made.replaced) await storage.delete(made.replaced).catch(() => undefined);
        return ok({ item });
      }
      const imageMap = workflow.imageMap ?? {};
      const seconds = Object.keys(imageMap).map(Number);
      if (seconds.length === 0) {
        throw conflict('The workflow has no thumbnails yet; choose a poster once it is processed');
      }
      const second = Math.min(Math.floor(req.body.time), Math.max(...seconds));
      const key = imageMap[String(second)];
      if (!key) throw badRequest(`There is no thumbnail at ${second} s`);
      return ok({ item: await change(caller, workflow.id, { posterKey: key }) });
    },
  );

  app.put(
    '/v1/workflows/:id/unpublish',
    {
      config: { orgData: true, sample: sampleId },
      schema: { tags: ['workflows'], params, response: wrapped(workflowDetailAnswerSchema) },
    },
    async (req) =>
      ok({
        item: await change(callerOf(req), req.params.id, { published: false, publishedDate: null }),
      }),
  );

  app.put(
    '/v1/workflows/:id/publish',
    {
      config: { orgData: true, sample: sampleId },
      schema: { tags: ['workflows'], params, response: wrapped(workflowDetailAnswerSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      if (!workflow.processed) {
        throw conflict('The workflow is still processing; publish it once processing has finished');
      }
      // Issue 23: in a workspace with an approval workflow this opens a request instead; the
      // last approval publishes (completeWorkflowPublish keeps the version either way).
      const requestId = await submitForApproval(
        caller,
        { type: 'workflow', workflow },
        app.services,
      );
      if (!requestId)
        await completeWorkflowPublish(caller.tenant, caller.userId, workflow.id, null);
      return ok({ item: await detail(caller, await editableWorkflow(caller, workflow.id)) });
    },
  );

  app.post(
    '/v1/workflows/:id/duplication',
    {
      config: {
        orgData: true,
        sample: (f) => ({ ...sampleId(f), body: { groupIds: [f.workspaceId!] } }),
      },
      schema: {
        tags: ['workflows'],
        params,
        // "groupIds" is the spec's legacy name: they are workspace ids.
        body: z.strictObject({ groupIds: z.array(idSchema).min(1).max(MAX_COPY_TARGETS) }),
        response: wrapped(z.object({ items: z.array(z.object({ id: z.string() })) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      const [stepList, texts] = await Promise.all([
        stepsOf(caller, workflow.id),
        caller.tenant.select(transcriptions, eq(transcriptions.workflowId, workflow.id)),
      ]);
      const blockers = duplicationBlockers(cardInput(workflow, stepList));
      if (blockers.some((b) => b.reason === 'in-review')) {
        throw new StepwiseError(ErrorCode.SopInReview, IN_REVIEW_COPY);
      }
      // The open request decides too, should the review status have been left behind.
      await refuseInReview(caller, { workflowId: workflow.id }, IN_REVIEW_COPY);
      if (blockers.length > 0) {
        throw conflict('The workflow is busy or failed and cannot be copied now', { blockers });
      }
      const targets: WorkspaceRow[] = [];
      for (const id of new Set(req.body.groupIds))
        targets.push(await editableWorkspace(caller, id));
      const gated = new Set<string>();
      for (const ws of targets) if (await approvalGated(caller, ws.id)) gated.add(ws.id);
      const items = await caller.tenant.transaction(async (tx) => {
        const out: { id: string }[] = [];
        for (const ws of targets) {
          const copy = await insertWorkflowCopy(
            tx,
            workflow,
            { steps: stepList, texts },
            {
              workspaceId: ws.id,
              authorId: caller.userId,
              // Published copies arrive unpublished where publishing needs approval (001 §4).
              ...(gated.has(ws.id) ? { published: false, publishedDate: null } : {}),
            },
          );
          out.push({ id: copy.id });
        }
        return out;
      });
      return ok({ items });
    },
  );

  registerTranscriptionRoutes(app);
}
