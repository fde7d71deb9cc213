/**
 * Text-to-speech audio of a workflow (issue 22; 001 §3 audio source, §4 statuses, §7 calls):
 * POST /v1/workflows/{id}/text-2-speech turns blocks into audio by durable jobs
 * (`text-to-speech`, text-to-speech-job.ts), GET /v1/text-2-speech?ids= polls them.
 *
 * Reuse: each item's fingerprint is a hash of what makes its audio (kind, voice, rate, the
 * target duration when the rate is auto, the trimmed text). Audio of the workflow with that
 * fingerprint which is COMPLETED, PENDING or PROCESSING answers the item again (`reused`); only
 * the others insert a PENDING row and queue a job (`queued`), both in one transaction. So
 * generating a whole voice-over again after changing one block's text queues exactly one job.
 *
 * Storage: `org/{organizationId}/workflows/{workflowId}/voice-overs/{textToSpeechId}.m4a` (AAC,
 * mono 48 kHz), in the workflow's media folder, so it is signed like the rest of its media.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  StepwiseError,
  TextToSpeechStatus,
  type TextToSpeechAudio,
  type TextToSpeechStatusValue,
  type TtsVoicesAnswer,
} from '@stepwise/core';
import type { z } from 'zod';
import type { textToSpeechGenerateSchema } from '@stepwise/core';
import { isTtsConfigured, type TextToSpeechChoice } from '../ai/tts/text-to-speech.js';
import { newId } from '../db/ids.js';
import { textToSpeech } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { workflowKeys } from '../storage/storage.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, forbidden } from './errors.js';
import { enqueueOrganizationJob } from './organization-jobs.js';
import { editableWorkflow } from './workflow-access.js';

export const TEXT_TO_SPEECH_JOB = 'text-to-speech';
/** Attempts of one generation: a busy endpoint gets two more tries. */
export const TEXT_TO_SPEECH_ATTEMPTS = 3;

export type TextToSpeechRow = typeof textToSpeech.$inferSelect;
export type TextToSpeechGenerateBody = z.output<typeof textToSpeechGenerateSchema>;
type Sign = (key: string | null | undefined) => string | null;

/** Audio that answers a request again: made, or being made. */
const REUSABLE: TextToSpeechStatusValue[] = [
  TextToSpeechStatus.Completed,
  TextToSpeechStatus.Pending,
  TextToSpeechStatus.Processing,
];

/** Where a workflow's voice-over clip is stored (see the module comment). */
export const voiceOverKey = (organizationId: string, workflowId: string, id: string) =>
  `${workflowKeys(organizationId, workflowId).root}/voice-overs/${id}.m4a`;

/** The hash of what makes a clip: equal fingerprints, the same audio. */
export function speechFingerprint(item: {
  kind: 'tts' | 'recording';
  voice: string;
  rate: number;
  targetDuration?: number | null | undefined;
  text: string;
}): string {
  const target = item.rate === 0 ? (item.targetDuration ?? null) : null;
  const parts = [item.kind, item.voice, item.rate, target, item.text.trim()];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** 001 §3 audio source; the URL only once the clip is made. espeak-ng gives no word times. */
export function audioView(row: TextToSpeechRow, sign: Sign): TextToSpeechAudio {
  const status = row.status as TextToSpeechStatusValue;
  return {
    id: row.id,
    voice: row.voice,
    rate: row.rate,
    text: row.text,
    duration: row.duration,
    status,
    speechURL: status === TextToSpeechStatus.Completed ? sign(row.storageKey) : null,
    ...(row.words ? { words: row.words } : {}),
    error: row.error,
  };
}

/** GET /v1/text-2-speech/voices. */
export function voicesAnswer(choice: TextToSpeechChoice): TtsVoicesAnswer {
  return isTtsConfigured(choice)
    ? { configured: true, provider: choice.name, reason: null, voices: choice.voices() }
    : { configured: false, provider: null, reason: choice.reason, voices: [] };
}

/** The typed not-configured refusal (409): the editor shows `reason` as it is. */
export const ttsNotConfiguredError = (reason: string): StepwiseError =>
  conflict(reason, { kind: 'not-configured', reason });

/** Refuses items the provider cannot voice, before anything is written. */
function checkItems(body: TextToSpeechGenerateBody, voiceIds: Set<string>): void {
  body.items.forEach((item, index) => {
    if (!voiceIds.has(item.voice)) {
      throw badRequest(`items.${index}.voice: ${item.voice} is not a voice of this server`, {
        index,
        voice: item.voice,
      });
    }
    if (item.rate === 0 && item.targetDuration === undefined) {
      throw badRequest(`items.${index}.targetDuration is needed when rate is 0 (auto)`, { index });
    }
  });
}

async function reusableByFingerprint(
  tenant: Tenant,
  workflowId: string,
  fingerprints: string[],
): Promise<Map<string, TextToSpeechRow>> {
  const rows = await tenant.select(
    textToSpeech,
    and(
      eq(textToSpeech.workflowId, workflowId),
      inArray(textToSpeech.fingerprint, fingerprints),
      inArray(textToSpeech.status, REUSABLE),
    ),
    { orderBy: desc(textToSpeech.createdAt) },
  );
  const found = new Map<string, TextToSpeechRow>();
  // Made audio first, else the newest one being made.
  for (const row of rows) {
    const had = found.get(row.fingerprint);
    if (!had || (had.status !== 'COMPLETED' && row.status === 'COMPLETED')) {
      found.set(row.fingerprint, row);
    }
  }
  return found;
}

/**
 * A PENDING audio row and its generation job, on the tenant's connection (inside a transaction
 * they commit together). The generate route calls it for each new item; so may a seed.
 */
export async function queueSpeech(
  tenant: Tenant,
  item: {
    workflowId: string;
    languageCode: string;
    text: string;
    voice: string;
    rate: number;
    targetDuration?: number | undefined;
    createdBy: string | null;
  },
): Promise<TextToSpeechRow> {
  const id = newId();
  const job = await enqueueOrganizationJob(tenant, {
    kind: TEXT_TO_SPEECH_JOB,
    payload: { organizationId: tenant.organizationId, textToSpeechId: id },
    dedupeKey: `${TEXT_TO_SPEECH_JOB}:${id}`,
    maxAttempts: TEXT_TO_SPEECH_ATTEMPTS,
  });
  const targetDuration = item.rate === 0 ? (item.targetDuration ?? null) : null;
  const [row] = await tenant.insert(textToSpeech, {
    id,
    workflowId: item.workflowId,
    kind: 'tts',
    languageCode: item.languageCode,
    text: item.text.trim(),
    voice: item.voice,
    rate: item.rate,
    targetDuration,
    fingerprint: speechFingerprint({ kind: 'tts', ...item }),
    status: TextToSpeechStatus.Pending,
    jobId: job.id,
    createdBy: item.createdBy,
  });
  return row!;
}

/** POST /v1/workflows/{id}/text-2-speech: see the module comment. */
export async function generateSpeech(
  caller: Caller,
  provider: () => Promise<TextToSpeechChoice>,
  workflowId: string,
  body: TextToSpeechGenerateBody,
): Promise<{ rows: TextToSpeechRow[]; queued: number; reused: number }> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  if (!caller.features.textToSpeech) {
    throw forbidden('Text to speech is turned off for this organisation (feature textToSpeech)');
  }
  const choice = await provider();
  if (!isTtsConfigured(choice)) throw ttsNotConfiguredError(choice.reason);
  checkItems(body, new Set(choice.voices().map((v) => v.id)));
  const fingerprints = body.items.map((item) => speechFingerprint({ kind: 'tts', ...item }));

  return caller.tenant.transaction(async (tx) => {
    const known = await reusableByFingerprint(tx, workflow.id, [...new Set(fingerprints)]);
    const rows: TextToSpeechRow[] = [];
    let queued = 0;
    let reused = 0;
    for (const [index, item] of body.items.entries()) {
      const fingerprint = fingerprints[index]!;
      const had = known.get(fingerprint);
      if (had) {
        reused += 1;
        rows.push(had);
        continue;
      }
      const row = await queueSpeech(tx, {
        workflowId: workflow.id,
        languageCode: body.languageCode,
        ...item,
        createdBy: caller.userId,
      });
      known.set(fingerprint, row);
      rows.push(row);
      queued += 1;
    }
    return { rows, queued, reused };
  });
}

/**
 * GET /v1/text-2-speech?ids=: the caller's organisation's audio of workflows the caller may
 * edit, in the order asked (each once). Ids that are unknown, of another organisation or of a
 * workflow the caller cannot edit are left out, all alike, so the answer tells nothing of them.
 */
export async function audioByIds(caller: Caller, ids: string[]): Promise<TextToSpeechRow[]> {
  const unique = [...new Set(ids)];
  const rows = await caller.tenant.select(textToSpeech, inArray(textToSpeech.id, unique));
  const editable = new Map<string, boolean>();
  for (const workflowId of new Set(rows.map((r) => r.workflowId))) {
    editable.set(
      workflowId,
      await editableWorkflow(caller, workflowId).then(
        () => true,
        (err: unknown) => {
          if (err instanceof StepwiseError) return false;
          throw err;
        },
      ),
    );
  }
  const byId = new Map(rows.filter((r) => editable.get(r.workflowId)).map((r) => [r.id, r]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
