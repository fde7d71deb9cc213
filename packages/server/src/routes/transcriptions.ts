/**
 * Transcripts (001 §7): read one, the author types one (PATCH), or writes the first one for a
 * language (POST on the workflow). After a write, untitled steps take their title from it.
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  ErrorCode,
  idSchema,
  localeSchema,
  sentenceSchema,
  sentencesInRange,
  SpeechStatus,
  stepTitleFromSentences,
  StepwiseError,
  transcriptionIsValid,
} from '@stepwise/core';
import type { ZodApp } from '../app.js';
import { newId } from '../db/ids.js';
import { steps, transcriptions, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest, notFound } from '../http/errors.js';
import { ok, wrapped } from '../http/reply.js';
import type { Caller } from '../http/types.js';
import { editableWorkflow, visibleWorkflow } from '../domain/workflow-access.js';
import {
  transcriptionView,
  transcriptionViewSchema,
  type TranscriptionRow,
} from '../domain/workflow-view.js';

const params = z.object({ id: idSchema });
// Ours: a ceiling on sentences per transcript so one request stays a bounded amount of work.
const MAX_SENTENCES = 5000;
const sentences = z.array(sentenceSchema).max(MAX_SENTENCES);
const itemResponse = wrapped(z.object({ item: transcriptionViewSchema }));
const sampleSentences = [
  { sentence: 'Fit the bracket.', startTime: 0, endTime: 4 },
  { sentence: 'Tighten both bolts.', startTime: 5, endTime: 9 },
];

function assertValid(list: readonly { sentence: string; startTime: number; endTime: number }[]) {
  if (!transcriptionIsValid(list)) throw badRequest('a sentence is empty');
}

/** A transcription whose workflow the caller can see (or edit); else 404 (or 403). */
async function transcriptionFor(
  caller: Caller,
  id: string,
  edit: boolean,
): Promise<TranscriptionRow> {
  const t = await caller.tenant.first(transcriptions, eq(transcriptions.id, id));
  if (!t) throw notFound('Transcription');
  await (edit ? editableWorkflow : visibleWorkflow)(caller, t.workflowId).catch((err: unknown) => {
    // A hidden or deleted workflow hides its transcripts too.
    throw err instanceof StepwiseError && err.code === ErrorCode.NotFound
      ? notFound('Transcription')
      : err;
  });
  return t;
}

/** Untitled steps take their title, in the transcript's language, from their first sentence. */
async function afterTranscriptWrite(tx: Tenant, t: TranscriptionRow): Promise<void> {
  const stepList = await tx.select(steps, eq(steps.workflowId, t.workflowId));
  for (const step of stepList) {
    if ((step.title[t.languageCode] ?? '').trim() !== '') continue;
    const title = stepTitleFromSentences(
      sentencesInRange(t.sentences, step.startTime, step.endTime),
    );
    if (title === '') continue;
    await tx.update(
      steps,
      { title: { ...step.title, [t.languageCode]: title } },
      eq(steps.id, step.id),
    );
  }
  await tx.update(
    workflows,
    { speechStatus: SpeechStatus.Completed, updatedAt: new Date() },
    eq(workflows.id, t.workflowId),
  );
}

export function registerTranscriptionRoutes(app: ZodApp): void {
  app.get(
    '/v1/transcriptions/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.transcriptionId! } }) },
      schema: { tags: ['workflows'], params, response: itemResponse },
    },
    async (req) =>
      ok({ item: transcriptionView(await transcriptionFor(callerOf(req), req.params.id, false)) }),
  );

  app.patch(
    '/v1/transcriptions/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.transcriptionId! },
          body: { sentences: sampleSentences },
        }),
      },
      schema: {
        tags: ['workflows'],
        params,
        body: z.strictObject({ sentences }),
        response: itemResponse,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const t = await transcriptionFor(caller, req.params.id, true);
      assertValid(req.body.sentences);
      const saved = await caller.tenant.transaction(async (tx) => {
        const [row] = await tx.update(
          transcriptions,
          { sentences: req.body.sentences, source: 'author', updatedAt: new Date() },
          eq(transcriptions.id, t.id),
        );
        if (!row) throw notFound('Transcription');
        await afterTranscriptWrite(tx, row);
        return row;
      });
      return ok({ item: transcriptionView(saved) });
    },
  );

  app.post(
    '/v1/workflows/:id/transcription',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.workflowId! },
          body: { languageCode: 'de', sentences: sampleSentences },
        }),
      },
      schema: {
        tags: ['workflows'],
        params,
        body: z.strictObject({ languageCode: localeSchema, sentences }),
        response: itemResponse,
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      const { languageCode } = req.body;
      assertValid(req.body.sentences);
      const saved = await caller.tenant.transaction(async (tx) => {
        // One transcript per language: writing one that exists replaces its sentences.
        const existing = await tx.first(
          transcriptions,
          and(
            eq(transcriptions.workflowId, workflow.id),
            eq(transcriptions.languageCode, languageCode),
          ),
        );
        const [row] = existing
          ? await tx.update(
              transcriptions,
              { sentences: req.body.sentences, source: 'author', updatedAt: new Date() },
              eq(transcriptions.id, existing.id),
            )
          : await tx.insert(transcriptions, {
              id: newId(),
              workflowId: workflow.id,
              languageCode,
              sentences: req.body.sentences,
              source: 'author',
            });
        await afterTranscriptWrite(tx, row!);
        return row!;
      });
      return ok({ item: transcriptionView(saved) });
    },
  );
}
