/**
 * Writes an edited state's timeline onto the workflow's rows (issue 21): its steps (kept by id,
 * ordered, timed and titled in the workflow language; new ones inserted, removed ones deleted
 * with their attachments) and the workflow language's transcript (the sentences as they now
 * fall on the timeline, words included). A plain save runs it at once; the re-render job runs it
 * in the transaction that swaps the new media in. Always inside the caller's transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  idSchema,
  initialStepOrders,
  timelineSentences,
  timelineSteps,
  type EditState,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { steps, transcriptions } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { badRequest } from './errors.js';
import { afterTranscriptWrite } from './transcript-writes.js';
import type { WorkflowRow } from './workflow-access.js';
import { EditMessage, workflowTranscript } from './workflow-edits.js';

/** The thumbnail of the second a step starts on (clamped to the last one there is). */
function posterAt(imageMap: Record<string, string> | null, start: number): string | null {
  if (!imageMap) return null;
  const seconds = Object.keys(imageMap).map(Number);
  if (seconds.length === 0) return null;
  const second = Math.min(Math.max(...seconds), Math.floor(start));
  return imageMap[String(second)] ?? null;
}

export async function writeTimeline(
  tx: Tenant,
  workflow: Pick<WorkflowRow, 'id' | 'languageCode'>,
  state: EditState,
  imageMap: Record<string, string> | null,
): Promise<void> {
  const lang = workflow.languageCode;
  const placed = timelineSteps(state);
  const orders = initialStepOrders(placed.length);
  const existing = new Map(
    (await tx.select(steps, eq(steps.workflowId, workflow.id))).map((s) => [s.id, s]),
  );
  const kept = new Set(placed.map((s) => s.id));
  const gone = [...existing.keys()].filter((id) => !kept.has(id));
  if (gone.length > 0) await tx.delete(steps, inArray(steps.id, gone));

  const fresh = placed.filter((s) => !existing.has(s.id));
  for (const s of fresh) {
    if (!idSchema.safeParse(s.id).success) throw badRequest(EditMessage.stepIdInvalid);
  }
  if (fresh.length > 0) {
    // A step id is the step's primary key: one used by any other row is refused, not a 500.
    const taken = await tx.connection
      .select({ id: steps.id })
      .from(steps)
      .where(
        inArray(
          steps.id,
          fresh.map((s) => s.id),
        ),
      );
    if (taken.length > 0) throw badRequest(EditMessage.stepIdTaken, { stepId: taken[0]!.id });
  }

  for (const [i, s] of placed.entries()) {
    const old = existing.get(s.id);
    const others = { ...(old?.title ?? {}) };
    delete others[lang];
    const title = s.title.trim() === '' ? others : { ...others, [lang]: s.title };
    const values = {
      order: orders[i] ?? (i + 1) * 10,
      startTime: s.startTime,
      endTime: s.endTime,
      title,
      posterKey: posterAt(imageMap, s.startTime) ?? old?.posterKey ?? null,
    };
    if (old) await tx.update(steps, values, eq(steps.id, s.id));
    else await tx.insert(steps, { id: s.id, workflowId: workflow.id, ...values });
  }

  const sentences = timelineSentences(state).map((s) => ({
    sentence: s.sentence,
    startTime: s.startTime,
    endTime: s.endTime,
    ...(s.words ? { words: s.words } : {}),
  }));
  const previous = await workflowTranscript(tx, workflow);
  if (!previous && sentences.length === 0) return;
  const [row] = previous
    ? await tx.update(
        transcriptions,
        { sentences, source: 'author', updatedAt: new Date() },
        eq(transcriptions.id, previous.id),
      )
    : await tx.insert(transcriptions, {
        id: newId(),
        workflowId: workflow.id,
        languageCode: lang,
        sentences,
        source: 'author',
      });
  if (row) await afterTranscriptWrite(tx, row, previous?.sentences ?? null);
}
