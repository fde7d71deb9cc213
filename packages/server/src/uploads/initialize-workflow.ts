/**
 * POST /v1/workflows/{uploadId}/initialize: a finished upload becomes a workflow. The parts are
 * joined into one file on this machine, ffprobe decides whether it is a video we take (its
 * bytes, never its name), and only then does the workflow exist. A refused file removes the
 * whole upload, so nothing half-made stays behind; any other failure releases the upload so
 * the same request can be repeated.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import { workflows } from '../db/schema.js';
import { editableWorkspace } from '../domain/workflow-access.js';
import { conflict } from '../http/errors.js';
import type { Caller } from '../http/types.js';
import type { Job } from '../jobs/types.js';
import { isMediaError, UPLOAD_REJECTIONS } from '../media/media-error.js';
import { validateUpload } from '../media/validate-upload.js';
import type { ObjectStorage } from '../storage/storage.js';
import { createWorkflowFromFile, type WorkflowRow } from '../workflows/create-workflow.js';
import {
  claimUpload,
  completeParts,
  ownUpload,
  releaseUpload,
  removeUpload,
  type UploadRow,
} from './uploads.js';

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

/** 422 with the spec's text ('Invalid file type', 'File too large', ...) and what was found. */
function refused(err: { code: string; message: string; detail?: string | undefined }) {
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
  const keys = await completeParts(caller.tenant, upload);
  if (await caller.tenant.first(workflows, eq(workflows.id, upload.id))) {
    throw conflict('This upload has already been turned into a workflow');
  }
  if (!(await claimUpload(caller.tenant, upload.id))) {
    throw conflict('This upload is already being turned into a workflow');
  }
  const work = await mkdtemp(join(tmpdir(), 'stepwise-upload-'));
  let keep = true;
  try {
    const file = join(work, 'video');
    await joinParts(storage, keys, file);
    try {
      await validateUpload(file);
    } catch (err) {
      if (isMediaError(err) && UPLOAD_REJECTIONS.includes(err.code)) {
        keep = false;
        throw refused(err);
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
    });
    keep = false;
    return created;
  } finally {
    await rm(work, { recursive: true, force: true });
    if (keep) await releaseUpload(caller.tenant, upload.id).catch(() => undefined);
    else await removeUpload(caller.tenant, storage, upload.id);
  }
}
