/**
 * Managing tasks (issue 24; 002 §5 create-task validation, §6, §7 task calls): create, change,
 * publish, set the content, delete, and the managers' lists. Publishing makes the open
 * occurrences of every assignee setting at once (a task published late catches up).
 */
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  displayName,
  itemsProgress,
  pageInfo,
  type ContentRef,
  type PageInfo,
  type Task,
  type taskListQuerySchema,
  type taskUpdateSchema,
} from '@stepwise/core';
import type { z } from 'zod';
import { newId } from '../db/ids.js';
import { taskAssigneeSettings, taskPerformances, tasks, workspaces } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { checkedContent, contentRows } from './skill-content.js';
import { badRequest, notFound } from './errors.js';
import { visibleInstruction } from './smart-instruction-access.js';
import {
  assertManagesTasks,
  canManageTasksIn,
  managedTask,
  taskWorkspace,
  type TaskRow,
} from './task-access.js';
import { syncSetting } from './task-occurrences.js';
import { taskViews, type TaskMedia } from './task-views.js';
import { WorkspaceAccess } from './workspace-access.js';

type ListQuery = z.output<typeof taskListQuerySchema>;
type TaskUpdate = z.output<typeof taskUpdateSchema>;
/** `all=true` still stops somewhere (ours). */
const ALL_MAX = 5000;

/** The caller as the sender of what they cause. */
export const senderOf = (caller: Caller) => ({
  id: caller.userId,
  name: displayName(caller.user) || caller.user.email,
});

const keywordOf = (keyword: string | undefined): SQL | undefined => {
  const k = keyword?.trim();
  return k ? ilike(tasks.title, `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
};

/** A page of tasks (newest change first), or every one with `all=true`. */
async function pageOf(
  caller: Caller,
  media: TaskMedia,
  where: SQL | undefined,
  query: Pick<ListQuery, 'page' | 'size' | 'all'>,
): Promise<{ items: Task[]; page: PageInfo }> {
  const all = query.all === 'true';
  const size = all ? ALL_MAX : query.size;
  const page = all ? 0 : query.page;
  const [rows, count] = await Promise.all([
    caller.tenant.select(tasks, where, {
      orderBy: [desc(tasks.updatedAt), desc(tasks.id)],
      limit: size,
      offset: page * size,
    }),
    caller.tenant.count(tasks, where),
  ]);
  return { items: await taskViews(caller, media, rows), page: pageInfo(page, size, count) };
}

/** Workspaces whose tasks the caller manages. */
async function managedWorkspaceIds(caller: Caller): Promise<string[]> {
  const [all, access] = await Promise.all([
    caller.tenant.select(workspaces),
    WorkspaceAccess.of(caller),
  ]);
  return all.filter((w) => canManageTasksIn(caller, access, w)).map((w) => w.id);
}

/** GET /v1/tasks: the tasks the caller manages (one workspace with `workspaceId`). */
export async function listTasks(caller: Caller, media: TaskMedia, query: ListQuery) {
  assertManagesTasks(caller);
  let ids = await managedWorkspaceIds(caller);
  if (query.workspaceId) ids = ids.filter((id) => id === query.workspaceId);
  if (ids.length === 0) return { items: [], page: pageInfo(0, query.size, 0) };
  return pageOf(
    caller,
    media,
    and(inArray(tasks.workspaceId, ids), keywordOf(query.keyword)),
    query,
  );
}

/** GET /v1/me/tasks/creator: the tasks the caller created (owned by me). */
export async function createdTasks(caller: Caller, media: TaskMedia, query: ListQuery) {
  const where = and(
    eq(tasks.createdBy, caller.userId),
    query.workspaceId ? eq(tasks.workspaceId, query.workspaceId) : undefined,
    keywordOf(query.keyword),
  );
  return pageOf(caller, media, where, query);
}

/** GET /v1/multimodal-sop/{id}/tasks: the tasks the caller manages that hold that SOP. */
export async function tasksOfInstruction(
  caller: Caller,
  media: TaskMedia,
  instructionId: string,
  query: ListQuery,
) {
  assertManagesTasks(caller);
  await visibleInstruction(caller, instructionId);
  const ids = await managedWorkspaceIds(caller);
  if (ids.length === 0) return { items: [], page: pageInfo(0, query.size, 0) };
  const holds = JSON.stringify([{ type: 'multimodal-sops', id: instructionId }]);
  return pageOf(
    caller,
    media,
    and(
      inArray(tasks.workspaceId, ids),
      sql`${tasks.items} @> ${holds}::jsonb`,
      keywordOf(query.keyword),
    ),
    query,
  );
}

export async function taskOf(caller: Caller, media: TaskMedia, row: TaskRow): Promise<Task> {
  const [view] = await taskViews(caller, media, [row]);
  return view!;
}

/** POST /v1/tasks: a new unpublished task without content. */
export async function createTask(
  caller: Caller,
  media: TaskMedia,
  body: { title: string; group: string },
): Promise<Task> {
  assertManagesTasks(caller);
  const ws = await taskWorkspace(caller, body.group);
  const [row] = await caller.tenant.insert(tasks, {
    id: newId(),
    workspaceId: ws.id,
    title: body.title,
    createdBy: caller.userId,
  });
  return taskOf(caller, media, row!);
}

/** Brings every setting of a task up to date (after it is published). */
async function syncTask(tx: Tenant, caller: Caller, task: TaskRow): Promise<void> {
  const settings = await tx.select(taskAssigneeSettings, eq(taskAssigneeSettings.taskId, task.id));
  for (const s of settings) await syncSetting(tx, task, s, Date.now(), senderOf(caller));
}

/** PATCH /v1/tasks/{id}: title, workspace (one the caller manages tasks in), published. */
export async function updateTask(
  caller: Caller,
  media: TaskMedia,
  id: string,
  body: TaskUpdate,
): Promise<Task> {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, id);
  if (body.group !== undefined && body.group !== task.workspaceId) {
    await taskWorkspace(caller, body.group);
  }
  const row = await caller.tenant.transaction(async (tx) => {
    const [updated] = await tx.update(
      tasks,
      {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.group !== undefined ? { workspaceId: body.group } : {}),
        ...(body.published !== undefined ? { published: body.published } : {}),
        updatedAt: new Date(),
      },
      eq(tasks.id, task.id),
    );
    if (updated!.published && !task.published) await syncTask(tx, caller, updated!);
    return updated!;
  });
  return taskOf(caller, media, row);
}

/**
 * PUT /v1/tasks/{id}/contents: the new list (published content the caller sees, no duplicates,
 * order kept). Open performances keep what they did of items still there and are re-measured.
 */
export async function setTaskContents(
  caller: Caller,
  media: TaskMedia,
  id: string,
  list: readonly ContentRef[],
): Promise<Task> {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, id);
  const items = await publishedContent(caller, list);
  const row = await caller.tenant.transaction(async (tx) => {
    const [updated] = await tx.update(
      tasks,
      { items, updatedAt: new Date() },
      eq(tasks.id, task.id),
    );
    const open = await tx.select(
      taskPerformances,
      and(eq(taskPerformances.taskId, task.id), eq(taskPerformances.status, 'todo')),
    );
    for (const p of open) {
      const had = new Map(p.items.map((i) => [`${i.type}:${i.id}`, i]));
      const next = items.map(
        (r) => had.get(`${r.type}:${r.id}`) ?? { ...r, done: false, doneAt: null },
      );
      await tx.update(
        taskPerformances,
        { items: next, progress: itemsProgress(next), updatedAt: new Date() },
        eq(taskPerformances.id, p.id),
      );
    }
    return updated!;
  });
  return taskOf(caller, media, row);
}

/**
 * A list the caller may put in a task: content they see, each once (the skills' rule,
 * skill-content.ts), and published (002 §6: task management needs published content).
 */
async function publishedContent(
  caller: Caller,
  list: readonly ContentRef[],
): Promise<ContentRef[]> {
  await checkedContent(caller, list);
  const rows = await contentRows(caller.tenant, list);
  const drafts = list.filter((r) =>
    r.type === 'workflows'
      ? !rows.workflows.get(r.id)?.published
      : !rows.instructions.get(r.id)?.published,
  );
  if (drafts.length) throw badRequest('Only published content may be in a task', { drafts });
  return list.map((r) => ({ type: r.type, id: r.id }));
}

/** POST /v1/tasks/batch-delete: all of them or none (any unknown or unmanaged one refuses). */
export async function deleteTasks(caller: Caller, ids: readonly string[]): Promise<string[]> {
  assertManagesTasks(caller);
  const unique = [...new Set(ids)];
  for (const id of unique) await managedTask(caller, id);
  await caller.tenant.transaction(async (tx) => {
    const gone = await tx.delete(tasks, inArray(tasks.id, unique));
    if (gone.length !== unique.length) throw notFound('Task');
  });
  return unique;
}
