/** AI summary (001 §7): read a workflow's, request one, edit or switch it, remove it. */
import type { AiSummaryCreate, AiSummaryUpdate, AiSummaryView } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** GET /v1/workflows/{id}/ai-summary: null when the workflow has none. */
export async function getAiSummary(api: Api, workflowId: string): Promise<AiSummaryView | null> {
  return (await call(api, 'GET /v1/workflows/:id/ai-summary', { params: { id: workflowId } })).item;
}

/** POST /v1/ai-summary: replaces the workflow's summary; it starts pending. */
export async function createAiSummary(api: Api, body: AiSummaryCreate): Promise<AiSummaryView> {
  return (await call(api, 'POST /v1/ai-summary', { json: body })).item;
}

/** PATCH /v1/ai-summary/{id}: new content (the author's, completed) and/or the switch. */
export async function updateAiSummary(
  api: Api,
  summaryId: string,
  body: AiSummaryUpdate,
): Promise<AiSummaryView> {
  return (await call(api, 'PATCH /v1/ai-summary/:id', { params: { id: summaryId }, json: body }))
    .item;
}

export async function deleteAiSummary(api: Api, summaryId: string): Promise<void> {
  await call(api, 'DELETE /v1/ai-summary/:id', { params: { id: summaryId } });
}
