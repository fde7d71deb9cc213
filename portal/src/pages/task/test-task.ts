/** Task fixtures for stories and tests (issue 24 shapes from core). */
import type { Task, TaskPerformance } from '@stepwise/core';

export function testTask(over: Partial<Task> = {}): Task {
  return {
    id: 'task-1',
    title: 'Weekly line clearance',
    group: 'ws-1',
    workspaceName: 'Packaging',
    published: true,
    list: [
      {
        type: 'multimodal-sops',
        id: 'sop-1',
        title: 'Clear the filler line',
        posterURL: null,
        duration: 0,
        numSteps: 6,
        published: true,
      },
      {
        type: 'workflows',
        id: 'wf-1',
        title: 'Safety briefing',
        posterURL: null,
        duration: 95,
        numSteps: 4,
        published: true,
      },
    ],
    author: { uid: 'u-1', displayName: 'Mia Manager' },
    assignedCount: 12,
    nextOccurrenceAt: '2025-03-10T08:00:00.000Z',
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
    ...over,
  } as Task;
}

export function testPerformance(over: Partial<TaskPerformance> = {}): TaskPerformance {
  const task = testTask();
  return {
    id: 'tp-1',
    taskId: task.id,
    title: task.title,
    published: true,
    assigneeSettingId: 'as-1',
    userId: 'u-2',
    displayName: 'Max Member',
    email: 'max@example.com',
    teamId: 'team-1',
    teamName: 'Night shift',
    startsAt: '2025-03-03T08:00:00.000Z',
    dueAt: '2025-03-04T08:00:00.000Z',
    status: 'todo',
    progress: 50,
    completedAt: null,
    list: task.list.map((entry, i) => ({
      ...entry,
      done: i === 0,
      doneAt: i === 0 ? '2025-03-03T09:00:00.000Z' : null,
    })),
    ...over,
  } as TaskPerformance;
}
