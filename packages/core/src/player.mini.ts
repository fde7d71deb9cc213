/**
 * The answer of GET /v1/player/workflow in zod/mini, for the <stepwise-player> element: the same
 * shape as player.schema.ts's `playerWorkflowSchema` (zod classic), which the element cannot
 * afford (zod classic is 25 KB gzip of its 45 KB budget). player.mini.test.ts pins the output
 * type to `PlayerWorkflow` both ways and parses the same answers with both, so they cannot drift.
 *
 * This module imports zod/mini and types only (never a `*.schema.ts`, no values): whatever the
 * element takes from here must not pull zod classic, or value lists it never reads, into its first
 * chunk. So the status fields, which the player never branches on, are checked as strings typed
 * with core's unions; their value sets are checked by the full schema, which the server's route
 * tests hold every answer to (packages/server/test/contract).
 */
import * as z from 'zod/mini';
import type { AnnotationElement } from './annotation.schema.js';
import type { PlayerWorkflow } from './player.schema.js';

type W = PlayerWorkflow;
type Summary = NonNullable<W['aiSummary']>;

/** A string field typed as core's union of its values (see above). */
const typed = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

const nullableString = z.nullable(z.string());
const stringMap = z.record(z.string(), z.string());
const seconds = z.number().check(z.gte(0));

const word = z.object({ word: z.string(), startTime: seconds, endTime: seconds });

const sentence = z.object({
  sentence: z.string(),
  startTime: seconds,
  endTime: seconds,
  words: z.optional(z.array(word)),
});

const attachments = z.object({
  diagram: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), link: z.string() })),
  pdf: z.array(
    z.object({
      name: z.string(),
      link: z.string(),
      size: z.number(),
      thumbnail: z.optional(nullableString),
    }),
  ),
  videos: z.optional(
    z.array(z.object({ name: z.string(), link: z.string(), thumbnail: nullableString })),
  ),
  workflows: z.optional(
    z.array(
      z.object({
        label: z.string(),
        workflowId: z.string(),
        stepId: nullableString,
        link: z.optional(z.string()),
      }),
    ),
  ),
});

const step = z.object({
  id: z.string(),
  order: z.int(),
  title: stringMap,
  startTime: z.number(),
  endTime: z.number(),
  workflowId: z.string(),
  duration: z.number(),
  transcriptions: z.record(z.string(), z.array(sentence)),
  posterURL: nullableString,
  attachments: z.optional(attachments),
  /**
   * Checked as objects with a type and times only: the full element union would cost the first
   * chunk several KB, the server writes them through annotation.schema.ts, and the annotation
   * layer skips an element it cannot draw.
   */
  annotations: z.optional(
    z.array(
      z.custom<AnnotationElement>(
        (v) =>
          typeof v === 'object' &&
          v !== null &&
          typeof (v as { type?: unknown }).type === 'string' &&
          typeof (v as { startTime?: unknown }).startTime === 'number' &&
          typeof (v as { endTime?: unknown }).endTime === 'number',
      ),
    ),
  ),
});

const itemSource = {
  stepId: z.optional(z.string()),
  startTime: z.optional(seconds),
  endTime: z.optional(seconds),
};
const summaryItem = z.object({
  translations: z.array(z.string()),
  content: stringMap,
  ...itemSource,
});

/** 002 §3 the AI summary, sent only when it is shown. */
const aiSummary = z.object({
  id: z.string(),
  workflowId: z.string(),
  status: typed<Summary['status']>(),
  activate: z.boolean(),
  content: z.nullable(
    z.object({
      summary: z.object({
        highlights: z.array(z.extend(summaryItem, { key: z.string() })),
        contents: z.array(summaryItem),
      }),
      sop: z.optional(
        z.array(
          z.object({
            step: z.string(),
            description: z.string(),
            tool: z.string(),
            safetyOrWarning: z.string(),
          }),
        ),
      ),
    }),
  ),
});

export const playerWorkflowMiniSchema = z.object({
  id: z.string(),
  title: z.string(),
  translatedTitles: stringMap,
  languageCode: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  privateWorkspace: z.boolean(),
  author: z.nullable(z.object({ uid: z.string(), displayName: z.string() })),
  published: z.boolean(),
  publishedDate: nullableString,
  processed: z.boolean(),
  editType: typed<W['editType']>(),
  editorStatus: typed<W['editorStatus']>(),
  speechStatus: typed<W['speechStatus']>(),
  stepsStatus: typed<W['stepsStatus']>(),
  reviewStatus: typed<W['reviewStatus']>(),
  blocked: typed<W['blocked']>(),
  convertStatus: typed<W['convertStatus']>(),
  frameCaptureStatus: z.string(),
  videoExtractStatus: z.string(),
  videoDuration: z.nullable(z.number()),
  cardStatus: typed<W['cardStatus']>(),
  createdAt: z.string(),
  updatedAt: z.string(),
  videoURL: nullableString,
  posterURL: nullableString,
  imageMap: stringMap,
  steps: z.array(step),
  allowedOrigins: z.array(z.string()),
  aiSummary: z.nullable(aiSummary),
  audioTracks: z.optional(z.array(z.object({ languageCode: z.string(), name: z.string() }))),
  approvalRequest: z.optional(
    z.nullable(
      z.object({
        id: z.string(),
        status: typed<NonNullable<W['approvalRequest']>['status']>(),
        stageIndex: z.number(),
        stagesCount: z.number(),
        activeReviewerIds: z.array(z.string()),
      }),
    ),
  ),
  version: z.optional(
    z.object({ id: z.string(), version: z.string(), createdAt: z.string(), latest: z.boolean() }),
  ),
});
export type PlayerWorkflowMini = z.infer<typeof playerWorkflowMiniSchema>;

/** The wrapper's `data` of GET /v1/player/workflow. */
export const playerWorkflowMiniAnswerSchema = z.object({ item: playerWorkflowMiniSchema });
