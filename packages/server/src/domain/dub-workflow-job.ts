/**
 * The `dub-workflow` job (issue 22): the saved voice-over's blocks, each block's audio (the AAC
 * file of its text_to_speech row, generated or recorded), mixed at the blocks' start times onto
 * silence as long as the workflow's current video (media/mix-voice-over.ts), stored as an HLS
 * audio rendition next to the video's ladder: `<hls folder>/audio/<language>-<job id>/`. The
 * served master playlist lists it once the row is 'finished' (dub-playlist.ts).
 *
 * Idempotent: a run again (the queue's lease gave it to a restarted server) writes the same
 * prefix whole again; a job whose dub was deleted, moved on to a newer voice-over, or whose video
 * was replaced by a re-render meanwhile (that render queued its own job) leaves the row alone.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { TextToSpeechStatus } from '@stepwise/core';
import type { Database } from '../db/client.js';
import { textToSpeech, textToSpeechHistories, workflowDubs, workflows } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import { defaultFfmpeg, isMediaError, type FfmpegBinaries } from '../media/index.js';
import { mixVoiceOver, type MixClip } from '../media/mix-voice-over.js';
import { workArea } from '../media/work-area.js';
import { StorageNotFoundError, type ObjectStorage } from '../storage/storage.js';
import { dubPayload, type DubPayload } from './dub-workflow-enqueue.js';
import { DubMessage, historyBlocks, type DubRow } from './workflow-dubs.js';

export interface DubDeps {
  database: Database;
  storage: ObjectStorage;
  binaries?: FfmpegBinaries;
}

export interface DubResult {
  dubId: string;
  status: 'finished' | 'skipped';
}

/** Where a dub of the media at `hlsKey` lives: beside the ladder, so one media token covers it. */
export const dubPrefix = (hlsKey: string, languageCode: string, jobId: string) =>
  `${posix.dirname(hlsKey)}/audio/${languageCode}-${jobId}`;

const BEING_MADE = new Set<string>([TextToSpeechStatus.Pending, TextToSpeechStatus.Processing]);
const AUDIO_PENDING = 'The audio of a block is still being generated.';

function readableFailure(err: unknown): string {
  if (err instanceof PermanentJobError) return err.message;
  if (err instanceof Error && err.message === AUDIO_PENDING) return DubMessage.notGenerated;
  if (isMediaError(err)) return `The voice-over could not be mixed: ${err.message}`;
  return 'The voice-over could not be mixed: try again.';
}

export function dubWorkflowHandler(deps: DubDeps): JobHandler {
  return async (ctx: JobContext<unknown>): Promise<DubResult> => {
    const parsed = dubPayload.safeParse(ctx.job.payload);
    if (!parsed.success) {
      throw new PermanentJobError(`dub-workflow payload is invalid: ${parsed.error.message}`);
    }
    const payload = parsed.data;
    const tenant = new Tenant(deps.database.db, payload.organizationId);
    const current = () =>
      tenant.first(
        workflowDubs,
        and(eq(workflowDubs.id, payload.dubId), eq(workflowDubs.historyId, payload.historyId)),
      );
    const row = await current();
    // Deleted, or asked again with a newer voice-over: that request queued its own job.
    if (!row) return { dubId: payload.dubId, status: 'skipped' };
    if (row.status === 'finished' && row.jobId === ctx.job.id) {
      return { dubId: row.id, status: 'skipped' };
    }
    const work = await workArea().makeDir('dub-');
    try {
      return await dub(deps, ctx, tenant, payload, row, work);
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      const final = err instanceof PermanentJobError || ctx.job.attempts >= ctx.job.maxAttempts;
      await tenant.update(
        workflowDubs,
        final ? { status: 'error', error: readableFailure(err) } : { status: 'scheduled' },
        and(eq(workflowDubs.id, row.id), eq(workflowDubs.historyId, payload.historyId)),
      );
      throw err;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}

async function dub(
  deps: DubDeps,
  ctx: JobContext<unknown>,
  tenant: Tenant,
  payload: DubPayload,
  row: DubRow,
  work: string,
): Promise<DubResult> {
  const mine = and(eq(workflowDubs.id, row.id), eq(workflowDubs.historyId, payload.historyId));
  let lastWrite = 0;
  const progress = async (fraction: number, force = false) => {
    ctx.progress(fraction, 'mixing');
    if (!force && Date.now() - lastWrite < 1000) return;
    lastWrite = Date.now();
    await tenant.update(
      workflowDubs,
      { status: 'running', progress: fraction, jobId: ctx.job.id },
      and(mine, inArray(workflowDubs.status, ['scheduled', 'running'])),
    );
  };
  await tenant.update(
    workflowDubs,
    { status: 'running', progress: 0.01, error: null, jobId: ctx.job.id },
    mine,
  );

  const [workflow, history] = await Promise.all([
    tenant.first(workflows, eq(workflows.id, payload.workflowId)),
    tenant.first(textToSpeechHistories, eq(textToSpeechHistories.id, payload.historyId)),
  ]);
  if (!workflow || workflow.deletedAt) throw new PermanentJobError('The workflow was deleted.');
  if (!workflow.hlsKey || !workflow.videoDuration) {
    throw new PermanentJobError(DubMessage.noVideo);
  }
  if (!history) throw new PermanentJobError('The voice-over was deleted: save it again.');
  const blocks = historyBlocks(history);
  const ids = [...new Set(blocks.flatMap((b) => (b.text2SpeechId ? [b.text2SpeechId] : [])))];
  const audio =
    ids.length === 0
      ? []
      : await tenant.select(
          textToSpeech,
          and(eq(textToSpeech.workflowId, workflow.id), inArray(textToSpeech.id, ids)),
        );
  const byId = new Map(audio.map((a) => [a.id, a]));
  const duration = workflow.videoDuration;

  // Each block's audio, fetched once even when blocks share it; blocks past the end are silent.
  const clips: MixClip[] = [];
  const files = new Map<string, string>();
  for (const block of blocks) {
    if (block.startTime >= duration) continue;
    const source = block.text2SpeechId ? byId.get(block.text2SpeechId) : undefined;
    // Still being spoken (the seed queues both at once): a retry later finds it made.
    if (source && BEING_MADE.has(source.status)) throw new Error(AUDIO_PENDING);
    if (!source || source.status !== TextToSpeechStatus.Completed || !source.storageKey) {
      throw new PermanentJobError(DubMessage.notGenerated);
    }
    let file = files.get(source.id);
    if (!file) {
      file = join(work, `block-${files.size}${extname(source.storageKey) || '.m4a'}`);
      const stream = await deps.storage.get(source.storageKey).catch((err: unknown) => {
        if (err instanceof StorageNotFoundError) {
          throw new PermanentJobError('The audio of a block is missing: generate it again.');
        }
        throw err;
      });
      await pipeline(stream, createWriteStream(file), { signal: ctx.signal });
      files.set(source.id, file);
    }
    clips.push({ file, startSeconds: block.startTime });
  }
  await progress(0.1, true);

  const outDir = join(work, 'out');
  await mkdir(outDir, { recursive: true });
  await mixVoiceOver({
    clips,
    durationSeconds: duration,
    outDir,
    binaries: deps.binaries ?? defaultFfmpeg(),
    signal: ctx.signal,
    onProgress: (f) => void progress(0.1 + 0.8 * Math.min(1, Math.max(0, f))),
  });

  const prefix = dubPrefix(workflow.hlsKey, row.languageCode, ctx.job.id);
  await deps.storage.delete(prefix);
  await deps.storage.putDirectory(prefix, outDir);

  // The video may have been re-rendered while it mixed: that render queued a mix of its own.
  const now = await tenant.first(workflows, eq(workflows.id, workflow.id));
  const latest = await tenant.first(workflowDubs, mine);
  if (!latest || now?.hlsKey !== workflow.hlsKey) {
    await deps.storage.delete(prefix);
    return { dubId: row.id, status: 'skipped' };
  }
  await tenant.update(
    workflowDubs,
    {
      status: 'finished',
      progress: 1,
      error: null,
      storagePrefix: prefix,
      jobId: ctx.job.id,
      finishedAt: new Date(),
    },
    mine,
  );
  if (latest.storagePrefix && latest.storagePrefix !== prefix) {
    await deps.storage.delete(latest.storagePrefix).catch(() => undefined);
  }
  ctx.progress(1, 'done');
  return { dubId: row.id, status: 'finished' };
}
