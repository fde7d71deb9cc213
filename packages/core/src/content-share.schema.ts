import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { CONTENT_SHARE_TYPES, EXTERNAL_ACCESS_TYPES } from './content-share.js';

// The wire schemas of content shares (001 §3, §7); rules stay zod-free in content-share.ts.

export const externalAccessTypeSchema = z.enum(EXTERNAL_ACCESS_TYPES);
export const contentShareTypeSchema = z.enum(CONTENT_SHARE_TYPES);

/**
 * POST /v1/content-shares/ensure (001 §7 "type workflow plus workflowId, or type multimodalSop
 * plus multimodalSopId"): the share of a workflow or a smart instruction, made on first ask.
 */
export const contentShareEnsureSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('workflow'), workflowId: idSchema }),
  z.strictObject({ type: z.literal('multimodalSop'), multimodalSopId: idSchema }),
]);
export type ContentShareEnsure = z.infer<typeof contentShareEnsureSchema>;

/** PUT /v1/content-shares/{id}: the access type (only 'none' and 'public' so far). */
export const contentShareUpdateSchema = z.strictObject({
  externalAccessType: externalAccessTypeSchema,
});
export type ContentShareUpdate = z.infer<typeof contentShareUpdateSchema>;

export const contentShareSchema = z.object({
  id: z.string(),
  redirectId: z.string(),
  type: contentShareTypeSchema,
  /** Null for a smart instruction's share. */
  workflowId: z.string().nullable(),
  /** The smart instruction of a multimodalSop share; null for a workflow's. */
  multimodalSopId: z.string().nullable().default(null),
  externalAccessType: externalAccessTypeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the organisation allows public links right now (publicLinksAllowed). */
  publicLinksAllowed: z.boolean(),
});
/** A share as its routes answer it. */
export type ContentShareItem = z.infer<typeof contentShareSchema>;

/** The content-share routes' answer: the share. */
export const contentShareAnswerSchema = z.object({ item: contentShareSchema });
