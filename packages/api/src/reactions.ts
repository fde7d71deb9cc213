/** Workflow reactions (002 §7 "Workflow reactions and player data"). */
import {
  workflowReactionsSchema,
  type WorkflowReactionId,
  type WorkflowReactions,
} from '@stepwise/core';
import { request, type Api } from './client.js';

const path = (workflowId: string) => `v1/workflows/${encodeURIComponent(workflowId)}/reactions`;

/** GET: the reaction set, every user's entry, counts and the caller's own (`mine`). */
export function getWorkflowReactions(api: Api, workflowId: string): Promise<WorkflowReactions> {
  return request(api, 'get', path(workflowId), workflowReactionsSchema);
}

/** PUT: sets or replaces the caller's one reaction; answers the new state. */
export function setWorkflowReaction(
  api: Api,
  workflowId: string,
  reactionId: WorkflowReactionId,
): Promise<WorkflowReactions> {
  return request(api, 'put', path(workflowId), workflowReactionsSchema, { json: { reactionId } });
}

/** DELETE: removes the caller's reaction; answers the new state. */
export function removeWorkflowReaction(api: Api, workflowId: string): Promise<WorkflowReactions> {
  return request(api, 'delete', path(workflowId), workflowReactionsSchema);
}
