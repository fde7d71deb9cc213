/**
 * The caller's stored notifications (002 §3 entity; §7 "read ... filtered by organization and
 * receiverId, ordered by createdAt, limit 500, last 30 days"). Issue 23 writes the approval kinds
 * (approval-notifications.ts); the notification centre and the other kinds are issue 24.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { notificationTypeSchema, type StoredNotification } from '@stepwise/core';
import { notifications } from '../db/schema.js';
import type { Caller } from './caller.js';

/** 002 §7: the notification list reads the last 30 days, at most 500. */
export const NOTIFICATION_LIST_DAYS = 30;
export const NOTIFICATION_LIST_MAX = 500;

/** GET /v1/me/notifications: the caller's own, newest first, with how many are unread. */
export async function myNotifications(
  caller: Caller,
  now = Date.now(),
): Promise<{ items: StoredNotification[]; unread: number; unseen: number }> {
  const since = new Date(now - NOTIFICATION_LIST_DAYS * 24 * 60 * 60 * 1000);
  const rows = await caller.tenant.select(
    notifications,
    and(eq(notifications.receiverId, caller.userId), gte(notifications.createdAt, since)),
    {
      orderBy: [desc(notifications.createdAt), desc(notifications.id)],
      limit: NOTIFICATION_LIST_MAX,
    },
  );
  // Kinds a later issue adds are left out rather than answered in a shape clients refuse.
  const items = rows.flatMap((n) => {
    const type = notificationTypeSchema.safeParse(n.type);
    if (!type.success) return [];
    return [
      {
        id: n.id,
        ids: [n.id],
        type: type.data,
        read: n.read,
        counter: n.counter,
        workflowId: n.workflowId,
        skillId: n.skillId,
        taskId: n.taskId,
        taskPerformanceId: n.taskPerformanceId,
        skillPerformanceId: n.skillPerformanceId,
        multimodalSopId: n.multimodalSopId,
        mmsopSessionId: n.mmsopSessionId,
        approvalRequestId: n.approvalRequestId,
        title: n.title,
        message: n.message,
        posterURL: null,
        dueAt: n.dueAt?.toISOString() ?? null,
        dueDateIntervalType: null,
        dueDateInterval: null,
        dueDaysLeft: null,
        activity: { senderId: n.senderId, senderName: n.senderName },
        senders: [{ id: n.senderId, name: n.senderName }],
        reaction: n.reaction,
        comment: n.isReviewer === null ? null : { isReviewer: n.isReviewer },
        createdAt: n.createdAt.toISOString(),
        latestNotificationCreatedAt: n.createdAt.toISOString(),
      },
    ];
  });
  return {
    items,
    unread: items.filter((n) => !n.read).length,
    unseen: items.filter((n) => n.counter > 0).length,
  };
}
