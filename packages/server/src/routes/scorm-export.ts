/**
 * SCORM export (001 §7, 002 §7): export processes as durable jobs (list, get, available for a
 * workflow, create, retry), the finished file's download, and one workflow's package built on
 * the spot (`POST /v1/workflows/{id}/download-scorm`). Publishers and admins only; each
 * workflow must be one the caller may publish (editableWorkflow: hidden is 404, read-only 403).
 */
import { z } from 'zod';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  canRetryScormExport,
  idSchema,
  pageInfo,
  pageInfoSchema,
  scormDownloadSchema,
  scormExportCreateSchema,
  scormExportListQuerySchema,
  scormExportProcessSchema,
} from '@stepwise/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { exportProcesses } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { callerOf } from '../http/authenticate.js';
import { conflict, notFound } from '../domain/errors.js';
import { enqueueOrganizationJob } from '../domain/organization-jobs.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { editableWorkflow } from '../domain/workflow-access.js';
import { StorageNotFoundError } from '../storage/storage.js';
import {
  assertExporter,
  buildWorkflowPackage,
  exportableWorkflow,
  ExportRefusal,
  exportView,
  SCORM_EXPORT_JOB,
  seesAllExports,
  visibleExport,
} from '../scorm/exports.js';
import { packageFileName } from '../scorm/package.js';

const params = z.object({ id: idSchema });
const one = wrapped(z.object({ item: scormExportProcessSchema }));
const list = wrapped(z.object({ items: z.array(scormExportProcessSchema), page: pageInfoSchema }));
const BASE = '/v1/rustici-export-processes';

const ORDER_COLUMNS = {
  createdAt: exportProcesses.createdAt,
  updatedAt: exportProcesses.updatedAt,
  status: exportProcesses.status,
  exportType: exportProcesses.exportType,
} as const;

/** Where the packages' launch pages load the player from: the origin the caller used. */
const serverOf = (req: FastifyRequest, publicUrl: string) => requestOrigin(req) ?? publicUrl;

function sendZip(reply: FastifyReply, bytes: Uint8Array | NodeJS.ReadableStream, name: string) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes instanceof Uint8Array ? Buffer.from(bytes) : bytes);
}

export function registerScormExportRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    BASE,
    {
      config: {
        orgData: true,
        sample: () => ({ query: { size: '10', page: '0', export_type: 'SCORM_12', desc: 'true' } }),
      },
      schema: { tags: ['scorm'], querystring: scormExportListQuerySchema, response: list },
    },
    async (req) => {
      const caller = callerOf(req);
      assertExporter(caller);
      const { page, size, export_type, order_by, desc: descending } = req.query;
      const where = and(
        export_type ? eq(exportProcesses.exportType, export_type) : undefined,
        seesAllExports(caller) ? undefined : eq(exportProcesses.createdBy, caller.userId),
      );
      const dir = descending === 'true' || descending === '1' ? desc : asc;
      const [rows, total] = await Promise.all([
        caller.tenant.select(exportProcesses, where, {
          orderBy: [dir(ORDER_COLUMNS[order_by]), dir(exportProcesses.id)],
          limit: size,
          offset: page * size,
        }),
        caller.tenant.count(exportProcesses, where),
      ]);
      return ok({ items: rows.map(exportView), page: pageInfo(page, size, total) });
    },
  );

  app.get(
    `${BASE}/available/workflows/:id`,
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: ['scorm'],
        params,
        response: wrapped(z.object({ items: z.array(scormExportProcessSchema) })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertExporter(caller);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      const where = and(
        eq(exportProcesses.status, 'finished'),
        sql`${exportProcesses.workflowIds} @> ${JSON.stringify([workflow.id])}::jsonb`,
        seesAllExports(caller) ? undefined : eq(exportProcesses.createdBy, caller.userId),
      ) as SQL;
      const rows = await caller.tenant.select(exportProcesses, where, {
        orderBy: [desc(exportProcesses.finishedAt), desc(exportProcesses.id)],
        limit: 100,
      });
      return ok({ items: rows.map(exportView) });
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: { tags: ['scorm'], params, response: one },
    },
    async (req) => ok({ item: exportView(await visibleExport(callerOf(req), req.params.id)) }),
  );

  app.post(
    BASE,
    {
      config: {
        orgData: true,
        sample: (f) => ({
          body: { workflowIds: [f.workflowId!], exportType: 'SCORM_12', exportSource: 'workflow' },
        }),
      },
      schema: { tags: ['scorm'], body: scormExportCreateSchema, response: one },
    },
    async (req) => {
      const caller = callerOf(req);
      assertExporter(caller);
      const ids = [...new Set(req.body.workflowIds)];
      // Only workflows the caller may publish; whether each is published is the job's check,
      // so an export of an unpublished one ends in error with its name (and can be retried).
      for (const id of ids) await editableWorkflow(caller, id);
      const row = await caller.tenant.transaction(async (tx) => {
        const [created] = await tx.insert(exportProcesses, {
          id: newId(),
          status: 'pending',
          exportType: req.body.exportType,
          exportSource: req.body.exportSource,
          workflowIds: ids,
          resolution: req.body.resolution,
          serverUrl: serverOf(req, services.config.publicUrl),
          createdBy: caller.userId,
        });
        await enqueueOrganizationJob(tx, {
          kind: SCORM_EXPORT_JOB,
          payload: { exportProcessId: created!.id, organizationId: caller.organizationId },
          dedupeKey: `${SCORM_EXPORT_JOB}:${created!.id}`,
        });
        return created!;
      });
      return ok({ item: exportView(row) });
    },
  );

  app.put(
    `${BASE}/:id/retry`,
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: { tags: ['scorm'], params, response: one },
    },
    async (req) => {
      const caller = callerOf(req);
      const found = await visibleExport(caller, req.params.id);
      if (!canRetryScormExport(found.status)) {
        throw conflict(
          `Only an export that ended in error can be retried (this one is ${found.status})`,
        );
      }
      const row = await caller.tenant.transaction(async (tx) => {
        // Conditional: of two retries at once, one moves it back to pending.
        const [reset] = await tx.update(
          exportProcesses,
          {
            status: 'pending',
            errorMessage: null,
            finishedAt: null,
            fileKey: null,
            fileSize: null,
            updatedAt: new Date(),
          },
          and(eq(exportProcesses.id, found.id), eq(exportProcesses.status, 'error')),
        );
        if (!reset) throw conflict('The export is already being retried');
        await enqueueOrganizationJob(tx, {
          kind: SCORM_EXPORT_JOB,
          payload: { exportProcessId: reset.id, organizationId: caller.organizationId },
          dedupeKey: `${SCORM_EXPORT_JOB}:${reset.id}`,
        });
        return reset;
      });
      return ok({ item: exportView(row) });
    },
  );

  app.get(
    `${BASE}/:id/download`,
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: {
        tags: ['scorm'],
        summary: 'The finished export as application/zip (errors in the usual wrapper)',
        params,
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const row = await visibleExport(caller, req.params.id);
      if (row.status !== 'finished' || !row.fileKey) {
        throw conflict(`The export is not finished (it is ${row.status})`);
      }
      let body;
      try {
        body = await services.storage.get(row.fileKey);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw notFound('Export file');
        throw err;
      }
      const type = row.exportType === 'SCORM_12' ? 'scorm12' : 'scorm2004';
      return sendZip(reply, body, `stepwise-export-${row.id.slice(0, 8)}-${type}.zip`);
    },
  );

  app.post(
    '/v1/workflows/:id/download-scorm',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.workflowId! }, body: { resolution: 720 } }),
      },
      schema: {
        tags: ['scorm'],
        summary: "One workflow's SCORM package as application/zip (errors in the usual wrapper)",
        params,
        body: scormDownloadSchema,
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      assertExporter(caller);
      const { workflow } = await editableWorkflow(caller, req.params.id);
      try {
        await exportableWorkflow(caller.tenant, workflow.id);
      } catch (err) {
        if (err instanceof ExportRefusal) {
          throw conflict(err.message);
        }
        throw err;
      }
      const { bytes } = await buildWorkflowPackage(
        {
          tenant: caller.tenant,
          tokens: services.lmsTokens,
          exportType: req.body.exportType,
          resolution: req.body.resolution,
          server: serverOf(req, services.config.publicUrl),
          launchKeyTtlSeconds: services.config.lmsLaunchKeyTtlDays * 86_400,
        },
        workflow,
      );
      return sendZip(
        reply,
        bytes,
        packageFileName(workflow.title, workflow.id, req.body.exportType),
      );
    },
  );
}
