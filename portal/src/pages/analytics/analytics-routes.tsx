/**
 * The analytics area (000 §2 Analytics; 002 §2; issue 25): /analytics and its children, each
 * tagged with its route-map key. `AnalyticsLayout` holds the header (hidden on the three detail
 * routes) over every child; the side menu becomes the report menu on these paths (app-shell.tsx).
 */
import { redirect, type RouteObject } from 'react-router';
import { DEFAULT_REPORT } from '@stepwise/core';
import { key, screen } from '../../shell/lazy-screen';

export const analyticsRoutes: RouteObject[] = [
  {
    path: '/analytics',
    lazy: screen(() => import('./analytics-layout'), 'AnalyticsLayout'),
    handle: key('/analytics'),
    children: [
      // 000 §2: /analytics opens content analysis.
      { index: true, loader: () => redirect(`/analytics/${DEFAULT_REPORT}`) },

      // H5: configurable reports (one screen for both, 000 §2; ag-grid only in its chunk).
      {
        path: 'content-analysis',
        lazy: screen(() => import('./advanced/configurable-report-page'), 'ConfigurableReportPage'),
        handle: key('/analytics/content-analysis'),
      },
      {
        path: 'skills-analysis',
        lazy: screen(() => import('./advanced/configurable-report-page'), 'ConfigurableReportPage'),
        handle: key('/analytics/skills-analysis'),
      },

      {
        path: 'main',
        lazy: screen(() => import('./main-report'), 'MainReportPage'),
        handle: key('/analytics/main'),
      },
      {
        path: 'workspaces',
        lazy: screen(() => import('./workspaces-report'), 'WorkspacesReportPage'),
        handle: key('/analytics/workspaces'),
      },
      {
        path: 'workflows',
        lazy: screen(() => import('./workflows-report'), 'WorkflowsListPage'),
        handle: key('/analytics/workflows'),
      },
      {
        path: 'workflows/detail',
        lazy: screen(() => import('./workflows-report'), 'WorkflowsDetailPage'),
        handle: key('/analytics/workflows/detail'),
      },
      {
        path: 'workflows/trend',
        lazy: screen(() => import('./trend-report'), 'WorkflowsTrendPage'),
        handle: key('/analytics/workflows/trend'),
      },
      {
        path: 'workflow/:workflowId',
        lazy: screen(() => import('./workflow-detail'), 'WorkflowDetailPage'),
        handle: key('/analytics/workflow/{workflowId}'),
      },
      {
        path: 'mm-sops/detail',
        lazy: screen(() => import('./sops-report'), 'SopsDetailPage'),
        handle: key('/analytics/mm-sops/detail'),
      },
      {
        path: 'mm-sops/trend',
        lazy: screen(() => import('./trend-report'), 'SopsTrendPage'),
        handle: key('/analytics/mm-sops/trend'),
      },
      {
        path: 'skills/performance',
        lazy: screen(() => import('./skills-performance-report'), 'SkillsPerformanceReportPage'),
        handle: key('/analytics/skills/performance'),
      },

      // H5: quiz pages
      {
        path: 'quiz',
        lazy: screen(() => import('./quiz/quiz-pages'), 'QuizOverviewPage'),
        handle: key('/analytics/quiz'),
      },
      {
        path: 'quiz/performance',
        lazy: screen(() => import('./quiz/quiz-pages'), 'QuizPerformancePage'),
        handle: key('/analytics/quiz/performance'),
      },
      {
        path: 'quiz/workflow/:workflowId',
        lazy: screen(() => import('./quiz/quiz-pages'), 'QuizWorkflowPage'),
        handle: key('/analytics/quiz/workflow/{workflowId}'),
      },
      {
        path: 'quiz/:quizId/workflow/:workflowId/user/:userId',
        lazy: screen(() => import('./quiz/quiz-pages'), 'QuizResultHistoryPage'),
        handle: key('/analytics/quiz/{quizId}/workflow/{workflowId}/user/{userId}'),
      },

      {
        path: 'users',
        lazy: screen(() => import('./users-report'), 'UsersReportPage'),
        handle: key('/analytics/users'),
      },
      {
        path: 'user/:userId',
        lazy: screen(() => import('./user-detail'), 'UserDetailPage'),
        handle: key('/analytics/user/{userId}'),
      },
    ],
  },
];
