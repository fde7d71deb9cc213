/** Workflow lists, counts and the card's tools (001 §7, 002 §4 / §7). */
import { workflowCountsSchema, type WorkflowCounts } from '@stepwise/core';
import { z } from 'zod';
import { request, type Api } from './client.js';
import {
  stepDetailSchema,
  transcriptionSchema,
  workflowDetailSchema,
  workflowListSchema,
  type StepDetail,
  type TranscriptionView,
  type WorkflowDetail,
  type WorkflowList,
} from './schemas.js';

const id = (value: string) => encodeURIComponent(value);
const itemOf = { item: workflowDetailSchema };

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
  return request(api, 'get', `v1/workspaces/${id(workspaceId)}/workflows`, workflowListSchema, {
    searchParams,
  });
}

/** GET /v1/workspaces/{id}/workflow-counts (002 §4). */
export function getWorkflowCounts(api: Api, workspaceId: string): Promise<WorkflowCounts> {
  return request(
    api,
    'get',
    `v1/workspaces/${id(workspaceId)}/workflow-counts`,
    workflowCountsSchema,
  );
}

/** GET /v1/workflows/owned-by-me: the caller's own workflows. */
export function listOwnedByMe(api: Api, query: ListQuery = {}): Promise<WorkflowList> {
  return request(api, 'get', 'v1/workflows/owned-by-me', workflowListSchema, {
    searchParams: { page: query.page ?? 0, size: query.size ?? 20 },
  });
}

export async function getWorkflow(api: Api, workflowId: string): Promise<WorkflowDetail> {
  return (await request(api, 'get', `v1/workflows/${id(workflowId)}`, z.object(itemOf))).item;
}

export async function getWorkflowSteps(api: Api, workflowId: string): Promise<StepDetail[]> {
  const data = await request(
    api,
    'get',
    `v1/workflows/${id(workflowId)}/steps`,
    z.object({ items: z.array(stepDetailSchema) }),
  );
  return data.items;
}

export async function getTranscription(
  api: Api,
  transcriptionId: string,
): Promise<TranscriptionView> {
  const data = await request(
    api,
    'get',
    `v1/transcriptions/${id(transcriptionId)}`,
    z.object({ item: transcriptionSchema }),
  );
  return data.item;
}

/** PUT /v1/workflows/{id}/title; languageCode only for a translated title (001 §7 Rename). */
export async function renameWorkflow(
  api: Api,
  workflowId: string,
  title: string,
  languageCode?: string,
): Promise<WorkflowDetail> {
  const json = languageCode === undefined ? { title } : { title, languageCode };
  return (
    await request(api, 'put', `v1/workflows/${id(workflowId)}/title`, z.object(itemOf), { json })
  ).item;
}

export async function moveWorkflow(
  api: Api,
  workflowId: string,
  workspaceId: string,
): Promise<WorkflowDetail> {
  return (
    await request(api, 'put', `v1/workflows/${id(workflowId)}/workspace`, z.object(itemOf), {
      json: { workspaceId },
    })
  ).item;
}

export async function publishWorkflow(api: Api, workflowId: string): Promise<WorkflowDetail> {
  return (await request(api, 'put', `v1/workflows/${id(workflowId)}/publish`, z.object(itemOf)))
    .item;
}

export async function unpublishWorkflow(api: Api, workflowId: string): Promise<WorkflowDetail> {
  return (await request(api, 'put', `v1/workflows/${id(workflowId)}/unpublish`, z.object(itemOf)))
    .item;
}

/** POST /v1/workflows/{id}/duplication: one copy per workspace ("groupIds" is the legacy name). */
export async function duplicateWorkflow(
  api: Api,
  workflowId: string,
  workspaceIds: string[],
): Promise<{ id: string }[]> {
  const data = await request(
    api,
    'post',
    `v1/workflows/${id(workflowId)}/duplication`,
    z.object({ items: z.array(z.object({ id: z.string() })) }),
    { json: { groupIds: workspaceIds } },
  );
  return data.items;
}

export async function deleteWorkflow(api: Api, workflowId: string): Promise<void> {
  await request(
    api,
    'delete',
    `v1/workflows/${id(workflowId)}`,
    z.object({ item: z.object({ id: z.string() }) }),
  );
}
