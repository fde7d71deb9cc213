/**
 * Organisation tools' routes (issue 25): data hub, API keys, governance, troubleshooting.
 *
 * - Data hub (000 §2 /data-hub: the dataHub feature and a create role): exports of users,
 *   content, tracking and quiz results through the report export job (the same progress and
 *   download as the analytics exports, GET /v1/analytics/exports/:id), and dataset reads for BI
 *   tools — the ONLY routes a read-only API key (`config.apiKey`) authenticates.
 * - API keys: organisation admins.
 * - Governance (the governance feature and access flag): owners, review-by dates and the lists.
 * - Troubleshooting: anyone signed in sends their check results; organisation admins list them.
 */
import { z } from 'zod';
import {
  Role,
  apiKeyCreateSchema,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  dataHubDatasetParamsSchema,
  dataHubDatasetQuerySchema,
  dataHubExportSchema,
  dataHubReport,
  governanceContentParamsSchema,
  governanceItemSchema,
  governancePageSchema,
  governanceQuerySchema,
  governanceUpdateSchema,
  idSchema,
  reportExportAnswerSchema,
  troubleshootingReportInputSchema,
  troubleshootingReportListSchema,
  troubleshootingReportSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { assertDataHub, dataHubDataset, dataHubWorkspaces, toCsv } from '../domain/data-hub.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../domain/api-keys.js';
import { governanceList, markReviewed, updateGovernance } from '../domain/governance.js';
import {
  listTroubleshootingReports,
  sendTroubleshootingReport,
} from '../domain/troubleshooting.js';
import { startReportExport } from '../domain/report-export.js';

const ADMIN = { minRole: Role.OrgAdmin } as const;

export function registerOrgToolsRoutes(app: ZodApp): void {
  const { services } = app;

  // ---------------------------------------------------------------- data hub

  app.post(
    '/v1/data-hub/exports',
    {
      config: {
        orgData: true,
        rateLimits: ['dataHubExport'],
        sample: () => ({ body: { kind: 'users', format: 'csv' } }),
      },
      schema: {
        tags: ['data-hub'],
        summary:
          "Export the organisation's users, content, tracking or quiz results (CSV / XLSX) as a job; follow it at GET /v1/analytics/exports/:id",
        body: dataHubExportSchema,
        response: wrapped(reportExportAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      dataHubWorkspaces(caller);
      const { kind, format, dateRange } = req.body;
      const item = await startReportExport(caller, {
        report: dataHubReport(kind),
        format,
        params: { kind, ...(dateRange ? { dateRange } : {}) },
      });
      return ok({ item });
    },
  );

  app.get(
    '/v1/data-hub/datasets/:kind',
    {
      config: {
        orgData: true,
        apiKey: true,
        access: ADMIN,
        rateLimits: ['dataHubDataset'],
        sample: () => ({ params: { kind: 'users' }, query: { format: 'json' } }),
      },
      schema: {
        tags: ['data-hub'],
        summary:
          'A dataset for a BI tool, as JSON (in the wrapper) or CSV: Authorization: Bearer swk_... (a read-only API key) or an organisation admin',
        params: dataHubDatasetParamsSchema,
        querystring: dataHubDatasetQuerySchema,
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      assertDataHub(caller);
      const { kind } = req.params;
      const { format, dateRange } = req.query;
      const data = await dataHubDataset(caller, { kind, ...(dateRange ? { dateRange } : {}) });
      if (format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}.csv"`)
          .header('cache-control', 'no-store')
          .header('x-truncated', String(data.truncated))
          .send(toCsv(data.columns, data.rows));
      }
      reply.header('cache-control', 'no-store');
      return ok({
        kind,
        columns: data.columns.map(({ field, header }) => ({ field, header })),
        rows: data.rows,
        truncated: data.truncated,
      });
    },
  );

  // ---------------------------------------------------------------- API keys

  app.get(
    '/v1/api-keys',
    {
      config: { orgData: true, access: ADMIN, sample: () => ({}) },
      schema: {
        tags: ['data-hub'],
        summary: "The organisation's live read-only API keys (never the keys themselves)",
        response: wrapped(apiKeyListSchema),
      },
    },
    async (req) => ok({ items: await listApiKeys(callerOf(req)) }),
  );

  app.post(
    '/v1/api-keys',
    {
      config: {
        orgData: true,
        access: ADMIN,
        sample: (f) => ({ body: { name: `BI ${f.uniq}` } }),
      },
      schema: {
        tags: ['data-hub'],
        summary: 'A new read-only API key: the answer is the only time the key is shown',
        body: apiKeyCreateSchema,
        response: wrapped(apiKeyCreatedSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertDataHub(caller);
      return ok(await createApiKey(caller, req.body.name));
    },
  );

  app.delete(
    '/v1/api-keys/:id',
    {
      config: { orgData: true, access: ADMIN, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: ['data-hub'],
        summary: 'Revoke an API key (it stops working at once)',
        params: z.object({ id: idSchema }),
        response: wrapped(z.object({ id: z.string() })),
      },
    },
    async (req) => {
      await revokeApiKey(callerOf(req), req.params.id);
      return ok({ id: req.params.id });
    },
  );

  // ---------------------------------------------------------------- governance

  app.get(
    '/v1/governance/content',
    {
      config: { orgData: true, sample: () => ({ query: { list: 'all' } }) },
      schema: {
        tags: ['governance'],
        summary:
          'Content with owner and review-by date: all, review due, stale (180 days) or never viewed',
        querystring: governanceQuerySchema,
        response: wrapped(governancePageSchema),
      },
    },
    async (req) => ok(await governanceList(callerOf(req), req.query)),
  );

  app.put(
    '/v1/governance/content/:type/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          params: { type: 'workflows', id: f.workflowId! },
          body: { ownerId: f.publisherId!, reviewBy: '2027-06-30' },
        }),
      },
      schema: {
        tags: ['governance'],
        summary: "Set a content's owner (a person of the organisation) and review-by date",
        params: governanceContentParamsSchema,
        body: governanceUpdateSchema,
        response: wrapped(governanceItemSchema),
      },
    },
    async (req) =>
      ok(await updateGovernance(callerOf(req), req.params.type, req.params.id, req.body)),
  );

  app.post(
    '/v1/governance/content/:type/:id/reviewed',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { type: 'workflows', id: f.workflowId! } }),
      },
      schema: {
        tags: ['governance'],
        summary: 'Mark reviewed today; a recurring review moves its review-by date one period on',
        params: governanceContentParamsSchema,
        response: wrapped(governanceItemSchema),
      },
    },
    async (req) => ok(await markReviewed(callerOf(req), req.params.type, req.params.id)),
  );

  // ---------------------------------------------------------------- troubleshooting

  app.post(
    '/v1/troubleshooting/reports',
    {
      config: {
        orgData: true,
        // A person the IP restriction keeps out must still be able to tell an admin.
        ipCheck: 'skip',
        rateLimits: ['troubleshootingReport'],
        sample: () => ({
          body: {
            results: [{ check: 'connectivity', status: 'pass', detail: 'median 20 ms' }],
            note: 'sample',
          },
        }),
      },
      schema: {
        tags: ['troubleshooting'],
        summary: "Send the results of one's troubleshooting checks to the organisation's admins",
        body: troubleshootingReportInputSchema,
        response: wrapped(troubleshootingReportSchema),
      },
    },
    async (req) => {
      return ok(
        await sendTroubleshootingReport(
          callerOf(req),
          req.body,
          services.mailer,
          services.config.publicUrl,
        ),
      );
    },
  );

  app.get(
    '/v1/troubleshooting/reports',
    {
      config: { orgData: true, access: ADMIN, sample: () => ({}) },
      schema: {
        tags: ['troubleshooting'],
        summary: 'The newest troubleshooting reports sent to the admins',
        response: wrapped(troubleshootingReportListSchema),
      },
    },
    async (req) => ok({ items: await listTroubleshootingReports(callerOf(req)) }),
  );
}
