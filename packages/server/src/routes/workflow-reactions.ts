/**
 * Workflow reactions (002 §3-4, §6-7): `GET /v1/workflows/{id}/reactions` answers the reaction
 * set, every user's entry, the counts and the caller's own; `PUT` sets or replaces the caller's
 * one reaction, `DELETE` removes it (both answer the new state). Signed-in members only, on
 * published workflows only (002 §6 "reactions show only ... on published workflows"): anything
 * else is code 2, whoever asks.
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  idSchema,
  isWorkflowReactionId,
  reactionCounts,
  WORKFLOW_REACTIONS,
  workflowReactionsSchema,
  workflowReactionUpdateSchema,
  type WorkflowReactionEntry,
  type WorkflowReactions,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { workflowReactions } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import type { Caller } from '../domain/caller.js';
import { ok, wrapped } from '../http/reply.js';
import { unpublishedWorkflow } from '../domain/media-access.js';
import { visibleWorkflow } from '../domain/workflow-access.js';
import { peopleById } from '../domain/people.js';
import { noticeReaction, senderOf } from '../domain/reaction-notices.js';
import type { WorkflowRow } from '../domain/workflow-access.js';

const params = z.object({ id: idSchema });
const answer = wrapped(workflowReactionsSchema);

async function publishedWorkflow(caller: Caller, id: string): Promise<WorkflowRow> {
  const { workflow } = await visibleWorkflow(caller, id);
  if (!workflow.published) throw unpublishedWorkflow();
  return workflow;
}

async function reactionState(caller: Caller, workflowId: string): Promise<WorkflowReactions> {
  const rows = await caller.tenant.select(
    workflowReactions,
    eq(workflowReactions.workflowId, workflowId),
    { orderBy: [workflowReactions.updatedAt, workflowReactions.userId] },
  );
  const people = await peopleById(
    caller,
    rows.map((r) => r.userId),
  );
  const items: WorkflowReactionEntry[] = [];
  for (const r of rows) {
    // A reaction dropped from the set stays stored but is no longer shown or counted.
    if (!isWorkflowReactionId(r.reaction)) continue;
    items.push({
      uid: r.userId,
      displayName: people.get(r.userId)?.name ?? '',
      reaction: r.reaction,
      timestamp: r.updatedAt.toISOString(),
    });
  }
  return {
    reactionSet: WORKFLOW_REACTIONS.map((r) => ({ ...r })),
    items,
    counts: reactionCounts(items),
    mine: items.find((i) => i.uid === caller.userId)?.reaction ?? null,
  };
}

const own = (workflowId: string, userId: string) =>
  and(eq(workflowReactions.workflowId, workflowId), eq(workflowReactions.userId, userId));

export function registerWorkflowReactionRoutes(app: ZodApp): void {
  app.get(
    '/v1/workflows/:id/reactions',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: { tags: ['reactions'], params, response: answer },
    },
    async (req) => {
      const caller = callerOf(req);
      const workflow = await publishedWorkflow(caller, req.params.id);
      return ok(await reactionState(caller, workflow.id));
    },
  );

  app.put(
    '/v1/workflows/:id/reactions',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.workflowId! }, body: { reactionId: 'like' } }),
      },
      schema: { tags: ['reactions'], params, body: workflowReactionUpdateSchema, response: answer },
    },
    async (req) => {
      const caller = callerOf(req);
      const workflow = await publishedWorkflow(caller, req.params.id);
      const workflowId = workflow.id;
      const set = { reaction: req.body.reactionId, updatedAt: new Date() };
      const changed = await caller.tenant.update(
        workflowReactions,
        set,
        own(workflowId, caller.userId),
      );
      if (changed.length === 0) {
        // One row per user and workflow (primary key): a concurrent first reaction loses the
        // insert, and the update after it still leaves this request's choice.
        await caller.tenant.insertIgnore(workflowReactions, {
          workflowId,
          userId: caller.userId,
          ...set,
        });
        await caller.tenant.update(workflowReactions, set, own(workflowId, caller.userId));
      }
      await noticeReaction(caller.tenant, workflow, senderOf(caller), req.body.reactionId);
      return ok(await reactionState(caller, workflowId));
    },
  );

  app.delete(
    '/v1/workflows/:id/reactions',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: { tags: ['reactions'], params, response: answer },
    },
    async (req) => {
      const caller = callerOf(req);
      const workflow = await publishedWorkflow(caller, req.params.id);
      await caller.tenant.delete(workflowReactions, own(workflow.id, caller.userId));
      await noticeReaction(caller.tenant, workflow, senderOf(caller), null);
      return ok(await reactionState(caller, workflow.id));
    },
  );
}
