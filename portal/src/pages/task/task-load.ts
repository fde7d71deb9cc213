/** The task player's fetch results (002 §4 "wait, unpublished, published, not assigned"). */
import { getMyTask } from '@stepwise/api';
import { ErrorCode, StepwiseError, type TaskPerformance } from '@stepwise/core';
import { api } from '../../api';

export type TaskFetch =
  | { kind: 'published'; performance: TaskPerformance }
  | { kind: 'unpublished' }
  | { kind: 'notAssigned' };

/**
 * An occurrence of mine, or why not: code 2 (unpublished task) and code 52 (not assigned) are
 * results the page shows; other failures stay errors (with retry). "wait" is the loading state.
 */
export async function readTaskPerformance(id: string): Promise<TaskFetch> {
  try {
    return { kind: 'published', performance: await getMyTask(api, id) };
  } catch (err) {
    if (err instanceof StepwiseError && err.code === ErrorCode.NotAssignedSkill) {
      return { kind: 'notAssigned' };
    }
    if (err instanceof StepwiseError && err.code === ErrorCode.UnpublishedSkill) {
      return { kind: 'unpublished' };
    }
    throw err;
  }
}
