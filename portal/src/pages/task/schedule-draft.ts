/**
 * The schedule editor's form (issue 24 "one-off with start and due date; recurring daily / weekly /
 * monthly with start, time zone, due after N hours, optional end") and its translation to core's
 * TaskSchedule. Times are typed as wall-clock times (datetime-local) read in the chosen zone, so
 * "every Monday 09:00 Europe/Berlin" stays 09:00 there across daylight-saving changes.
 */
import {
  nextOccurrence,
  TASK_DUE_AFTER_HOURS_DEFAULT,
  taskScheduleSchema,
  zonedTime,
  type TaskSchedule,
  type TaskScheduleType,
} from '@stepwise/core';
import type { MessageKey } from '../../i18n/t';

export interface ScheduleDraft {
  type: TaskScheduleType;
  /** datetime-local text, "2025-03-03T09:00". */
  start: string;
  /** One-off: the due date ('' = none). */
  due: string;
  timeZone: string;
  weekdays: number[];
  dayOfMonth: number | null;
  dueAfterHours: number;
  /** Recurring: no occurrence after this ('' = none). */
  end: string;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant a datetime-local text names in `timeZone`, or null when it is not one. */
export function instantOf(local: string, timeZone: string): number | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((x) => Number(x ?? 0));
  return zonedTime(
    { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! },
    timeZone,
  );
}

/** The datetime-local text of an instant in `timeZone`. */
export function localOf(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A new schedule: weekly from the next full hour, in the browser's zone. */
export function newDraft(timeZone: string, now = Date.now()): ScheduleDraft {
  const nextHour = Math.ceil(now / 3_600_000) * 3_600_000;
  return {
    type: 'weekly',
    start: localOf(nextHour, timeZone),
    due: '',
    timeZone,
    weekdays: [],
    dayOfMonth: null,
    dueAfterHours: TASK_DUE_AFTER_HOURS_DEFAULT,
    end: '',
  };
}

/** The form of a saved schedule (editing an assignee setting). */
export function draftOf(schedule: TaskSchedule, browserZone: string): ScheduleDraft {
  const zone = schedule.type === 'once' ? browserZone : schedule.timeZone;
  const local = (iso: string | null) => (iso === null ? '' : localOf(Date.parse(iso), zone));
  if (schedule.type === 'once') {
    return {
      ...newDraft(zone),
      type: 'once',
      start: local(schedule.startAt),
      due: local(schedule.dueAt),
    };
  }
  return {
    type: schedule.type,
    start: local(schedule.startAt),
    due: '',
    timeZone: zone,
    weekdays: [...schedule.weekdays],
    dayOfMonth: schedule.dayOfMonth,
    dueAfterHours: schedule.dueAfterHours,
    end: local(schedule.endAt),
  };
}

export type DraftResult =
  { ok: true; schedule: TaskSchedule; next: number | null } | { ok: false; error: MessageKey };

const iso = (ms: number) => new Date(ms).toISOString();

/** The schedule a form names (checked with core's schema) and its next occurrence after `now`. */
export function scheduleOf(draft: ScheduleDraft, now = Date.now()): DraftResult {
  let zoneOk = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: draft.timeZone });
  } catch {
    zoneOk = false;
  }
  if (!zoneOk) return { ok: false, error: 'tasks.schedule.badTimeZone' };
  const start = instantOf(draft.start, draft.timeZone);
  if (start === null) return { ok: false, error: 'tasks.schedule.startRequired' };
  const optional = (local: string) => (local === '' ? null : instantOf(local, draft.timeZone));
  const due = optional(draft.due);
  const end = optional(draft.end);
  const candidate =
    draft.type === 'once'
      ? { type: 'once', startAt: iso(start), dueAt: due === null ? null : iso(due) }
      : {
          type: draft.type,
          startAt: iso(start),
          timeZone: draft.timeZone,
          weekdays: draft.type === 'weekly' ? [...draft.weekdays].sort() : [],
          dayOfMonth: draft.type === 'monthly' ? draft.dayOfMonth : null,
          dueAfterHours: draft.dueAfterHours,
          endAt: end === null ? null : iso(end),
        };
  const parsed = taskScheduleSchema.safeParse(candidate);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    const error: MessageKey =
      field === 'dueAt'
        ? 'tasks.schedule.dueBeforeStart'
        : field === 'endAt'
          ? 'tasks.schedule.endBeforeStart'
          : field === 'dueAfterHours'
            ? 'tasks.schedule.badDueAfter'
            : 'tasks.schedule.invalid';
    return { ok: false, error };
  }
  return { ok: true, schedule: parsed.data, next: nextOccurrence(parsed.data, now) };
}
