/** AI summary (001 §7): read a workflow's, request one, edit or switch it, remove it. */
import {
  aiSummarySchema,
  type AiSummaryCreate,
  type AiSummaryUpdate,
  type AiSummaryView,
} from '@stepwise/core';
import { z } from 'zod';
import { request, type Api } from './client.js';

const id = (value: string) => encodeURIComponent(value);
const one = z.object({ item: aiSummarySchema });

/** GET /v1/workflows/{id}/ai-summary: null when the workflow has none. */
export async function getAiSummary(api: Api, workflowId: string): Promise<AiSummaryView | null> {
  const path = `v1/workflows/${id(workflowId)}/ai-summary`;
  return (await request(api, 'get', path, z.object({ item: aiSummarySchema.nullable() }))).item;
}

/** POST /v1/ai-summary: replaces the workflow's summary; it starts pending. */
export async function createAiSummary(api: Api, body: AiSummaryCreate): Promise<AiSummaryView> {
  return (await request(api, 'post', 'v1/ai-summary', one, { json: body })).item;
}

/** PATCH /v1/ai-summary/{id}: new content (the author's, completed) and/or the switch. */
export async function updateAiSummary(
  api: Api,
  summaryId: string,
  body: AiSummaryUpdate,
): Promise<AiSummaryView> {
  return (await request(api, 'patch', `v1/ai-summary/${id(summaryId)}`, one, { json: body })).item;
}

export async function deleteAiSummary(api: Api, summaryId: string): Promise<void> {
  await request(api, 'delete', `v1/ai-summary/${id(summaryId)}`, z.object({ id: z.string() }));
}
