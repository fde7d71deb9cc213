/**
 * The task scheduler (issue 24): a job every TASK_SCHEDULE_INTERVAL_SECONDS makes the
 * occurrences whose start has come, for every organisation's published tasks. Each assignee
 * setting is claimed by a conditional update of its next start (… WHERE next_occurrence_at =
 * the value read), so two processes running at once make an occurrence once; the performances'
 * unique key (setting, user, start) backs that up. The pattern of approval-reminders.ts.
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { nextOccurrence, TASK_SCHEDULE_INTERVAL_SECONDS } from '@stepwise/core';
import type { Database, Db } from '../db/client.js';
import { taskAssigneeSettings, tasks } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { JobQueue } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/types.js';
import type { NotifySender } from './notify.js';
import { liveStarts, makeOccurrences } from './task-occurrences.js';

export const TASK_SCHEDULE_JOB = 'task-schedule';
const INTERVAL_MS = TASK_SCHEDULE_INTERVAL_SECONDS * 1000;
/** Occurrences the scheduler makes come from no one in particular. */
export const SCHEDULER: NotifySender = { id: null, name: 'Stepwise' };

export interface TaskScheduleResult {
  /** Settings this run claimed. */
  settings: number;
  /** Performances it added. */
  performances: number;
}

/** Makes every due occurrence of published tasks at `now` (tests inject the time). */
export async function runTaskSchedule(
  services: { db: Db },
  now = Date.now(),
): Promise<TaskScheduleResult> {
  const result: TaskScheduleResult = { settings: 0, performances: 0 };
  // Every organisation at once (a maintenance read); each change is made as its tenant.
  const due = await services.db
    .select({ setting: taskAssigneeSettings, task: tasks })
    .from(taskAssigneeSettings)
    .innerJoin(tasks, eq(tasks.id, taskAssigneeSettings.taskId))
    .where(
      and(
        eq(tasks.published, true),
        isNotNull(taskAssigneeSettings.nextOccurrenceAt),
        lte(taskAssigneeSettings.nextOccurrenceAt, new Date(now)),
      ),
    );
  for (const { setting, task } of due) {
    const tenant = new Tenant(services.db, setting.organizationId);
    const added = await tenant.transaction(async (tx) => {
      const next = nextOccurrence(setting.schedule, now);
      const [claimed] = await tx.update(
        taskAssigneeSettings,
        { nextOccurrenceAt: next === null ? null : new Date(next) },
        and(
          eq(taskAssigneeSettings.id, setting.id),
          eq(taskAssigneeSettings.nextOccurrenceAt, setting.nextOccurrenceAt!),
        ),
      );
      if (!claimed) return null;
      return makeOccurrences(tx, task, claimed, liveStarts(claimed.schedule, now), SCHEDULER);
    });
    if (added === null) continue;
    result.settings += 1;
    result.performances += added;
  }
  return result;
}

/** The next run: at the next interval boundary, one job whatever the number of processes. */
export async function scheduleTaskRun(database: Database, now = Date.now()): Promise<void> {
  const next = new Date(Math.floor(now / INTERVAL_MS + 1) * INTERVAL_MS);
  await new JobQueue(database.db).enqueue(database.db, {
    kind: TASK_SCHEDULE_JOB,
    runAt: next,
    dedupeKey: `${TASK_SCHEDULE_JOB}:${next.toISOString()}`,
    priority: -1,
  });
}

/** The job: runs the schedule, then schedules the next run (also after a failure, by retry). */
export function taskScheduleHandler(deps: { database: Database }): JobHandler {
  return async () => {
    const result = await runTaskSchedule({ db: deps.database.db });
    await scheduleTaskRun(deps.database);
    return result;
  };
}
