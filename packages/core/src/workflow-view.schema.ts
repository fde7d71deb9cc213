/**
 * How a workflow and its steps leave the server (001 §3) with the card status of 001 §4: the
 * answers of the workflow, list, search-free detail, transcription and live-event routes. The
 * server builds its answers with these and `@stepwise/api` parses them with the same schemas.
 * Objects are not strict: a newer server may add a field without breaking an older client.
 */
import { z } from 'zod';
import { approvalRequestRefSchema } from './approval.schema.js';
import { CARD_STATUSES } from './card-status.js';
import { localeSchema } from './locale.schema.js';
import { pageInfoSchema } from './page.schema.js';
import { sentenceSchema } from './transcription.schema.js';
import {
  blockedReasonSchema,
  convertStatusSchema,
  editorStatusSchema,
  editTypeSchema,
  reviewStatusSchema,
  speechStatusSchema,
  stepsStatusSchema,
} from './workflow-status.schema.js';

/** A step as lists of steps show it: its place and title per language. */
export const stepSummarySchema = z.object({
  id: z.string(),
  order: z.number().int(),
  title: z.record(z.string(), z.string()),
  startTime: z.number(),
  endTime: z.number(),
});
export type StepSummary = z.infer<typeof stepSummarySchema>;

/** A step with its own transcript per language, shifted so the step starts at 0. */
export const stepDetailSchema = stepSummarySchema.extend({
  workflowId: z.string(),
  duration: z.number(),
  transcriptions: z.record(z.string(), z.array(sentenceSchema)),
});
export type StepDetail = z.infer<typeof stepDetailSchema>;

/** A workflow as the server shows it (001 §3), with the card status of 001 §4. */
export const workflowViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  translatedTitles: z.record(z.string(), z.string()),
  languageCode: localeSchema,
  workspaceId: z.string(),
  workspaceName: z.string(),
  privateWorkspace: z.boolean(),
  author: z.object({ uid: z.string(), displayName: z.string() }).nullable(),
  published: z.boolean(),
  publishedDate: z.string().nullable(),
  processed: z.boolean(),
  editType: editTypeSchema,
  editorStatus: editorStatusSchema,
  speechStatus: speechStatusSchema,
  stepsStatus: stepsStatusSchema,
  reviewStatus: reviewStatusSchema,
  blocked: blockedReasonSchema,
  convertStatus: convertStatusSchema,
  // The spec gives no value set for these two; the card rule only asks whether they say 'error'.
  frameCaptureStatus: z.string(),
  videoExtractStatus: z.string(),
  videoDuration: z.number().nullable(),
  cardStatus: z.enum(CARD_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * 001 §3 approvalRequest: the open approval request (issue 23), with its active reviewers;
   * null when none is open. Optional: answers built before issue 23 leave it out.
   */
  approvalRequest: approvalRequestRefSchema.nullable().optional(),
});
export type WorkflowView = z.infer<typeof workflowViewSchema>;

/** Lists: the view plus what a content card draws. */
export const workflowCardSchema = workflowViewSchema.extend({
  posterURL: z.string().nullable(),
  stepCount: z.number().int().nonnegative(),
});
export type WorkflowCard = z.infer<typeof workflowCardSchema>;

/** GET /v1/workspaces/{id}/workflows and /v1/workflows/owned-by-me. */
export const workflowListSchema = z.object({
  items: z.array(workflowCardSchema),
  page: pageInfoSchema,
});
export type WorkflowList = z.infer<typeof workflowListSchema>;

/** One transcription per language: the ids GET /v1/transcriptions/{id} takes. */
export const transcriptionRefSchema = z.object({
  id: z.string(),
  languageCode: z.string(),
  source: z.string(),
});

/** GET /v1/workflows/{id} and the workflow tools' answers: the view with its steps. */
export const workflowDetailSchema = workflowViewSchema.extend({
  steps: z.array(stepSummarySchema),
  transcriptions: z.array(transcriptionRefSchema),
  /** The workflow's id in the customer's own system (PATCH externalId; issue 21). */
  externalId: z.string().nullable().optional(),
});
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

/** A transcription (001 §3) as GET/PATCH /v1/transcriptions/{id} answer it. */
export const transcriptionViewSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  languageCode: z.string(),
  sentences: z.array(sentenceSchema),
  source: z.string(),
  updatedAt: z.string(),
});
export type TranscriptionView = z.infer<typeof transcriptionViewSchema>;

/** A processing job's state as the live events carry it. */
export const jobStateSchema = z.object({
  status: z.string(),
  progress: z.number().nullable(),
  progressMessage: z.string().nullable(),
});
export type JobState = z.infer<typeof jobStateSchema>;

/** One `progress` event of GET /v1/workflows/{id}/events. */
export const workflowEventSchema = z.object({
  item: workflowViewSchema,
  job: jobStateSchema.nullable(),
});
export type WorkflowEvent = z.infer<typeof workflowEventSchema>;

// ---- Answers (the wrapper's `data`) ---------------------------------------------------------------

export const workflowDetailAnswerSchema = z.object({ item: workflowDetailSchema });
export const stepDetailsAnswerSchema = z.object({ items: z.array(stepDetailSchema) });
export const transcriptionAnswerSchema = z.object({ item: transcriptionViewSchema });
/** POST /v1/workflows/{id}/initialize: the workflow and the processing job it started. */
export const workflowStartedAnswerSchema = z.object({
  item: workflowViewSchema,
  jobId: z.string(),
});
/** POST /v1/workflows/{id}/duplication: one copy per workspace. */
export const workflowCopiesAnswerSchema = z.object({
  items: z.array(z.object({ id: z.string() })),
});
