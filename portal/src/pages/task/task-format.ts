/** Dates and schedules as the task screens show them, in the reader's language and zone. */
import { dueState, type TaskSchedule } from '@stepwise/core';
import { currentLanguage, t } from '../../i18n/t';

/** A date and time, e.g. "Mon, 3 Mar 2025, 09:00" (the reader's own time zone unless given). */
export function taskDateTime(iso: string | number | null, timeZone?: string): string {
  if (iso === null) return '—';
  return new Intl.DateTimeFormat(currentLanguage(), {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(typeof iso === 'number' ? iso : Date.parse(iso));
}

/** The browser's time zone: the schedule editor's default (issue 24). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const TYPE_KEYS = {
  once: 'tasks.schedule.once',
  daily: 'tasks.schedule.daily',
  weekly: 'tasks.schedule.weekly',
  monthly: 'tasks.schedule.monthly',
} as const;

/** One word saying how a schedule repeats ("Weekly", "Once"). */
export function scheduleText(schedule: Pick<TaskSchedule, 'type'>): string {
  return t(TYPE_KEYS[schedule.type]);
}

/** The due badge of an occurrence: overdue, due soon or nothing (core dueState). */
export function dueBadge(dueAt: string | null, now = Date.now()): 'overdue' | 'dueSoon' | null {
  const state = dueState(dueAt === null ? null : Date.parse(dueAt), now);
  return state.kind === 'overdue' || state.kind === 'dueSoon' ? state.kind : null;
}
