import { describe, expect, it } from 'vitest';
import { APPROVAL_NOTIFICATION_TYPES, type ApprovalNotificationType } from '@stepwise/core';
import { en } from '@stepwise/i18n';
import {
  notificationLabelKey,
  notificationTarget,
  notificationTextKey,
} from './notification-target';

const workflow = (type: ApprovalNotificationType) => ({
  type,
  workflowId: 'wf/1',
  multimodalSopId: null,
});

describe('notificationTarget (002 §4 click targets)', () => {
  it('opens the player for requested, approved, reminder and escalated workflows', () => {
    for (const type of [
      'approval_requested',
      'approval_approved',
      'approval_reminder',
      'approval_escalated',
    ] as const) {
      expect(notificationTarget(workflow(type)), type).toBe('/playermain/wf%2F1');
    }
  });

  it('opens the advanced editor for rejected and recalled workflows', () => {
    expect(notificationTarget(workflow('approval_rejected'))).toBe('/editor/wf%2F1');
    expect(notificationTarget(workflow('approval_recalled'))).toBe('/editor/wf%2F1');
  });

  it('opens the smart instruction page for every kind about a smart instruction', () => {
    for (const type of APPROVAL_NOTIFICATION_TYPES) {
      expect(notificationTarget({ type, workflowId: null, multimodalSopId: 'sop1' })).toBe(
        '/smart-instruction/sop1',
      );
    }
  });

  it('has no target when the notice names no content', () => {
    expect(
      notificationTarget({ type: 'approval_approved', workflowId: null, multimodalSopId: null }),
    ).toBeNull();
  });
});

describe('notification keys', () => {
  it('name a sentence and a card label in the catalogue for every approval kind', () => {
    const catalogue = en as Record<string, string>;
    for (const type of APPROVAL_NOTIFICATION_TYPES) {
      expect(catalogue[notificationTextKey(type)], type).toContain('{{title}}');
      expect(catalogue[notificationLabelKey(type)], type).toBeTruthy();
    }
    expect(catalogue['notification.label.approval_approved']).toBe('Smart video approved');
  });
});
