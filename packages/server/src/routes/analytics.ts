/**
 * Legacy analytics reports (issue 25; 002 §7 Analytics): organisation overview and engagement,
 * workspaces, top workspaces and users, workflows (trend, details, list, one workflow, step
 * drop-off), smart instructions (trend, details), users (overview, list, one user, view history).
 *
 * Every report reads the report query (core reportQuerySchema: `dateRange=from,to`, default 3
 * months; `workspaceId` 'All' or an id; page, size, keyword) and is scoped by `reportScope`: the
 * analytics flag (org admins and workspace admins by default; others 403), org admins read the
 * organisation, anyone else their workspaces (another workspace's filter is 403, an unknown one
 * 404; a workflow or person outside the scope is 404).
 */
import type { z } from 'zod';
import {
  analyticsIdParamsSchema,
  reportQuerySchema,
  routeAnswers,
  type ReportQuery,
  type RouteKey,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import type { Caller } from '../domain/caller.js';
import { reportScope, type ReportScope } from '../domain/analytics-scope.js';
import {
  organizationEngagement,
  organizationOverview,
  topUsers,
  topWorkspaces,
  workspaceReport,
} from '../domain/analytics-organization.js';
import {
  workflowDetails,
  workflowDropOff,
  workflowList,
  workflowOverview,
  workflowTrend,
} from '../domain/analytics-workflows.js';
import { sopDetails, sopTrend } from '../domain/analytics-sops.js';
import {
  userList,
  userOverview,
  usersOverview,
  userViewHistory,
} from '../domain/analytics-users.js';
// The legacy reports' export sources register when the routes load.
import '../domain/analytics-exports.js';

const TAGS = ['analytics'];

type AnalyticsKey = Extract<RouteKey, `GET /v1/analytics/${string}`>;
type Answer<K extends AnalyticsKey> = z.input<(typeof routeAnswers)[K]>;
const pathOf = (key: AnalyticsKey) => key.slice('GET '.length);

export function registerAnalyticsRoutes(app: ZodApp): void {
  /** A report over the whole scope. */
  function report<K extends AnalyticsKey>(
    key: K,
    summary: string,
    read: (caller: Caller, scope: ReportScope, query: ReportQuery) => Promise<Answer<K>>,
  ) {
    app.get(
      pathOf(key),
      {
        config: {
          orgData: true,
          sample: (f) => ({ query: { workspaceId: f.workspaceId! } }),
        },
        schema: {
          tags: TAGS,
          summary,
          querystring: reportQuerySchema,
          response: wrapped(routeAnswers[key]),
        },
      },
      async (req) => {
        const caller = callerOf(req);
        const scope = await reportScope(caller, req.query);
        return ok(await read(caller, scope, req.query));
      },
    );
  }

  /** A report about one workflow or one person (`:id`). */
  function reportOf<K extends AnalyticsKey>(
    key: K,
    summary: string,
    sampleId: (f: Record<string, string>) => string,
    read: (
      caller: Caller,
      scope: ReportScope,
      id: string,
      query: ReportQuery,
    ) => Promise<Answer<K>>,
  ) {
    app.get(
      pathOf(key),
      {
        config: {
          orgData: true,
          sample: (f) => ({ params: { id: sampleId(f) }, query: { workspaceId: f.workspaceId! } }),
        },
        schema: {
          tags: TAGS,
          summary,
          params: analyticsIdParamsSchema,
          querystring: reportQuerySchema,
          response: wrapped(routeAnswers[key]),
        },
      },
      async (req) => {
        const caller = callerOf(req);
        const scope = await reportScope(caller, req.query);
        return ok(await read(caller, scope, req.params.id, req.query));
      },
    );
  }

  report(
    'GET /v1/analytics/organization/overview',
    'Totals in range and in the previous period of equal length',
    (c, scope) => organizationOverview(c.tenant, scope),
  );
  report(
    'GET /v1/analytics/organization/engagement',
    'Views, viewers, watch time and smart instruction runs per day (every day of the range)',
    (c, scope) => organizationEngagement(c.tenant, scope),
  );
  report(
    'GET /v1/analytics/workspaces/list',
    'Per workspace of the scope: content, views, viewers, watch time, completion rate (paged)',
    (c, scope, q) => workspaceReport(c.tenant, scope, q),
  );
  report('GET /v1/analytics/top-workspaces', 'The 10 most viewed workspaces', (c, scope) =>
    topWorkspaces(c.tenant, scope),
  );
  report('GET /v1/analytics/top-users', 'The 10 people with the most views', (c, scope) =>
    topUsers(c.tenant, scope),
  );
  report(
    'GET /v1/analytics/workflows/trend',
    'Workflow views, viewers, watch time and completions per day',
    (c, scope) => workflowTrend(c.tenant, scope),
  );
  report(
    'GET /v1/analytics/workflows/details',
    'Per workflow viewed in range (keyword: title; paged)',
    (c, scope, q) => workflowDetails(c.tenant, scope, q),
  );
  report(
    'GET /v1/analytics/workflows/list',
    'The smart videos of the scope: published date, steps, duration, views all time (paged)',
    (c, scope, q) => workflowList(c.tenant, scope, q),
  );
  reportOf(
    'GET /v1/analytics/workflows/:id/overview',
    'One workflow: totals, views per day, per step, recent viewers',
    (f) => f.workflowId!,
    (c, scope, id) => workflowOverview(c.tenant, scope, id),
  );
  reportOf(
    'GET /v1/analytics/workflows/:id/drop-off',
    'The step funnel: distinct viewers who reached and finished each step, in the current order',
    (f) => f.workflowId!,
    (c, scope, id) => workflowDropOff(c.tenant, scope, id),
  );
  report(
    'GET /v1/analytics/mm-sops/trend',
    'Smart instruction runs, completed runs and runners per day',
    (c, scope) => sopTrend(c.tenant, scope),
  );
  report(
    'GET /v1/analytics/mm-sops/details',
    'Per smart instruction run in range (keyword: title; paged)',
    (c, scope, q) => sopDetails(c.tenant, scope, q),
  );
  report(
    'GET /v1/analytics/users/overview',
    'People of the scope: total, active and inactive in range, new in range',
    (c, scope) => usersOverview(c.tenant, scope),
  );
  report(
    'GET /v1/analytics/users/list',
    'Per person of the scope: views, watch time, completions, runs, quizzes passed (paged)',
    (c, scope, q) => userList(c.tenant, scope, q),
  );
  reportOf(
    'GET /v1/analytics/users/:id/overview',
    "One person's totals, views per day, skills and quizzes",
    (f) => f.viewerId!,
    (c, scope, id) => userOverview(c.tenant, scope, id),
  );
  reportOf(
    'GET /v1/analytics/users/:id/view-history',
    "One person's viewing sessions, newest first (paged)",
    (f) => f.viewerId!,
    (c, scope, id, q) => userViewHistory(c.tenant, scope, id, q),
  );
}
