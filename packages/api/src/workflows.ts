/** Workflow lists, counts and the card's tools (001 §7, 002 §4 / §7). */
import type {
  StepDetail,
  TranscriptionView,
  WorkflowCounts,
  WorkflowDetail,
  WorkflowList,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export interface ListQuery {
  page?: number;
  size?: number;
}

/** GET /v1/workspaces/{id}/workflows, newest first. */
export function listWorkspaceWorkflows(
  api: Api,
  workspaceId: string,
  query: ListQuery & { published?: boolean; keyword?: string } = {},
): Promise<WorkflowList> {
  const searchParams: Record<string, string | number | boolean> = {
    page: query.page ?? 0,
    size: query.size ?? 20,
  };
  if (query.published !== undefined) searchParams.published = query.published;
  if (query.keyword) searchParams.keyword = query.keyword;
  return call(api, 'GET /v1/workspaces/:id/workflows', {
    params: { id: workspaceId },
    searchParams,
  });
}

/** GET /v1/workspaces/{id}/workflow-counts (002 §4). */
export function getWorkflowCounts(api: Api, workspaceId: string): Promise<WorkflowCounts> {
  return call(api, 'GET /v1/workspaces/:id/workflow-counts', { params: { id: workspaceId } });
}

/** GET /v1/workflows/owned-by-me: the caller's own workflows. */
export function listOwnedByMe(api: Api, query: ListQuery = {}): Promise<WorkflowList> {
  return call(api, 'GET /v1/workflows/owned-by-me', {
    searchParams: { page: query.page ?? 0, size: query.size ?? 20 },
  });
}

export async function getWorkflow(api: Api, workflowId: string): Promise<WorkflowDetail> {
  return (await call(api, 'GET /v1/workflows/:id', { params: { id: workflowId } })).item;
}

export async function getWorkflowSteps(api: Api, workflowId: string): Promise<StepDetail[]> {
  return (await call(api, 'GET /v1/workflows/:id/steps', { params: { id: workflowId } })).items;
}

export async function getTranscription(
  api: Api,
  transcriptionId: string,
): Promise<TranscriptionView> {
  return (await call(api, 'GET /v1/transcriptions/:id', { params: { id: transcriptionId } })).item;
}

/** PUT /v1/workflows/{id}/title; languageCode only for a translated title (001 §7 Rename). */
export async function renameWorkflow(
  api: Api,
  workflowId: string,
  title: string,
  languageCode?: string,
): Promise<WorkflowDetail> {
  const json = languageCode === undefined ? { title } : { title, languageCode };
  return (await call(api, 'PUT /v1/workflows/:id/title', { params: { id: workflowId }, json }))
    .item;
}

export async function moveWorkflow(
  api: Api,
  workflowId: string,
  workspaceId: string,
): Promise<WorkflowDetail> {
  return (
    await call(api, 'PUT /v1/workflows/:id/workspace', {
      params: { id: workflowId },
      json: { workspaceId },
    })
  ).item;
}

export async function publishWorkflow(api: Api, workflowId: string): Promise<WorkflowDetail> {
  return (await call(api, 'PUT /v1/workflows/:id/publish', { params: { id: workflowId } })).item;
}

export async function unpublishWorkflow(api: Api, workflowId: string): Promise<WorkflowDetail> {
  return (await call(api, 'PUT /v1/workflows/:id/unpublish', { params: { id: workflowId } })).item;
}

/** POST /v1/workflows/{id}/duplication: one copy per workspace ("groupIds" is the legacy name). */
export async function duplicateWorkflow(
  api: Api,
  workflowId: string,
  workspaceIds: string[],
): Promise<{ id: string }[]> {
  const data = await call(api, 'POST /v1/workflows/:id/duplication', {
    params: { id: workflowId },
    json: { groupIds: workspaceIds },
  });
  return data.items;
}

export async function deleteWorkflow(api: Api, workflowId: string): Promise<void> {
  await call(api, 'DELETE /v1/workflows/:id', { params: { id: workflowId } });
}
