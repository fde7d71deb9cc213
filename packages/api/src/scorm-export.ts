/**
 * SCORM export (001 §7) and e-learning learners (002 §7): export processes (list, get, available
 * for a workflow, create, retry), the finished file and one workflow's package as Blobs, and
 * the learner check with its custom-token sign-in.
 */
import type {
  RusticiValidateUser,
  ScormDownload,
  ScormExportCreate,
  ScormExportProcess,
  ScormExportType,
  Session,
} from '@stepwise/core';
import { z } from 'zod';
import { call } from './call.js';
import { readWrapped, type Api } from './client.js';
import { networkError } from './errors.js';

const BASE = 'v1/rustici-export-processes';
const id = (value: string) => encodeURIComponent(value);

export interface ScormExportListQuery {
  page?: number;
  size?: number;
  exportType?: ScormExportType;
  orderBy?: 'createdAt' | 'updatedAt' | 'status' | 'exportType';
  desc?: boolean;
}

/** GET /v1/rustici-export-processes: admins see every export, publishers their own. */
export async function listScormExports(api: Api, query: ScormExportListQuery = {}) {
  const searchParams: Record<string, string> = {};
  if (query.page !== undefined) searchParams.page = String(query.page);
  if (query.size !== undefined) searchParams.size = String(query.size);
  if (query.exportType) searchParams.export_type = query.exportType;
  if (query.orderBy) searchParams.order_by = query.orderBy;
  if (query.desc !== undefined) searchParams.desc = String(query.desc);
  return call(api, 'GET /v1/rustici-export-processes', { searchParams });
}

export async function getScormExport(api: Api, exportId: string): Promise<ScormExportProcess> {
  return (await call(api, 'GET /v1/rustici-export-processes/:id', { params: { id: exportId } }))
    .item;
}

/** GET .../available/workflows/{id}: finished exports that hold this workflow. */
export async function availableScormExports(
  api: Api,
  workflowId: string,
): Promise<ScormExportProcess[]> {
  const route = 'GET /v1/rustici-export-processes/available/workflows/:id';
  return (await call(api, route, { params: { id: workflowId } })).items;
}

/** POST: a pending export; its job moves it to processing, then finished or error. */
export async function createScormExport(
  api: Api,
  body: ScormExportCreate,
): Promise<ScormExportProcess> {
  return (await call(api, 'POST /v1/rustici-export-processes', { json: body })).item;
}

/** PUT .../{id}/retry: only an export that ended in error (else 409). */
export async function retryScormExport(api: Api, exportId: string): Promise<ScormExportProcess> {
  const params = { id: exportId };
  return (await call(api, 'PUT /v1/rustici-export-processes/:id/retry', { params })).item;
}

async function zipOf(api: Api, path: string, init: { method: string; json?: unknown }) {
  let response: Response;
  try {
    response = await api.http(path, { ...init, throwHttpErrors: false });
  } catch (err) {
    if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
      throw err;
    }
    throw networkError(err);
  }
  if (response.ok && response.headers.get('content-type') === 'application/zip') {
    return response.blob();
  }
  // Refusals come in the wrapper: readWrapped throws them as StepwiseError.
  await readWrapped(response, path, z.never());
  throw networkError(new Error(`${path} answered no zip`));
}

/** GET .../{id}/download: the finished export's zip. */
export function downloadScormExport(api: Api, exportId: string): Promise<Blob> {
  return zipOf(api, `${BASE}/${id(exportId)}/download`, { method: 'get' });
}

/** POST /v1/workflows/{id}/download-scorm: one workflow's package, built on the spot. */
export function downloadWorkflowScorm(
  api: Api,
  workflowId: string,
  body: ScormDownload = {},
): Promise<Blob> {
  return zipOf(api, `v1/workflows/${id(workflowId)}/download-scorm`, {
    method: 'post',
    json: body,
  });
}

/** POST /v1/rustici/validate-user (no sign-in): the learner's custom token. */
export async function validateLmsUser(api: Api, body: RusticiValidateUser) {
  return (await call(api, 'POST /v1/rustici/validate-user', { json: body })).item;
}

/** POST /v1/auth/custom-token: a session limited to the package's workflows, kept in the store. */
export async function signInWithCustomToken(api: Api, token: string): Promise<Session> {
  const session = await call(api, 'POST /v1/auth/custom-token', { json: { token } });
  api.tokens.set(session);
  return session;
}
