import { describe, expect, it } from 'vitest';
import { APPROVAL_NOTIFICATION_TYPES } from './approval.js';
import {
  badgeText,
  NOTIFICATION_BADGE_CAP,
  NOTIFICATION_LIST_DAYS,
  NOTIFICATION_LIST_MAX,
  NOTIFICATION_TYPES,
  sendersSummary,
  SKILL_NAVIGATION_DELAY_MS,
} from './notification.js';
import { notificationSendSchema } from './notification.schema.js';

describe('notification constants (002 §9)', () => {
  it('keeps the last 30 days, at most 500, badge cap 99, skill navigation after 300 ms', () => {
    expect(NOTIFICATION_LIST_DAYS).toBe(30);
    expect(NOTIFICATION_LIST_MAX).toBe(500);
    expect(NOTIFICATION_BADGE_CAP).toBe(99);
    expect(SKILL_NAVIGATION_DELAY_MS).toBe(300);
  });
  it('holds every approval kind and no kind twice', () => {
    for (const t of APPROVAL_NOTIFICATION_TYPES) expect(NOTIFICATION_TYPES).toContain(t);
    expect(new Set(NOTIFICATION_TYPES).size).toBe(NOTIFICATION_TYPES.length);
  });
});

describe('badgeText (002 §4 "a number up to 99, else 99+")', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%i -> %j', (n, text) => expect(badgeText(n)).toBe(text));
});

describe('sendersSummary (002 §4 reaction message)', () => {
  it('names the first two and counts the rest, each sender once', () => {
    expect(sendersSummary(['Ann'])).toEqual({ names: ['Ann'], others: 0 });
    expect(sendersSummary(['Ann', 'Bo'])).toEqual({ names: ['Ann', 'Bo'], others: 0 });
    expect(sendersSummary(['Ann', 'Bo', 'Cy', 'Ann', 'Di'])).toEqual({
      names: ['Ann', 'Bo'],
      others: 2,
    });
  });
});

describe('notificationSendSchema', () => {
  const id = 'wf_0123456789abcdef';
  it('takes a workflow for workflow kinds and an instruction for share_mmsop', () => {
    expect(
      notificationSendSchema.safeParse({ type: 'share_workflow', workflowId: id, userIds: [id] })
        .success,
    ).toBe(true);
    expect(
      notificationSendSchema.safeParse({ type: 'share_mmsop', workflowId: id, userIds: [id] })
        .success,
    ).toBe(false);
    expect(
      notificationSendSchema.safeParse({ type: 'share_mmsop', multimodalSopId: id, teamIds: [id] })
        .success,
    ).toBe(true);
  });
  it('needs someone to send to and refuses kinds sent by events', () => {
    expect(
      notificationSendSchema.safeParse({ type: 'retrain_workflow', workflowId: id }).success,
    ).toBe(false);
    expect(
      notificationSendSchema.safeParse({ type: 'skill_assign', workflowId: id, userIds: [id] })
        .success,
    ).toBe(false);
  });
});
