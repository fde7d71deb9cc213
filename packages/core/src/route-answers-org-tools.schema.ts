/**
 * Organisation tools (issue 25; 000 §2): data hub (exports, read-only API keys), governance, troubleshooting, the meeting-provider landing.
 * Spread into `routeAnswers` (route-answers.schema.ts); the same rules hold: `'METHOD /path'`
 * (the server's route pattern) to the schema of the wrapper's `data`.
 */
import { z } from 'zod';
import { reportExportAnswerSchema } from './analytics.schema.js';
import {
  apiKeyCreatedSchema,
  apiKeyListSchema,
  governanceItemSchema,
  governancePageSchema,
  troubleshootingReportListSchema,
  troubleshootingReportSchema,
} from './org-tools.schema.js';

export const orgToolsRouteAnswers = {
  'POST /v1/data-hub/exports': reportExportAnswerSchema,
  'GET /v1/api-keys': apiKeyListSchema,
  'POST /v1/api-keys': apiKeyCreatedSchema,
  'DELETE /v1/api-keys/:id': z.object({ id: z.string() }),
  'GET /v1/governance/content': governancePageSchema,
  'PUT /v1/governance/content/:type/:id': governanceItemSchema,
  'POST /v1/governance/content/:type/:id/reviewed': governanceItemSchema,
  'POST /v1/troubleshooting/reports': troubleshootingReportSchema,
  'GET /v1/troubleshooting/reports': troubleshootingReportListSchema,
} as const satisfies Record<`${string} /${string}`, z.ZodType>;
