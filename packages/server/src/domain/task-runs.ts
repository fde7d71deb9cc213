/**
 * Smart-instruction runs started from the task player (issue 24): a run that names a task
 * performance must be the runner's own performance (code 52 otherwise), of a published task
 * (code 2) that holds this smart instruction; once the run is complete the performance is
 * re-measured in the same transaction, so it is completed exactly when the run is stored.
 */
import { eq } from 'drizzle-orm';
import { taskPerformances, tasks } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { badRequest, forbidden, notFound } from './errors.js';
import {
  taskNotAssigned,
  unpublishedTask,
  type TaskPerformanceRow,
  type TaskRow,
} from './task-access.js';
import { recomputePerformance } from './task-performances.js';

export interface TaskRun {
  performance: TaskPerformanceRow;
  task: TaskRow;
}

/** The performance a run names, checked for this runner and this smart instruction. */
export async function taskRunOf(
  tx: Tenant,
  userId: string | null,
  instructionId: string,
  performanceId: string,
): Promise<TaskRun> {
  if (!userId) throw forbidden('Sign in to run a task');
  const performance = await tx.first(taskPerformances, eq(taskPerformances.id, performanceId));
  if (!performance) throw notFound('Task performance');
  if (performance.userId !== userId) throw taskNotAssigned();
  const task = await tx.first(tasks, eq(tasks.id, performance.taskId));
  if (!task) throw notFound('Task performance');
  if (!task.published) throw unpublishedTask();
  if (!task.items.some((i) => i.type === 'multimodal-sops' && i.id === instructionId)) {
    throw badRequest('This smart instruction is not part of the task');
  }
  return { performance, task };
}

/** After a run is stored: a completed one re-measures its performance. */
export async function afterTaskRun(tx: Tenant, run: TaskRun, completed: boolean): Promise<void> {
  if (completed) await recomputePerformance(tx, run.task, run.performance);
}
