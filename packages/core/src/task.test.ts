import { describe, expect, it } from 'vitest';
import {
  nextOccurrence,
  occurrenceDue,
  scheduleStart,
  TASK_TITLE_MAX,
  zonedTime,
  type RecurringSchedule,
  type TaskSchedule,
} from './task.js';
import { taskCreateSchema, taskScheduleSchema } from './task.schema.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function recurring(over: Partial<RecurringSchedule>): RecurringSchedule {
  return {
    type: 'daily',
    startAt: '2026-01-05T09:00:00.000Z',
    timeZone: 'UTC',
    weekdays: [],
    dayOfMonth: null,
    dueAfterHours: 24,
    endAt: null,
    ...over,
  };
}

/** The first `n` starts from the beginning of the schedule. */
function starts(schedule: TaskSchedule, n: number): (string | null)[] {
  const out: (string | null)[] = [];
  let after = scheduleStart(schedule) - 1;
  for (let i = 0; i < n; i++) {
    const next = nextOccurrence(schedule, after);
    out.push(iso(next));
    if (next === null) break;
    after = next;
  }
  return out;
}

describe('task title (002 §5, §9)', () => {
  it('allows 90 characters, not 91, and no blank title', () => {
    const group = 'ws_1';
    expect(TASK_TITLE_MAX).toBe(90);
    expect(taskCreateSchema.safeParse({ title: 'a'.repeat(90), group }).success).toBe(true);
    expect(taskCreateSchema.safeParse({ title: 'a'.repeat(91), group }).success).toBe(false);
    expect(taskCreateSchema.safeParse({ title: '   ', group }).success).toBe(false);
  });
});

describe('nextOccurrence', () => {
  it('a one-off starts once, then never again', () => {
    const once: TaskSchedule = { type: 'once', startAt: '2026-03-01T08:00:00Z', dueAt: null };
    expect(iso(nextOccurrence(once, Date.parse('2026-02-01T00:00:00Z')))).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(nextOccurrence(once, Date.parse('2026-03-01T08:00:00Z'))).toBeNull();
  });

  it('daily keeps the start time every day', () => {
    expect(starts(recurring({}), 3)).toEqual([
      '2026-01-05T09:00:00.000Z',
      '2026-01-06T09:00:00.000Z',
      '2026-01-07T09:00:00.000Z',
    ]);
    // Asked in the middle of a day: the next day's start.
    expect(iso(nextOccurrence(recurring({}), Date.parse('2026-01-10T12:00:00Z')))).toBe(
      '2026-01-11T09:00:00.000Z',
    );
  });

  it('weekly on several weekdays (Monday, Wednesday, Friday)', () => {
    // 2026-01-05 is a Monday.
    expect(starts(recurring({ type: 'weekly', weekdays: [1, 3, 5] }), 5)).toEqual([
      '2026-01-05T09:00:00.000Z',
      '2026-01-07T09:00:00.000Z',
      '2026-01-09T09:00:00.000Z',
      '2026-01-12T09:00:00.000Z',
      '2026-01-14T09:00:00.000Z',
    ]);
  });

  it("weekly without weekdays repeats on the start's day", () => {
    expect(starts(recurring({ type: 'weekly' }), 2)).toEqual([
      '2026-01-05T09:00:00.000Z',
      '2026-01-12T09:00:00.000Z',
    ]);
  });

  it("monthly on the 31st falls on February's last day, and back on the 31st in March", () => {
    const s = recurring({ type: 'monthly', startAt: '2026-01-31T09:00:00Z', dayOfMonth: 31 });
    expect(starts(s, 4)).toEqual([
      '2026-01-31T09:00:00.000Z',
      '2026-02-28T09:00:00.000Z',
      '2026-03-31T09:00:00.000Z',
      '2026-04-30T09:00:00.000Z',
    ]);
    // A leap year's February has a 29th.
    const leap = recurring({ type: 'monthly', startAt: '2028-01-31T09:00:00Z', dayOfMonth: 31 });
    expect(starts(leap, 2)[1]).toBe('2028-02-29T09:00:00.000Z');
  });

  it('keeps the wall-clock time in Europe/Berlin across the DST changes', () => {
    // 09:00 in Berlin: 08:00 UTC in winter (CET), 07:00 UTC in summer (CEST, from 29 March 2026).
    const s = recurring({ startAt: '2026-03-27T08:00:00Z', timeZone: 'Europe/Berlin' });
    expect(starts(s, 4)).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    // And back on 25 October 2026.
    const autumn = recurring({ startAt: '2026-10-24T07:00:00Z', timeZone: 'Europe/Berlin' });
    expect(starts(autumn, 2)).toEqual(['2026-10-24T07:00:00.000Z', '2026-10-25T08:00:00.000Z']);
  });

  it('a wall-clock time inside the spring gap is taken after it', () => {
    // 02:30 does not exist in Berlin on 29 March 2026 (02:00 -> 03:00).
    const at = zonedTime(
      { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 },
      'Europe/Berlin',
    );
    expect(new Date(at).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a start with milliseconds still has its first occurrence (to the second)', () => {
    const s = recurring({ startAt: '2026-01-05T09:00:00.622Z' });
    expect(starts(s, 2)).toEqual(['2026-01-05T09:00:00.000Z', '2026-01-06T09:00:00.000Z']);
  });

  it('stops at endAt', () => {
    const s = recurring({ endAt: '2026-01-06T09:00:00Z' });
    expect(starts(s, 5)).toEqual(['2026-01-05T09:00:00.000Z', '2026-01-06T09:00:00.000Z', null]);
  });
});

describe('occurrenceDue', () => {
  it('a one-off is due at its due date (or never); a recurring one dueAfterHours after it starts', () => {
    const start = Date.parse('2026-01-05T09:00:00Z');
    expect(occurrenceDue({ type: 'once', startAt: 'x', dueAt: null }, start)).toBeNull();
    expect(
      iso(occurrenceDue({ type: 'once', startAt: 'x', dueAt: '2026-01-09T17:00:00Z' }, start)),
    ).toBe('2026-01-09T17:00:00.000Z');
    expect(iso(occurrenceDue(recurring({ dueAfterHours: 48 }), start))).toBe(
      '2026-01-07T09:00:00.000Z',
    );
  });
});

describe('taskScheduleSchema', () => {
  it('refuses a due date before the start, an unknown time zone and an end before the start', () => {
    const startAt = '2026-01-05T09:00:00.000Z';
    expect(
      taskScheduleSchema.safeParse({ type: 'once', startAt, dueAt: '2026-01-04T09:00:00.000Z' })
        .success,
    ).toBe(false);
    expect(
      taskScheduleSchema.safeParse({ type: 'daily', startAt, timeZone: 'Mars/Olympus' }).success,
    ).toBe(false);
    expect(
      taskScheduleSchema.safeParse({
        type: 'weekly',
        startAt,
        timeZone: 'UTC',
        endAt: '2026-01-01T00:00:00.000Z',
      }).success,
    ).toBe(false);
    const ok = taskScheduleSchema.parse({ type: 'weekly', startAt, timeZone: 'Europe/Berlin' });
    expect(ok).toMatchObject({ weekdays: [], dayOfMonth: null, dueAfterHours: 24, endAt: null });
  });
});
