/**
 * Who manages a task and who runs it (issue 24; 000 §6 tasks access, 002 §6, §8 codes 2 and 52).
 * A manager has the tasks feature on, the tasks access flag (permission settings tasksManager;
 * org admins hold it by the role table) and edit rights (publisher or more) in the task's
 * workspace. Everyone else reaches a task only through their own performances. A task the
 * caller may not see answers 404 everywhere, as skills do (skill-access.ts).
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode, isAdminRole, StepwiseError } from '@stepwise/core';
import { taskPerformances, tasks, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { forbidden, notFound } from './errors.js';
import { WorkspaceAccess, type WorkspaceRow } from './workspace-access.js';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskPerformanceRow = typeof taskPerformances.$inferSelect;

/** 002 §8 code 52: the occurrence is not the caller's (HTTP 403, as for skills). */
export const taskNotAssigned = () =>
  new StepwiseError(ErrorCode.NotAssignedSkill, 'This task is not assigned to you');
/** 002 §8 code 2: the task is assigned but not published (HTTP 409). */
export const unpublishedTask = () =>
  new StepwiseError(ErrorCode.UnpublishedSkill, 'This task is not published');

/** The tasks feature and the tasks access flag (org admins always hold the flag). */
export function managesTasks(caller: Caller): boolean {
  return caller.features.tasks && (caller.flags.tasks || isAdminRole(caller.role));
}

export function canManageTasksIn(
  caller: Caller,
  access: WorkspaceAccess,
  ws: WorkspaceRow,
): boolean {
  return managesTasks(caller) && access.canView(ws) && access.canEdit(ws);
}

/** Refuses a caller without tasks access at all (403), before any lookup. */
export function assertManagesTasks(caller: Caller): void {
  if (!managesTasks(caller)) throw forbidden('Tasks access is needed to manage tasks');
}

/** A workspace the caller may put tasks in: hidden is 404, not theirs to manage 403. */
export async function taskWorkspace(caller: Caller, workspaceId: string): Promise<WorkspaceRow> {
  const [ws, access] = await Promise.all([
    caller.tenant.first(workspaces, eq(workspaces.id, workspaceId)),
    WorkspaceAccess.of(caller),
  ]);
  if (!ws || !access.canView(ws)) throw notFound('Workspace');
  if (!canManageTasksIn(caller, access, ws)) {
    throw forbidden('Only task managers of this workspace may create tasks in it');
  }
  return ws;
}

export interface ManagedTask {
  task: TaskRow;
  workspace: WorkspaceRow;
}

/**
 * A task the caller manages. Unknown, another organisation's or in a workspace the caller does
 * not see: 404; visible but not theirs to manage: 403.
 */
export async function managedTask(caller: Caller, id: string): Promise<ManagedTask> {
  const task = await caller.tenant.first(tasks, eq(tasks.id, id));
  if (!task) throw notFound('Task');
  const [workspace, access] = await Promise.all([
    caller.tenant.first(workspaces, eq(workspaces.id, task.workspaceId)),
    WorkspaceAccess.of(caller),
  ]);
  if (!workspace || !access.canView(workspace)) throw notFound('Task');
  if (!canManageTasksIn(caller, access, workspace)) {
    throw forbidden('Only task managers of this workspace may manage this task');
  }
  return { task, workspace };
}

/** Whether the caller manages the task (for reads open to managers and the assignee alike). */
export async function managesTask(caller: Caller, task: TaskRow): Promise<boolean> {
  if (!managesTasks(caller)) return false;
  const [workspace, access] = await Promise.all([
    caller.tenant.first(workspaces, eq(workspaces.id, task.workspaceId)),
    WorkspaceAccess.of(caller),
  ]);
  return Boolean(workspace && canManageTasksIn(caller, access, workspace));
}

/**
 * A performance and its task for the person it belongs to: unknown is 404, someone else's is
 * code 52 (unless `managerMay` and the caller manages the task), an unpublished task code 2.
 */
export async function ownPerformance(
  caller: Caller,
  id: string,
  opts: { userId?: string; managerMay?: boolean } = {},
): Promise<{ performance: TaskPerformanceRow; task: TaskRow; managed: boolean }> {
  const performance = await caller.tenant.first(
    taskPerformances,
    opts.userId
      ? and(eq(taskPerformances.id, id), eq(taskPerformances.userId, opts.userId))
      : eq(taskPerformances.id, id),
  );
  if (!performance) throw notFound('Task performance');
  const task = await caller.tenant.first(tasks, eq(tasks.id, performance.taskId));
  if (!task) throw notFound('Task performance');
  if (performance.userId !== caller.userId) {
    if (opts.managerMay && (await managesTask(caller, task))) {
      return { performance, task, managed: true };
    }
    throw taskNotAssigned();
  }
  if (!task.published) throw unpublishedTask();
  return { performance, task, managed: false };
}
