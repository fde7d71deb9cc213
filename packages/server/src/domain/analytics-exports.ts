/**
 * The legacy reports' export sources (issue 25; 002 §7 "list and file export"): `workflows`,
 * `workflows/detail`, `mm-sops/detail`, `users` and `workspaces`, registered with the export
 * registry (domain/export-sources.ts) when the analytics routes load. Each reads the same rows
 * as its report (same query, same scope through `reportScope`), page by page; the headers are
 * core's LEGACY_EXPORT_COLUMNS.
 *
 * The stored params are `{ query: { dateRange?, workspaceId?, keyword? } }` in the wire form
 * of the report's GET (core reportExportParamsSchema).
 */
import {
  ANALYTICS_ERRORS,
  LEGACY_EXPORT_COLUMNS,
  reportQuerySchema,
  type LegacyExportReport,
  type PageInfo,
  type ReportQuery,
} from '@stepwise/core';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { reportScope, type ReportScope } from './analytics-scope.js';
import { workspaceReport } from './analytics-organization.js';
import { sopDetails } from './analytics-sops.js';
import { userList } from './analytics-users.js';
import { workflowDetails, workflowList } from './analytics-workflows.js';
import { badRequest } from './errors.js';
import {
  registerExportSource,
  type ExportCell,
  type ExportColumn,
  type ExportRow,
} from './export-sources.js';

/** Rows per page an export reads. */
const EXPORT_PAGE_ROWS = 500;

type PageReader = (
  tenant: Tenant,
  scope: ReportScope,
  query: ReportQuery,
) => Promise<{ items: object[]; page: PageInfo }>;

const READERS: Record<LegacyExportReport, PageReader> = {
  workflows: workflowList,
  'workflows/detail': workflowDetails,
  'mm-sops/detail': sopDetails,
  users: userList,
  workspaces: workspaceReport,
};

const NUMBER_FIELDS = new Set([
  'stepCount',
  'durationSeconds',
  'views',
  'viewers',
  'avgWatchSeconds',
  'avgStepsReached',
  'runs',
  'completedRuns',
  'runners',
  'avgDurationSeconds',
  'watchSeconds',
  'completions',
  'sopRuns',
  'quizzesPassed',
  'workflows',
  'smartInstructions',
]);
const DATE_FIELDS = new Set(['publishedAt', 'lastViewedAt', 'lastRunAt', 'lastActiveAt']);

function columnType(field: string): ExportColumn['type'] {
  if (field === 'completionRate') return 'percent';
  if (DATE_FIELDS.has(field)) return 'date';
  if (NUMBER_FIELDS.has(field)) return 'number';
  return 'text';
}

/** The export's columns (core's headers, typed for the spreadsheet). */
export function legacyExportColumns(report: LegacyExportReport): ExportColumn[] {
  return LEGACY_EXPORT_COLUMNS[report].map(([field, header]) => ({
    field,
    header,
    type: columnType(field),
  }));
}

/** The report query of a stored export (400 with the spec's message when it is not one). */
export function exportQuery(params: unknown): ReportQuery {
  const query = (params as { query?: unknown } | null)?.query ?? {};
  const parsed = reportQuerySchema.safeParse(query);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? ANALYTICS_ERRORS.export;
    throw badRequest(message);
  }
  return { ...parsed.data, page: 0, size: EXPORT_PAGE_ROWS };
}

const cellOf = (value: unknown): ExportCell =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : value === null || value === undefined
      ? null
      : String(value);

async function* pagesOf(
  read: PageReader,
  tenant: Tenant,
  scope: ReportScope,
  first: ReportQuery,
  columns: ExportColumn[],
  firstPage: { items: object[]; page: PageInfo },
): AsyncIterable<ExportRow[]> {
  let current = firstPage;
  let page = first.page;
  for (;;) {
    if (current.items.length > 0)
      yield current.items.map((item) => {
        const row: ExportRow = {};
        for (const c of columns) row[c.field] = cellOf((item as Record<string, unknown>)[c.field]);
        return row;
      });
    page += 1;
    if (page >= current.page.pageCount || current.items.length === 0) return;
    current = await read(tenant, scope, { ...first, page });
  }
}

for (const report of Object.keys(LEGACY_EXPORT_COLUMNS) as LegacyExportReport[]) {
  registerExportSource({
    report,
    async rows(caller: Caller, params: unknown) {
      const query = exportQuery(params);
      const scope = await reportScope(caller, query);
      const read = READERS[report];
      const columns = legacyExportColumns(report);
      const firstPage = await read(caller.tenant, scope, query);
      return {
        columns,
        total: firstPage.page.dataCount,
        pages: pagesOf(read, caller.tenant, scope, query, columns, firstPage),
      };
    },
  });
}
