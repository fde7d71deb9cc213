/**
 * The demo's German voice-over (issue 22): the conveyor sample's three scenes ("Check the belt",
 * "Start the motor", "Set the speed") get one German block each, saying what its English
 * narration says, at the narration's times. With text to speech configured (espeak-ng installed)
 * the seed also queues each block's generation and the German dub as durable jobs, so a minute
 * after `npm start` the player offers a Deutsch audio track; without it the saved blocks wait in
 * the voice-over editor for a provider. The dub's job waits for the speech (it retries while the
 * audio is being made). Idempotent: a workflow with a German voice-over is left alone.
 */
import { and, eq } from 'drizzle-orm';
import { VOICE_OVER, type TtsBlockInput } from '@stepwise/core';
import { isTtsConfigured, type TextToSpeechChoice } from '../ai/tts/text-to-speech.js';
import { newId } from '../db/ids.js';
import { textToSpeechHistories, workflowDubs } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { enqueueDub } from '../domain/dub-workflow-enqueue.js';
import { queueSpeech } from '../domain/text-to-speech.js';
import type { WorkflowRow } from '../domain/workflow-access.js';

export const DEMO_DUB_LANGUAGE = 'de-de';
/** espeak-ng's German voice: the blocks name it even when no provider is there yet. */
const FALLBACK_VOICE = 'espeak-ng:de+f3';

/** Seconds on the sample's timeline (8 s scenes; its narration starts a second into each). */
export const DEMO_GERMAN_BLOCKS: readonly { text: string; startTime: number; endTime: number }[] = [
  {
    text: 'Prüfen Sie, dass das Band frei ist und alle Schutzgitter geschlossen sind.',
    startTime: 1,
    endTime: 8,
  },
  {
    text: 'Drücken Sie den grünen Startknopf und warten Sie auf das Warnsignal.',
    startTime: 9,
    endTime: 16,
  },
  {
    text: 'Sobald die ersten Teile den Sensor passieren, stellen Sie die Bandgeschwindigkeit ein.',
    startTime: 17,
    endTime: 24,
  },
];

export async function ensureDemoVoiceOver(
  tenant: Tenant,
  workflow: WorkflowRow,
  authorId: string | null,
  tts: TextToSpeechChoice,
): Promise<void> {
  const had = await tenant.first(
    textToSpeechHistories,
    and(
      eq(textToSpeechHistories.workflowId, workflow.id),
      eq(textToSpeechHistories.languageCode, DEMO_DUB_LANGUAGE),
    ),
  );
  if (had) return;
  const voice = isTtsConfigured(tts)
    ? tts.voices().find((v) => v.languageCode === DEMO_DUB_LANGUAGE)?.id
    : undefined;
  await tenant.transaction(async (tx) => {
    const blocks: TtsBlockInput[] = [];
    for (const [i, b] of DEMO_GERMAN_BLOCKS.entries()) {
      const text2SpeechId = voice
        ? (
            await queueSpeech(tx, {
              workflowId: workflow.id,
              languageCode: DEMO_DUB_LANGUAGE,
              text: b.text,
              voice,
              rate: VOICE_OVER.defaultSpeed,
              createdBy: authorId,
            })
          ).id
        : null;
      blocks.push({
        key: `demo-de-${i}`,
        text2SpeechId,
        text: b.text,
        time: b.endTime - b.startTime,
        speed: VOICE_OVER.defaultSpeed,
        startTime: b.startTime,
        endTime: b.endTime,
        voice: voice ?? FALLBACK_VOICE,
        source: 'tts',
      });
    }
    const historyId = newId();
    await tx.insert(textToSpeechHistories, {
      id: historyId,
      workflowId: workflow.id,
      languageCode: DEMO_DUB_LANGUAGE,
      voice: voice ?? FALLBACK_VOICE,
      globalSpeed: VOICE_OVER.defaultSpeed,
      blocks,
      createdBy: authorId,
    });
    if (!voice) return;
    // A German dub somebody already made stays theirs.
    const dubbed = await tx.first(
      workflowDubs,
      and(
        eq(workflowDubs.workflowId, workflow.id),
        eq(workflowDubs.languageCode, DEMO_DUB_LANGUAGE),
      ),
    );
    if (dubbed) return;
    const dubId = newId();
    await tx.insert(workflowDubs, {
      id: dubId,
      workflowId: workflow.id,
      languageCode: DEMO_DUB_LANGUAGE,
      historyId,
      status: 'scheduled',
      requestedBy: authorId,
    });
    // After the speech has had time to be made; retried (with back-off) while it has not.
    const jobId = await enqueueDub(
      tx,
      { organizationId: tx.organizationId, workflowId: workflow.id, dubId, historyId },
      { runAt: new Date(Date.now() + 20_000), maxAttempts: 6 },
    );
    await tx.update(workflowDubs, { jobId }, eq(workflowDubs.id, dubId));
  });
}
