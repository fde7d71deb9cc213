/**
 * A workflow's transcript as a file (issue 16): an author uploads SubRip or WebVTT subtitles, or
 * types or pastes plain text, and it becomes the timed transcript of a language; anyone who may
 * see the workflow downloads it as subtitles. The server is the one place that reads a file
 * (core parseSubtitles, timeTranscriptText): a bad one is a 400 naming its line.
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  formatSubtitles,
  idSchema,
  parseSubtitles,
  type Sentence,
  SENTENCE_MAX_LENGTH,
  SUBTITLE_MEDIA_TYPES,
  subtitleDownloadQuerySchema,
  timeTranscriptText,
  TRANSCRIPT_FILE_MAX_LENGTH,
  TRANSCRIPT_MAX_SENTENCES,
  type TranscriptFile,
  transcriptFileSchema,
  transcriptionIsValid,
  transcriptionViewSchema,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { transcriptions } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest, conflict, notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import type { Caller } from '../domain/caller.js';
import { replaceTranscript } from '../domain/transcript-writes.js';
import { editableWorkflow, visibleWorkflow, type WorkflowRow } from '../domain/workflow-access.js';
import { stepsOf, transcriptionView } from '../domain/workflow-view.js';

const params = z.object({ id: idSchema });
const PATH = '/v1/workflows/:id/transcription/file';
// The content may be up to TRANSCRIPT_FILE_MAX_LENGTH characters of any script: 3 bytes each
// in UTF-8 at most, plus the JSON around them.
const BODY_LIMIT = TRANSCRIPT_FILE_MAX_LENGTH * 3 + 64 * 1024;
const SAMPLE_VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nFit the bracket.\n';

const formatNames = { srt: 'SubRip', vtt: 'WebVTT', text: 'text' } as const;

/** Where plain text goes: the steps in order, else the whole video once its length is known. */
async function textSpans(caller: Caller, workflow: WorkflowRow) {
  const stepList = await stepsOf(caller, workflow.id);
  if (stepList.length > 0) return stepList;
  if (workflow.videoDuration) return [{ startTime: 0, endTime: workflow.videoDuration }];
  throw conflict(
    'The video is still being processed: plain text can be placed once its length is known. ' +
      'Upload subtitles with times, or try again when processing has finished',
  );
}

/** The file's sentences, or a 400 that says what is wrong and where. */
async function sentencesOf(
  caller: Caller,
  workflow: WorkflowRow,
  file: TranscriptFile,
): Promise<Sentence[]> {
  let sentences: Sentence[];
  if (file.format === 'text') {
    sentences = timeTranscriptText(file.content, await textSpans(caller, workflow));
    if (sentences.length === 0) throw badRequest('body.content: the text has no sentence');
    const long = sentences.findIndex((s) => s.sentence.length > SENTENCE_MAX_LENGTH);
    if (long !== -1) {
      throw badRequest(
        `body.content: sentence ${long + 1} is longer than ${SENTENCE_MAX_LENGTH} characters`,
      );
    }
    if (sentences.length > TRANSCRIPT_MAX_SENTENCES) {
      throw badRequest(
        `body.content: the text has more than ${TRANSCRIPT_MAX_SENTENCES} sentences`,
      );
    }
  } else {
    const parsed = parseSubtitles(file.content, file.format);
    if (!parsed.ok) {
      const where = parsed.line === null ? '' : `line ${parsed.line}: `;
      throw badRequest(
        `body.content: this ${formatNames[file.format]} file cannot be read: ${where}${parsed.message}`,
        { line: parsed.line },
      );
    }
    sentences = parsed.sentences;
  }
  const duration = workflow.videoDuration;
  if (duration && sentences.every((s) => s.startTime >= duration)) {
    throw badRequest(
      `body.content: no cue starts within the video (${Math.round(duration)} s long): ` +
        'is the file for another video?',
    );
  }
  if (!transcriptionIsValid(sentences)) throw badRequest('body.content: a sentence is empty');
  return sentences;
}

export function registerTranscriptFileRoutes(app: ZodApp): void {
  app.post(
    PATH,
    {
      bodyLimit: BODY_LIMIT,
      config: {
        orgData: true,
        sample: (f) => ({
          params: { id: f.workflowId! },
          body: { languageCode: 'fr', format: 'vtt', content: SAMPLE_VTT },
        }),
      },
      schema: {
        tags: ['workflows'],
        summary: 'Replace the transcript of a language with subtitles (srt, vtt) or plain text',
        description:
          'Subtitles keep their cue times. Plain text has none: a blank line starts the next ' +
          "step's text (one paragraph per step, in order); text of one paragraph is spread over " +
          'the whole video; within a step, each sentence takes time in proportion to its length. ' +
          'Steps whose title is empty, or came from the previous transcript, are titled from it.',
        params,
        body: transcriptFileSchema,
        response: wrapped(z.object({ item: transcriptionViewSchema })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      const sentences = await sentencesOf(caller, workflow, req.body);
      const saved = await caller.tenant.transaction((tx) =>
        replaceTranscript(tx, {
          workflowId: workflow.id,
          languageCode: req.body.languageCode,
          sentences,
        }),
      );
      return ok({ item: transcriptionView(saved) });
    },
  );

  app.get(
    PATH,
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.workflowId! }, query: { format: 'srt' } }),
      },
      schema: {
        tags: ['workflows'],
        summary:
          'The transcript as subtitles: text/vtt or application/x-subrip (errors in the wrapper)',
        params,
        querystring: subtitleDownloadQuerySchema,
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const { workflow } = await visibleWorkflow(caller, req.params.id);
      const languageCode = req.query.languageCode ?? workflow.languageCode;
      const t = await caller.tenant.first(
        transcriptions,
        and(
          eq(transcriptions.workflowId, workflow.id),
          eq(transcriptions.languageCode, languageCode),
        ),
      );
      if (!t || t.sentences.length === 0) throw notFound(`Transcript in ${languageCode}`);
      const { format } = req.query;
      const name = `${fileStem(workflow.title)}.${languageCode}.${format}`;
      return reply
        .header('content-type', `${SUBTITLE_MEDIA_TYPES[format]}; charset=utf-8`)
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'no-store')
        .send(formatSubtitles(t.sentences, format));
    },
  );
}

/** A file name from a title: letters, digits and dashes, or 'transcript'. */
function fileStem(title: string): string {
  const stem = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 80);
  return stem || 'transcript';
}

/** attachment with an ASCII name for old clients and the UTF-8 one (RFC 6266 / 5987). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
