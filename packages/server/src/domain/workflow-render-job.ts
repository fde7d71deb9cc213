/**
 * The `rerender-workflow` job (issue 21): renders a saved edit list's plan from the ORIGINAL
 * upload (imported clips from their own originals, never an earlier rendition, so edits lose no
 * quality) into a new storage prefix `<workflow folder>/renders/<renderId>/`, then swaps it in
 * with the steps and the transcript in ONE transaction. Until then the old media keeps playing.
 *
 * Idempotent and resumable: a render already finished (or failed for good) is left alone; a run
 * again (the queue's lease gave it to a restarted server) clears the prefix and renders it whole
 * again. Progress and stage go to the render row, which the editors poll (conversion-history).
 * The last attempt's failure marks the render 'error' with a readable message and gives the
 * workflow back its editorStatus '' (the old media still plays, the card no longer transcodes).
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  BlockedReason,
  EditorStatus,
  EditType,
  idSchema,
  ORIGINAL_SOURCE,
  renderPlan,
  samePlan,
  type EditState,
  type RenderPlan,
  type RenderStage,
} from '@stepwise/core';
import type { Database } from '../db/client.js';
import { workflowClips, workflowEdits, workflowRenders, workflows } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import {
  defaultFfmpeg,
  displaySize,
  isMediaError,
  probe,
  type FfmpegBinaries,
} from '../media/index.js';
import { renderEditPlan, type EditInput } from '../media/render-edit.js';
import { workArea } from '../media/work-area.js';
import { StorageNotFoundError, type ObjectStorage } from '../storage/storage.js';
import { enqueueOrganizationJob } from './organization-jobs.js';
import { requeueDubsAfterRender } from './dub-workflow-enqueue.js';
import { LIVE_RENDER, savedState, type RenderRow } from './workflow-edits.js';
import { writeTimeline } from './workflow-timeline-write.js';
import { keptByVersion } from './workflow-versions.js';

export const RERENDER_WORKFLOW_JOB = 'rerender-workflow';

export const rerenderPayload = z.object({
  organizationId: idSchema,
  workflowId: idSchema,
  renderId: idSchema,
});
export type RerenderPayload = z.infer<typeof rerenderPayload>;

/** Queues the render on the tenant's connection (it commits with the save); answers the job id. */
export async function enqueueRerender(tenant: Tenant, input: RerenderPayload): Promise<string> {
  const job = await enqueueOrganizationJob(tenant, {
    kind: RERENDER_WORKFLOW_JOB,
    payload: rerenderPayload.parse(input),
    dedupeKey: `${RERENDER_WORKFLOW_JOB}:${input.renderId}`,
    maxAttempts: 3,
  });
  return job.id;
}

export interface RerenderDeps {
  database: Database;
  storage: ObjectStorage;
  binaries?: FfmpegBinaries;
}

export interface RerenderResult {
  renderId: string;
  status: 'finished' | 'skipped';
  durationSeconds?: number;
}

/**
 * Does the saved list still make the plan's video? The blurs are left out: they come from the
 * annotations (workflow-blurs.ts), which cannot change while a render waits (409).
 */
const sameCut = (state: EditState, plan: RenderPlan) =>
  samePlan({ ...renderPlan(state), blurs: plan.blurs }, plan);

/** The original's picture as shown (before the editor's rotation), for `workflows`. */
function originalSize(input: EditInput | undefined) {
  const shown = input?.probe.video ? displaySize(input.probe.video) : null;
  return shown ? { videoWidth: shown.width, videoHeight: shown.height } : {};
}

/** A render prefix as stored ('.../renders/<id>/'), as a storage prefix without the slash. */
const prefixOf = (r: Pick<RenderRow, 'storagePrefix'>) => r.storagePrefix.replace(/\/+$/, '');

/** Deletes a render's files unless a workflow version plays them (workflow-versions.ts). */
async function dropUnlessKept(deps: RerenderDeps, tenant: Tenant, prefix: string): Promise<void> {
  if (!(await keptByVersion(tenant, prefix))) await deps.storage.delete(prefix);
}

/** What a person reads in the conversion history when the render failed. */
function readableFailure(err: unknown): string {
  if (isMediaError(err)) return `The video could not be rendered: ${err.message}`;
  if (err instanceof PermanentJobError) return err.message;
  return 'The video could not be rendered: try saving again.';
}

export function rerenderWorkflowHandler(deps: RerenderDeps): JobHandler {
  return async (ctx: JobContext<unknown>): Promise<RerenderResult> => {
    const parsed = rerenderPayload.safeParse(ctx.job.payload);
    if (!parsed.success) {
      throw new PermanentJobError(`rerender-workflow payload is invalid: ${parsed.error.message}`);
    }
    const { organizationId, workflowId, renderId } = parsed.data;
    const tenant = new Tenant(deps.database.db, organizationId);
    const render = await tenant.first(workflowRenders, eq(workflowRenders.id, renderId));
    if (!render) throw new PermanentJobError(`render ${renderId} does not exist`);
    if (render.status === 'finished' || render.status === 'error') {
      return { renderId, status: 'skipped' };
    }
    const work = await workArea().makeDir('rerender-');
    try {
      return await rerender(deps, ctx, tenant, render, work);
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      const final = err instanceof PermanentJobError || ctx.job.attempts >= ctx.job.maxAttempts;
      if (final) {
        await tenant.transaction(async (tx) => {
          await tx.update(
            workflowRenders,
            { status: 'error', error: readableFailure(err), finishedAt: new Date() },
            eq(workflowRenders.id, renderId),
          );
          const [w] = await tx.select(workflows, eq(workflows.id, workflowId));
          // The old media still plays: the new editor's card reads ready again (its rule wants
          // 'completed buildermain'), the old editor's goes back to no editor status.
          const editorStatus =
            w?.editType === EditType.NewEditor
              ? EditorStatus.CompletedBuildermain
              : EditorStatus.None;
          await tx.update(
            workflows,
            { editorStatus, blocked: BlockedReason.None, updatedAt: new Date() },
            eq(workflows.id, workflowId),
          );
        });
        await dropUnlessKept(deps, tenant, prefixOf(render)).catch(() => undefined);
      } else {
        await tenant.update(
          workflowRenders,
          { stage: 'retrying' },
          eq(workflowRenders.id, renderId),
        );
      }
      throw err;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}

async function rerender(
  deps: RerenderDeps,
  ctx: JobContext<unknown>,
  tenant: Tenant,
  render: RenderRow,
  work: string,
): Promise<RerenderResult> {
  const { signal } = ctx;
  const [workflow, doc] = await Promise.all([
    tenant.first(workflows, eq(workflows.id, render.workflowId)),
    tenant.first(workflowEdits, eq(workflowEdits.workflowId, render.workflowId)),
  ]);
  if (!workflow || workflow.deletedAt) throw new PermanentJobError('The workflow was deleted.');
  if (!doc) throw new PermanentJobError('The workflow has no edit document.');
  if (!workflow.originalKey) throw new PermanentJobError('The original upload is missing.');
  const state = savedState(doc);
  const plan = render.plan;
  if (!sameCut(state, plan)) {
    throw new PermanentJobError('The edit list changed while it waited: save it again.');
  }

  // Written as it goes, at most every second: the editors poll the row.
  let lastWrite = 0;
  const stage = async (progress: number, name: RenderStage, force = false) => {
    ctx.progress(progress, name);
    if (!force && Date.now() - lastWrite < 1000) return;
    lastWrite = Date.now();
    await tenant.update(
      workflowRenders,
      { status: 'running', progress, stage: name },
      // Never over the final status: a late progress write must not reopen a finished render.
      and(eq(workflowRenders.id, render.id), inArray(workflowRenders.status, LIVE_RENDER)),
    );
  };
  await stage(0.01, 'reading', true);

  // The sources: the original upload and each imported clip the plan uses, as uploaded.
  const binaries = deps.binaries ?? defaultFfmpeg();
  const inputs: Record<string, EditInput> = {};
  const download = async (source: string, key: string) => {
    const file = join(work, `source-${source}${extname(key) || '.mp4'}`);
    const stream = await deps.storage.get(key).catch((err: unknown) => {
      // Gone for good: no retry brings it back.
      if (err instanceof StorageNotFoundError) {
        throw new PermanentJobError('The uploaded video this edit is cut from is missing.');
      }
      throw err;
    });
    await pipeline(stream, createWriteStream(file), { signal });
    inputs[source] = { file, probe: await probe(file, { binaries, signal }) };
  };
  await download(ORIGINAL_SOURCE, workflow.originalKey);
  const clipIds = [...new Set(plan.clips.map((c) => c.source))].filter(
    (s) => s !== ORIGINAL_SOURCE,
  );
  if (clipIds.length > 0) {
    const clips = await tenant.select(workflowClips, inArray(workflowClips.id, clipIds));
    for (const id of clipIds) {
      const clip = clips.find((c) => c.id === id);
      if (!clip) throw new PermanentJobError('An imported clip was deleted: save the edits again.');
      await download(id, clip.originalKey);
    }
  }

  await stage(0.05, 'rendering', true);
  const outDir = join(work, 'out');
  const made = await renderEditPlan({
    plan,
    inputs,
    outDir,
    binaries,
    signal,
    onProgress: (f: number) => void stage(0.05 + 0.8 * Math.min(1, Math.max(0, f)), 'rendering'),
  });

  // A run again replaces whatever an interrupted one left under the prefix.
  await stage(0.86, 'storing', true);
  const prefix = prefixOf(render);
  await deps.storage.delete(prefix);
  // The render's paths are relative to outDir: they become keys under the prefix as they are.
  await deps.storage.putDirectory(prefix, outDir);
  const imageMap: Record<string, string> = {};
  for (const t of made.thumbnails) imageMap[String(t.second)] = `${prefix}/${t.file}`;

  // The swap: media, steps, transcript and statuses change together or not at all.
  await stage(0.97, 'swapping', true);
  const previous = await tenant.transaction(async (tx) => {
    const before = await tx.select(
      workflowRenders,
      and(eq(workflowRenders.workflowId, workflow.id), eq(workflowRenders.status, 'finished')),
      { orderBy: [desc(workflowRenders.finishedAt), desc(workflowRenders.createdAt)] },
    );
    await tx.update(
      workflows,
      {
        hlsKey: `${prefix}/${made.hlsMaster}`,
        posterKey: `${prefix}/${made.poster.file}`,
        imageMap,
        videoDuration: made.durationSeconds,
        // A workflow processed before issue 22 learns its picture's size here (workflow-blurs.ts).
        ...(workflow.videoWidth ? {} : originalSize(inputs[ORIGINAL_SOURCE])),
        editorStatus: EditorStatus.CompletedBuildermain,
        blocked: BlockedReason.None,
        updatedAt: new Date(),
      },
      eq(workflows.id, workflow.id),
    );
    // Read again: a transcript written while it rendered is in the document by now.
    const fresh = await tx.first(workflowEdits, eq(workflowEdits.workflowId, workflow.id));
    const now = fresh ? savedState(fresh) : state;
    await writeTimeline(tx, workflow, sameCut(now, plan) ? now : state, imageMap);
    await tx.update(
      workflowEdits,
      { renderedPlan: plan, updatedAt: new Date() },
      eq(workflowEdits.workflowId, workflow.id),
    );
    await tx.update(
      workflowRenders,
      {
        status: 'finished',
        progress: 1,
        stage: 'done',
        durationAfter: made.durationSeconds,
        error: null,
        finishedAt: new Date(),
      },
      eq(workflowRenders.id, render.id),
    );
    // Dubbed tracks no longer match the new picture: each is mixed again (issue 22).
    await requeueDubsAfterRender(tx, workflow.id, render.id);
    return before;
  });

  // Players mid-stream may still read the media just replaced: only older renders go, and
  // never one a kept version plays (issue 23).
  for (const old of previous.slice(1)) await dropUnlessKept(deps, tenant, prefixOf(old));
  const failed = await tenant.select(
    workflowRenders,
    and(eq(workflowRenders.workflowId, workflow.id), eq(workflowRenders.status, 'error')),
  );
  for (const r of failed) await dropUnlessKept(deps, tenant, prefixOf(r));
  ctx.progress(1, 'done');
  return { renderId: render.id, status: 'finished', durationSeconds: made.durationSeconds };
}
