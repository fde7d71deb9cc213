/**
 * The approval notifications (issue 23; 002 §4 "approval requested or approved opens the player;
 * approval canceled or rejected opens the advanced editor"; card labels approval requested,
 * smart video approved, smart video rejected, approval recalled), stored per receiver in
 * `notifications` (the notification centre and its live delivery are issue 24; until then
 * /home/for-approval lists them).
 */
import type { ApprovalNotificationType } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { notifications } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';

export interface ApprovalNotice {
  type: ApprovalNotificationType;
  /** Who is told (duplicates and the sender are left out). */
  receiverIds: readonly string[];
  sender: { id: string | null; name: string };
  request: {
    id: string;
    title: string;
    workflowId: string | null;
    multimodalSopId: string | null;
  };
  /** The reject or recall comment, else ''. */
  message?: string;
}

/** Stores one notification per receiver, in the caller's transaction. */
export async function notifyApprovalEvent(tx: Tenant, notice: ApprovalNotice): Promise<number> {
  const receivers = [...new Set(notice.receiverIds)].filter((id) => id !== notice.sender.id);
  if (receivers.length === 0) return 0;
  await tx.insert(
    notifications,
    receivers.map((receiverId) => ({
      id: newId(),
      receiverId,
      type: notice.type,
      workflowId: notice.request.workflowId,
      multimodalSopId: notice.request.multimodalSopId,
      approvalRequestId: notice.request.id,
      title: notice.request.title,
      message: notice.message ?? '',
      senderId: notice.sender.id,
      senderName: notice.sender.name,
    })),
  );
  return receivers.length;
}
