/**
 * Report exports (issue 25; 002 §7 "export (POST, and GET by id)"): a request becomes a
 * `report_exports` row and a durable `report-export` job, which reads the rows of the named
 * source (domain/export-sources.ts: the analytics reports, the configurable reports with their
 * grid state, the data hub) as the person who asked, writes them as XLSX (exceljs's streaming
 * writer: header row of display names, typed cells) or CSV (RFC 4180, UTF-8 with a BOM so Excel
 * reads it) to storage, and moves the row queued -> running -> succeeded | failed with its
 * progress and row count. Only the person who asked reads the export and its file.
 *
 * The handler is idempotent: the file's storage key is fixed per export and written whole, a
 * finished export is left alone, and a run again after a crash starts over.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import ExcelJS from 'exceljs';
import {
  ANALYTICS_ERRORS,
  StepwiseError,
  accessFlags,
  normalisePermissionSettings,
  organizationSettingsSchema,
  roleSchema,
  reportExportParamsSchema,
  reportQuerySchema,
  type ExportFormat,
  type GridState,
  type ReportQuery,
  type ExportStatus,
  type ReportExport,
  type RoleName,
} from '@stepwise/core';
import type { Database } from '../db/client.js';
import { organizations, reportExports, users, workspaceMembers } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { newId } from '../db/ids.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import type { ObjectStorage } from '../storage/storage.js';
import { StorageNotFoundError } from '../storage/storage.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, notFound } from './errors.js';
import {
  exportSource,
  type ExportCell,
  type ExportColumn,
  type ExportRow,
} from './export-sources.js';
import { enqueueOrganizationJob } from './organization-jobs.js';

export const REPORT_EXPORT_JOB = 'report-export';
/** GET /v1/analytics/exports lists my newest this many. */
export const REPORT_EXPORT_LIST_SIZE = 20;

type ReportExportRow = typeof reportExports.$inferSelect;

export const reportExportFilePath = (id: string) =>
  `/v1/analytics/exports/${encodeURIComponent(id)}/file`;

export function reportExportView(row: ReportExportRow): ReportExport {
  const done = row.status === 'succeeded' && row.storageKey;
  return {
    id: row.id,
    report: row.report,
    format: row.format as ExportFormat,
    status: row.status as ExportStatus,
    progress: row.progress,
    rowCount: row.rowCount,
    fileName: row.fileName,
    downloadUrl: done ? reportExportFilePath(row.id) : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Queues an export of `report` (a registered export source) for the caller. An unknown source
 * is 400 'Unknown report name'. The source decides what the caller may read when the job runs
 * (as the caller); routes check the caller may use the report family before calling this.
 */
export async function startReportExport(
  caller: Caller,
  input: { report: string; format: ExportFormat; params: unknown },
): Promise<ReportExport> {
  if (!exportSource(input.report)) throw badRequest(ANALYTICS_ERRORS.reportName);
  const row = await caller.tenant.transaction(async (tx) => {
    const [created] = await tx.insert(reportExports, {
      id: newId(),
      userId: caller.userId,
      report: input.report,
      format: input.format,
      params: (input.params ?? {}) as object,
      status: 'queued',
    });
    const job = await enqueueOrganizationJob(tx, {
      kind: REPORT_EXPORT_JOB,
      payload: { exportId: created!.id, organizationId: caller.organizationId },
      dedupeKey: `${REPORT_EXPORT_JOB}:${created!.id}`,
      maxAttempts: 2,
    });
    const [withJob] = await tx.update(
      reportExports,
      { jobId: job.id },
      eq(reportExports.id, created!.id),
    );
    return withJob ?? created!;
  });
  return reportExportView(row);
}

async function ownExport(caller: Caller, id: string): Promise<ReportExportRow> {
  const row = await caller.tenant.first(
    reportExports,
    and(eq(reportExports.id, id), eq(reportExports.userId, caller.userId)),
  );
  if (!row) throw notFound('Export');
  return row;
}

/** One of the caller's own exports; anyone else's (or none) is 404. */
export async function readReportExport(caller: Caller, id: string): Promise<ReportExport> {
  return reportExportView(await ownExport(caller, id));
}

/** The caller's newest exports. */
export async function listReportExports(caller: Caller): Promise<ReportExport[]> {
  const rows = await caller.tenant.select(reportExports, eq(reportExports.userId, caller.userId), {
    orderBy: [desc(reportExports.createdAt)],
    limit: REPORT_EXPORT_LIST_SIZE,
  });
  return rows.map(reportExportView);
}

/** The finished file of one of the caller's exports (409 before it succeeded). */
export async function reportExportFile(
  caller: Caller,
  storage: ObjectStorage,
  id: string,
): Promise<{ body: Readable; fileName: string; contentType: string }> {
  const row = await ownExport(caller, id);
  if (row.status !== 'succeeded' || !row.storageKey || !row.fileName)
    throw conflict(`The export is not finished (it is ${row.status})`);
  try {
    return {
      body: await storage.get(row.storageKey),
      fileName: row.fileName,
      contentType: contentTypeOf(row.format as ExportFormat),
    };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound('Export file');
    throw err;
  }
}

export const contentTypeOf = (format: ExportFormat) =>
  format === 'xlsx'
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv; charset=utf-8';

/**
 * An export's stored params as a source reads them: the report query (validated as the
 * report's GET would) and the grid state. Anything else is a 400 (the job fails the export).
 */
export function exportParamsOf(params: unknown): { query: ReportQuery; gridState?: GridState } {
  const parsed = reportExportParamsSchema.safeParse(params ?? {});
  if (!parsed.success) throw badRequest('Export parameters are invalid');
  const query = reportQuerySchema.safeParse(parsed.data.query);
  if (!query.success) throw badRequest(query.error.issues[0]?.message ?? 'Invalid report query');
  return {
    query: query.data,
    ...(parsed.data.gridState ? { gridState: parsed.data.gridState } : {}),
  };
}

// ---- the job ---------------------------------------------------------------------------------

const payloadSchema = z.object({ exportId: z.string().min(1), organizationId: z.string().min(1) });

/**
 * The person who asked, as a caller (the job reads the source with their scope as it is now:
 * a person disabled or moved out of the organisation since gets no file).
 */
async function callerOfUser(db: Database['db'], organizationId: string, userId: string) {
  const [found] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .limit(1);
  if (!found || found.user.disabled) return null;
  const memberships = await db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.organizationId, organizationId)),
    );
  const { user, organization } = found;
  const settings = organizationSettingsSchema.parse(organization.settings);
  const role = roleSchema.parse(user.role);
  const permissionSettings = normalisePermissionSettings(
    settings.permissionSettings,
    settings.features,
  );
  const caller: Caller = {
    userId: user.id,
    organizationId,
    email: user.email,
    user,
    organization,
    role,
    workspaceRoles: Object.fromEntries(memberships.map((m) => [m.workspaceId, m.role as RoleName])),
    kind: 'email',
    sessionId: `report-export`,
    settings,
    features: settings.features,
    flags: accessFlags(role, permissionSettings, settings.features),
    tenant: new Tenant(db, organizationId),
  };
  return caller;
}

export interface ReportExportDeps {
  database: Database;
  storage: ObjectStorage;
}

export interface ReportExportResult {
  exportId: string;
  status: 'succeeded' | 'failed' | 'skipped';
  rowCount?: number;
}

/** A file name a spreadsheet program and a file system both take. */
function fileNameOf(report: string, format: ExportFormat, at: Date): string {
  const base = report.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${base}-${stamp}.${format}`;
}

export function reportExportHandler(deps: ReportExportDeps): JobHandler {
  return async (ctx: JobContext<unknown>): Promise<ReportExportResult> => {
    const parsed = payloadSchema.safeParse(ctx.job.payload);
    if (!parsed.success)
      throw new PermanentJobError(`report-export payload is invalid: ${parsed.error.message}`);
    const { exportId: id, organizationId } = parsed.data;
    const tenant = new Tenant(deps.database.db, organizationId);
    const row = await tenant.first(reportExports, eq(reportExports.id, id));
    if (!row) throw new PermanentJobError(`report export ${id} does not exist`);
    if (row.status === 'succeeded' || row.status === 'failed')
      return { exportId: id, status: 'skipped' };
    const live = and(
      eq(reportExports.id, id),
      inArray(reportExports.status, ['queued', 'running']),
    );
    const set = (values: Partial<typeof reportExports.$inferInsert>) =>
      tenant.update(reportExports, values, live);
    const fail = async (message: string) => {
      await set({ status: 'failed', error: message, finishedAt: new Date() });
      return { exportId: id, status: 'failed' as const };
    };

    await set({ status: 'running', progress: 0, error: null });
    const source = exportSource(row.report);
    if (!source) return fail(ANALYTICS_ERRORS.reportName);
    const caller = await callerOfUser(deps.database.db, organizationId, row.userId);
    if (!caller) return fail('The person who asked for this export can no longer read it');

    const dir = await mkdtemp(join(tmpdir(), 'report-export-'));
    try {
      const format = row.format as ExportFormat;
      const fileName = fileNameOf(row.report, format, row.createdAt);
      const path = join(dir, fileName);
      let lastWrite = 0;
      const onProgress = async (fraction: number) => {
        ctx.progress(fraction, 'writing rows');
        if (Date.now() - lastWrite < 500) return;
        lastWrite = Date.now();
        await set({ progress: Math.min(0.99, fraction) });
      };
      let rowCount: number;
      try {
        const rows = await source.rows(caller, row.params);
        rowCount =
          format === 'xlsx'
            ? await writeXlsx(path, rows.columns, rows.pages, rows.total, onProgress)
            : await writeCsv(path, rows.columns, rows.pages, rows.total, onProgress);
      } catch (err) {
        // A refusal of the source (scope, a bad stored query) cannot change on a retry.
        if (err instanceof StepwiseError) return fail(err.message);
        throw err;
      }
      if (ctx.signal.aborted) throw new Error('report-export aborted');
      const key = `org/${organizationId}/report-exports/${id}/${fileName}`;
      await deps.storage.put(key, new Uint8Array(await readFile(path)));
      await set({
        status: 'succeeded',
        progress: 1,
        rowCount,
        storageKey: key,
        fileName,
        error: null,
        finishedAt: new Date(),
      });
      return { exportId: id, status: 'succeeded', rowCount };
    } catch (err) {
      if (!ctx.signal.aborted && ctx.job.attempts >= ctx.job.maxAttempts)
        await fail(
          `${ANALYTICS_ERRORS.export}: ${err instanceof Error ? err.message : String(err)}`,
        );
      throw err;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

type Progress = (fraction: number) => Promise<void>;

function progressOf(written: number, total: number | null, pages: number): number {
  if (total && total > 0) return Math.min(0.99, written / total);
  // Unknown totals: approach 1 page by page.
  return 1 - 1 / (pages + 1);
}

/** A cell as a spreadsheet types it: numbers, shares (0..1 with a % format), dates, booleans. */
function xlsxCell(value: ExportCell, type: ExportColumn['type']): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (type === 'date' && typeof value === 'string') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? value : d;
  }
  return value;
}

const NUM_FMT: Partial<Record<NonNullable<ExportColumn['type']>, string>> = {
  percent: '0.0%',
  date: 'yyyy-mm-dd hh:mm',
};

async function writeXlsx(
  path: string,
  columns: ExportColumn[],
  pages: AsyncIterable<ExportRow[]>,
  total: number | null,
  progress: Progress,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.field,
    width: Math.min(50, Math.max(12, c.header.length + 2)),
    ...(c.type && NUM_FMT[c.type] ? { style: { numFmt: NUM_FMT[c.type] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  let n = 0;
  for await (const page of pages) {
    for (const row of page) {
      sheet.addRow(columns.map((c) => xlsxCell(row[c.field] ?? null, c.type))).commit();
      written++;
    }
    await progress(progressOf(written, total, ++n));
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/**
 * RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. A text cell that
 * a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets
 * a leading apostrophe (OWASP "CSV injection"); numbers are written as they are.
 */
export function csvField(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function writeCsv(
  path: string,
  columns: ExportColumn[],
  pages: AsyncIterable<ExportRow[]>,
  total: number | null,
  progress: Progress,
): Promise<number> {
  // A BOM so Excel reads UTF-8; CRLF line ends (RFC 4180).
  const parts: string[] = ['\uFEFF', columns.map((c) => csvField(c.header)).join(','), '\r\n'];
  let written = 0;
  let n = 0;
  for await (const page of pages) {
    for (const row of page) {
      parts.push(columns.map((c) => csvField(row[c.field] ?? null)).join(','), '\r\n');
      written++;
    }
    await progress(progressOf(written, total, ++n));
  }
  await writeFile(path, parts.join(''), 'utf8');
  return written;
}
