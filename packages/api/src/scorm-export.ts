/**
 * SCORM export (001 §7) and e-learning learners (002 §7): export processes (list, get, available
 * for a workflow, create, retry), the finished file and one workflow's package as Blobs, and
 * the learner check with its custom-token sign-in.
 */
import {
  pageInfoSchema,
  rusticiValidateUserAnswerSchema,
  scormExportProcessSchema,
  type RusticiValidateUser,
  type ScormDownload,
  type ScormExportCreate,
  type ScormExportProcess,
  type ScormExportType,
} from '@stepwise/core';
import { z } from 'zod';
import { readWrapped, request, type Api } from './client.js';
import { networkError } from './errors.js';
import { sessionSchema, type Session } from './schemas.js';

const BASE = 'v1/rustici-export-processes';
const one = z.object({ item: scormExportProcessSchema });
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
  return request(
    api,
    'get',
    BASE,
    z.object({ items: z.array(scormExportProcessSchema), page: pageInfoSchema }),
    { searchParams },
  );
}

export async function getScormExport(api: Api, exportId: string): Promise<ScormExportProcess> {
  return (await request(api, 'get', `${BASE}/${id(exportId)}`, one)).item;
}

/** GET .../available/workflows/{id}: finished exports that hold this workflow. */
export async function availableScormExports(
  api: Api,
  workflowId: string,
): Promise<ScormExportProcess[]> {
  const path = `${BASE}/available/workflows/${id(workflowId)}`;
  return (await request(api, 'get', path, z.object({ items: z.array(scormExportProcessSchema) })))
    .items;
}

/** POST: a pending export; its job moves it to processing, then finished or error. */
export async function createScormExport(
  api: Api,
  body: ScormExportCreate,
): Promise<ScormExportProcess> {
  return (await request(api, 'post', BASE, one, { json: body })).item;
}

/** PUT .../{id}/retry: only an export that ended in error (else 409). */
export async function retryScormExport(api: Api, exportId: string): Promise<ScormExportProcess> {
  return (await request(api, 'put', `${BASE}/${id(exportId)}/retry`, one)).item;
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
  return (
    await request(api, 'post', 'v1/rustici/validate-user', rusticiValidateUserAnswerSchema, {
      json: body,
    })
  ).item;
}

/** POST /v1/auth/custom-token: a session limited to the package's workflows, kept in the store. */
export async function signInWithCustomToken(api: Api, token: string): Promise<Session> {
  const session = await request(api, 'post', 'v1/auth/custom-token', sessionSchema, {
    json: { token },
  });
  api.tokens.set(session);
  return session;
}
