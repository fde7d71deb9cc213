/**
 * The demo's task (issue 24): "Weekly line safety check" in Assembly Line, the demo smart
 * instruction, assigned by Walter (the line lead) to "Line 1 operators" every week at 06:00 UTC,
 * each occurrence due 5 days after it starts. Two occurrences exist: last week's, done by all
 * three operators, and this week's, started two days ago, done by Erin and open for Victor and
 * Fatima. The setting's next occurrence is next week's, so the task scheduler makes that one
 * when its time comes, as it would for any task.
 *
 * The occurrences are made by the scheduler's own `makeOccurrences` (with its task_assign
 * notices, dated to their week); the runs then complete them, measured by the task player's own
 * `recomputePerformance`. Called inside the demo learning transaction (demo-learning.ts), which makes it once.
 */
import { and, eq } from 'drizzle-orm';
import { displayName, type TaskSchedule } from '@stepwise/core';
import { newId } from '../db/ids.js';
import {
  notifications,
  sopSessions,
  taskAssigneeSettings,
  taskMembers,
  taskPerformances,
  tasks,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { makeOccurrences, syncSetting } from '../domain/task-occurrences.js';
import { recomputePerformance } from '../domain/task-performances.js';
import { finishedSopRun } from './demo-runs.js';
import type { DemoLearningContext } from './demo-skills.js';

export const DEMO_TASK_TITLE = 'Weekly line safety check';
const DAY_MS = 24 * 3_600_000;
const DUE_AFTER_HOURS = 5 * 24;

export interface DemoTask {
  taskId: string;
  /** This week's occurrence of Victor (the demo viewer), still to do. */
  viewerOpenPerformanceId: string;
  /** When this week's occurrence is due. */
  dueAt: Date;
}

/** This week's start: 06:00 UTC two days ago (so it has begun, and is not yet due). */
function thisWeeksStart(now: number): number {
  const d = new Date(now - 2 * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 6);
}

export async function seedDemoTask(tx: Tenant, c: DemoLearningContext): Promise<DemoTask> {
  const { people, now } = c;
  const thisStart = thisWeeksStart(now);
  const schedule: TaskSchedule = {
    type: 'weekly',
    startAt: new Date(thisStart - 7 * DAY_MS).toISOString(),
    timeZone: 'UTC',
    weekdays: [],
    dayOfMonth: null,
    dueAfterHours: DUE_AFTER_HOURS,
    endAt: null,
  };
  const [task] = await tx.insert(tasks, {
    id: newId(),
    workspaceId: c.workspaceId,
    title: DEMO_TASK_TITLE,
    published: true,
    items: [{ type: 'multimodal-sops', id: c.sop.id }],
    createdBy: people.lead.id,
  });
  const [setting] = await tx.insert(taskAssigneeSettings, {
    id: newId(),
    taskId: task!.id,
    schedule,
    createdBy: people.lead.id,
  });
  await tx.insert(taskMembers, {
    id: newId(),
    taskId: task!.id,
    assigneeSettingId: setting!.id,
    memberType: 'team',
    memberId: c.teamId,
  });
  // Both occurrences as the scheduler made them, each in its week (with its task_assign notices:
  // last week's read), and the next start it waits for.
  const starts = [thisStart - 7 * DAY_MS, thisStart];
  const lead = { id: people.lead.id, name: displayName(people.lead) };
  for (const start of starts) {
    await makeOccurrences(tx, task!, setting!, [start], lead);
    await tx.update(
      notifications,
      { createdAt: new Date(start), read: start < thisStart, counter: start < thisStart ? 0 : 1 },
      and(
        eq(notifications.taskId, task!.id),
        eq(notifications.type, 'task_assign'),
        eq(notifications.read, false),
      ),
    );
  }
  await syncSetting(tx, task!, setting!, now, lead);

  // Everyone ran last week's a day after it started; this week only Erin has, yesterday.
  const performances = await tx.select(taskPerformances, eq(taskPerformances.taskId, task!.id));
  let viewerOpenPerformanceId = '';
  for (const p of performances) {
    const lastWeek = p.startsAt.getTime() < thisStart;
    const doneAt = lastWeek
      ? p.startsAt.getTime() + DAY_MS
      : p.userId === people.employee.id
        ? now - DAY_MS
        : null;
    if (doneAt === null) {
      if (p.userId === people.viewer.id) viewerOpenPerformanceId = p.id;
      continue;
    }
    const person = [people.viewer, people.employee, people.learner].find((u) => u.id === p.userId);
    if (!person) continue;
    await tx.insert(
      sopSessions,
      finishedSopRun(c.sop.id, c.sop.items, person, doneAt, { taskPerformanceId: p.id }),
    );
    // Measured as the task player's finished run measures it.
    await recomputePerformance(tx, task!, p, doneAt);
  }
  return {
    taskId: task!.id,
    viewerOpenPerformanceId,
    dueAt: new Date(thisStart + DUE_AFTER_HOURS * 3_600_000),
  };
}
