/**
 * Task performances (issue 24; 002 §7 me/tasks/assigned, task-assigned progress-calculation,
 * task-performances): a person's occurrences of tasks, what they did of them, and the managers'
 * view. An item is done by watching a workflow to WATCHED_FRACTION since the occurrence started,
 * or by completing a run of a smart instruction started from this performance (content-progress.ts,
 * shared with skills). Once every item is done the performance is completed, and stays so.
 */
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  itemsProgress,
  pageInfo,
  type myTasksQuerySchema,
  type taskPerformanceQuerySchema,
  type TaskPerformance,
} from '@stepwise/core';
import type { z } from 'zod';
import { sopSessions, taskPerformances, tasks } from '../db/schema.js';
import type { StoredItemProgress } from '../db/schema/skills-tasks.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { completedRuns, watchedWorkflows } from './content-progress.js';
import {
  assertManagesTasks,
  managedTask,
  ownPerformance,
  unpublishedTask,
  type TaskPerformanceRow,
  type TaskRow,
} from './task-access.js';
import { senderOf } from './task-manage.js';
import { performanceViews, type TaskMedia } from './task-views.js';
import { notify } from './notify.js';

type MyQuery = z.output<typeof myTasksQuerySchema>;
type PerformanceQuery = z.output<typeof taskPerformanceQuerySchema>;

async function viewOf(
  caller: Caller,
  media: TaskMedia,
  p: TaskPerformanceRow,
  task: TaskRow,
): Promise<TaskPerformance> {
  const [view] = await performanceViews(caller, media, [p], new Map([[task.id, task]]));
  return view!;
}

/** Re-measures a performance from the person's activity; done items stay done. */
export async function recomputePerformance(
  tx: Tenant,
  task: TaskRow,
  p: TaskPerformanceRow,
  now = Date.now(),
): Promise<TaskPerformanceRow> {
  const ids = (type: string) => task.items.filter((i) => i.type === type).map((i) => i.id);
  const [watched, runs] = await Promise.all([
    watchedWorkflows(tx, p.userId, ids('workflows'), p.startsAt),
    completedRuns(tx, p.userId, ids('multimodal-sops'), eq(sopSessions.taskPerformanceId, p.id)),
  ]);
  const before = new Map(p.items.map((i) => [`${i.type}:${i.id}`, i]));
  const items: StoredItemProgress[] = task.items.map((r) => {
    const had = before.get(`${r.type}:${r.id}`);
    if (had?.done) return had;
    const at = (r.type === 'workflows' ? watched : runs).get(r.id);
    return { type: r.type, id: r.id, done: at !== undefined, doneAt: at ?? null };
  });
  const allDone = items.length > 0 && items.every((i) => i.done);
  const completed = p.status === 'completed' || allDone;
  const [updated] = await tx.update(
    taskPerformances,
    {
      items,
      progress: itemsProgress(items),
      status: completed ? 'completed' : 'todo',
      completedAt: completed ? (p.completedAt ?? new Date(now)) : null,
      updatedAt: new Date(now),
    },
    eq(taskPerformances.id, p.id),
  );
  return updated ?? p;
}

/** GET /v1/me/tasks/assigned: the caller's occurrences of published tasks. */
export async function myTasks(caller: Caller, media: TaskMedia, query: MyQuery) {
  const k = query.keyword?.trim();
  const taskRows = await caller.tenant.select(
    tasks,
    and(
      eq(tasks.published, true),
      k ? ilike(tasks.title, `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    ),
  );
  if (taskRows.length === 0) return { items: [], page: pageInfo(query.page, query.size, 0) };
  const where = and(
    eq(taskPerformances.userId, caller.userId),
    eq(taskPerformances.status, query.type),
    inArray(
      taskPerformances.taskId,
      taskRows.map((t) => t.id),
    ),
  );
  // To do: soonest due first (none last); completed: latest first.
  const orderBy: SQL[] =
    query.type === 'todo'
      ? [sql`${taskPerformances.dueAt} asc nulls last`, desc(taskPerformances.startsAt)]
      : [desc(taskPerformances.completedAt)];
  const [rows, count] = await Promise.all([
    caller.tenant.select(taskPerformances, where, {
      orderBy: [...orderBy, asc(taskPerformances.id)],
      limit: query.size,
      offset: query.page * query.size,
    }),
    caller.tenant.count(taskPerformances, where),
  ]);
  const byId = new Map(taskRows.map((t) => [t.id, t]));
  const used = new Map(rows.map((r) => [r.taskId, byId.get(r.taskId)!]));
  return {
    items: await performanceViews(caller, media, rows, used),
    page: pageInfo(query.page, query.size, count),
  };
}

/** GET /v1/me/tasks/assigned/{id}: code 52 when not the caller's, code 2 when unpublished. */
export async function myTask(caller: Caller, media: TaskMedia, id: string) {
  const { performance, task } = await ownPerformance(caller, id);
  return viewOf(caller, media, performance, task);
}

/** POST /v1/users/{userId}/task-assigned/{id}/progress-calculation (the person or a manager). */
export async function calculateProgress(
  caller: Caller,
  media: TaskMedia,
  userId: string,
  id: string,
) {
  const { performance, task } = await ownPerformance(caller, id, { userId, managerMay: true });
  const updated = await caller.tenant.transaction((tx) =>
    recomputePerformance(tx, task, performance),
  );
  return viewOf(caller, media, updated, task);
}

/** GET /v1/tasks/{id}/task-performances: the performance screen (managers). */
export async function taskPerformanceList(
  caller: Caller,
  media: TaskMedia,
  taskId: string,
  query: PerformanceQuery,
) {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, taskId);
  const rows = await caller.tenant.select(
    taskPerformances,
    and(
      eq(taskPerformances.taskId, task.id),
      query.assigneeSettingId
        ? eq(taskPerformances.assigneeSettingId, query.assigneeSettingId)
        : undefined,
      query.status ? eq(taskPerformances.status, query.status) : undefined,
    ),
    { orderBy: [desc(taskPerformances.startsAt), asc(taskPerformances.userId)] },
  );
  return { items: await performanceViews(caller, media, rows, new Map([[task.id, task]])) };
}

/** POST /v1/tasks/{id}/reminders: task_remind to each member with an open performance. */
export async function remindMembers(
  caller: Caller,
  taskId: string,
  userIds: readonly string[] | undefined,
): Promise<number> {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, taskId);
  if (!task.published) throw unpublishedTask();
  return caller.tenant.transaction(async (tx) => {
    const open = await tx.select(
      taskPerformances,
      and(
        eq(taskPerformances.taskId, task.id),
        eq(taskPerformances.status, 'todo'),
        userIds ? inArray(taskPerformances.userId, [...userIds]) : undefined,
      ),
      { orderBy: [desc(taskPerformances.startsAt)] },
    );
    // One reminder per person, about their latest open occurrence.
    const latest = new Map<string, TaskPerformanceRow>();
    for (const p of open) if (!latest.has(p.userId)) latest.set(p.userId, p);
    let sent = 0;
    for (const p of latest.values()) {
      sent += await notify(tx, {
        type: 'task_remind',
        receiverIds: [p.userId],
        sender: senderOf(caller),
        title: task.title,
        taskId: task.id,
        taskPerformanceId: p.id,
        dueAt: p.dueAt,
      });
    }
    return sent;
  });
}
