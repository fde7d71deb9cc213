/**
 * The `text-to-speech` job (issue 22): one audio row from PENDING to PROCESSING to COMPLETED.
 * The provider speaks the text (at the row's rate; at 1 when the rate is auto), ffmpeg makes it
 * AAC in .m4a (auto: fitted to the block's length with atempo, clamped to 0.5..2), ffprobe
 * measures it, and it is stored at voiceOverKey. No word timings: espeak-ng gives none and
 * OpenAI's /audio/speech neither, so `words` stays null.
 *
 * Idempotent: a resumed job synthesizes again and overwrites the same key; a row already
 * COMPLETED or FAILED (or deleted with its workflow) is left alone. Failures that retrying cannot
 * help (a refused key, an unknown voice, no provider) fail at once; others get the job's
 * attempts, and the last one marks the row FAILURE with the reason the editor shows.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { idSchema, TextToSpeechStatus } from '@stepwise/core';
import { z } from 'zod';
import { isTtsConfigured, isTtsError, type TextToSpeechChoice } from '../ai/tts/text-to-speech.js';
import type { Database } from '../db/client.js';
import { textToSpeech } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { recordAiUsage } from './ai-usage.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import { isMediaError, probe, type FfmpegBinaries } from '../media/index.js';
import { encodeSpeechAudio, fitTempo } from '../media/speech-audio.js';
import { workArea } from '../media/work-area.js';
import type { ObjectStorage } from '../storage/storage.js';
import { voiceOverKey, type TextToSpeechRow } from './text-to-speech.js';

const payloadSchema = z.object({ organizationId: idSchema, textToSpeechId: idSchema });

export interface TextToSpeechJobDeps {
  database: Database;
  storage: ObjectStorage;
  textToSpeech: () => Promise<TextToSpeechChoice>;
  binaries?: FfmpegBinaries;
}

/** What the editor shows for a failed clip. */
function readableFailure(err: unknown): string {
  if (isTtsError(err) || err instanceof PermanentJobError) return err.message;
  if (isMediaError(err)) return `The speech could not be encoded: ${err.message}`;
  return `The speech could not be generated: ${err instanceof Error ? err.message : String(err)}`;
}

const permanent = (err: unknown) =>
  err instanceof PermanentJobError || (isTtsError(err) && !err.retryable);

async function speak(
  deps: TextToSpeechJobDeps,
  ctx: JobContext<unknown>,
  row: TextToSpeechRow,
  work: string,
): Promise<{ key: string; duration: number }> {
  const choice = await deps.textToSpeech();
  if (!isTtsConfigured(choice)) throw new PermanentJobError(choice.reason);
  const auto = row.rate === 0;
  ctx.progress(0.1, 'synthesizing');
  const { file } = await choice.synthesize({
    text: row.text,
    voice: row.voice,
    rate: auto ? 1 : row.rate,
    languageCode: row.languageCode,
    outBase: join(work, 'speech'),
    signal: ctx.signal,
  });
  // The credit dashboard (issue 25): the characters the provider spoke.
  await recordAiUsage(new Tenant(deps.database.db, row.organizationId), {
    feature: 'text-to-speech',
    provider: choice.name,
    unit: 'characters',
    quantity: row.text.length,
  });
  let tempo = 1;
  if (auto && row.targetDuration) {
    const spoken = await probe(file, { binaries: deps.binaries, signal: ctx.signal });
    tempo = fitTempo(spoken.durationSeconds, row.targetDuration);
  }
  ctx.progress(0.6, 'encoding');
  const out = await encodeSpeechAudio(file, join(work, 'speech.m4a'), {
    tempo,
    binaries: deps.binaries,
    signal: ctx.signal,
  });
  const key = voiceOverKey(row.organizationId, row.workflowId, row.id);
  await deps.storage.put(key, out.file);
  return { key, duration: Math.round(out.durationSeconds * 1000) / 1000 };
}

export function textToSpeechHandler(deps: TextToSpeechJobDeps): JobHandler {
  return async (ctx: JobContext<unknown>) => {
    const parsed = payloadSchema.safeParse(ctx.job.payload);
    if (!parsed.success) throw new PermanentJobError('text-to-speech payload is invalid');
    const { organizationId, textToSpeechId } = parsed.data;
    const tenant = new Tenant(deps.database.db, organizationId);
    const row = await tenant.first(textToSpeech, eq(textToSpeech.id, textToSpeechId));
    if (!row) return { textToSpeechId, status: 'skipped' };
    if (row.status === TextToSpeechStatus.Completed || row.status === TextToSpeechStatus.Failure) {
      return { textToSpeechId, status: 'skipped' };
    }
    const byId = eq(textToSpeech.id, row.id);
    await tenant.update(
      textToSpeech,
      { status: TextToSpeechStatus.Processing, error: null, updatedAt: new Date() },
      byId,
    );
    const work = await workArea().makeDir('text-to-speech-');
    try {
      const { key, duration } = await speak(deps, ctx, row, work);
      await tenant.update(
        textToSpeech,
        {
          status: TextToSpeechStatus.Completed,
          storageKey: key,
          duration,
          words: null,
          error: null,
          updatedAt: new Date(),
        },
        byId,
      );
      return { textToSpeechId, status: 'completed', duration };
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      const final = permanent(err) || ctx.job.attempts >= ctx.job.maxAttempts;
      await tenant.update(
        textToSpeech,
        final
          ? {
              status: TextToSpeechStatus.Failure,
              error: readableFailure(err),
              updatedAt: new Date(),
            }
          : { status: TextToSpeechStatus.Pending, updatedAt: new Date() },
        byId,
      );
      if (permanent(err) && !(err instanceof PermanentJobError)) {
        throw new PermanentJobError(readableFailure(err), { cause: err });
      }
      throw err;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
