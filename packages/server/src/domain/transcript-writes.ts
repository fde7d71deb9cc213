/**
 * An author's transcript of one language, written whole: typed, pasted, or read from a
 * subtitle file. Search (0005) and the assistant's passages (0008) follow it through their
 * triggers; the steps' titles and the workflow's speech status follow it here.
 */
import { and, eq } from 'drizzle-orm';
import { sentencesInRange, SpeechStatus, stepTitleFromSentences } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { steps, transcriptions, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { notFound } from './errors.js';
import { bakeTranscriptIntoEdits } from './workflow-edits.js';
import type { TranscriptionRow } from './workflow-view.js';

type Sentences = TranscriptionRow['sentences'];

/**
 * Titles steps from the transcript of `t`'s language: a step takes its first sentence when it
 * has no title in that language, or when its title is the one the previous transcript gave it
 * (so a corrected file retitles what the wrong one titled), never over an author's own title.
 * A derived title the new transcript no longer backs is removed: titles are never made up.
 * The workflow's speech is then complete: it has a transcript.
 */
export async function afterTranscriptWrite(
  tx: Tenant,
  t: TranscriptionRow,
  previous: Sentences | null,
): Promise<void> {
  const lang = t.languageCode;
  const stepList = await tx.select(steps, eq(steps.workflowId, t.workflowId));
  for (const step of stepList) {
    const current = (step.title[lang] ?? '').trim();
    const titleOf = (sentences: Sentences) =>
      stepTitleFromSentences(sentencesInRange(sentences, step.startTime, step.endTime));
    const derived = current === '' || (previous !== null && current === titleOf(previous));
    if (!derived) continue;
    const next = titleOf(t.sentences);
    if (next === current) continue;
    const others = { ...step.title };
    delete others[lang];
    await tx.update(
      steps,
      { title: next === '' ? others : { ...others, [lang]: next } },
      eq(steps.id, step.id),
    );
  }
  await tx.update(
    workflows,
    { speechStatus: SpeechStatus.Completed, updatedAt: new Date() },
    eq(workflows.id, t.workflowId),
  );
}

/**
 * Replaces (or creates) the transcript of one language with the author's sentences; the
 * editors' document follows it (issue 21: the saved edits are baked under the new text).
 */
export async function replaceTranscript(
  tx: Tenant,
  input: { workflowId: string; languageCode: string; sentences: Sentences },
): Promise<TranscriptionRow> {
  const { workflowId, languageCode, sentences } = input;
  // One transcript per language: writing one that exists replaces its sentences.
  const existing = await tx.first(
    transcriptions,
    and(eq(transcriptions.workflowId, workflowId), eq(transcriptions.languageCode, languageCode)),
  );
  const [row] = existing
    ? await tx.update(
        transcriptions,
        { sentences, source: 'author', updatedAt: new Date() },
        eq(transcriptions.id, existing.id),
      )
    : await tx.insert(transcriptions, {
        id: newId(),
        workflowId,
        languageCode,
        sentences,
        source: 'author',
      });
  if (!row) throw notFound('Transcription');
  await afterTranscriptWrite(tx, row, existing?.sentences ?? null);
  await bakeTranscriptIntoEdits(tx, row);
  return row;
}
