/**
 * POST /v1/workflows/{uploadId}/initialize: a finished upload becomes a workflow. The parts are
 * joined into one file on this machine (or, sent straight to an S3 store, joined by the store
 * and read back), ffprobe decides whether it is a video we take (its bytes, never its name), and
 * only then does the workflow exist. A refused file removes the
 * whole upload, so nothing half-made stays behind; any other failure releases the upload so
 * the same request can be repeated.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import { workflows } from '../db/schema.js';
import { editableWorkspace } from '../domain/workflow-access.js';
import { badRequest, conflict } from '../domain/errors.js';
import type { Caller } from '../domain/caller.js';
import type { Job } from '../jobs/types.js';
import { isMediaError, UPLOAD_REJECTIONS } from '../media/media-error.js';
import { validateUpload } from '../media/validate-upload.js';
import { StoreRefusedError, type ObjectStorage } from '../storage/storage.js';
import { createWorkflowFromFile, type WorkflowRow } from '../workflows/create-workflow.js';
import {
  claimUpload,
  completeParts,
  forgetStoreParts,
  ownUpload,
  partKey,
  releaseUpload,
  removeUpload,
  uploadKeys,
  type UploadRow,
} from './uploads.js';
import { workArea } from '../media/work-area.js';

export interface InitializeInput {
  workspaceId: string;
  title: string;
  languageCode: string;
}

/** The parts, one after another, into one file: a single pipeline, whatever the part count. */
async function joinParts(storage: ObjectStorage, keys: string[], target: string): Promise<void> {
  async function* bytes() {
    for (const key of keys) yield* await storage.get(key);
  }
  await pipeline(bytes, createWriteStream(target));
}

type UploadPart = Awaited<ReturnType<typeof completeParts>>[number];

/** An upload that can never become a workflow: refused, and removed whole. */
class Unusable extends Error {
  constructor(readonly answer: Error) {
    super(answer.message);
  }
}

/**
 * The store joins the parts the browser sent it into one object (once: a repeated initialize
 * finds it joined), which is then read into `target`. Parts the store does not hold as reported
 * are forgotten, so the client sends them all again.
 */
async function joinInStore(
  tenant: Caller['tenant'],
  storage: ObjectStorage,
  upload: UploadRow & { storeUploadId: string },
  parts: UploadPart[],
  target: string,
): Promise<string> {
  const key = uploadKeys(upload.organizationId, upload.id).file;
  if ((await storage.stat(key))?.sizeBytes !== upload.sizeBytes) {
    if (!storage.direct) throw conflict('This upload was sent to a store this server does not use');
    try {
      await storage.direct.completeMultipartUpload(
        key,
        upload.storeUploadId,
        parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag ?? '' })),
      );
    } catch (err) {
      if (!(err instanceof StoreRefusedError)) throw err;
      await forgetStoreParts(tenant, upload.id);
      throw conflict(
        `The store does not hold the parts as reported (${err.storeCode}): send them again`,
        { missingParts: parts.map((p) => p.partNumber).slice(0, 100) },
      );
    }
    const joined = await storage.stat(key);
    if (joined?.sizeBytes !== upload.sizeBytes) {
      throw new Unusable(
        badRequest(
          `The parts add up to ${joined?.sizeBytes ?? 0} bytes, not the ${upload.sizeBytes} announced`,
        ),
      );
    }
  }
  await pipeline(await storage.get(key), createWriteStream(target));
  return key;
}

/** 422 with the spec's text ('Invalid file type', 'File too large', ...) and what was found. */
export function uploadRefusal(err: { code: string; message: string; detail?: string | undefined }) {
  return new StepwiseError(ErrorCode.Unprocessable, err.message, {
    data: { reason: err.code, detail: err.detail ?? null },
  });
}

export async function initializeWorkflow(
  caller: Caller,
  storage: ObjectStorage,
  uploadId: string,
  input: InitializeInput,
): Promise<{ workflow: WorkflowRow; job: Job }> {
  const upload: UploadRow = await ownUpload(caller, uploadId);
  await editableWorkspace(caller, input.workspaceId);
  const parts = await completeParts(caller.tenant, upload);
  if (await caller.tenant.first(workflows, eq(workflows.id, upload.id))) {
    throw conflict('This upload has already been turned into a workflow');
  }
  if (!(await claimUpload(caller.tenant, upload.id))) {
    throw conflict('This upload is already being turned into a workflow');
  }
  const work = await workArea().makeDir('upload-');
  let keep = true;
  try {
    const file = join(work, 'video');
    let storedKey: string | undefined;
    try {
      if (upload.storeUploadId) {
        const storeUpload = { ...upload, storeUploadId: upload.storeUploadId };
        storedKey = await joinInStore(caller.tenant, storage, storeUpload, parts, file);
      } else {
        await joinParts(
          storage,
          parts.map((p) => partKey(upload, p)),
          file,
        );
      }
      await validateUpload(file);
    } catch (err) {
      if (err instanceof Unusable) {
        keep = false;
        throw err.answer;
      }
      if (isMediaError(err) && UPLOAD_REJECTIONS.includes(err.code)) {
        keep = false;
        throw uploadRefusal(err);
      }
      throw err;
    }
    const created = await createWorkflowFromFile(caller.tenant, storage, {
      id: upload.id,
      workspaceId: input.workspaceId,
      title: input.title,
      languageCode: input.languageCode,
      authorId: caller.userId,
      file,
      fileName: upload.fileName,
      ...(storedKey ? { storedKey } : {}),
    });
    keep = false;
    return created;
  } finally {
    await rm(work, { recursive: true, force: true });
    if (keep) await releaseUpload(caller.tenant, upload.id).catch(() => undefined);
    else await removeUpload(caller.tenant, storage, upload.id);
  }
}
