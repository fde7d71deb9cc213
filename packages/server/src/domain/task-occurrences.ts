/**
 * Making a task's occurrences (issue 24): each occurrence gives every member of an assignee
 * setting — teams expanded to their members at that moment, the team kept — a task performance.
 * Performances are unique per (setting, user, start), so making an occurrence again (a repeated
 * scheduler run, a members change, a publish) adds only who is missing, and only they are told
 * (task_assign, one notice per performance).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { nextOccurrence, occurrenceDue, scheduleStart, type TaskSchedule } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { taskAssigneeSettings, taskMembers, taskPerformances, teamMembers } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { notify, type NotifySender } from './notify.js';
import type { TaskRow } from './task-access.js';

export type AssigneeSettingRow = typeof taskAssigneeSettings.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
/** A guard against a schedule asked about a very long window (ours). */
const MAX_STARTS = 1000;

/**
 * The starts whose time has come and that are still open at `now`: a one-off's start (whatever
 * its due date, it is one occurrence); a recurring schedule's starts within its due window.
 * Older occurrences, already over, are never made late.
 */
export function liveStarts(schedule: TaskSchedule, now: number): number[] {
  const start = scheduleStart(schedule);
  if (schedule.type === 'once') return start <= now ? [start] : [];
  const out: number[] = [];
  let after = Math.max(start - 1, now - schedule.dueAfterHours * HOUR_MS);
  while (out.length < MAX_STARTS) {
    const at = nextOccurrence(schedule, after);
    if (at === null || at > now) break;
    out.push(at);
    after = at;
  }
  return out;
}

/** The setting's members as people: direct users (no team) win over the same person by a team. */
export async function memberPeople(
  tx: Tenant,
  settingId: string,
): Promise<{ userId: string; teamId: string | null }[]> {
  const members = await tx.select(taskMembers, eq(taskMembers.assigneeSettingId, settingId));
  const people = new Map<string, string | null>();
  for (const m of members) if (m.memberType === 'user') people.set(m.memberId, null);
  const teamIds = members.filter((m) => m.memberType === 'team').map((m) => m.memberId);
  const inTeams = teamIds.length
    ? await tx.select(teamMembers, inArray(teamMembers.teamId, teamIds), {
        orderBy: [teamMembers.teamId, teamMembers.userId],
      })
    : [];
  for (const t of inTeams) if (!people.has(t.userId)) people.set(t.userId, t.teamId);
  return [...people].map(([userId, teamId]) => ({ userId, teamId }));
}

/** Makes the occurrences at `starts` for every member; answers how many performances it added. */
export async function makeOccurrences(
  tx: Tenant,
  task: TaskRow,
  setting: AssigneeSettingRow,
  starts: readonly number[],
  sender: NotifySender,
): Promise<number> {
  if (starts.length === 0) return 0;
  const people = await memberPeople(tx, setting.id);
  const rows = starts.flatMap((startsAt) => {
    const due = occurrenceDue(setting.schedule, startsAt);
    return people.map((p) => ({
      id: newId(),
      taskId: task.id,
      assigneeSettingId: setting.id,
      userId: p.userId,
      teamId: p.teamId,
      startsAt: new Date(startsAt),
      dueAt: due === null ? null : new Date(due),
      status: 'todo',
      items: task.items.map((i) => ({ type: i.type, id: i.id, done: false, doneAt: null })),
    }));
  });
  const added = await tx.insertNew(taskPerformances, rows);
  for (const p of added) {
    await notify(tx, {
      type: 'task_assign',
      receiverIds: [p.userId],
      sender,
      title: task.title,
      taskId: task.id,
      taskPerformanceId: p.id,
      dueAt: p.dueAt,
    });
  }
  return added.length;
}

/**
 * Brings a setting up to date at `now` (after it is made, its schedule or members change, or
 * its task is published): the open occurrences are made when the task is published, and the
 * next start to wait for is stored for the scheduler.
 */
export async function syncSetting(
  tx: Tenant,
  task: TaskRow,
  setting: AssigneeSettingRow,
  now: number,
  sender: NotifySender,
): Promise<AssigneeSettingRow> {
  if (task.published) {
    await makeOccurrences(tx, task, setting, liveStarts(setting.schedule, now), sender);
  }
  const next = nextOccurrence(setting.schedule, now);
  const [updated] = await tx.update(
    taskAssigneeSettings,
    { nextOccurrenceAt: next === null ? null : new Date(next), updatedAt: new Date(now) },
    eq(taskAssigneeSettings.id, setting.id),
  );
  return updated ?? setting;
}

/**
 * After a schedule change: open performances of starts the new schedule no longer has go, and
 * those it keeps take its due date. Completed ones stay as they were (they are history).
 */
export async function reconcileSchedule(tx: Tenant, setting: AssigneeSettingRow): Promise<void> {
  const open = await tx.select(
    taskPerformances,
    and(eq(taskPerformances.assigneeSettingId, setting.id), eq(taskPerformances.status, 'todo')),
  );
  for (const p of open) {
    const start = p.startsAt.getTime();
    if (nextOccurrence(setting.schedule, start - 1) !== start) {
      await tx.delete(taskPerformances, eq(taskPerformances.id, p.id));
      continue;
    }
    const due = occurrenceDue(setting.schedule, start);
    if ((p.dueAt?.getTime() ?? null) !== due) {
      await tx.update(
        taskPerformances,
        { dueAt: due === null ? null : new Date(due), updatedAt: new Date() },
        eq(taskPerformances.id, p.id),
      );
    }
  }
}

/** After a members change: open performances of people no longer reached go. */
export async function dropFormerMembers(tx: Tenant, settingId: string): Promise<void> {
  const people = (await memberPeople(tx, settingId)).map((p) => p.userId);
  await tx.delete(
    taskPerformances,
    and(
      eq(taskPerformances.assigneeSettingId, settingId),
      eq(taskPerformances.status, 'todo'),
      people.length ? notInArray(taskPerformances.userId, people) : undefined,
    ),
  );
}
