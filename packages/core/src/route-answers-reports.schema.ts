/**
 * Quiz and skills reports, the configurable reports (content and skills analysis, column names, saved grid states) and exports (issue 25; 002 §7 Analytics).
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 *
 * `GET /v1/analytics/exports/:id/file` answers the file itself, so it is not here.
 */
import type { z } from 'zod';
import {
  agGridConfigurationSchema,
  columnDisplayNamesSchema,
  contentAnalysisSchema,
  gridStateDeletedSchema,
  savedGridStateAnswerSchema,
  savedGridStateListSchema,
  skillAnalysisSchema,
} from './analytics-advanced.schema.js';
import {
  quizOverviewSchema,
  quizPerformanceSchema,
  quizResultHistorySchema,
  quizUserListSchema,
  quizWorkflowListSchema,
  skillPerformanceReportSchema,
} from './analytics-quiz.schema.js';
import { reportExportAnswerSchema, reportExportListSchema } from './analytics.schema.js';

export const reportRouteAnswers = {
  'GET /v1/analytics/quizzes/overview': quizOverviewSchema,
  'GET /v1/analytics/quizzes/workflow-list': quizWorkflowListSchema,
  'GET /v1/analytics/quizzes/workflows/:workflowId/users': quizUserListSchema,
  'GET /v1/analytics/quizzes/:quizId/workflows/:workflowId/users/:userId/result-history':
    quizResultHistorySchema,
  'GET /v1/analytics/quiz-performance': quizPerformanceSchema,
  'GET /v1/analytics/skills/performance': skillPerformanceReportSchema,
  'GET /v1/analytics/advanced-report/content-analysis': contentAnalysisSchema,
  'GET /v1/analytics/advanced-report/skill-analysis': skillAnalysisSchema,
  'GET /v1/analytics/advanced-report/column-display-names': columnDisplayNamesSchema,
  'GET /v1/analytics/ag-grid-states': savedGridStateListSchema,
  'POST /v1/analytics/ag-grid-states': savedGridStateAnswerSchema,
  'PUT /v1/analytics/ag-grid-states/:id': savedGridStateAnswerSchema,
  'DELETE /v1/analytics/ag-grid-states/:id': gridStateDeletedSchema,
  'GET /v1/configurations/ag-grid': agGridConfigurationSchema,
  'POST /v1/analytics/exports': reportExportAnswerSchema,
  'GET /v1/analytics/exports': reportExportListSchema,
  'GET /v1/analytics/exports/:id': reportExportAnswerSchema,
} as const satisfies Record<`${string} /${string}`, z.ZodType>;
