import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';

// The wire schemas of workflow version history (issue 23); the rules and the diff's types are
// zod-free in workflow-version.ts.

const person = z.object({ uid: z.string(), displayName: z.string() });

/** One kept version of a workflow, newest first in lists. */
export const workflowVersionSchema = z.object({
  id: idSchema,
  workflowId: idSchema,
  /** '1.0', '2.0', ... */
  version: z.string(),
  title: z.string(),
  /** The newest version. */
  latest: z.boolean(),
  stepsCount: z.number().int().nonnegative(),
  videoDuration: z.number().nonnegative().nullable(),
  publishedBy: person.nullable(),
  /** The approval request whose last approval published it; null for a direct publish. */
  approvalRequestId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type WorkflowVersion = z.infer<typeof workflowVersionSchema>;
/** GET /v1/workflows/{id}/version-histories (?latest=true: the newest only). */
export const workflowVersionListSchema = z.object({ items: z.array(workflowVersionSchema) });

const sentence = z.object({ sentence: z.string(), startTime: z.number(), endTime: z.number() });
const stepRef = z.object({ id: z.string(), order: z.number(), title: z.string() });
const span = z.object({ startTime: z.number(), endTime: z.number() });

/** The diff (core workflowVersionDiff) as GET /v1/workflows/{id}/version-diff answers it. */
export const workflowVersionDiffSchema = z.object({
  titleChanged: z.object({ from: z.string(), to: z.string() }).nullable(),
  stepsAdded: z.array(stepRef),
  stepsRemoved: z.array(stepRef),
  stepsRetimed: z.array(stepRef.extend({ from: span, to: span })),
  stepsRenamed: z.array(stepRef.extend({ from: z.string() })),
  transcriptChanges: z.array(
    z.object({
      languageCode: z.string(),
      added: z.array(sentence),
      removed: z.array(sentence),
      changed: z.array(z.object({ from: sentence, to: sentence })),
    }),
  ),
  mediaChanged: z.boolean(),
  same: z.boolean(),
});

/**
 * GET /v1/workflows/{id}/version-diff?from={versionId}&to={versionId|draft}: what changed from
 * one version to another, or to the workflow as it is now ('draft', the default).
 */
export const workflowVersionDiffQuerySchema = z.object({
  from: idSchema,
  to: z.union([idSchema, z.literal('draft')]).default('draft'),
});
export const workflowVersionDiffAnswerSchema = z.object({
  item: z.object({
    from: workflowVersionSchema,
    /** Null when compared with the current draft. */
    to: workflowVersionSchema.nullable(),
    diff: workflowVersionDiffSchema,
  }),
});

export const versionListQuerySchema = z.object({
  latest: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
