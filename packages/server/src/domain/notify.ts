/**
 * The one place that writes notifications (issue 24; 002 §3 notification entity, §4 rules).
 * Every kind (approval, skill, task, share, reaction, comment, reminder, PIN reset) is stored
 * through `notify`, one row per receiver, in the caller's transaction — so a notification exists
 * exactly when the event that caused it committed. The migration's trigger then tells the live
 * streams (pg_notify 'stepwise_notification').
 */
import type { NotificationType } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { notifications, type UserRow } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';

export interface NotifySender {
  /** The user who caused it; null for the system (sweeps, reminders). */
  id: string | null;
  name: string;
}

export interface NotifyInput {
  type: NotificationType;
  /** Who is told: each once, never the sender. */
  receiverIds: readonly string[];
  sender: NotifySender;
  title: string;
  workflowId?: string | null;
  multimodalSopId?: string | null;
  skillId?: string | null;
  skillPerformanceId?: string | null;
  taskId?: string | null;
  taskPerformanceId?: string | null;
  mmsopSessionId?: string | null;
  approvalRequestId?: string | null;
  dueAt?: Date | null;
  message?: string;
  reaction?: string | null;
  isReviewer?: boolean | null;
  groupKey?: string | null;
}

/** The receivers of a notice: each once, never the one who caused it. */
export function receiversOf(n: Pick<NotifyInput, 'receiverIds' | 'sender'>): string[] {
  return [...new Set(n.receiverIds)].filter((id) => id !== n.sender.id);
}

/** Stores one notification per receiver, in the caller's transaction; answers how many. */
export async function notify(tx: Tenant, n: NotifyInput): Promise<number> {
  const receivers = receiversOf(n);
  if (receivers.length === 0) return 0;
  await tx.insert(
    notifications,
    receivers.map((receiverId) => ({
      id: newId(),
      receiverId,
      type: n.type,
      title: n.title,
      message: n.message ?? '',
      senderId: n.sender.id,
      senderName: n.sender.name,
      workflowId: n.workflowId ?? null,
      multimodalSopId: n.multimodalSopId ?? null,
      skillId: n.skillId ?? null,
      skillPerformanceId: n.skillPerformanceId ?? null,
      taskId: n.taskId ?? null,
      taskPerformanceId: n.taskPerformanceId ?? null,
      mmsopSessionId: n.mmsopSessionId ?? null,
      approvalRequestId: n.approvalRequestId ?? null,
      dueAt: n.dueAt ?? null,
      reaction: n.reaction ?? null,
      isReviewer: n.isReviewer ?? null,
      groupKey: n.groupKey ?? null,
    })),
  );
  return receivers.length;
}

/**
 * Whether a user reads mail: passwordless (employee ID) accounts, shared accounts, e-learning
 * learners and disabled users are never mailed notices.
 */
export function hasMailbox(user: UserRow): boolean {
  return (
    !user.disabled &&
    !user.passwordless &&
    !user.shared &&
    !user.lmsLearnerId &&
    user.email.includes('@')
  );
}
