// Tasks (issue 24; 002 §2 task routes, §3 task entity, §5 create-task validation, §7 task calls).
// Scheduled work: a task holds content (workflows and smart instructions); its assignee settings
// hold members (users, teams) and a schedule; each occurrence gives every member a task
// performance to run in the task player. Zod-free; wire schemas in task.schema.ts.

import { TITLE_MAX_LENGTH } from './constants.js';

/** 002 §9: title max 90 for skills and tasks. */
export const TASK_TITLE_MAX = TITLE_MAX_LENGTH;
/** Items in one task, assignees per settings, tasks per batch call (ours). */
export const TASK_ITEMS_MAX = 100;
export const TASK_MEMBERS_MAX = 1000;
export const TASK_BATCH_MAX = 100;

/** A one-off task, or one that recurs (002 issue 24 "daily / weekly / monthly"). */
export const TASK_SCHEDULE_TYPES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type TaskScheduleType = (typeof TASK_SCHEDULE_TYPES)[number];

export const TASK_PERFORMANCE_STATUSES = ['todo', 'completed'] as const;
export type TaskPerformanceStatus = (typeof TASK_PERFORMANCE_STATUSES)[number];

/** Recurring occurrences are due this many hours after they start, by default (ours). */
export const TASK_DUE_AFTER_HOURS_DEFAULT = 24;
export const TASK_DUE_AFTER_HOURS_MAX = 24 * 31;
/** How often the task scheduler runs (ours): occurrences start within this of their time. */
export const TASK_SCHEDULE_INTERVAL_SECONDS = 15 * 60;

export interface OnceSchedule {
  type: 'once';
  /** When the task becomes available (ISO). */
  startAt: string;
  /** When it is due (ISO), or null for no due date. */
  dueAt: string | null;
}

export interface RecurringSchedule {
  type: 'daily' | 'weekly' | 'monthly';
  /** The first occurrence (ISO); later ones keep its wall-clock time in `timeZone`. */
  startAt: string;
  /** IANA time zone the wall-clock time is read in ('UTC', 'Europe/Berlin'). */
  timeZone: string;
  /** Weekly: the days of the week, 0 = Sunday … 6 = Saturday (the start's day when empty). */
  weekdays: number[];
  /** Monthly: the day of the month, 1-31 (the month's last day when it has fewer). */
  dayOfMonth: number | null;
  /** Each occurrence is due this many hours after it starts. */
  dueAfterHours: number;
  /** No occurrence starts after this (ISO), or null. */
  endAt: string | null;
}

export type TaskSchedule = OnceSchedule | RecurringSchedule;

interface LocalParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function localParts(ms: number, timeZone: string): LocalParts {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** Whether `timeZone` is a time zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The instant a wall-clock time in `timeZone` names (the later one across a DST gap). */
export function zonedTime(p: LocalParts, timeZone: string): number {
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offsetAt = (ms: number) => {
    const l = localParts(ms, timeZone);
    return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - ms;
  };
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  return Math.max(first, second);
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * When the schedule's first occurrence starts (ms). Recurring occurrences keep a wall-clock time
 * to the second, so their first start drops any milliseconds of `startAt` (else the first
 * occurrence would fall just before the start and be skipped).
 */
export function scheduleStart(schedule: TaskSchedule): number {
  const start = Date.parse(schedule.startAt);
  return schedule.type === 'once' ? start : Math.floor(start / 1000) * 1000;
}

/**
 * The start of the first occurrence strictly after `after` (ms), or null when there is none
 * (a one-off task whose start has passed, or a recurring one past its end).
 */
export function nextOccurrence(schedule: TaskSchedule, after: number): number | null {
  const start = scheduleStart(schedule);
  if (schedule.type === 'once') return start > after ? start : null;
  const end = schedule.endAt === null ? Infinity : Date.parse(schedule.endAt);
  const tz = schedule.timeZone;
  const s = localParts(start, tz);
  const time = { hour: s.hour, minute: s.minute, second: s.second };
  const from = localParts(Math.max(after, start), tz);
  let found: number | null = null;
  if (schedule.type === 'monthly') {
    const want = schedule.dayOfMonth ?? s.day;
    for (let i = -1; i <= 24 && found === null; i++) {
      const monthIndex = from.year * 12 + (from.month - 1) + i;
      const year = Math.floor(monthIndex / 12);
      const month = (monthIndex % 12) + 1;
      const day = Math.min(want, daysInMonth(year, month));
      const at = zonedTime({ year, month, day, ...time }, tz);
      if (at > after && at >= start) found = at;
    }
  } else {
    const weekdays =
      schedule.type === 'weekly'
        ? schedule.weekdays.length > 0
          ? schedule.weekdays
          : [new Date(Date.UTC(s.year, s.month - 1, s.day)).getUTCDay()]
        : [0, 1, 2, 3, 4, 5, 6];
    const base = Date.UTC(from.year, from.month - 1, from.day);
    for (let i = -1; i <= 8 && found === null; i++) {
      const d = new Date(base + i * 86_400_000);
      if (!weekdays.includes(d.getUTCDay())) continue;
      const at = zonedTime(
        { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), ...time },
        tz,
      );
      if (at > after && at >= start) found = at;
    }
  }
  return found !== null && found <= end ? found : null;
}

/** When an occurrence starting at `startsAt` is due (ms), or null for a one-off without one. */
export function occurrenceDue(schedule: TaskSchedule, startsAt: number): number | null {
  if (schedule.type === 'once') return schedule.dueAt === null ? null : Date.parse(schedule.dueAt);
  return startsAt + schedule.dueAfterHours * 60 * 60 * 1000;
}
