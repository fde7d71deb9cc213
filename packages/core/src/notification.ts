// Notifications (issue 24; 002 §3 notification entity, §4 notification rules and click targets,
// §7 notification calls, §9 last 30 days, max 500, badge cap 99, skill navigation delay 300 ms).
// Zod-free; wire schemas in notification.schema.ts. The approval kinds are approval.ts's.

import { APPROVAL_NOTIFICATION_TYPES } from './approval.js';

export const NOTIFICATION_LIST_DAYS = 30;
export const NOTIFICATION_LIST_MAX = 500;
export const NOTIFICATION_BADGE_CAP = 99;
/** 002 §4: skill kinds open the skill player after 300 ms. */
export const SKILL_NAVIGATION_DELAY_MS = 300;
/** Receivers of one POST /v1/notifications (users plus the members of the teams; ours). */
export const NOTIFICATION_RECEIVERS_MAX = 1000;
export const NOTIFICATION_MESSAGE_MAX = 1000;

/** Every kind of 002 §4 (the approval ones from approval.ts). */
export const NOTIFICATION_TYPES = [
  // Workflows: shared with, reacted to, asked to watch again, asked to review (opens builder).
  'share_workflow',
  'reaction_workflow',
  'retrain_workflow',
  'review_workflow',
  // Smart instructions shared with the receiver.
  'share_mmsop',
  // Skills.
  'skill_assign',
  'skill_assign_due',
  'skill_publish',
  'skill_unpublish',
  'skill_remind',
  'skill_days_left',
  'skill_overdue',
  // Tasks.
  'task_assign',
  'task_remind',
  'task_days_left',
  'task_overdue',
  // Comments on a smart-instruction run of a skill or task (comment.isReviewer).
  'comment_skill_mmsop',
  'comment_task_mmsop',
  ...APPROVAL_NOTIFICATION_TYPES,
  // An employee-ID user asked the admins to reset their PIN.
  'pin_reset_request',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Kinds a person sends through POST /v1/notifications (the others come from their events). */
export const SENDABLE_NOTIFICATION_TYPES = [
  'share_workflow',
  'share_mmsop',
  'retrain_workflow',
  'review_workflow',
] as const;
export type SendableNotificationType = (typeof SENDABLE_NOTIFICATION_TYPES)[number];

/** Kinds shown as one card per content, naming their senders (002 §4 reaction message rule). */
export const GROUPED_NOTIFICATION_TYPES: readonly NotificationType[] = ['reaction_workflow'];

export const SKILL_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'skill_assign',
  'skill_assign_due',
  'skill_publish',
  'skill_unpublish',
  'skill_remind',
  'skill_days_left',
  'skill_overdue',
];
export const TASK_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'task_assign',
  'task_remind',
  'task_days_left',
  'task_overdue',
];

/** 002 §4: the badge shows a number up to 99, else 99+ ('' for none). */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}

/**
 * 002 §4: with two or more reaction senders the message names the first two and counts the
 * rest ('Ann, Bo and 3 others'). Senders are newest first, each once.
 */
export function sendersSummary(names: readonly string[]): {
  names: string[];
  others: number;
} {
  const unique = [...new Set(names)];
  return { names: unique.slice(0, 2), others: Math.max(0, unique.length - 2) };
}

/** Due-date reminder sweep interval (ours): the job runs once per period in any process count. */
export const DUE_REMINDER_INTERVAL_SECONDS = 60 * 60;
/** The daily e-mail digest of due and overdue items is sent at this UTC hour (ours). */
export const DUE_DIGEST_HOUR_UTC = 7;
