/**
 * The answer of GET /v1/player/workflow parsed with zod/mini: the same shape as @stepwise/api's
 * `playerWorkflowSchema` (zod classic), which the element cannot afford (zod classic is 25 KB gzip
 * of its 45 KB budget). `player-workflow.test.ts` pins the output type to the api's
 * `PlayerWorkflow` both ways, so the two cannot drift.
 *
 * The workflow's status fields are strings the player never reads: they are typed as the api's
 * unions without repeating their values here (core's value maps sit in a module with zod
 * classic schemas, which would pull zod into the element's bundle).
 */
import * as z from 'zod/mini';
import type { PlayerWorkflow } from '@stepwise/api';

/** A string field typed as the api's union of its values. */
const typed = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

const nullableString = z.nullable(z.string());

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
  pdf: z.array(z.object({ name: z.string(), link: z.string(), size: z.number() })),
});

const step = z.object({
  id: z.string(),
  order: z.int(),
  title: z.record(z.string(), z.string()),
  startTime: z.number(),
  endTime: z.number(),
  workflowId: z.string(),
  duration: z.number(),
  transcriptions: z.record(z.string(), z.array(sentence)),
  posterURL: nullableString,
  attachments: z.optional(attachments),
});

type W = PlayerWorkflow;

const textByLanguage = z.record(z.string(), z.string());
const itemSource = {
  stepId: z.optional(z.string()),
  startTime: z.optional(seconds),
  endTime: z.optional(seconds),
};
const summaryItem = z.object({
  translations: z.array(z.string()),
  content: textByLanguage,
  ...itemSource,
});

/** 002 §3 the AI summary, sent only when it is shown. */
const aiSummary = z.object({
  id: z.string(),
  workflowId: z.string(),
  status: typed<NonNullable<W['aiSummary']>['status']>(),
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
  translatedTitles: z.record(z.string(), z.string()),
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
  videoDuration: z.nullable(z.number()),
  videoExtractStatus: z.string(),
  cardStatus: typed<W['cardStatus']>(),
  createdAt: z.string(),
  updatedAt: z.string(),
  videoURL: nullableString,
  posterURL: nullableString,
  imageMap: z.nullable(z.record(z.string(), z.string())),
  steps: z.array(step),
  /** The organisation's allowed host origins for the iframe bridge (issue 6). */
  allowedOrigins: z.optional(z.array(z.string())),
  aiSummary: z.optional(z.nullable(aiSummary)),
});

/** The wrapper's `data` of GET /v1/player/workflow. */
export const playerWorkflowAnswerSchema = z.object({ item: playerWorkflowMiniSchema });

export type PlayerWorkflowMini = z.infer<typeof playerWorkflowMiniSchema>;
