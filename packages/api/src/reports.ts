/**
 * Quiz and skills reports, the configurable reports (content and skills analysis, column
 * display names, saved grid states, the grid's configuration) and report exports (issue 25;
 * 002 §7 Analytics): thin wrappers over call(). An export's file comes as a Blob.
 */
import type {
  ConfigurableReport,
  ExportableReport,
  ExportFormat,
  GridState,
  ReportExport,
  ReportExportParams,
  SavedGridState,
} from '@stepwise/core';
import { z } from 'zod';
import { analyticsSearch, type AnalyticsQuery } from './analytics.js';
import { call } from './call.js';
import { readWrapped, type Api } from './client.js';
import { networkError } from './errors.js';

const search = (query?: AnalyticsQuery) => ({ searchParams: analyticsSearch(query) });

/** GET /v1/analytics/quizzes/overview (the quiz page has no date filter). */
export function quizOverview(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/quizzes/overview', search(query));
}

/** GET /v1/analytics/quizzes/workflow-list: per workflow with a quiz. */
export function quizWorkflowList(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/quizzes/workflow-list', search(query));
}

/** GET /v1/analytics/quizzes/workflows/{workflowId}/users: per person who took its quiz. */
export function quizUserList(api: Api, workflowId: string, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/quizzes/workflows/:workflowId/users', {
    params: { workflowId },
    ...search(query),
  });
}

/** GET .../quizzes/{quizId}/workflows/{workflowId}/users/{userId}/result-history: newest first. */
export function quizResultHistory(
  api: Api,
  ids: { quizId: string; workflowId: string; userId: string },
) {
  return call(
    api,
    'GET /v1/analytics/quizzes/:quizId/workflows/:workflowId/users/:userId/result-history',
    { params: ids },
  );
}

/** GET /v1/analytics/quiz-performance: per question, the hardest first. */
export function quizPerformance(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/quiz-performance', search(query));
}

/** GET /v1/analytics/skills/performance: per skill. */
export function skillsPerformance(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/skills/performance', search(query));
}

/** GET /v1/analytics/advanced-report/content-analysis: one row per workflow and smart instruction. */
export function contentAnalysis(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/advanced-report/content-analysis', search(query));
}

/** GET /v1/analytics/advanced-report/skill-analysis: one row per skill and assigned person. */
export function skillAnalysis(api: Api, query?: AnalyticsQuery) {
  return call(api, 'GET /v1/analytics/advanced-report/skill-analysis', search(query));
}

/** GET /v1/analytics/advanced-report/column-display-names?report= */
export function columnDisplayNames(api: Api, report: ConfigurableReport) {
  return call(api, 'GET /v1/analytics/advanced-report/column-display-names', {
    searchParams: { report },
  });
}

/** GET /v1/configurations/ag-grid: page sizes, filter kinds, saved states allowed. */
export function agGridConfiguration(api: Api) {
  return call(api, 'GET /v1/configurations/ag-grid');
}

/** GET /v1/analytics/ag-grid-states?report=: my saved states of a report, newest first. */
export async function listGridStates(
  api: Api,
  report: ConfigurableReport,
): Promise<SavedGridState[]> {
  return (await call(api, 'GET /v1/analytics/ag-grid-states', { searchParams: { report } })).items;
}

export async function createGridState(
  api: Api,
  body: { report: ConfigurableReport; name: string; state: GridState },
): Promise<SavedGridState> {
  return (await call(api, 'POST /v1/analytics/ag-grid-states', { json: body })).item;
}

export async function updateGridState(
  api: Api,
  id: string,
  body: { name?: string; state?: GridState },
): Promise<SavedGridState> {
  return (await call(api, 'PUT /v1/analytics/ag-grid-states/:id', { params: { id }, json: body }))
    .item;
}

export async function deleteGridState(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/analytics/ag-grid-states/:id', { params: { id } });
}

/** The report query as an export keeps it (its wire form). */
export function exportQueryOf(query: AnalyticsQuery = {}): ReportExportParams['query'] {
  const out: ReportExportParams['query'] = {};
  if (query.dateRange) out.dateRange = query.dateRange.join(',');
  if (query.workspaceId) out.workspaceId = query.workspaceId;
  if (query.keyword) out.keyword = query.keyword;
  return out;
}

/** POST /v1/analytics/exports: a queued export; follow it with getReportExport. */
export async function createReportExport(
  api: Api,
  body: {
    report: ExportableReport;
    format: ExportFormat;
    query?: AnalyticsQuery;
    gridState?: GridState;
  },
): Promise<ReportExport> {
  const params: ReportExportParams = {
    query: exportQueryOf(body.query),
    ...(body.gridState ? { gridState: body.gridState } : {}),
  };
  const json = { report: body.report, format: body.format, params };
  return (await call(api, 'POST /v1/analytics/exports', { json })).item;
}

export async function getReportExport(api: Api, id: string): Promise<ReportExport> {
  return (await call(api, 'GET /v1/analytics/exports/:id', { params: { id } })).item;
}

/** GET /v1/analytics/exports: my last 20 exports, newest first. */
export async function listReportExports(api: Api): Promise<ReportExport[]> {
  return (await call(api, 'GET /v1/analytics/exports')).items;
}

/** GET /v1/analytics/exports/{id}/file: the finished file (XLSX or CSV). */
export async function downloadReportExport(api: Api, id: string): Promise<Blob> {
  const path = `v1/analytics/exports/${encodeURIComponent(id)}/file`;
  let response: Response;
  try {
    response = await api.http(path, { method: 'get', throwHttpErrors: false });
  } catch (err) {
    if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
      throw err;
    }
    throw networkError(err);
  }
  if (response.ok && !response.headers.get('content-type')?.includes('application/json')) {
    return response.blob();
  }
  await readWrapped(response, path, z.never());
  throw networkError(new Error(`${path} answered no file`));
}
