/**
 * Smart instructions, also called multimodal SOPs (issue 20; 001 §7, 002 §7): list, author,
 * import from a PDF or a video, read to view and run, track a run. The shapes are core's
 * (smart-instruction.schema.ts); each call is a route of core's table.
 */
import type {
  SmartInstruction,
  SmartInstructionCreate,
  SmartInstructionForViewing,
  SmartInstructionReplace,
  SmartInstructionUpdate,
  SopAttachment,
  SopEditEvent,
  SopEditEventBatch,
  SopItemInsert,
  SopItemMove,
  SopItemUpdate,
  SopMedia,
  SopQuizCheck,
  SopQuizCheckResult,
  SopTracking,
  SopUserFile,
  SopVersionHistory,
  StoredSopSession,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export interface SopPageQuery {
  page?: number;
  size?: number;
}

/** GET /v1/workspaces/{id}/multimodal-sops: a workspace's SOPs, newest update first. */
export function listWorkspaceSmartInstructions(
  api: Api,
  workspaceId: string,
  query: SopPageQuery & {
    orderBy?: 'updatedAt' | 'createdAt' | 'title';
    order?: 'asc' | 'desc';
  } = {},
) {
  return call(api, 'GET /v1/workspaces/:id/multimodal-sops', {
    params: { id: workspaceId },
    searchParams: { ...query },
  });
}

/** GET /v1/multimodal-sop/owned-by-me: the SOPs the caller made. */
export function listOwnedSmartInstructions(api: Api, query: SopPageQuery = {}) {
  return call(api, 'GET /v1/multimodal-sop/owned-by-me', { searchParams: { ...query } });
}

/** GET /v1/search/mmsop: SOPs the caller may see whose title or text matches `keyword`. */
export function searchSmartInstructions(
  api: Api,
  query: SopPageQuery & { keyword: string },
  signal?: AbortSignal,
) {
  return call(api, 'GET /v1/search/mmsop', { searchParams: { ...query }, signal });
}

/** POST /v1/multimodal-sop: by hand, from a PDF upload or from a workflow (then a job runs). */
export function createSmartInstruction(api: Api, body: SmartInstructionCreate) {
  return call(api, 'POST /v1/multimodal-sop', { json: body });
}

/** GET /v1/multimodal-sop/{id}: the editor's read, with answers (editors only). */
export async function getSmartInstruction(api: Api, id: string): Promise<SmartInstruction> {
  return (await call(api, 'GET /v1/multimodal-sop/:id', { params: { id } })).item;
}

/** PATCH /v1/multimodal-sop: rename, publish (to all or a team) or unpublish. */
export async function updateSmartInstruction(
  api: Api,
  body: SmartInstructionUpdate,
): Promise<SmartInstruction> {
  return (await call(api, 'PATCH /v1/multimodal-sop', { json: body })).item;
}

/** PUT /v1/multimodal-sop: the whole content (autosave); refused while published (409). */
export async function replaceSmartInstruction(
  api: Api,
  body: SmartInstructionReplace,
): Promise<SmartInstruction> {
  return (await call(api, 'PUT /v1/multimodal-sop', { json: body })).item;
}

/** DELETE /v1/multimodal-sop. */
export async function deleteSmartInstruction(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/multimodal-sop', { json: { id } });
}

/** POST /v1/multimodal-sop/{id}/items: insert at a position (refusals carry 001 §5's message). */
export async function insertSopItemAt(
  api: Api,
  id: string,
  body: SopItemInsert,
): Promise<SmartInstruction> {
  return (await call(api, 'POST /v1/multimodal-sop/:id/items', { params: { id }, json: body }))
    .item;
}

/** PUT /v1/multimodal-sop/{id}/items/{itemId}: one item's content. */
export async function updateSopItem(
  api: Api,
  id: string,
  body: SopItemUpdate,
): Promise<SmartInstruction> {
  return (
    await call(api, 'PUT /v1/multimodal-sop/:id/items/:itemId', {
      params: { id, itemId: body.id },
      json: body,
    })
  ).item;
}

/** POST /v1/multimodal-sop/{id}/items/move: a drop, checked by the same rules as the editor. */
export async function moveSopItemTo(
  api: Api,
  id: string,
  body: SopItemMove,
): Promise<SmartInstruction> {
  return (await call(api, 'POST /v1/multimodal-sop/:id/items/move', { params: { id }, json: body }))
    .item;
}

/** DELETE /v1/multimodal-sop/items: an item (a step takes its substeps along). */
export async function deleteSopItem(api: Api, itemId: string): Promise<SmartInstruction> {
  return (await call(api, 'DELETE /v1/multimodal-sop/items', { json: { id: itemId } })).item;
}

/** POST /v1/multimodal-sop/duplication: copies into workspaces; the answer lists the copies. */
export async function duplicateSmartInstruction(
  api: Api,
  smartInstructionId: string,
  workspaceIds: string[],
): Promise<{ id: string }[]> {
  return (
    await call(api, 'POST /v1/multimodal-sop/duplication', {
      json: { smartInstructionId, workspaceIds },
    })
  ).items;
}

/** POST /v1/multimodal-sop/{id}/media: a finished upload becomes an attachment. */
export async function attachSopMedia(api: Api, id: string, body: SopMedia): Promise<SopAttachment> {
  return (await call(api, 'POST /v1/multimodal-sop/:id/media', { params: { id }, json: body }))
    .item;
}

/** GET /v1/player/multimodal-sop/{id}: the SOP to view or run (signed in or by share token). */
export async function getPlayerSmartInstruction(
  api: Api,
  id: string,
  query: { includeSubData?: boolean; shareAccessToken?: string } = {},
  signal?: AbortSignal,
): Promise<SmartInstructionForViewing> {
  const searchParams: Record<string, string> = {};
  if (query.includeSubData !== undefined)
    searchParams.includeSubData = String(query.includeSubData);
  if (query.shareAccessToken) searchParams.shareAccessToken = query.shareAccessToken;
  return (
    await call(api, 'GET /v1/player/multimodal-sop/:id', { params: { id }, searchParams, signal })
  ).item;
}

/** POST .../items/{itemId}/quiz-check: a quiz item's answers, graded by the server. */
export async function checkSopQuiz(
  api: Api,
  id: string,
  itemId: string,
  body: SopQuizCheck,
): Promise<SopQuizCheckResult> {
  return (
    await call(api, 'POST /v1/multimodal-sop/:id/items/:itemId/quiz-check', {
      params: { id, itemId },
      json: body,
    })
  ).item;
}

/** POST .../items/{itemId}/user-file-request: the photo a file request asked for. */
export async function uploadSopUserFile(
  api: Api,
  id: string,
  itemId: string,
  sessionId: string,
  file: Blob,
  fileName: string,
  signal?: AbortSignal,
): Promise<SopUserFile> {
  const body = new FormData();
  body.set('sessionId', sessionId);
  body.set('file', file, fileName);
  return (
    await call(api, 'POST /v1/multimodal-sop/:id/items/:itemId/user-file-request', {
      params: { id, itemId },
      body,
      signal,
      timeout: 120_000,
    })
  ).item;
}

/** POST /v1/tracking/multimodal-sop: a run session (resending the same id replaces it). */
export async function sendSopTracking(api: Api, body: SopTracking): Promise<StoredSopSession> {
  return (await call(api, 'POST /v1/tracking/multimodal-sop', { json: body })).item;
}

/** GET /v1/multimodal-sop/{id}/sessions: the runs of an SOP (its editors). */
export function listSopSessions(api: Api, id: string, query: SopPageQuery = {}) {
  return call(api, 'GET /v1/multimodal-sop/:id/sessions', {
    params: { id },
    searchParams: { ...query },
  });
}

/** POST /v1/multimodal-sop/{mmsopId}/edit-events/batch-create. */
export async function createSopEditEvents(
  api: Api,
  mmsopId: string,
  body: SopEditEventBatch,
): Promise<SopEditEvent[]> {
  return (
    await call(api, 'POST /v1/multimodal-sop/:mmsopId/edit-events/batch-create', {
      params: { mmsopId },
      json: body,
    })
  ).items;
}

/** GET /v1/multimodal-sop/{id}/version-histories (latest only when asked). */
export async function listSopVersionHistories(
  api: Api,
  id: string,
  latest = false,
): Promise<SopVersionHistory[]> {
  return (
    await call(api, 'GET /v1/multimodal-sop/:id/version-histories', {
      params: { id },
      searchParams: { latest: String(latest) },
    })
  ).items;
}

/** GET /v1/multimodal-sop-version-histories/{id}/edit-events. */
export async function listSopVersionEditEvents(
  api: Api,
  versionHistoryId: string,
): Promise<SopEditEvent[]> {
  return (
    await call(api, 'GET /v1/multimodal-sop-version-histories/:id/edit-events', {
      params: { id: versionHistoryId },
    })
  ).items;
}

/** POST /v1/multimodal-sop/{mmsopId}/transcription: an item's video into its description. */
export async function transcribeSopItem(
  api: Api,
  mmsopId: string,
  body: { itemId: string; url: string },
) {
  return (
    await call(api, 'POST /v1/multimodal-sop/:mmsopId/transcription', {
      params: { mmsopId },
      json: body,
    })
  ).item;
}

/** GET /v1/teams: the organisation's teams (Publish to Team picks among them). */
export async function listTeams(api: Api, workspaceId?: string) {
  return (await call(api, 'GET /v1/teams', { searchParams: workspaceId ? { workspaceId } : {} }))
    .items;
}

/** GET /v2/multimodal-sop/warmup. */
export async function warmUpSmartInstructions(api: Api) {
  return (await call(api, 'GET /v2/multimodal-sop/warmup')).item;
}
