/**
 * Where an approval notification leads, and which catalogue keys name it (002 §4 "Click
 * targets" and "Approval card labels"). The paths come from core's approvalNoticePath, which the
 * server's approval mails link to as well, so a card and its mail open the same page.
 */
import {
  approvalNoticePath,
  type ApprovalNotificationType,
  type StoredNotification,
} from '@stepwise/core';

/**
 * The portal path a click on the card opens: approval requested, approved, reminder and
 * escalation open the player (/playermain/{workflowId}) or the smart instruction
 * (/smart-instruction/{id}); rejected and recalled open the advanced editor (/editor/{workflowId})
 * or the smart instruction, whose page is its editor. Null when it names no content.
 */
export function notificationTarget(
  n: Pick<StoredNotification, 'type' | 'workflowId' | 'multimodalSopId'>,
): string | null {
  // Issue 24 widens this to every kind (notification-target for the bell).
  return approvalNoticePath(n.type as ApprovalNotificationType, n);
}

/** The card's sentence: notification.{type}, with {{sender}} and {{title}}. */
export function notificationTextKey<T extends ApprovalNotificationType>(
  type: T,
): `notification.${T}` {
  return `notification.${type}`;
}

/** The card's label (002 §4: approval requested, smart video approved ...). */
export function notificationLabelKey<T extends ApprovalNotificationType>(
  type: T,
): `notification.label.${T}` {
  return `notification.label.${type}`;
}
