/**
 * Approval workflows and requests (issue 23; 001 §6-7, 002 §1, §4, §6): a workspace's stages of
 * reviewers, the requests publishing opens in it, the reviewers' signed approvals, rejections
 * and the requester's recall, and what each person reads of them.
 */
import { z } from 'zod';
import {
  approvalActionSchema,
  approvalAssignedQuerySchema,
  approvalGroupedHistoriesQuerySchema,
  approvalGroupedHistoriesSchema,
  approvalRequestAnswerSchema,
  approvalRequestPageSchema,
  approvalWorkflowAnswerSchema,
  approvalWorkflowCreateSchema,
  approvalWorkflowListQuerySchema,
  approvalWorkflowPageSchema,
  approvalWorkflowUpdateSchema,
  idItemAnswerSchema,
  idSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import {
  createApprovalWorkflow,
  deleteApprovalWorkflow,
  listApprovalWorkflows,
  updateApprovalWorkflow,
} from '../domain/approval-workflows.js';
import { actOnRequest } from '../domain/approval-actions.js';
import {
  assignedRequests,
  groupedHistories,
  readableRequest,
  requestView,
} from '../domain/approval-views.js';

const TAGS = ['approvals'];
const params = z.object({ id: idSchema });

export function registerApprovalRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    '/v1/approval-workflows',
    {
      config: { orgData: true, sample: (f) => ({ query: { workspaceId: f.workspaceId! } }) },
      schema: {
        tags: TAGS,
        summary:
          "A workspace's approval workflow (?workspaceId=), else those of the workspaces I administer",
        querystring: approvalWorkflowListQuerySchema,
        response: wrapped(approvalWorkflowPageSchema),
      },
    },
    async (req) => ok(await listApprovalWorkflows(callerOf(req), req.query)),
  );

  app.post(
    '/v1/approval-workflows',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          body: {
            workspaceId: f.workspaceId!,
            title: `Release review ${f.uniq}`,
            stages: [{ title: 'Quality', reviewerIds: [f.orgAdminId!], rule: 'any' }],
          },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Org admins and admins of the workspace; one per workspace (409)',
        body: approvalWorkflowCreateSchema,
        response: wrapped(approvalWorkflowAnswerSchema),
      },
    },
    async (req) => ok({ item: await createApprovalWorkflow(callerOf(req), req.body) }),
  );

  app.patch(
    '/v1/approval-workflows/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.approvalWorkflowId! },
          body: { title: `Release review ${f.uniq}` },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Change the stages or days; open requests keep the stages they started with',
        params,
        body: approvalWorkflowUpdateSchema,
        response: wrapped(approvalWorkflowAnswerSchema),
      },
    },
    async (req) =>
      ok({ item: await updateApprovalWorkflow(callerOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/v1/approval-workflows/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.approvalWorkflowId! } }) },
      schema: {
        tags: TAGS,
        summary: 'Delete; its open requests go on with their own stages',
        params,
        response: wrapped(idItemAnswerSchema),
      },
    },
    async (req) => {
      await deleteApprovalWorkflow(callerOf(req), req.params.id);
      return ok({ item: { id: req.params.id } });
    },
  );

  app.get(
    '/v1/approval-requests/grouped-histories',
    {
      config: { orgData: true, sample: (f) => ({ query: { workflowId: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        summary: "A content's requests, newest first, each with its history oldest first",
        querystring: approvalGroupedHistoriesQuerySchema,
        response: wrapped(approvalGroupedHistoriesSchema),
      },
    },
    async (req) => {
      const { workflowId, multimodalSopId } = req.query;
      const key = workflowId ? { workflowId } : { multimodalSopId: multimodalSopId! };
      return ok(await groupedHistories(callerOf(req), key));
    },
  );

  app.get(
    '/v1/approval-requests/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.approvalRequestId! } }) },
      schema: {
        tags: TAGS,
        summary: 'The requester, editors of the content, its reviewers and org admins',
        params,
        response: wrapped(approvalRequestAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const row = await readableRequest(caller, req.params.id);
      return ok({ item: await requestView(caller.tenant, row) });
    },
  );

  app.post(
    '/v1/approval-requests/:id/actions',
    {
      config: {
        orgData: true,
        // Approve checks a password: the sign-in bound applies (wrong ones also lock).
        rateLimits: ['signIn'],
        sample: (f) => ({
          params: { id: f.approvalRequestId! },
          body: { action: 'recall', comment: `Recalled to change step 2 (${f.uniq})` },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Approve (electronic signature: your password or PIN), reject or recall',
        params,
        body: approvalActionSchema,
        response: wrapped(approvalRequestAnswerSchema),
      },
    },
    async (req) =>
      ok({
        item: await actOnRequest(callerOf(req), services, req.ip, req.params.id, req.body),
      }),
  );

  app.get(
    '/v1/me/approval-requests/assigned',
    {
      config: { orgData: true, sample: () => ({ query: { page: '0', size: '20' } }) },
      schema: {
        tags: TAGS,
        summary: 'Open requests waiting for my review (I am an active reviewer)',
        querystring: approvalAssignedQuerySchema,
        response: wrapped(approvalRequestPageSchema),
      },
    },
    async (req) => ok(await assignedRequests(callerOf(req), req.query)),
  );
}
