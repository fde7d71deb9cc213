import { describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, dueInterval, dueState } from './due-date.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);

describe('dueState', () => {
  it('is none without a due date', () => {
    expect(dueState(null, NOW)).toEqual({ kind: 'none' });
  });
  it('counts whole days left, rounded up, and is due soon within DUE_SOON_DAYS', () => {
    expect(DUE_SOON_DAYS).toBe(3);
    expect(dueState(NOW + 10 * DAY, NOW)).toEqual({ kind: 'upcoming', daysLeft: 10 });
    expect(dueState(NOW + 3 * DAY, NOW)).toEqual({ kind: 'dueSoon', daysLeft: 3 });
    expect(dueState(NOW + 1, NOW)).toEqual({ kind: 'dueSoon', daysLeft: 1 });
  });
  it('is overdue from the due instant on', () => {
    expect(dueState(NOW, NOW)).toEqual({ kind: 'overdue', daysOver: 0 });
    expect(dueState(NOW - 2.5 * DAY, NOW)).toEqual({ kind: 'overdue', daysOver: 2 });
  });
});

describe('dueInterval (002 §3 dueDateIntervalType year, month, day)', () => {
  it('names the largest whole interval', () => {
    expect(dueInterval(NOW + 2 * DAY, NOW)).toEqual({
      dueDateIntervalType: 'day',
      dueDateInterval: 2,
    });
    expect(dueInterval(NOW + 65 * DAY, NOW)).toEqual({
      dueDateIntervalType: 'month',
      dueDateInterval: 2,
    });
    expect(dueInterval(NOW + 400 * DAY, NOW)).toEqual({
      dueDateIntervalType: 'year',
      dueDateInterval: 1,
    });
    expect(dueInterval(NOW - DAY, NOW)).toEqual({ dueDateIntervalType: 'day', dueDateInterval: 0 });
  });
});
