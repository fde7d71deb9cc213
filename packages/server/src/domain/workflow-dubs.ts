/**
 * Dubbing (issue 22; 001 §7): a workflow's voice-over in one language mixed into one audio track
 * (the `dub-workflow` job, dub-workflow-job.ts) that the served master playlist lists as an HLS
 * alternate audio rendition (dub-playlist.ts). One row per workflow and language: asking again
 * re-mixes the latest saved voice-over of that language into the same row.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  TextToSpeechStatus,
  ttsBlockSchema,
  type TtsBlockInput,
  type WorkflowDub,
} from '@stepwise/core';
import { textToSpeech, textToSpeechHistories, workflowDubs } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { newId } from '../db/ids.js';
import type { ObjectStorage } from '../storage/storage.js';
import type { Caller } from './caller.js';
import { badRequest, notFound } from './errors.js';
import { editableWorkflow } from './workflow-access.js';
import { enqueueDub } from './dub-workflow-enqueue.js';

export type DubRow = typeof workflowDubs.$inferSelect;
export type HistoryRow = typeof textToSpeechHistories.$inferSelect;

export const DubMessage = {
  noHistory: 'Save a voice-over in this language first',
  notGenerated: 'Generate the audio of every block first',
  noBlocks: 'The voice-over of this language has no blocks',
  noVideo: 'The video is not processed yet',
} as const;

export function dubView(row: DubRow): WorkflowDub {
  return {
    id: row.id,
    workflowId: row.workflowId,
    languageCode: row.languageCode,
    status: row.status as WorkflowDub['status'],
    progress: Math.min(1, Math.max(0, row.progress)),
    error: row.error,
    historyId: row.historyId,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The blocks of a saved voice-over, parsed (their stored JSON may predate a default). */
export function historyBlocks(history: Pick<HistoryRow, 'blocks'>): TtsBlockInput[] {
  return history.blocks.flatMap((b) => {
    const parsed = ttsBlockSchema.safeParse(b);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The newest saved voice-over of a language. */
export function latestHistory(
  tenant: Tenant,
  workflowId: string,
  languageCode: string,
): Promise<HistoryRow | undefined> {
  return tenant
    .select(
      textToSpeechHistories,
      and(
        eq(textToSpeechHistories.workflowId, workflowId),
        eq(textToSpeechHistories.languageCode, languageCode),
      ),
      {
        orderBy: [desc(textToSpeechHistories.createdAt), desc(textToSpeechHistories.id)],
        limit: 1,
      },
    )
    .then((rows) => rows[0]);
}

/** Blocks whose audio (generated or recorded) is not COMPLETED in this workflow. */
export async function blocksWithoutAudio(
  tenant: Tenant,
  workflowId: string,
  blocks: readonly TtsBlockInput[],
): Promise<number> {
  const ids = [...new Set(blocks.flatMap((b) => (b.text2SpeechId ? [b.text2SpeechId] : [])))];
  const done = new Set(
    ids.length === 0
      ? []
      : (
          await tenant.select(
            textToSpeech,
            and(
              eq(textToSpeech.workflowId, workflowId),
              inArray(textToSpeech.id, ids),
              eq(textToSpeech.status, TextToSpeechStatus.Completed),
            ),
          )
        )
          .filter((r) => r.storageKey)
          .map((r) => r.id),
  );
  return blocks.filter((b) => !b.text2SpeechId || !done.has(b.text2SpeechId)).length;
}

export async function listDubs(caller: Caller, workflowId: string): Promise<WorkflowDub[]> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const rows = await caller.tenant.select(workflowDubs, eq(workflowDubs.workflowId, workflow.id), {
    orderBy: [workflowDubs.languageCode],
  });
  return rows.map(dubView);
}

/**
 * POST: the latest voice-over of the language, every block voiced, becomes a scheduled dub and
 * its job (in one transaction: no row waits for a job that was never queued).
 */
export async function requestDub(
  caller: Caller,
  workflowId: string,
  languageCode: string,
): Promise<WorkflowDub> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  if (!workflow.hlsKey || !workflow.videoDuration) throw badRequest(DubMessage.noVideo);
  const tenant = caller.tenant;
  const history = await latestHistory(tenant, workflow.id, languageCode);
  if (!history) throw badRequest(DubMessage.noHistory);
  const blocks = historyBlocks(history);
  if (blocks.length === 0) throw badRequest(DubMessage.noBlocks);
  const missing = await blocksWithoutAudio(tenant, workflow.id, blocks);
  if (missing > 0) {
    throw badRequest(`${DubMessage.notGenerated} (${missing} of ${blocks.length} not ready)`, {
      missing,
    });
  }
  const row = await tenant.transaction(async (tx) => {
    const fields = {
      historyId: history.id,
      status: 'scheduled',
      progress: 0,
      error: null,
      requestedBy: caller.userId,
      finishedAt: null,
    } as const;
    // One row per language: a request racing another for a new language finds the row made.
    await tx.insertIgnore(workflowDubs, {
      id: newId(),
      workflowId: workflow.id,
      languageCode,
      ...fields,
    });
    const [saved] = await tx.update(
      workflowDubs,
      fields,
      and(eq(workflowDubs.workflowId, workflow.id), eq(workflowDubs.languageCode, languageCode)),
    );
    const jobId = await enqueueDub(tx, {
      organizationId: tx.organizationId,
      workflowId: workflow.id,
      dubId: saved!.id,
      historyId: history.id,
    });
    const [withJob] = await tx.update(workflowDubs, { jobId }, eq(workflowDubs.id, saved!.id));
    return withJob!;
  });
  return dubView(row);
}

/** DELETE: the row and its rendition; the master playlist stops listing it at once. */
export async function deleteDub(
  caller: Caller,
  storage: ObjectStorage,
  workflowId: string,
  languageCode: string,
): Promise<WorkflowDub> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const [row] = await caller.tenant.delete(
    workflowDubs,
    and(eq(workflowDubs.workflowId, workflow.id), eq(workflowDubs.languageCode, languageCode)),
  );
  if (!row) throw notFound('Dubbed track');
  if (row.storagePrefix) await storage.delete(row.storagePrefix).catch(() => undefined);
  return dubView(row);
}
