import { z } from 'zod';
import { WORKFLOW_REACTION_IDS, type WorkflowReactionId } from './reaction.js';

// The wire schemas of workflow reactions (002 §3, §7); rules stay zod-free in reaction.ts.

export const workflowReactionIdSchema = z.enum(
  WORKFLOW_REACTION_IDS as [WorkflowReactionId, ...WorkflowReactionId[]],
);

/** PUT /v1/workflows/{id}/reactions: set or replace the caller's one reaction. */
export const workflowReactionUpdateSchema = z.strictObject({
  reactionId: workflowReactionIdSchema,
});
export type WorkflowReactionUpdate = z.infer<typeof workflowReactionUpdateSchema>;

export const workflowReactionSetItemSchema = z.object({
  id: workflowReactionIdSchema,
  name: z.string(),
  icon: z.string(),
});

export const workflowReactionEntrySchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  reaction: workflowReactionIdSchema,
  timestamp: z.string(),
});

/** GET /v1/workflows/{id}/reactions: the set, every entry, counts and the caller's own choice. */
export const workflowReactionsSchema = z.object({
  reactionSet: z.array(workflowReactionSetItemSchema),
  items: z.array(workflowReactionEntrySchema),
  counts: z.record(workflowReactionIdSchema, z.number().int()),
  mine: workflowReactionIdSchema.nullable(),
});
export type WorkflowReactions = z.infer<typeof workflowReactionsSchema>;
