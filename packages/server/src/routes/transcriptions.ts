/**
 * Transcripts (001 §7): read one, the author types one (PATCH), or writes the first one for a
 * language (POST on the workflow); files in transcript-files.ts. After a write, untitled steps
 * take their title from it (domain/transcript-writes.ts).
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  idSchema,
  localeSchema,
  sentenceSchema,
  StepwiseError,
  TRANSCRIPT_MAX_SENTENCES,
  transcriptionIsValid,
  transcriptionViewSchema,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { transcriptions } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest, notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import type { Caller } from '../domain/caller.js';
import { editableWorkflow, visibleWorkflow } from '../domain/workflow-access.js';
import { afterTranscriptWrite, replaceTranscript } from '../domain/transcript-writes.js';
import { bakeTranscriptIntoEdits } from '../domain/workflow-edits.js';
import { transcriptionView, type TranscriptionRow } from '../domain/workflow-view.js';
import { registerTranscriptFileRoutes } from './transcript-files.js';

const params = z.object({ id: idSchema });
const sentences = z.array(sentenceSchema).max(TRANSCRIPT_MAX_SENTENCES);
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
        await afterTranscriptWrite(tx, row, t.sentences);
        await bakeTranscriptIntoEdits(tx, row);
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
      const saved = await caller.tenant.transaction((tx) =>
        replaceTranscript(tx, {
          workflowId: workflow.id,
          languageCode,
          sentences: req.body.sentences,
        }),
      );
      return ok({ item: transcriptionView(saved) });
    },
  );

  registerTranscriptFileRoutes(app);
}
