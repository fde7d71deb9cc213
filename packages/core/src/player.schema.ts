/**
 * The player's answers (002 §7): GET /v1/player/workflow (the workflow with its steps, their
 * transcripts and signed media URLs, in one answer) and POST /access (a fresh signed URL). The
 * server builds them with these schemas and `@stepwise/api` parses them; the element's small
 * zod/mini copy is player.mini.ts, tied to these by player.mini.test.ts.
 */
import { z } from 'zod';
import { playerAiSummarySchema } from './ai-summary.schema.js';
import { annotationElementSchema } from './annotation.schema.js';
import { stepDetailSchema, workflowViewSchema } from './workflow-view.schema.js';

/**
 * 002 §3 step attachments: diagram image URLs, links, PDFs (sent with `withAddons`). Issue 21
 * adds, optionally (older servers leave them out): a PDF's first-page thumbnail, video clips, and
 * links to another workflow or a step of one (the player opens them as its step menu does).
 */
export const attachmentsSchema = z.object({
  diagram: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), link: z.string() })),
  pdf: z.array(
    z.object({
      name: z.string(),
      link: z.string(),
      size: z.number(),
      thumbnail: z.string().nullable().optional(),
    }),
  ),
  videos: z
    .array(z.object({ name: z.string(), link: z.string(), thumbnail: z.string().nullable() }))
    .optional(),
  workflows: z
    .array(
      z.object({
        label: z.string(),
        workflowId: z.string(),
        stepId: z.string().nullable(),
        /** The portal's player page of it, absolute: an embedded player opens it on the portal. */
        link: z.string().optional(),
      }),
    )
    .optional(),
});
export type Attachments = z.infer<typeof attachmentsSchema>;

export const playerStepSchema = stepDetailSchema.extend({
  posterURL: z.string().nullable(),
  /** Only when the request asked `withAddons`. */
  attachments: attachmentsSchema.optional(),
  /**
   * Issue 22: the step's annotations the player draws (002 §1 annotation layer), blur excluded
   * (blur is burned into the video). Optional: older servers leave it out.
   */
  annotations: z.array(annotationElementSchema).optional(),
});
export type PlayerStep = z.infer<typeof playerStepSchema>;

export const playerWorkflowSchema = workflowViewSchema.extend({
  videoURL: z.string().nullable(),
  posterURL: z.string().nullable(),
  /**
   * Second -> signed thumbnail URL (the spec's imageMap, poster by second). Always an object:
   * empty when the workflow has no thumbnails (or none could be signed).
   */
  imageMap: z.record(z.string(), z.string()),
  steps: z.array(playerStepSchema),
  /**
   * The organisation's allowed host origins (customizedPermissions.allowedOrigins): the pages that
   * may drive this workflow's iframe player through the bridge (issue 6). The player adds its own
   * origin. Carried here so a public player (no session) learns them with what it already fetches.
   */
  allowedOrigins: z.array(z.string()),
  /** 002 §3: the workflow's AI summary when it is shown (completed and active), else null. */
  aiSummary: playerAiSummarySchema.nullable(),
  /**
   * Issue 22: the dubbed audio languages (HLS alternate audio renditions in the stream's master
   * playlist, besides the original sound). Optional: older servers leave it out.
   */
  audioTracks: z.array(z.object({ languageCode: z.string(), name: z.string() })).optional(),
  /**
   * Issue 23: set when this is a past version (GET /v1/player/workflow-version-histories/{id}):
   * the player hides the Q&A and comments tabs (002 §2) and tracks the version played.
   */
  version: z
    .object({ id: z.string(), version: z.string(), createdAt: z.string(), latest: z.boolean() })
    .optional(),
});
export type PlayerWorkflow = z.infer<typeof playerWorkflowSchema>;

/** The wrapper's `data` of GET /v1/player/workflow (signed-in and public variants alike). */
export const playerWorkflowAnswerSchema = z.object({ item: playerWorkflowSchema });

/** POST /access (001 §7 Signing): a fresh signed video URL for a workflow or a step. */
export const mediaAccessSchema = z.object({
  videoURL: z.string().nullable(),
  posterURL: z.string().nullable(),
  startTime: z.number(),
  endTime: z.number(),
});
export type MediaAccess = z.infer<typeof mediaAccessSchema>;
