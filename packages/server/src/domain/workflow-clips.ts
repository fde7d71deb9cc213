/**
 * Imported clips (issue 21; 001 §4 import): another video, uploaded the resumable way (000 §9),
 * that an edit list may insert at a point. POST /v1/workflows/{id}/clips checks the finished
 * upload against the video rules (core STEP_ATTACHMENT_LIMITS.video: mp4 / mov / avi, 100 MB,
 * 20 minutes, 5 per workflow), keeps it as uploaded under the workflow's folder
 * (clips/{clipId}/original.ext: renders cut from it) and queues `prepare-clip`, which makes its
 * preview ladder and thumbnails. DELETE refuses a clip the saved edit list imports.
 */
import { writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorCode, idSchema, STEP_ATTACHMENT_LIMITS, StepwiseError } from '@stepwise/core';
import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import { workflowClips, workflowEdits } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import {
  defaultFfmpeg,
  isMediaError,
  UPLOAD_REJECTIONS,
  validateUpload,
  type FfmpegBinaries,
} from '../media/index.js';
import { CLIP_LIMITS, prepareClip } from '../media/render-edit.js';
import { workArea } from '../media/work-area.js';
import { workflowKeys, type ObjectStorage } from '../storage/storage.js';
import { uploadRefusal } from '../uploads/initialize-workflow.js';
import { ownUpload, removeUpload } from '../uploads/uploads.js';
import type { Caller } from './caller.js';
import { conflict, notFound } from './errors.js';
import { enqueueOrganizationJob } from './organization-jobs.js';
import { uploadBytes } from './upload-files.js';
import { editableWorkflow } from './workflow-access.js';
import type { ClipRow } from './workflow-edits.js';

export const PREPARE_CLIP_JOB = 'prepare-clip';
const LIMITS = STEP_ATTACHMENT_LIMITS.video;

export const ClipMessage = {
  tooMany: `A workflow can import at most ${LIMITS.maxCount} clips: delete one to add another.`,
  inUse: 'The saved edits insert this clip: remove it from the video first, then delete it.',
} as const;

const clipKeys = (organizationId: string, workflowId: string, clipId: string) => {
  const root = `${workflowKeys(organizationId, workflowId).root}/clips/${clipId}`;
  return { root, hls: `${root}/hls`, thumbnails: `${root}/thumbnails` };
};

export async function createClip(
  caller: Caller,
  storage: ObjectStorage,
  workflowId: string,
  uploadId: string,
): Promise<ClipRow> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const upload = await ownUpload(caller, uploadId);
  const count = await caller.tenant.count(
    workflowClips,
    and(eq(workflowClips.workflowId, workflow.id), ne(workflowClips.status, 'failed')),
  );
  if (count >= LIMITS.maxCount) throw conflict(ClipMessage.tooMany);
  const work = await workArea().makeDir('clip-');
  try {
    const bytes = await uploadBytes(caller.tenant, storage, upload);
    const file = join(work, 'clip');
    await writeFile(file, bytes);
    let info;
    try {
      info = await validateUpload(file, { limits: CLIP_LIMITS });
    } catch (err) {
      if (isMediaError(err) && UPLOAD_REJECTIONS.includes(err.code)) {
        await removeUpload(caller.tenant, storage, upload.id);
        throw uploadRefusal(err);
      }
      throw err;
    }
    const id = newId();
    const keys = clipKeys(workflow.organizationId, workflow.id, id);
    const originalKey = `${keys.root}/original.${info.container ?? 'mp4'}`;
    await storage.put(originalKey, file);
    const row = await caller.tenant.transaction(async (tx) => {
      const [made] = await tx.insert(workflowClips, {
        id,
        workflowId: workflow.id,
        name: upload.fileName.slice(0, 255),
        status: 'processing',
        originalKey,
      });
      await enqueueOrganizationJob(tx, {
        kind: PREPARE_CLIP_JOB,
        payload: { organizationId: workflow.organizationId, clipId: id },
        dedupeKey: `${PREPARE_CLIP_JOB}:${id}`,
        maxAttempts: 2,
      });
      return made!;
    });
    await removeUpload(caller.tenant, storage, upload.id);
    return row;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export async function deleteClip(
  caller: Caller,
  storage: ObjectStorage,
  clipId: string,
): Promise<void> {
  const clip = await caller.tenant.first(workflowClips, eq(workflowClips.id, clipId));
  if (!clip) throw notFound('Clip');
  await editableWorkflow(caller, clip.workflowId).catch((err: unknown) => {
    throw err instanceof StepwiseError && err.code === ErrorCode.NotFound ? notFound('Clip') : err;
  });
  const doc = await caller.tenant.first(
    workflowEdits,
    eq(workflowEdits.workflowId, clip.workflowId),
  );
  const used = (doc?.segments ?? []).some((s) => s.type === 'import' && s.clipId === clip.id);
  const rendered = (doc?.renderedPlan?.clips ?? []).some((c) => c.source === clip.id);
  if (used || rendered) throw conflict(ClipMessage.inUse);
  await caller.tenant.delete(workflowClips, eq(workflowClips.id, clip.id));
  await storage.delete(clipKeys(clip.organizationId, clip.workflowId, clip.id).root);
}

const preparePayload = z.object({ organizationId: idSchema, clipId: idSchema });

export interface PrepareClipDeps {
  database: Database;
  storage: ObjectStorage;
  binaries?: FfmpegBinaries;
}

/** Idempotent: a clip no longer processing is left alone; outputs have fixed keys. */
export function prepareClipHandler(deps: PrepareClipDeps): JobHandler {
  return async (ctx: JobContext<unknown>) => {
    const parsed = preparePayload.safeParse(ctx.job.payload);
    if (!parsed.success) throw new PermanentJobError('prepare-clip payload is invalid');
    const tenant = new Tenant(deps.database.db, parsed.data.organizationId);
    const clip = await tenant.first(workflowClips, eq(workflowClips.id, parsed.data.clipId));
    if (!clip || clip.status !== 'processing') return { skipped: true };
    const keys = clipKeys(clip.organizationId, clip.workflowId, clip.id);
    const work = await workArea().makeDir('clip-prepare-');
    try {
      const input = join(work, 'original');
      await pipeline(await deps.storage.get(clip.originalKey), createWriteStream(input), {
        signal: ctx.signal,
      });
      const outDir = join(work, 'out');
      const made = await prepareClip({
        input,
        outDir,
        binaries: deps.binaries ?? defaultFfmpeg(),
        signal: ctx.signal,
        onProgress: (f: number) => ctx.progress(f, 'preparing'),
      });
      // Paths are relative to outDir (hls/, thumbnails/, poster.jpg): keys under the clip's
      // folder as they are, beside its original.
      await deps.storage.delete(keys.hls);
      await deps.storage.delete(keys.thumbnails);
      await deps.storage.putDirectory(keys.root, outDir);
      const imageMap: Record<string, string> = {};
      for (const t of made.thumbnails) imageMap[String(t.second)] = `${keys.root}/${t.file}`;
      await tenant.update(
        workflowClips,
        {
          status: 'ready',
          hlsKey: `${keys.root}/${made.hlsMaster}`,
          imageMap,
          duration: made.duration,
          width: made.width,
          height: made.height,
          hasAudio: made.hasAudio ? 1 : 0,
          error: null,
        },
        eq(workflowClips.id, clip.id),
      );
      return { clipId: clip.id, duration: made.duration };
    } catch (err) {
      if (!ctx.signal.aborted && ctx.job.attempts >= ctx.job.maxAttempts) {
        await tenant.update(
          workflowClips,
          {
            status: 'failed',
            error: isMediaError(err) ? err.message : 'The clip could not be prepared.',
          },
          eq(workflowClips.id, clip.id),
        );
      }
      throw err;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
