/** The multipart upload calls of the issue 3 contract (section A). */
import { z } from 'zod';
import { request, type Api } from './client.js';
import {
  partUrlSchema,
  storePartSchema,
  uploadSchema,
  workflowViewSchema,
  type PartUrl,
  type Upload,
  type WorkflowView,
} from './schemas.js';

const item = z.object({ item: uploadSchema });
const path = (uploadId: string) => `v1/uploads/${encodeURIComponent(uploadId)}`;

export async function createUpload(
  api: Api,
  file: { fileName: string; sizeBytes: number; contentType?: string },
  signal?: AbortSignal,
): Promise<Upload> {
  const json = file.contentType ? file : { fileName: file.fileName, sizeBytes: file.sizeBytes };
  return (await request(api, 'post', 'v1/uploads', item, { json, signal })).item;
}

export async function getUpload(api: Api, uploadId: string, signal?: AbortSignal) {
  return (await request(api, 'get', path(uploadId), item, { signal })).item;
}

/** Presigned URLs for parts of an upload whose `target` is 'store' (at most 100 at once). */
export async function presignUploadParts(
  api: Api,
  uploadId: string,
  partNumbers: number[],
  signal?: AbortSignal,
): Promise<PartUrl[]> {
  const items = z.object({ items: z.array(partUrlSchema) });
  const json = { partNumbers };
  return (await request(api, 'post', `${path(uploadId)}/part-urls`, items, { json, signal })).items;
}

/** Tells the server that the store took part `partNumber` and answered `etag`. */
export async function reportStorePart(
  api: Api,
  uploadId: string,
  partNumber: number,
  etag: string,
  signal?: AbortSignal,
) {
  const at = `${path(uploadId)}/store-parts/${partNumber}`;
  const item = z.object({ item: storePartSchema });
  return (await request(api, 'put', at, item, { json: { etag }, signal })).item;
}

export async function deleteUpload(api: Api, uploadId: string): Promise<void> {
  await request(api, 'delete', path(uploadId), z.unknown());
}

export interface InitializeInput {
  workspaceId: string;
  title: string;
  languageCode: string;
}

/**
 * POST /v1/workflows/{uploadId}/initialize: the finished upload becomes a workflow with the
 * upload's id, and its processing job starts. The server joins and probes the file first, so
 * this call can take a while.
 */
export function initializeWorkflow(
  api: Api,
  uploadId: string,
  input: InitializeInput,
): Promise<{ item: WorkflowView; jobId: string }> {
  return request(
    api,
    'post',
    `v1/workflows/${encodeURIComponent(uploadId)}/initialize`,
    z.object({ item: workflowViewSchema, jobId: z.string() }),
    { json: input, timeout: 5 * 60_000 },
  );
}
