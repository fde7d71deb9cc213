/** A home overview for the tests and stories (any field overridable). */
import type { HomeOverview } from '@stepwise/core';

export const testOverview = (over: Partial<HomeOverview> = {}): HomeOverview => ({
  counts: {
    skillsTodo: 2,
    skillsCompleted: 5,
    tasksTodo: 1,
    tasksCompleted: 12,
    overdue: 1,
    forApproval: 0,
  },
  due: [
    {
      kind: 'skill',
      id: 'sk1',
      refId: 'sp1',
      title: 'Forklift basics',
      dueAt: '2026-02-27T12:00:00.000Z',
      progress: 30,
      overdue: true,
    },
    {
      kind: 'task',
      id: 'tp1',
      refId: 'tk1',
      title: 'Morning line check',
      dueAt: '2026-03-03T12:00:00.000Z',
      progress: 60,
      overdue: false,
    },
  ],
  recent: [
    {
      type: 'multimodal-sops',
      id: 'sop1',
      title: 'Replace the filter',
      posterURL: null,
      viewedAt: '2026-03-01T09:00:00.000Z',
    },
    {
      type: 'workflows',
      id: 'wf1',
      title: 'Torque check',
      posterURL: null,
      viewedAt: '2026-02-28T09:00:00.000Z',
    },
  ],
  progress: 45,
  ...over,
});
