/**
 * Reaction notifications (issue 24; 002 §4 "reaction on a workflow" with the reaction message
 * rule): the workflow's author is told who reacted. Each sender has at most one stored row per
 * workflow — a changed reaction replaces it, a removed one deletes it — and the list folds the
 * rows of one workflow into one card (group key), naming the senders newest first.
 */
import { and, eq } from 'drizzle-orm';
import { displayName } from '@stepwise/core';
import { notifications } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { notify, type NotifySender } from './notify.js';
import type { WorkflowRow } from './workflow-access.js';

export const reactionGroupKey = (workflowId: string) => `reaction_workflow:${workflowId}`;

/** The caller as a notification's sender. */
export function senderOf(caller: Caller): NotifySender {
  return { id: caller.userId, name: displayName(caller.user) || caller.email };
}

/**
 * Brings the author's notification in line with the sender's reaction (null: removed), in one
 * transaction. The same reaction again changes nothing, so a repeated tap does not re-notify.
 */
export async function noticeReaction(
  tenant: Tenant,
  workflow: Pick<WorkflowRow, 'id' | 'title' | 'authorId'>,
  sender: NotifySender,
  reaction: string | null,
): Promise<void> {
  if (!workflow.authorId || !sender.id || workflow.authorId === sender.id) return;
  const groupKey = reactionGroupKey(workflow.id);
  const mine = and(
    eq(notifications.type, 'reaction_workflow'),
    eq(notifications.groupKey, groupKey),
    eq(notifications.senderId, sender.id),
  );
  await tenant.transaction(async (tx) => {
    const [kept] = await tx.select(notifications, mine, { limit: 1 });
    if (kept && kept.reaction === reaction) return;
    await tx.delete(notifications, mine);
    if (reaction === null) return;
    await notify(tx, {
      type: 'reaction_workflow',
      receiverIds: [workflow.authorId!],
      sender,
      title: workflow.title,
      workflowId: workflow.id,
      reaction,
      groupKey,
    });
  });
}
