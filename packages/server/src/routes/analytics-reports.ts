/**
 * Quiz and skills reports, the configurable reports and exports (issue 25; 002 §7 Analytics):
 * quizzes (overview, workflow-list, per-workflow users, result history), quiz performance,
 * skills performance, content and skill analysis with their column display names, saved grid
 * states (per person and report), the grid's configuration, and report exports (POST, GET by
 * id, my last 20, the file).
 *
 * Reports need the analytics flag (org admins and workspace admins by default) and are scoped by
 * `reportScope`. Grid states and exports are their owner's only (anyone else's is 404). Reading
 * an export and its file needs no analytics flag: the data hub's exports are followed here too.
 */
import { z } from 'zod';
import {
  AG_GRID_CONFIGURATION,
  advancedColumns,
  columnDisplayNamesQuerySchema,
  GRID_FILTER_KINDS,
  gridStateCreateSchema,
  gridStateQuerySchema,
  gridStateUpdateSchema,
  idSchema,
  reportExportCreateSchema,
  reportQuerySchema,
  routeAnswers,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import type { SampleFixtures } from '../http/types.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { analyticsWorkspaces, reportScope } from '../domain/analytics-scope.js';
import {
  quizOverview,
  quizPerformance,
  quizResultHistory,
  quizUserList,
  quizWorkflowList,
} from '../domain/analytics-quiz.js';
import { skillAnalysis, skillsPerformance } from '../domain/analytics-skills.js';
import { contentAnalysis } from '../domain/analytics-content.js';
import {
  createGridState,
  deleteGridState,
  listGridStates,
  updateGridState,
} from '../domain/analytics-grid-states.js';
import {
  exportParamsOf,
  listReportExports,
  readReportExport,
  reportExportFile,
  startReportExport,
} from '../domain/report-export.js';

const TAGS = ['analytics'];
const ANALYTICS = { flag: 'analytics' } as const;
const idParams = z.object({ id: idSchema });
const reportSample = (f: SampleFixtures) => ({ query: { workspaceId: f.workspaceId! } });

export function registerAnalyticsReportRoutes(app: ZodApp): void {
  const { services } = app;

  // ---- quizzes (the quiz page has no date filter) ----

  app.get(
    '/v1/analytics/quizzes/overview',
    {
      config: { orgData: true, access: ANALYTICS, sample: reportSample },
      schema: {
        tags: TAGS,
        summary: 'Quizzes, attempts, takers, pass rate and average score (every attempt, no range)',
        querystring: reportQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/quizzes/overview']),
      },
    },
    async (req) => ok(await quizOverview(callerOf(req), req.query)),
  );

  app.get(
    '/v1/analytics/quizzes/workflow-list',
    {
      config: { orgData: true, access: ANALYTICS, sample: reportSample },
      schema: {
        tags: TAGS,
        summary: 'Per workflow with a quiz: attempts, takers, pass rate, average score',
        querystring: reportQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/quizzes/workflow-list']),
      },
    },
    async (req) => ok(await quizWorkflowList(callerOf(req), req.query)),
  );

  app.get(
    '/v1/analytics/quizzes/workflows/:workflowId/users',
    {
      config: {
        orgData: true,
        access: ANALYTICS,
        sample: (f) => ({ params: { workflowId: f.workflowId! } }),
      },
      schema: {
        tags: TAGS,
        summary:
          "Per person who took the workflow's quiz: attempts, best score, passed, last attempt",
        params: z.object({ workflowId: idSchema }),
        querystring: reportQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/quizzes/workflows/:workflowId/users']),
      },
    },
    async (req) => ok(await quizUserList(callerOf(req), req.params.workflowId, req.query)),
  );

  const historyKey =
    'GET /v1/analytics/quizzes/:quizId/workflows/:workflowId/users/:userId/result-history' as const;
  app.get(
    '/v1/analytics/quizzes/:quizId/workflows/:workflowId/users/:userId/result-history',
    {
      config: {
        orgData: true,
        access: ANALYTICS,
        sample: (f) => ({
          params: { quizId: f.quizId!, workflowId: f.workflowId!, userId: f.viewerId! },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "A person's attempts at a quiz, newest first, with each answer right or wrong",
        params: z.object({ quizId: idSchema, workflowId: idSchema, userId: idSchema }),
        querystring: reportQuerySchema,
        response: wrapped(routeAnswers[historyKey]),
      },
    },
    async (req) => ok(await quizResultHistory(callerOf(req), req.params, req.query)),
  );

  app.get(
    '/v1/analytics/quiz-performance',
    {
      config: { orgData: true, access: ANALYTICS, sample: reportSample },
      schema: {
        tags: TAGS,
        summary: 'Per question of each quiz: attempts and correct rate, the hardest first',
        querystring: reportQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/quiz-performance']),
      },
    },
    async (req) => ok(await quizPerformance(callerOf(req), req.query)),
  );

  // ---- skills ----

  app.get(
    '/v1/analytics/skills/performance',
    {
      config: { orgData: true, access: ANALYTICS, sample: reportSample },
      schema: {
        tags: TAGS,
        summary:
          'Per skill: assigned, in progress, passed, failed, overdue, certified, expiring within 30 days',
        querystring: reportQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/skills/performance']),
      },
    },
    async (req) => ok(await skillsPerformance(callerOf(req), req.query)),
  );

  // ---- the configurable reports ----

  app.get(
    '/v1/analytics/advanced-report/content-analysis',
    {
      config: { orgData: true, access: ANALYTICS, sample: reportSample },
      schema: {
        tags: TAGS,
        summary: 'One row per workflow and smart instruction with its viewing in the range',
        querystring: reportQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/advanced-report/content-analysis']),
      },
    },
    async (req) => ok(await contentAnalysis(callerOf(req), req.query)),
  );

  app.get(
    '/v1/analytics/advanced-report/skill-analysis',
    {
      config: { orgData: true, access: ANALYTICS, sample: reportSample },
      schema: {
        tags: TAGS,
        summary: 'One row per skill and assigned person: state, progress, due date, certificate',
        querystring: reportQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/advanced-report/skill-analysis']),
      },
    },
    async (req) => ok(await skillAnalysis(callerOf(req), req.query)),
  );

  app.get(
    '/v1/analytics/advanced-report/column-display-names',
    {
      config: {
        orgData: true,
        access: ANALYTICS,
        sample: () => ({ query: { report: 'content-analysis' } }),
      },
      schema: {
        tags: TAGS,
        summary: "A configurable report's columns: display name, type and filter kind",
        querystring: columnDisplayNamesQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/advanced-report/column-display-names']),
      },
    },
    async (req) => {
      await analyticsWorkspaces(callerOf(req));
      const report = req.query.report;
      return ok({
        report,
        columns: advancedColumns(report).map((c) => ({
          field: c.field,
          headerName: c.headerName,
          type: c.type,
          filter: GRID_FILTER_KINDS[c.type],
          hidden: c.hidden ?? false,
        })),
      });
    },
  );

  app.get(
    '/v1/configurations/ag-grid',
    {
      config: { orgData: true, access: ANALYTICS, sample: () => ({}) },
      schema: {
        tags: TAGS,
        summary: 'The report grid: page sizes 20 / 50 / 100, filter kinds, saved views allowed',
        response: wrapped(routeAnswers['GET /v1/configurations/ag-grid']),
      },
    },
    async () => ok(AG_GRID_CONFIGURATION),
  );

  // ---- saved grid states (the caller's own) ----

  app.get(
    '/v1/analytics/ag-grid-states',
    {
      config: {
        orgData: true,
        access: ANALYTICS,
        sample: () => ({ query: { report: 'content-analysis' } }),
      },
      schema: {
        tags: TAGS,
        summary: 'My saved grid states of a report, the last changed first',
        querystring: gridStateQuerySchema,
        response: wrapped(routeAnswers['GET /v1/analytics/ag-grid-states']),
      },
    },
    async (req) => ok({ items: await listGridStates(callerOf(req), req.query.report) }),
  );

  app.post(
    '/v1/analytics/ag-grid-states',
    {
      config: {
        orgData: true,
        access: ANALYTICS,
        sample: (f) => ({
          body: {
            report: 'content-analysis',
            name: `View ${f.uniq}`,
            state: { sort: { sortModel: [{ colId: 'views', sort: 'desc' }] } },
          },
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Save a grid state (columns, sort, filters, grouping, page size) under a name',
        body: gridStateCreateSchema,
        response: wrapped(routeAnswers['POST /v1/analytics/ag-grid-states']),
      },
    },
    async (req) => ok({ item: await createGridState(callerOf(req), req.body) }),
  );

  app.put(
    '/v1/analytics/ag-grid-states/:id',
    {
      config: {
        orgData: true,
        access: ANALYTICS,
        sample: (f) => ({ params: { id: f.uniq! }, body: { name: 'Renamed' } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Rename or replace one of my saved grid states',
        params: idParams,
        body: gridStateUpdateSchema,
        response: wrapped(routeAnswers['PUT /v1/analytics/ag-grid-states/:id']),
      },
    },
    async (req) => ok({ item: await updateGridState(callerOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/v1/analytics/ag-grid-states/:id',
    {
      config: {
        orgData: true,
        access: ANALYTICS,
        sample: (f) => ({ params: { id: f.uniq! } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Delete one of my saved grid states',
        params: idParams,
        response: wrapped(routeAnswers['DELETE /v1/analytics/ag-grid-states/:id']),
      },
    },
    async (req) => ok(await deleteGridState(callerOf(req), req.params.id)),
  );

  // ---- exports ----

  app.post(
    '/v1/analytics/exports',
    {
      config: {
        orgData: true,
        access: ANALYTICS,
        rateLimits: ['reportExport'],
        sample: (f) => ({
          body: {
            report: 'content-analysis',
            format: 'csv',
            params: { query: { workspaceId: f.workspaceId! } },
          },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          "Export a report (its query and, for a configurable report, the grid's state) to XLSX or CSV as a job; follow it at GET /v1/analytics/exports/:id",
        body: reportExportCreateSchema,
        response: wrapped(routeAnswers['POST /v1/analytics/exports']),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { report, format, params } = req.body;
      // Refuse a query the report would refuse now (scope, workspace), not in the job.
      await reportScope(caller, exportParamsOf(params).query);
      return ok({ item: await startReportExport(caller, { report, format, params }) });
    },
  );

  app.get(
    '/v1/analytics/exports',
    {
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: TAGS,
        summary: 'My last 20 exports (reports and data hub), newest first',
        response: wrapped(routeAnswers['GET /v1/analytics/exports']),
      },
    },
    async (req) => ok({ items: await listReportExports(callerOf(req)) }),
  );

  app.get(
    '/v1/analytics/exports/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: {
        tags: TAGS,
        summary: 'One of my exports: status, progress, row count and, once done, its download link',
        params: idParams,
        response: wrapped(routeAnswers['GET /v1/analytics/exports/:id']),
      },
    },
    async (req) => ok({ item: await readReportExport(callerOf(req), req.params.id) }),
  );

  app.get(
    '/v1/analytics/exports/:id/file',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: {
        tags: TAGS,
        summary: 'The file of one of my finished exports (XLSX or CSV, as an attachment)',
        params: idParams,
      },
    },
    async (req, reply) => {
      const file = await reportExportFile(callerOf(req), services.storage, req.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
