/** A reviewed run, its instruction's steps and comments for the tests and stories. */
import type { ReviewedRun, RunComment } from '@stepwise/core';

export const testSteps = [
  {
    id: 'i1',
    title: 'Lock out the press',
    checklistItems: [
      { id: 'c1', text: 'Power off', checked: false },
      { id: 'c2', text: 'Tag the switch', checked: false },
    ],
  },
  { id: 'i2', title: 'Check the guard', checklistItems: [] },
  { id: 'i3', title: 'Knowledge check', checklistItems: [] },
];

export const testRun = (over: Partial<ReviewedRun> = {}): ReviewedRun => ({
  id: 'run-1',
  multimodalSopId: 'sop-1',
  version: '1',
  organization: 'org-1',
  uid: 'u-runner',
  email: 'vic@demo.stepwise.test',
  isPublic: false,
  onEnter: Date.parse('2026-11-20T08:00:00.000Z'),
  onExit: Date.parse('2026-11-20T08:05:30.000Z'),
  durationSeconds: 330,
  deviceInfo: {},
  currentItemId: null,
  items: [
    {
      itemId: 'i1',
      done: true,
      doneAt: null,
      checkedItemIds: ['c1'],
      userFileIds: [],
      quizCheckId: null,
      quizScore: null,
    },
    {
      itemId: 'i2',
      done: true,
      doneAt: null,
      checkedItemIds: [],
      userFileIds: ['f1'],
      quizCheckId: null,
      quizScore: null,
    },
    {
      itemId: 'i3',
      done: false,
      doneAt: null,
      checkedItemIds: [],
      userFileIds: [],
      quizCheckId: 'q1',
      quizScore: 80,
    },
  ],
  completed: true,
  completedAt: '2026-11-20T08:05:30.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:05:30.000Z',
  displayName: 'Victor Operator',
  skillId: 'sk-1',
  taskPerformanceId: null,
  files: [
    {
      id: 'f1',
      itemId: 'i2',
      sessionId: 'run-1',
      url: 'https://example.test/guard.jpg',
      fileName: 'guard.jpg',
      createdAt: '2026-11-20T08:03:00.000Z',
    },
  ],
  ...over,
});

export const testComment = (over: Partial<RunComment> = {}): RunComment => ({
  id: 'rc-1',
  sessionId: 'run-1',
  uid: 'u-manager',
  displayName: 'Maria Manager',
  comment: 'Check the guard photo again.',
  isReviewer: true,
  createdAt: '2026-11-21T09:00:00.000Z',
  ...over,
});
