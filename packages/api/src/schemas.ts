/**
 * Response shapes of the routes this client calls. Where @stepwise/core has the entity's schema
 * (profile, workspace, workspace group, statuses, card status, sentences) it is used as is; the
 * rest mirror the server's views (packages/server/src/domain/*-view.ts) and the issue 3 contract.
 * Objects are not strict: a newer server may add fields without breaking an older client.
 */
import { z } from 'zod';
import {
  blockedReasonSchema,
  CARD_STATUSES,
  convertStatusSchema,
  editorStatusSchema,
  editTypeSchema,
  localeSchema,
  playerAiSummarySchema,
  reviewStatusSchema,
  roleSchema,
  sentenceSchema,
  speechStatusSchema,
  stepsStatusSchema,
  workspaceGroupSchema,
  workspaceSchema,
} from '@stepwise/core';

export const sessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().int(),
  tokenType: z.literal('Bearer'),
  userId: z.string(),
  organizationId: z.string(),
  email: z.string(),
  role: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const pageSchema = z.object({
  page: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  dataCount: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
});
export type PageInfo = z.infer<typeof pageSchema>;

export const workspaceGroupWithWorkspacesSchema = workspaceGroupSchema.extend({
  workspaces: z.array(workspaceSchema).optional(),
});
export type WorkspaceGroupWithWorkspaces = z.infer<typeof workspaceGroupWithWorkspacesSchema>;

export const workspaceDetailSchema = workspaceSchema.extend({
  role: roleSchema,
  counts: z.object({ members: z.number().int(), teams: z.number().int() }).optional(),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

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
  frameCaptureStatus: z.string(),
  videoDuration: z.number().nullable(),
  videoExtractStatus: z.string(),
  cardStatus: z.enum(CARD_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowView = z.infer<typeof workflowViewSchema>;

/** Lists: the view plus what a content card draws. */
export const workflowCardSchema = workflowViewSchema.extend({
  posterURL: z.string().nullable(),
  stepCount: z.number().int().nonnegative(),
});
export type WorkflowCard = z.infer<typeof workflowCardSchema>;

export const workflowListSchema = z.object({
  items: z.array(workflowCardSchema),
  page: pageSchema,
});
export type WorkflowList = z.infer<typeof workflowListSchema>;

export const stepSummarySchema = z.object({
  id: z.string(),
  order: z.number().int(),
  title: z.record(z.string(), z.string()),
  startTime: z.number(),
  endTime: z.number(),
});
export type StepSummary = z.infer<typeof stepSummarySchema>;

export const workflowDetailSchema = workflowViewSchema.extend({
  steps: z.array(stepSummarySchema),
  /** One per language: the ids GET /v1/transcriptions/{id} takes. */
  transcriptions: z
    .array(z.object({ id: z.string(), languageCode: z.string(), source: z.string() }))
    .default([]),
});
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

/** A step with its own transcript per language, shifted so the step starts at 0. */
export const stepDetailSchema = stepSummarySchema.extend({
  workflowId: z.string(),
  duration: z.number(),
  transcriptions: z.record(z.string(), z.array(sentenceSchema)),
});
export type StepDetail = z.infer<typeof stepDetailSchema>;

export const transcriptionSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  languageCode: z.string(),
  sentences: z.array(sentenceSchema),
  source: z.string(),
  updatedAt: z.string(),
});
export type TranscriptionView = z.infer<typeof transcriptionSchema>;

/** core searchSnippet's shape; a bare string is taken as a snippet without a marked match. */
const snippetSchema = z.union([
  z.object({ text: z.string(), matchStart: z.number().int(), matchEnd: z.number().int() }),
  z.string().transform((text) => ({ text, matchStart: 0, matchEnd: 0 })),
]);

export const searchMatchSchema = z.object({
  stepId: z.string(),
  stepOrder: z.number().int(),
  stepTitle: z.string(),
  snippet: snippetSchema,
  /** Seconds from the start of the workflow's video. */
  startTime: z.number(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const searchResultSchema = workflowCardSchema.extend({
  matches: z.array(searchMatchSchema).default(() => []),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultsSchema = z.object({
  items: z.array(searchResultSchema),
  page: pageSchema,
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** 002 §3 step attachments: diagram image URLs, links, PDFs (sent with `withAddons`). */
export const attachmentsSchema = z.object({
  diagram: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), link: z.string() })),
  pdf: z.array(z.object({ name: z.string(), link: z.string(), size: z.number() })),
});
export type Attachments = z.infer<typeof attachmentsSchema>;

export const playerStepSchema = stepDetailSchema.extend({
  posterURL: z.string().nullable(),
  attachments: attachmentsSchema.optional(),
});
export type PlayerStep = z.infer<typeof playerStepSchema>;

export const playerWorkflowSchema = workflowViewSchema.extend({
  videoURL: z.string().nullable(),
  posterURL: z.string().nullable(),
  imageMap: z.record(z.string(), z.string()).nullable(),
  steps: z.array(playerStepSchema),
  /**
   * The organisation's allowed host origins: pages that may drive the iframe player through the
   * bridge (issue 6). Absent from older servers' answers.
   */
  allowedOrigins: z.array(z.string()).optional(),
  /** 002 §3: the AI summary when it is shown (completed and active); absent from older servers. */
  aiSummary: playerAiSummarySchema.nullable().optional(),
});
export type PlayerWorkflow = z.infer<typeof playerWorkflowSchema>;

export const accessSchema = z.object({
  videoURL: z.string().nullable(),
  posterURL: z.string().nullable(),
  startTime: z.number(),
  endTime: z.number(),
});
export type MediaAccess = z.infer<typeof accessSchema>;

/** A multipart upload (issue 3 contract A). Part numbers are 1-based. */
export const uploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().positive(),
  partSize: z.number().int().positive(),
  partCount: z.number().int().positive(),
  receivedParts: z.array(z.number().int().positive()),
  expiresAt: z.string(),
  /**
   * Where the parts go: `server` (PUT to the API) or `store` (straight to the S3 store through
   * presigned URLs, then the ETag reported). Absent from older servers: `server`.
   */
  target: z.enum(['server', 'store']).optional(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** A presigned URL to PUT one part of a store upload to. */
export const partUrlSchema = z.object({
  partNumber: z.number().int().positive(),
  url: z.string(),
  expiresAt: z.string(),
});
export type PartUrl = z.infer<typeof partUrlSchema>;

export const storePartSchema = z.object({
  partNumber: z.number().int().positive(),
  sizeBytes: z.number().int().nonnegative(),
  etag: z.string(),
});

export const uploadedPartSchema = z.object({
  partNumber: z.number().int().positive(),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string(),
});

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
