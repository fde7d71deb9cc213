import { describe, expect, it } from 'vitest';
import {
  APPROVAL_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  SKILL_NOTIFICATION_TYPES,
  TASK_NOTIFICATION_TYPES,
  type ApprovalNotificationType,
} from '@stepwise/core';
import { en } from '@stepwise/i18n';
import {
  notificationDelayMs,
  notificationLabelKey,
  notificationTarget,
  notificationTextKey,
} from './notification-target';
import { testNotification } from '../components/notifications/test-notification';

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

  it('opens the player for share, reaction and retrain of a workflow', () => {
    for (const type of ['share_workflow', 'reaction_workflow', 'retrain_workflow'] as const) {
      expect(notificationTarget(testNotification(type)), type).toBe('/playermain/wf1');
    }
  });

  it('opens the builder for review_workflow, except on mobile', () => {
    const n = testNotification('review_workflow');
    expect(notificationTarget(n)).toBe('/buildermain/wf1');
    expect(notificationTarget(n, { mobile: true })).toBeNull();
  });

  it('opens the skill player for every skill kind, after 300 ms', () => {
    for (const type of SKILL_NOTIFICATION_TYPES) {
      expect(notificationTarget(testNotification(type)), type).toBe('/skillplayer/sk1');
      expect(notificationDelayMs(type)).toBe(300);
    }
    expect(notificationDelayMs('share_workflow')).toBe(0);
  });

  it('opens the task player when there is a performance, else the to-do list', () => {
    for (const type of TASK_NOTIFICATION_TYPES) {
      expect(notificationTarget(testNotification(type)), type).toBe('/taskplayer/tp1');
      expect(notificationTarget(testNotification(type, { taskPerformanceId: null }))).toBe(
        '/home/tasks-todo',
      );
    }
  });

  it('opens the review page for the reviewer and the viewer page for others', () => {
    const run = { multimodalSopId: 'sop1', mmsopSessionId: 'run1' };
    const reviewer = { ...run, comment: { isReviewer: true } };
    const runner = { ...run, comment: { isReviewer: false } };
    expect(notificationTarget(testNotification('comment_skill_mmsop', reviewer))).toBe(
      '/skill/performance/mm-sop/sop1?skillId=sk1&sessionId=run1',
    );
    expect(notificationTarget(testNotification('comment_skill_mmsop', runner))).toBe(
      '/skillplayer/sk1/mm-sop/sop1?sessionId=run1',
    );
    expect(notificationTarget(testNotification('comment_task_mmsop', reviewer))).toBe(
      '/task/performance/mm-sop/sop1?taskPerformanceId=tp1&sessionId=run1',
    );
    expect(notificationTarget(testNotification('comment_task_mmsop', runner))).toBe(
      '/taskplayer/tp1/mm-sop/sop1?sessionId=run1',
    );
  });

  it('opens a shared smart instruction, and admin users for a PIN reset request', () => {
    expect(
      notificationTarget(
        testNotification('share_mmsop', { multimodalSopId: 's 1', workflowId: null }),
      ),
    ).toBe('/smart-instruction/s%201');
    expect(notificationTarget(testNotification('pin_reset_request'))).toBe('/admin/users');
  });
});

describe('notification keys', () => {
  it('name a sentence and a card label in the catalogue for every kind', () => {
    const catalogue = en as Record<string, string>;
    for (const type of NOTIFICATION_TYPES) {
      expect(catalogue[notificationTextKey(type)], type).toBeTruthy();
      expect(catalogue[notificationLabelKey(type)], type).toBeTruthy();
    }
    for (const type of APPROVAL_NOTIFICATION_TYPES) {
      expect(catalogue[notificationTextKey(type)], type).toContain('{{title}}');
    }
    expect(catalogue['notification.label.approval_approved']).toBe('Smart video approved');
  });
});
