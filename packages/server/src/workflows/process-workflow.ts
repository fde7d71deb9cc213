/**
 * The `process-workflow` job: turns an uploaded original into a playable, segmented workflow.
 * Probe and validate -> HLS ladder -> poster -> one thumbnail per second (the imageMap) -> audio
 * -> speech-to-text when a provider is configured -> scene changes and silences -> steps
 * (@stepwise/core segmentSteps, cut and titled by the author's transcript when there is one,
 * else the provider's) -> final statuses. The status columns move as it goes, so the
 * card (core cardStatus) reads transcoding, then processing, then new.
 *
 * Idempotent: every output has a fixed storage key and is replaced whole (the HLS folder and the
 * thumbnails are deleted before they are written again), steps are replaced in one transaction
 * and the transcription is an upsert, so a resumed or repeated job leaves the same state.
 * A failure that retrying cannot help (a refused upload), or the last attempt's failure, clears
 * `blocked`, puts 'error' in the failing status and in stepsStatus (no steps will come), and
 * removes the derived media, so the card reads failed.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BlockedReason,
  ConvertStatus,
  initialStepOrders,
  posterTime,
  segmentSteps,
  sentencesInRange,
  SpeechStatus,
  StepsStatus,
  stepTitleFromSentences,
} from '@stepwise/core';
import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import { steps, transcriptions, workflows } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { recordAiUsage } from '../domain/ai-usage.js';
import {
  detectSceneChanges,
  detectSilences,
  displaySize,
  extractAudio,
  extractPoster,
  extractThumbnails,
  isMediaError,
  MASTER_PLAYLIST,
  transcodeHls,
  UPLOAD_REJECTIONS,
  validateUpload,
  type FfmpegBinaries,
} from '../media/index.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import { putFiles, workflowKeys, type ObjectStorage } from '../storage/storage.js';
import { isSpeechConfigured, type SpeechSentence, type SpeechToTextChoice } from './speech.js';
import { workArea } from '../media/work-area.js';
import { publishProcessedWorkflow } from '../domain/publish-gate.js';

export const PROCESS_WORKFLOW_JOB = 'process-workflow';

export const processWorkflowPayload = z.object({
  workflowId: z.string().min(1),
  organizationId: z.string().min(1),
  /** Publish once processed (the demo organisation's sample); authors publish by hand. */
  publish: z.boolean().optional(),
});
export type ProcessWorkflowPayload = z.infer<typeof processWorkflowPayload>;

export interface ProcessWorkflowDeps {
  database: Database;
  storage: ObjectStorage;
  /** Asked once per job, so a provider configured later is picked up without a restart. */
  speechToText: () => SpeechToTextChoice | Promise<SpeechToTextChoice>;
  binaries?: FfmpegBinaries;
}

export interface ProcessWorkflowResult {
  workflowId: string;
  durationSeconds: number;
  renditions: string[];
  thumbnails: number;
  steps: number;
  speechStatus: string;
  skipped?: 'deleted';
}

type WorkflowRow = typeof workflows.$inferSelect;
type WorkflowChange = Partial<Omit<typeof workflows.$inferInsert, 'id' | 'organizationId'>>;
/** The status column a failure in the current stage is reported in. */
type Stage = 'convertStatus' | 'speechStatus' | 'stepsStatus';

/** The sentences of the workflow language's transcript when its author wrote it, else null. */
async function authorTranscript(
  tenant: Tenant,
  workflow: WorkflowRow,
): Promise<SpeechSentence[] | null> {
  const row = await tenant.first(
    transcriptions,
    and(
      eq(transcriptions.workflowId, workflow.id),
      eq(transcriptions.languageCode, workflow.languageCode),
    ),
  );
  return row && row.source !== 'provider' && row.sentences.length > 0 ? row.sentences : null;
}

export function processWorkflowHandler(deps: ProcessWorkflowDeps): JobHandler {
  return async (ctx: JobContext<unknown>): Promise<ProcessWorkflowResult> => {
    const parsed = processWorkflowPayload.safeParse(ctx.job.payload);
    if (!parsed.success) {
      throw new PermanentJobError(`process-workflow payload is invalid: ${parsed.error.message}`);
    }
    const { workflowId, organizationId } = parsed.data;
    const tenant = new Tenant(deps.database.db, organizationId);
    const workflow = await tenant.first(workflows, eq(workflows.id, workflowId));
    if (!workflow) throw new PermanentJobError(`workflow ${workflowId} does not exist`);
    const empty = { workflowId, durationSeconds: 0, renditions: [], thumbnails: 0, steps: 0 };
    if (workflow.deletedAt)
      return { ...empty, speechStatus: workflow.speechStatus, skipped: 'deleted' };

    const update = async (set: WorkflowChange) => {
      await tenant.update(
        workflows,
        { ...set, updatedAt: new Date() },
        eq(workflows.id, workflowId),
      );
    };
    const run = { stage: 'convertStatus' as Stage };
    const work = await workArea().makeDir('workflow-');
    try {
      return await processWorkflow(deps, ctx, tenant, workflow, work, update, run);
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      const refused = isMediaError(err) && UPLOAD_REJECTIONS.includes(err.code);
      const failure = refused
        ? new PermanentJobError(
            `the uploaded file is not a usable video: ${err.message}` +
              (err.detail ? ` (${err.detail})` : ''),
            { cause: err },
          )
        : err;
      const final = failure instanceof PermanentJobError || ctx.job.attempts >= ctx.job.maxAttempts;
      if (final) {
        const keys = workflowKeys(organizationId, workflowId);
        await deps.storage.delete(keys.hls);
        await deps.storage.delete(keys.thumbnails);
        await deps.storage.delete(keys.poster);
        await update({
          blocked: BlockedReason.None,
          [run.stage]: 'error',
          stepsStatus: StepsStatus.Error,
          hlsKey: null,
          posterKey: null,
          imageMap: null,
        });
      }
      throw failure;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}

async function processWorkflow(
  deps: ProcessWorkflowDeps,
  ctx: JobContext<unknown>,
  tenant: Tenant,
  workflow: WorkflowRow,
  work: string,
  update: (set: WorkflowChange) => Promise<void>,
  run: { stage: Stage },
): Promise<ProcessWorkflowResult> {
  const { signal } = ctx;
  const binaries = deps.binaries;
  const keys = workflowKeys(workflow.organizationId, workflow.id);
  if (!workflow.originalKey) {
    throw new PermanentJobError(`workflow ${workflow.id} has no original video`);
  }

  await update({
    convertStatus: ConvertStatus.Running,
    blocked: BlockedReason.Transcoding,
    stepsStatus: StepsStatus.Scheduled,
    speechStatus: SpeechStatus.Waiting,
    processed: false,
  });

  // 1. The original, from storage into the work folder (the media tools read files).
  ctx.progress(0.01, 'reading the upload');
  const input = join(work, `original${extname(workflow.originalKey) || '.mp4'}`);
  await pipeline(await deps.storage.get(workflow.originalKey), createWriteStream(input), {
    signal,
  });
  ctx.progress(0.02, 'checking the video');
  const source = await validateUpload(input, { binaries, signal });
  const duration = source.durationSeconds;
  const shown = source.video ? displaySize(source.video) : null;

  // 2. HLS ladder, written whole into a work folder, then replaces what storage held.
  ctx.progress(0.05, 'transcoding');
  const ladder = await transcodeHls({
    input,
    outDir: join(work, 'hls'),
    source,
    binaries,
    signal,
    onProgress: (f) => ctx.progress(0.05 + 0.5 * f, 'transcoding'),
  });
  await deps.storage.delete(keys.hls);
  await deps.storage.putDirectory(keys.hls, join(work, 'hls'));
  await update({
    convertStatus: ConvertStatus.Transcoded,
    blocked: BlockedReason.None,
    hlsKey: keys.hlsMaster(MASTER_PLAYLIST),
    videoDuration: duration,
    // Issue 22: burned-in blurs are placed on a picture of this aspect (workflow-blurs.ts).
    videoWidth: shown?.width ?? null,
    videoHeight: shown?.height ?? null,
  });

  // 3. Poster and one thumbnail per second.
  ctx.progress(0.58, 'making the poster');
  const poster = await extractPoster(input, join(work, 'poster.jpg'), posterTime(duration), {
    source,
    binaries,
    signal,
  });
  await deps.storage.put(keys.poster, poster.file);
  ctx.progress(0.62, 'making thumbnails');
  const thumbnails = await extractThumbnails(input, join(work, 'thumbnails'), {
    source,
    binaries,
    signal,
  });
  await deps.storage.delete(keys.thumbnails);
  const imageMap: Record<string, string> = {};
  for (const t of thumbnails) imageMap[String(t.second)] = keys.thumbnail(t.second);
  // One object a second (1,200 for 20 minutes): a few at a time, or an S3 store takes minutes.
  await putFiles(
    deps.storage,
    thumbnails.map((t) => ({ key: keys.thumbnail(t.second), file: t.file })),
  );
  await update({ posterKey: keys.poster, imageMap });

  // 4. Speech: audio, then the provider when one is configured. Never a made-up transcript.
  run.stage = 'speechStatus';
  const stt = await deps.speechToText();
  let audioFile: string | undefined;
  if (source.audio) {
    ctx.progress(0.7, 'extracting the audio');
    audioFile = (await extractAudio(input, join(work, 'audio.wav'), { source, binaries, signal }))
      .file;
  }
  let sentences: SpeechSentence[] = [];
  let speechStatus: string = SpeechStatus.NotConfigured;
  // The author's transcript (typed, uploaded, or the demo's script) is the one steps are cut
  // and titled by; a provider's, when there is one, only fills the place of none.
  const authored = await authorTranscript(tenant, workflow);
  if (!isSpeechConfigured(stt)) {
    ctx.log.info('speech-to-text not configured: no transcript', { reason: stt.reason });
    if (authored) speechStatus = SpeechStatus.Completed;
  } else if (!audioFile) {
    speechStatus = SpeechStatus.Completed;
  } else {
    ctx.progress(0.74, 'transcribing');
    await update({ speechStatus: SpeechStatus.RunningTranscript });
    const transcript = await stt.transcribe(audioFile, {
      languageCode: workflow.languageCode,
      signal,
    });
    sentences = transcript.sentences.filter((s) => s.sentence.trim() !== '');
    speechStatus = SpeechStatus.Completed;
    // The credit dashboard (issue 25): the audio seconds the provider transcribed.
    await recordAiUsage(tenant, {
      feature: 'transcription',
      provider: stt.kind,
      unit: 'seconds',
      quantity: duration,
      userId: workflow.authorId,
    });
  }
  await update({ speechStatus });

  // 5. Steps: scene changes and silences, cut by core's rules.
  run.stage = 'stepsStatus';
  await update({ stepsStatus: StepsStatus.Running });
  ctx.progress(0.86, 'finding scene changes');
  const sceneChanges = await detectSceneChanges(input, { source, binaries, signal });
  ctx.progress(0.9, 'finding pauses');
  const silences = await detectSilences(audioFile ?? input, { binaries, signal });
  const stepSentences = authored ?? sentences;
  const spans = segmentSteps({ duration, sceneChanges, silences, sentences: stepSentences });
  const orders = initialStepOrders(spans.length);
  const lastSecond = Math.max(0, ...thumbnails.map((t) => t.second));
  const stepRowsTitledBy = (titles: readonly SpeechSentence[]) =>
    spans.map((span, i) => ({
      id: newId(),
      workflowId: workflow.id,
      order: orders[i] ?? (i + 1) * 10,
      startTime: span.startTime,
      endTime: span.endTime,
      title: {
        [workflow.languageCode]: stepTitleFromSentences(
          sentencesInRange(titles, span.startTime, span.endTime),
        ),
      },
      posterKey: imageMap[String(Math.min(lastSecond, Math.floor(span.startTime)))] ?? null,
    }));

  ctx.progress(0.95, 'saving steps');
  const stepRows = await tenant.transaction(async (tx) => {
    // Read again: an author may have written a transcript while the video was processing.
    const rows = stepRowsTitledBy((await authorTranscript(tx, workflow)) ?? stepSentences);
    await tx.delete(steps, eq(steps.workflowId, workflow.id));
    await tx.insert(steps, rows);
    if (isSpeechConfigured(stt)) {
      const where = and(
        eq(transcriptions.workflowId, workflow.id),
        eq(transcriptions.languageCode, workflow.languageCode),
      );
      // An author's edited transcript is theirs: a rerun never overwrites it.
      const existing = await tx.first(transcriptions, where);
      if (existing?.source === 'provider') {
        await tx.update(transcriptions, { sentences, updatedAt: new Date() }, where);
      } else if (!existing) {
        await tx.insert(transcriptions, {
          id: newId(),
          workflowId: workflow.id,
          languageCode: workflow.languageCode,
          sentences,
          source: 'provider',
        });
      }
    }
    await tx.update(
      workflows,
      {
        stepsStatus: StepsStatus.Completed,
        blocked: BlockedReason.None,
        // Processed: the card now reads 'unpublished' (001 §4 rule 3), as the upload
        // flow expects (processing -> unpublished), until an author publishes it.
        processed: true,
        updatedAt: new Date(),
      },
      eq(workflows.id, workflow.id),
    );
    return rows;
  });
  // The publish flag: through approval where the workspace needs it, else published now.
  if (processWorkflowPayload.safeParse(ctx.job.payload).data?.publish) {
    await publishProcessedWorkflow(tenant, workflow.id);
  }
  ctx.progress(1, 'done');
  return {
    workflowId: workflow.id,
    durationSeconds: duration,
    renditions: ladder.renditions.map((r) => r.name),
    thumbnails: thumbnails.length,
    steps: stepRows.length,
    speechStatus,
  };
}
