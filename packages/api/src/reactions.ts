/** Workflow reactions (002 §7 "Workflow reactions and player data"). */
import type { WorkflowReactionId, WorkflowReactions } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** GET: the reaction set, every user's entry, counts and the caller's own (`mine`). */
export function getWorkflowReactions(api: Api, workflowId: string): Promise<WorkflowReactions> {
  return call(api, 'GET /v1/workflows/:id/reactions', { params: { id: workflowId } });
}

/** PUT: sets or replaces the caller's one reaction; answers the new state. */
export function setWorkflowReaction(
  api: Api,
  workflowId: string,
  reactionId: WorkflowReactionId,
): Promise<WorkflowReactions> {
  return call(api, 'PUT /v1/workflows/:id/reactions', {
    params: { id: workflowId },
    json: { reactionId },
  });
}

/** DELETE: removes the caller's reaction; answers the new state. */
export function removeWorkflowReaction(api: Api, workflowId: string): Promise<WorkflowReactions> {
  return call(api, 'DELETE /v1/workflows/:id/reactions', { params: { id: workflowId } });
}
