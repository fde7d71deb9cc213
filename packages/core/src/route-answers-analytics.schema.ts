/**
 * Legacy analytics reports (issue 25; 002 §7 Analytics): org overview and engagement, workspaces, workflows, smart instructions, users, view history, top lists, step drop-off.
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import type { z } from 'zod';
import {
  dropOffSchema,
  orgEngagementSchema,
  orgOverviewSchema,
  sopDetailPageSchema,
  sopTrendSchema,
  topUsersSchema,
  topWorkspacesSchema,
  userOverviewSchema,
  userReportPageSchema,
  usersOverviewSchema,
  viewHistoryPageSchema,
  workflowDetailPageSchema,
  workflowListPageSchema,
  workflowOverviewSchema,
  workflowTrendSchema,
  workspaceReportPageSchema,
} from './analytics-reports.schema.js';

export const analyticsRouteAnswers = {
  'GET /v1/analytics/organization/overview': orgOverviewSchema,
  'GET /v1/analytics/organization/engagement': orgEngagementSchema,
  'GET /v1/analytics/workspaces/list': workspaceReportPageSchema,
  'GET /v1/analytics/top-workspaces': topWorkspacesSchema,
  'GET /v1/analytics/top-users': topUsersSchema,
  'GET /v1/analytics/workflows/trend': workflowTrendSchema,
  'GET /v1/analytics/workflows/details': workflowDetailPageSchema,
  'GET /v1/analytics/workflows/list': workflowListPageSchema,
  'GET /v1/analytics/workflows/:id/overview': workflowOverviewSchema,
  'GET /v1/analytics/workflows/:id/drop-off': dropOffSchema,
  'GET /v1/analytics/mm-sops/trend': sopTrendSchema,
  'GET /v1/analytics/mm-sops/details': sopDetailPageSchema,
  'GET /v1/analytics/users/overview': usersOverviewSchema,
  'GET /v1/analytics/users/list': userReportPageSchema,
  'GET /v1/analytics/users/:id/overview': userOverviewSchema,
  'GET /v1/analytics/users/:id/view-history': viewHistoryPageSchema,
} as const satisfies Record<`${string} /${string}`, z.ZodType>;
