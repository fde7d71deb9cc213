/** Approval workflows and requests (issue 23; 001 §7 "Approval", 002 §7). */
import type {
  ApprovalActionInput,
  ApprovalRequest,
  ApprovalWorkflow,
  ApprovalWorkflowCreate,
  ApprovalWorkflowUpdate,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** GET /v1/approval-workflows (?workspaceId: that workspace's; page 0-based). */
export function listApprovalWorkflows(
  api: Api,
  query: { workspaceId?: string; page?: number; size?: number } = {},
) {
  const searchParams: Record<string, string> = {};
  if (query.workspaceId) searchParams.workspaceId = query.workspaceId;
  if (query.page !== undefined) searchParams.page = String(query.page);
  if (query.size !== undefined) searchParams.size = String(query.size);
  return call(api, 'GET /v1/approval-workflows', { searchParams });
}

export async function createApprovalWorkflow(
  api: Api,
  body: ApprovalWorkflowCreate,
): Promise<ApprovalWorkflow> {
  return (await call(api, 'POST /v1/approval-workflows', { json: body })).item;
}

export async function updateApprovalWorkflow(
  api: Api,
  id: string,
  body: ApprovalWorkflowUpdate,
): Promise<ApprovalWorkflow> {
  return (await call(api, 'PATCH /v1/approval-workflows/:id', { params: { id }, json: body })).item;
}

export async function deleteApprovalWorkflow(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/approval-workflows/:id', { params: { id } });
}

export async function getApprovalRequest(api: Api, id: string): Promise<ApprovalRequest> {
  return (await call(api, 'GET /v1/approval-requests/:id', { params: { id } })).item;
}

/** POST /v1/approval-requests/{id}/actions: approve (with password), reject or recall (comment). */
export async function actOnApprovalRequest(
  api: Api,
  id: string,
  action: ApprovalActionInput,
): Promise<ApprovalRequest> {
  return (
    await call(api, 'POST /v1/approval-requests/:id/actions', { params: { id }, json: action })
  ).item;
}

/** GET /v1/approval-requests/grouped-histories: each request of the content with its history. */
export async function approvalHistories(
  api: Api,
  content: { workflowId: string } | { multimodalSopId: string },
) {
  return (
    await call(api, 'GET /v1/approval-requests/grouped-histories', { searchParams: { ...content } })
  ).items;
}

/** GET /v1/me/approval-requests/assigned: open requests waiting for me. */
export function listAssignedApprovalRequests(
  api: Api,
  query: { page?: number; size?: number } = {},
) {
  const searchParams: Record<string, string> = {};
  if (query.page !== undefined) searchParams.page = String(query.page);
  if (query.size !== undefined) searchParams.size = String(query.size);
  return call(api, 'GET /v1/me/approval-requests/assigned', { searchParams });
}

/** GET /v1/me/notifications: my stored notifications (approval kinds so far; issue 24 the rest). */
export function listMyNotifications(api: Api) {
  return call(api, 'GET /v1/me/notifications');
}
