import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH, URL_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { nameSchema, titleSchema } from './validation.schema.js';
import {
  blockedReasonSchema,
  convertStatusSchema,
  editorStatusSchema,
  editTypeSchema,
  reviewStatusSchema,
  speechStatusSchema,
  stepsStatusSchema,
} from './workflow-status.schema.js';

const mediaUrl = z.string().min(1).max(URL_MAX_LENGTH);

// The spec gives no value set for these two; the card rule only asks whether they mention 'error'.
const jobStatus = z.string().max(64);

/** 002 §3 imageMap: a poster frame by whole second of the video. */
export const imageMapSchema = z.record(z.string().regex(/^\d{1,6}$/), mediaUrl);

/** 001 §3 Workflow (smart video): the fields the server stores and returns. */
export const workflowSchema = z.object({
  id: idSchema,
  title: titleSchema(),
  translatedTitles: z.record(localeSchema, titleSchema()).default(() => ({})),
  poster: mediaUrl.nullable(),
  steps: z.array(idSchema),
  videoDuration: z.number().nonnegative(), // seconds
  published: z.boolean(),
  publishedDate: isoDateTimeSchema.nullable(),
  processed: z.boolean(),
  // As user.ts displayName() gives it: the display name, or first and last name joined.
  author: z.object({ displayName: z.string().max(2 * PERSON_NAME_MAX_LENGTH + 1), uid: idSchema }),
  workspaceId: idSchema,
  workspaceName: nameSchema(),
  privateWorkspace: z.boolean(),
  editType: editTypeSchema,
  editorStatus: editorStatusSchema,
  speechStatus: speechStatusSchema,
  stepsStatus: stepsStatusSchema,
  reviewStatus: reviewStatusSchema,
  blocked: blockedReasonSchema,
  convertStatus: convertStatusSchema,
  frameCaptureStatus: jobStatus,
  videoExtractStatus: jobStatus,
  languageCode: localeSchema,
  imageMap: imageMapSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowCreateSchema = z.object({
  workspaceId: idSchema,
  title: titleSchema(),
  languageCode: localeSchema,
});
export type WorkflowCreate = z.infer<typeof workflowCreateSchema>;

/** 001 §7 Rename: languageCode is sent only when editing a translated title. */
export const workflowTitleUpdateSchema = z.strictObject({
  title: titleSchema(),
  languageCode: localeSchema.optional(),
});
export type WorkflowTitleUpdate = z.infer<typeof workflowTitleUpdateSchema>;

export const workflowCountsSchema = z.object({
  created: z.number().int().nonnegative(),
  published: z.number().int().nonnegative(),
  unpublished: z.number().int().nonnegative(),
});
export type WorkflowCounts = z.infer<typeof workflowCountsSchema>;
