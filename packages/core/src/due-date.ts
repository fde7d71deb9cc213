// Due dates of skill and task assignments (issue 24; 002 §3 notification dueDateIntervalType,
// dueDateInterval, dueDaysLeft; §4 skill kinds "assign with due, overdue, days left").
// Zod-free.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before the due date when the "days left" reminder is sent (ours). */
export const DUE_SOON_DAYS = 3;
/** 002 §3 dueDateIntervalType. */
export const DUE_INTERVAL_TYPES = ['year', 'month', 'day'] as const;
export type DueIntervalType = (typeof DUE_INTERVAL_TYPES)[number];

export type DueState =
  | { kind: 'none' }
  | { kind: 'upcoming'; daysLeft: number }
  | { kind: 'dueSoon'; daysLeft: number }
  | { kind: 'overdue'; daysOver: number };

/** Where an assignment stands against its due date (whole days, rounded up while not yet due). */
export function dueState(dueAt: number | null, now: number): DueState {
  if (dueAt === null) return { kind: 'none' };
  if (dueAt <= now) return { kind: 'overdue', daysOver: Math.floor((now - dueAt) / DAY_MS) };
  const daysLeft = Math.ceil((dueAt - now) / DAY_MS);
  return daysLeft <= DUE_SOON_DAYS ? { kind: 'dueSoon', daysLeft } : { kind: 'upcoming', daysLeft };
}

/** The largest whole interval a due date is away, for the notification text (002 §3). */
export function dueInterval(
  dueAt: number,
  now: number,
): { dueDateIntervalType: DueIntervalType; dueDateInterval: number } {
  const days = Math.max(0, Math.ceil((dueAt - now) / DAY_MS));
  if (days >= 365) return { dueDateIntervalType: 'year', dueDateInterval: Math.floor(days / 365) };
  if (days >= 30) return { dueDateIntervalType: 'month', dueDateInterval: Math.floor(days / 30) };
  return { dueDateIntervalType: 'day', dueDateInterval: days };
}
