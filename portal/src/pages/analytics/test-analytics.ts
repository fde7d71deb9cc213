/** Static report answers for the analytics stories and tests (shapes of core's schemas). */
import type {
  DropOff,
  OrgEngagement,
  OrgOverview,
  UserOverview,
  UsersOverview,
  ViewHistoryRow,
  WorkflowDetailRow,
  WorkflowOverview,
} from '@stepwise/core';

export const testDays = Array.from({ length: 14 }, (_, i) =>
  new Date(Date.UTC(2026, 10, 13 + i)).toISOString().slice(0, 10),
);
const wave = (i: number, base: number) => Math.max(0, Math.round(base + base * 0.6 * Math.sin(i)));

const totals = (k: number) => ({
  views: Math.round(420 * k),
  viewers: Math.round(20 * k),
  watchSeconds: Math.round(52_000 * k),
  completions: Math.round(260 * k),
  completionRate: 0.62 * k,
  publishedWorkflows: 12,
  publishedSmartInstructions: 4,
  users: 24,
  activeUsers: Math.round(20 * k),
  sopRuns: Math.round(35 * k),
});
export const testOverview: OrgOverview = {
  range: ['2026-11-13', '2026-11-26'],
  previousRange: ['2026-10-30', '2026-11-12'],
  current: totals(1),
  previous: { ...totals(0.8), sopRuns: 0 },
};
export const testEngagement: OrgEngagement = {
  items: testDays.map((day, i) => ({
    day,
    views: wave(i, 30),
    viewers: wave(i, 12),
    watchSeconds: wave(i, 3600),
    sopRuns: wave(i + 2, 3),
  })),
};
export const testTopWorkspaces = {
  items: [
    { workspaceId: 'ws1', name: 'Assembly line A', views: 240, viewers: 14, watchSeconds: 29_000 },
    { workspaceId: 'ws2', name: 'Maintenance', views: 130, viewers: 9, watchSeconds: 16_500 },
    { workspaceId: 'ws3', name: 'Quality', views: 50, viewers: 4, watchSeconds: 6_500 },
  ],
};
export const testTopUsers = {
  items: [
    {
      userId: 'u1',
      name: 'Ana Costa',
      email: 'ana@demo.test',
      views: 41,
      watchSeconds: 5_200,
      completions: 30,
    },
    {
      userId: 'u2',
      name: 'Ben Okafor',
      email: 'ben@demo.test',
      views: 35,
      watchSeconds: 4_100,
      completions: 22,
    },
  ],
};

export const testWorkflowRows: WorkflowDetailRow[] = [
  ['w1', 'Torque the housing bolts', 'Assembly line A', 96, 18, 140, 0.71, 4.2],
  ['w2', 'Replace the drive belt', 'Maintenance', 54, 11, 310, 0.48, 3.1],
  ['w3', 'Inspect a weld seam', 'Quality', 12, 6, 75, 0.92, 2.9],
].map(([id, title, ws, views, viewers, watch, rate, steps]) => ({
  workflowId: id as string,
  title: title as string,
  workspaceId: `ws-${ws as string}`,
  workspaceName: ws as string,
  views: views as number,
  viewers: viewers as number,
  avgWatchSeconds: watch as number,
  completionRate: rate as number,
  avgStepsReached: steps as number,
  lastViewedAt: '2026-11-25T14:30:00.000Z',
}));

const steps = [
  ['Put on the safety gear', 20, 19],
  ['Check the torque wrench', 18, 15],
  ['Fit the housing', 18, 12],
  ['Tighten the eight bolts in a star pattern', 11, 9],
  ['Sign off', 7, 7],
] as const;
export const testWorkflowOverview: WorkflowOverview = {
  workflow: {
    id: 'w1',
    title: 'Torque the housing bolts',
    workspaceId: 'ws1',
    workspaceName: 'Assembly line A',
    published: true,
    deleted: false,
  },
  totals: { views: 96, viewers: 20, watchSeconds: 13_440, completions: 58, completionRate: 0.6 },
  days: testDays.map((day, i) => ({
    day,
    views: wave(i, 7),
    viewers: wave(i, 3),
    watchSeconds: wave(i, 900),
  })),
  steps: steps.map(([title, reached, finished], i) => ({
    stepId: `s${i + 1}`,
    stepIndex: i,
    title,
    reached,
    finished,
    avgWatchSeconds: 20 + i * 9,
  })),
  recentViewers: [
    {
      userId: 'u1',
      name: 'Ana Costa',
      viewedAt: '2026-11-25T14:30:00.000Z',
      watchSeconds: 190,
      stepsReached: 5,
      stepsTotal: 5,
      completed: true,
    },
    {
      userId: null,
      name: '',
      viewedAt: '2026-11-24T08:05:00.000Z',
      watchSeconds: 40,
      stepsReached: 2,
      stepsTotal: 5,
      completed: false,
    },
  ],
};
export const testDropOff: DropOff = {
  workflowId: 'w1',
  viewers: 20,
  items: testWorkflowOverview.steps.map(({ avgWatchSeconds: _, ...s }) => s),
};

export const testUsersOverview: UsersOverview = { users: 24, active: 20, inactive: 4, new: 2 };
export const testUserOverview: UserOverview = {
  user: {
    id: 'u1',
    name: 'Ana Costa',
    email: 'ana@demo.test',
    employeeId: null,
    role: 'viewer',
    disabled: false,
  },
  totals: { views: 41, workflowsViewed: 9, watchSeconds: 5_200, completions: 30, sopRuns: 3 },
  days: testDays.map((day, i) => ({ day, views: wave(i, 3), watchSeconds: wave(i, 400) })),
  skills: { assigned: 4, completed: 3, passed: 3, certified: 1, overdue: 0 },
  quizzes: { attempts: 6, passed: 5, failed: 1, averageScore: 86 },
};
export const testViewHistory: ViewHistoryRow[] = testWorkflowRows.map((w, i) => ({
  recordId: `r${i}`,
  workflowId: w.workflowId,
  title: w.title,
  workspaceName: w.workspaceName,
  viewedAt: `2026-11-2${i}T10:00:00.000Z`,
  watchSeconds: 120 + i * 30,
  stepsReached: 5 - i,
  stepsTotal: 5,
  completed: i === 0,
}));

export const onePage = (n: number) => ({
  page: 0,
  size: 50,
  dataCount: n,
  pageCount: n > 0 ? 1 : 0,
});
