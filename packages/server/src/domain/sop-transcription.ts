/**
 * An SOP item's video transcribed into its description (issue 20; 001 §7 POST
 * /v1/multimodal-sop/{mmsopId}/transcription), by the configured speech-to-text provider in a
 * job (`sop-transcription`). Without a provider the route answers the typed not-configured
 * error (409, `data.kind` 'not-configured' and the reason naming the variables to set): text is
 * never invented. The video must be one of the item's own stored attachments.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, idSchema, SOP_DESCRIPTION_MAX_LENGTH, StepwiseError } from '@stepwise/core';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { sopItems } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { recordAiUsage } from './ai-usage.js';
import { NOT_CONFIGURED_REASON } from '../ai/speech/speech-to-text.js';
import { PermanentJobError, type JobHandler } from '../jobs/types.js';
import { extractAudio } from '../media/detect.js';
import { workArea } from '../media/work-area.js';
import type { ObjectStorage } from '../storage/storage.js';
import { isSpeechConfigured, type SpeechToTextChoice } from '../workflows/speech.js';
import type { Caller } from './caller.js';
import { badRequest, notFound } from './errors.js';
import { enqueueOrganizationJob } from './organization-jobs.js';
import { mutableInstruction } from './smart-instruction-access.js';
import { searchTextOf } from './sop-item-rows.js';

export const SOP_TRANSCRIPTION_JOB = 'sop-transcription';

const payloadSchema = z.object({
  organizationId: idSchema,
  instructionId: idSchema,
  itemId: idSchema,
  key: z.string().min(1),
  languageCode: z.string(),
});

/** Whether the environment names a speech-to-text provider (AI_BASE_URL or WHISPER_MODEL). */
export function speechConfigured(aiEnv: Record<string, string>, env = process.env): boolean {
  return Boolean(aiEnv.AI_BASE_URL || env.AI_BASE_URL || env.WHISPER_MODEL);
}

/** The typed not-configured answer (409): the UI shows `reason` as it is. */
export const speechNotConfiguredError = () =>
  new StepwiseError(ErrorCode.Conflict, NOT_CONFIGURED_REASON, {
    category: 'conflict',
    data: { kind: 'not-configured', reason: NOT_CONFIGURED_REASON },
  });

/** The stored key of the item's video named by `url` (the key itself, or a signed URL of it). */
function videoKeyOf(attachments: { kind: string; url?: string }[], url: string): string | null {
  for (const a of attachments) {
    if (a.kind !== 'video' || !a.url || !a.url.startsWith('org/')) continue;
    const relative = a.url.split('/').slice(4).join('/');
    if (url === a.url || url.split(/[?#]/)[0]!.endsWith(`/${relative}`)) return a.url;
  }
  return null;
}

/** POST .../transcription: queues the job; 409 not-configured without a provider. */
export async function requestTranscription(
  caller: Caller,
  aiEnv: Record<string, string>,
  mmsopId: string,
  body: { itemId: string; url: string },
): Promise<{ jobId: string; itemId: string }> {
  const { row } = await mutableInstruction(caller, mmsopId);
  const item = await caller.tenant.first(
    sopItems,
    and(eq(sopItems.id, body.itemId), eq(sopItems.instructionId, row.id)),
  );
  if (!item) throw notFound('SOP item');
  const key = videoKeyOf(item.attachments, body.url);
  if (!key) throw badRequest("The URL is not one of this item's stored videos");
  if (!speechConfigured(aiEnv)) throw speechNotConfiguredError();
  const job = await enqueueOrganizationJob(caller.tenant, {
    kind: SOP_TRANSCRIPTION_JOB,
    payload: {
      organizationId: caller.organizationId,
      instructionId: row.id,
      itemId: item.id,
      key,
      languageCode: row.languageCode,
    },
    maxAttempts: 2,
  });
  return { jobId: job.id, itemId: item.id };
}

/** The job: the video's audio through the provider, the sentences as the description. */
export function sopTranscriptionHandler(deps: {
  database: Database;
  storage: ObjectStorage;
  speechToText: () => SpeechToTextChoice | Promise<SpeechToTextChoice>;
}): JobHandler {
  return async (ctx) => {
    const parsed = payloadSchema.safeParse(ctx.job.payload);
    if (!parsed.success) throw new PermanentJobError('sop-transcription payload is invalid');
    const p = parsed.data;
    const stt = await deps.speechToText();
    if (!isSpeechConfigured(stt)) throw new PermanentJobError(stt.reason);
    const work = await workArea().makeDir('sop-transcription-');
    try {
      const video = join(work, 'video.mp4');
      await pipeline(await deps.storage.get(p.key), createWriteStream(video));
      ctx.progress(0.3, 'extracting the audio');
      const { file } = await extractAudio(video, join(work, 'audio.wav'), { signal: ctx.signal });
      ctx.progress(0.5, 'transcribing');
      const result = await stt.transcribe(file, {
        languageCode: p.languageCode,
        signal: ctx.signal,
      });
      const text = result.sentences
        .map((s) => s.sentence.trim())
        .filter(Boolean)
        .join(' ');
      const tenant = new Tenant(deps.database.db, p.organizationId);
      // The credit dashboard (issue 25): the audio seconds transcribed (to the last sentence).
      await recordAiUsage(tenant, {
        feature: 'transcription',
        provider: stt.kind,
        unit: 'seconds',
        quantity: Math.max(0, ...result.sentences.map((s) => s.endTime)),
      });
      const item = await tenant.first(sopItems, eq(sopItems.id, p.itemId));
      if (!item) return { itemId: p.itemId, status: 'skipped' };
      const description = text.slice(0, SOP_DESCRIPTION_MAX_LENGTH);
      await tenant.update(
        sopItems,
        { description, searchText: searchTextOf({ ...item, description }), updatedAt: new Date() },
        eq(sopItems.id, item.id),
      );
      return { itemId: item.id, characters: description.length };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
