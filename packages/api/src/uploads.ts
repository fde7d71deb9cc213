/** The multipart upload calls of the issue 3 contract (section A). */
import type { PartUrl, StorePart, Upload, WorkflowView } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export async function createUpload(
  api: Api,
  file: { fileName: string; sizeBytes: number; contentType?: string },
  signal?: AbortSignal,
): Promise<Upload> {
  const json = file.contentType ? file : { fileName: file.fileName, sizeBytes: file.sizeBytes };
  return (await call(api, 'POST /v1/uploads', { json, signal })).item;
}

export async function getUpload(api: Api, uploadId: string, signal?: AbortSignal) {
  return (await call(api, 'GET /v1/uploads/:id', { params: { id: uploadId }, signal })).item;
}

/** Presigned URLs for parts of an upload whose `target` is 'store' (at most 100 at once). */
export async function presignUploadParts(
  api: Api,
  uploadId: string,
  partNumbers: number[],
  signal?: AbortSignal,
): Promise<PartUrl[]> {
  const json = { partNumbers };
  return (
    await call(api, 'POST /v1/uploads/:id/part-urls', { params: { id: uploadId }, json, signal })
  ).items;
}

/** Tells the server that the store took part `partNumber` and answered `etag`. */
export async function reportStorePart(
  api: Api,
  uploadId: string,
  partNumber: number,
  etag: string,
  signal?: AbortSignal,
): Promise<StorePart> {
  const params = { id: uploadId, partNumber };
  return (
    await call(api, 'PUT /v1/uploads/:id/store-parts/:partNumber', {
      params,
      json: { etag },
      signal,
    })
  ).item;
}

export async function deleteUpload(api: Api, uploadId: string): Promise<void> {
  await call(api, 'DELETE /v1/uploads/:id', { params: { id: uploadId } });
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
  return call(api, 'POST /v1/workflows/:id/initialize', {
    params: { id: uploadId },
    json: input,
    timeout: 5 * 60_000,
  });
}
