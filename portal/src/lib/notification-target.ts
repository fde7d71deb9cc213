/**
 * Where a notification card leads, and which catalogue keys name it (002 §4 "Click targets" and
 * "Approval card labels"). The approval paths come from core's approvalNoticePath, which the
 * server's approval mails link to as well, so a card and its mail open the same page.
 */
import {
  approvalNoticePath,
  APPROVAL_NOTIFICATION_TYPES,
  SKILL_NAVIGATION_DELAY_MS,
  SKILL_NOTIFICATION_TYPES,
  TASK_NOTIFICATION_TYPES,
  type ApprovalNotificationType,
  type NotificationType,
  type StoredNotification,
} from '@stepwise/core';

/** What a target needs of a card; the fields beyond type and content ids may be absent. */
export type TargetInput = Pick<StoredNotification, 'type' | 'workflowId' | 'multimodalSopId'> &
  Partial<Pick<StoredNotification, 'skillId' | 'taskPerformanceId' | 'mmsopSessionId' | 'comment'>>;

const enc = encodeURIComponent;
const APPROVAL_KINDS: ReadonlySet<string> = new Set(APPROVAL_NOTIFICATION_TYPES);
const isApproval = (type: NotificationType): type is ApprovalNotificationType =>
  APPROVAL_KINDS.has(type);

/**
 * The run's page: the reviewer's review page (which reads the skill or the task performance
 * from its query, as the performance pages link to it), else the viewer page of the skill or
 * task. The run itself travels as `sessionId`.
 */
function commentTarget(n: TargetInput): string | null {
  if (!n.multimodalSopId) return null;
  const sop = enc(n.multimodalSopId);
  const reviewer = n.comment?.isReviewer === true;
  const skill = n.type === 'comment_skill_mmsop';
  const query = new URLSearchParams();
  if (reviewer && skill && n.skillId) query.set('skillId', n.skillId);
  if (reviewer && !skill && n.taskPerformanceId)
    query.set('taskPerformanceId', n.taskPerformanceId);
  if (n.mmsopSessionId) query.set('sessionId', n.mmsopSessionId);
  const qs = query.size > 0 ? `?${query.toString()}` : '';
  if (reviewer) return `/${skill ? 'skill' : 'task'}/performance/mm-sop/${sop}${qs}`;
  if (skill) return n.skillId ? `/skillplayer/${enc(n.skillId)}/mm-sop/${sop}${qs}` : null;
  return n.taskPerformanceId ? `/taskplayer/${enc(n.taskPerformanceId)}/mm-sop/${sop}${qs}` : null;
}

/**
 * The portal path a click on the card opens (002 §4), or null when it leads nowhere (the
 * content is not named, or review_workflow on mobile, whose builder is desktop only).
 */
export function notificationTarget(n: TargetInput, opts: { mobile?: boolean } = {}): string | null {
  const { type } = n;
  if (isApproval(type)) return approvalNoticePath(type, n);
  if (SKILL_NOTIFICATION_TYPES.includes(type)) {
    return n.skillId ? `/skillplayer/${enc(n.skillId)}` : null;
  }
  if (TASK_NOTIFICATION_TYPES.includes(type)) {
    return n.taskPerformanceId ? `/taskplayer/${enc(n.taskPerformanceId)}` : '/home/tasks-todo';
  }
  switch (type) {
    case 'share_workflow':
    case 'reaction_workflow':
    case 'retrain_workflow':
      return n.workflowId ? `/playermain/${enc(n.workflowId)}` : null;
    case 'review_workflow':
      return n.workflowId && !opts.mobile ? `/buildermain/${enc(n.workflowId)}` : null;
    case 'share_mmsop':
      return n.multimodalSopId ? `/smart-instruction/${enc(n.multimodalSopId)}` : null;
    case 'comment_skill_mmsop':
    case 'comment_task_mmsop':
      return commentTarget(n);
    case 'pin_reset_request':
      return '/admin/users';
    default:
      return null;
  }
}

/** 002 §4 / §9: skill kinds open the skill player after 300 ms; the others at once. */
export function notificationDelayMs(type: NotificationType): number {
  return SKILL_NOTIFICATION_TYPES.includes(type) ? SKILL_NAVIGATION_DELAY_MS : 0;
}

/** The card's sentence: notification.{type}, with {{sender}}, {{title}} (and kind's extras). */
export function notificationTextKey<T extends NotificationType>(type: T): `notification.${T}` {
  return `notification.${type}`;
}

/** The card's label (002 §4: approval requested, smart video approved ...). */
export function notificationLabelKey<T extends NotificationType>(
  type: T,
): `notification.label.${T}` {
  return `notification.label.${type}`;
}
