/**
 * Saved voice-overs (issue 22; 001 §3 voice-over state, §7 text-2-speech-histories): one
 * language's blocks of a workflow, newest first. A save is a new row (the history), never an
 * update; dubbing (issue 22 part 7) mixes the newest of a language. Every block's audio must be
 * audio of the same workflow, so a saved voice-over never plays another workflow's clips.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  TextToSpeechHistory,
  textToSpeechHistoryCreateSchema,
  textToSpeechHistoryQuerySchema,
} from '@stepwise/core';
import type { z } from 'zod';
import { newId } from '../db/ids.js';
import { textToSpeech, textToSpeechHistories } from '../db/schema.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import { editableWorkflow } from './workflow-access.js';

type HistoryRow = typeof textToSpeechHistories.$inferSelect;
type HistoryCreate = z.output<typeof textToSpeechHistoryCreateSchema>;
type HistoryQuery = z.output<typeof textToSpeechHistoryQuerySchema>;

export function historyView(row: HistoryRow): TextToSpeechHistory {
  return {
    id: row.id,
    workflowId: row.workflowId,
    languageCode: row.languageCode,
    voice: row.voice,
    globalSpeed: row.globalSpeed,
    blocks: row.blocks as TextToSpeechHistory['blocks'],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /v1/text-2-speech-histories. */
export async function saveHistory(caller: Caller, body: HistoryCreate): Promise<HistoryRow> {
  const { workflow } = await editableWorkflow(caller, body.workflowId);
  const audioIds = [
    ...new Set(body.blocks.flatMap((b) => (b.text2SpeechId ? [b.text2SpeechId] : []))),
  ];
  if (audioIds.length > 0) {
    const found = await caller.tenant.select(
      textToSpeech,
      and(eq(textToSpeech.workflowId, workflow.id), inArray(textToSpeech.id, audioIds)),
    );
    const own = new Set(found.map((r) => r.id));
    const strangers = audioIds.filter((id) => !own.has(id));
    if (strangers.length > 0) {
      throw badRequest('Some blocks name audio that is not of this workflow', {
        text2SpeechIds: strangers,
      });
    }
  }
  const [row] = await caller.tenant.insert(textToSpeechHistories, {
    id: newId(),
    workflowId: workflow.id,
    languageCode: body.languageCode,
    voice: body.voice,
    globalSpeed: body.globalSpeed,
    blocks: body.blocks,
    createdBy: caller.userId,
  });
  return row!;
}

/** GET /v1/workflows/{id}/text-2-speech-histories: newest first. */
export async function listHistories(
  caller: Caller,
  workflowId: string,
  query: HistoryQuery,
): Promise<HistoryRow[]> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  return caller.tenant.select(
    textToSpeechHistories,
    and(
      eq(textToSpeechHistories.workflowId, workflow.id),
      query.languageCode ? eq(textToSpeechHistories.languageCode, query.languageCode) : undefined,
    ),
    {
      orderBy: [desc(textToSpeechHistories.createdAt), desc(textToSpeechHistories.id)],
      limit: query.limit,
    },
  );
}
