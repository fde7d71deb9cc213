/**
 * The legacy analytics reports (issue 25; 002 §7 Analytics): thin wrappers over call(). Every
 * report takes the report query (date range, workspace filter, paging, keyword).
 */
import type { DateRange } from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

export interface AnalyticsQuery {
  /** Both ends included ('YYYY-MM-DD'); absent = the default 3 months. */
  dateRange?: DateRange;
  /** 'All' (All Workspaces, the default) or a workspace id. */
  workspaceId?: string;
  page?: number;
  size?: number;
  keyword?: string;
}

/** The query string the server reads: `dateRange=from,to`, absent values left out. */
export function analyticsSearch(query: AnalyticsQuery = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.dateRange) out.dateRange = query.dateRange.join(',');
  if (query.workspaceId) out.workspaceId = query.workspaceId;
  if (query.page !== undefined) out.page = String(query.page);
  if (query.size !== undefined) out.size = String(query.size);
  if (query.keyword) out.keyword = query.keyword;
  return out;
}

/** GET /v1/analytics/organization/overview: totals in range and in the previous period. */
export function orgOverview(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/organization/overview', {
    searchParams: analyticsSearch(query),
  });
}

/** GET /v1/analytics/organization/engagement: per day (zeros filled). */
export function orgEngagement(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/organization/engagement', {
    searchParams: analyticsSearch(query),
  });
}

/** GET /v1/analytics/workspaces/list: per workspace in scope, paged. */
export function workspaceReport(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/workspaces/list', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/top-workspaces: top 10 by views. */
export function topWorkspaces(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/top-workspaces', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/top-users: top 10 by views. */
export function topUsers(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/top-users', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/workflows/trend: per day (zeros filled). */
export function workflowTrend(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/workflows/trend', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/workflows/details: per workflow viewed in range, paged. */
export function workflowDetails(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/workflows/details', {
    searchParams: analyticsSearch(query),
  });
}

/** GET /v1/analytics/workflows/list: the smart videos in scope, paged. */
export function workflowReportList(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/workflows/list', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/workflows/:id/overview */
export function workflowOverview(api: Api, id: string, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/workflows/:id/overview', {
    params: { id },
    searchParams: analyticsSearch(query),
  });
}

/** GET /v1/analytics/workflows/:id/drop-off: the step funnel. */
export function workflowDropOff(api: Api, id: string, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/workflows/:id/drop-off', {
    params: { id },
    searchParams: analyticsSearch(query),
  });
}

/** GET /v1/analytics/mm-sops/trend: smart instruction runs per day (zeros filled). */
export function sopTrend(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/mm-sops/trend', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/mm-sops/details: per smart instruction run in range, paged. */
export function sopDetails(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/mm-sops/details', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/users/overview */
export function usersOverview(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/users/overview', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/users/list: per user in scope, paged. */
export function userReport(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/users/list', { searchParams: analyticsSearch(query) });
}

/** GET /v1/analytics/users/:id/overview */
export function userOverview(api: Api, id: string, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/users/:id/overview', {
    params: { id },
    searchParams: analyticsSearch(query),
  });
}

/** GET /v1/analytics/users/:id/view-history: that user's sessions, newest first, paged. */
export function userViewHistory(api: Api, id: string, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/users/:id/view-history', {
    params: { id },
    searchParams: analyticsSearch(query),
  });
}
