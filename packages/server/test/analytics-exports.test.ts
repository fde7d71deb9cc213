/**
 * Report exports over real HTTP, run by the real job worker (issue 25; 002 §7 "export (POST, and
 * GET by id)"): the XLSX and CSV files of the configurable reports, read back (exceljs, an RFC
 * 4180 reader) and compared with the report's own answer filtered and sorted as the grid shows
 * it; the export's status, progress and row count; owner-only reads; a workspace admin's export
 * holding only their workspaces.
 *
 * Tried as bad input: an unknown report name (400 'Unknown report name'), a format that is not
 * xlsx or csv, a date range of three dates, a grid state with page size 30; another person's
 * export and file (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  ANALYTICS_ERRORS,
  addStepPlayedTime,
  applyGridView,
  closeInterval,
  newTrackingRecord,
  openInterval,
  visibleColumns,
  withStep,
  type GridState,
} from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { workflows, workspaces } from '../src/db/schema.js';
import type { JobWorker } from '../src/jobs/worker.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { eventually } from './jobs/helpers.js';
import { freshWorkflow } from './quiz-helpers.js';
import { startExportWorker } from './scorm-helpers.js';

let s: TestServer;
let fx: Fixtures;
let worker: JobWorker | undefined;
const token = { org: '', ws: '', view: '', other: '' };
let outsideWorkflow = '';

function session(workflowId: string, played: number[], at: number) {
  let record = newTrackingRecord({
    id: newId(),
    workflowId,
    isPublic: false,
    stepsArray: ['s1', 's2'],
    at,
  });
  let t = at;
  played.forEach((seconds, i) => {
    const stepId = `s${i + 1}`;
    const from = t;
    t += seconds * 1000;
    record = addStepPlayedTime(record, stepId, 10, seconds, t);
    record = withStep(record, stepId, closeInterval(openInterval(record.steps[stepId]!, from), t));
  });
  return { ...record, onExit: t, lastUpdated: t + 1000 };
}

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [org, ws, view, other] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  Object.assign(token, {
    org: org.accessToken,
    ws: ws.accessToken,
    view: view.accessToken,
    other: other.accessToken,
  });
  // Three viewed workflows with different numbers, one in a workspace the wsadmin does not run.
  const db = s.database.db;
  const at = Date.now() - 7_200_000;
  const names = ['Export Gear A', 'Export Gear B, "quoted"', 'Export Lockout'];
  const ids: string[] = [];
  for (const [i, title] of names.entries()) {
    const id = await freshWorkflow(s, fx);
    await db.update(workflows).set({ title }).where(eq(workflows.id, id));
    ids.push(id);
    for (let n = 0; n <= i; n++)
      await s.api.post('/v1/tracking', session(id, [10, n * 3], at + n), token.view);
  }
  // A title a spreadsheet would run as a formula.
  const formula = await freshWorkflow(s, fx);
  await db.update(workflows).set({ title: '=1+1 formula' }).where(eq(workflows.id, formula));
  const outsideWs = newId();
  await db.insert(workspaces).values({
    id: outsideWs,
    organizationId: s.demoOrganizationId,
    workspaceGroupId: fx.base.defaultGroupId!,
    name: 'Export Outside Floor',
  });
  outsideWorkflow = ids[2]!;
  await db.update(workflows).set({ workspaceId: outsideWs }).where(eq(workflows.id, ids[2]!));
  worker = await startExportWorker(s);
});
afterAll(async () => {
  await worker?.stop({ timeoutMs: 1_000 });
  await s?.close();
});

async function finished(id: string, as = token.org) {
  const r = await eventually(
    () => s.api.get(`/v1/analytics/exports/${id}`, as),
    (res) => ['succeeded', 'failed'].includes(res.body?.data?.item?.status),
  );
  return r.body.data.item;
}

async function fileOf(path: string, as = token.org) {
  const res = await fetch(new URL(path, s.url), { headers: { authorization: `Bearer ${as}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The grid's rows as the report answers them, filtered and sorted, in the visible columns. */
async function gridRows(state: GridState, as = token.org) {
  const r = await s.api.get('/v1/analytics/advanced-report/content-analysis', as);
  expect(r.status).toBe(200);
  const columns = visibleColumns('content-analysis', state);
  const rows = applyGridView(r.body.data.items, state);
  return { columns, rows };
}

const STATE: GridState = {
  columnOrder: { orderedColIds: ['title', 'views', 'lastViewedAt', 'completionRate'] },
  columnVisibility: { hiddenColIds: ['id', 'workspaceGroupName', 'creatorName'] },
  filter: {
    filterModel: {
      title: { filterType: 'text', type: 'startsWith', filter: 'export' },
      views: { filterType: 'number', type: 'greaterThan', filter: 0 },
    },
  },
  sort: { sortModel: [{ colId: 'views', sort: 'asc' }] },
};

/** RFC 4180 reader (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) out.push([...row, field]);
  return out;
}

describe('report exports', () => {
  it('writes an XLSX whose rows equal the grid (filter, sort, visible columns)', async () => {
    const created = await s.api.post(
      '/v1/analytics/exports',
      { report: 'content-analysis', format: 'xlsx', params: { query: {}, gridState: STATE } },
      token.org,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.item).toMatchObject({ status: 'queued', report: 'content-analysis' });
    const item = await finished(created.body.data.item.id);
    const { columns, rows } = await gridRows(STATE);
    expect(rows.map((r: any) => r.title)).toEqual([
      'Export Gear A',
      'Export Gear B, "quoted"',
      'Export Lockout',
    ]);
    expect(item).toMatchObject({ status: 'succeeded', progress: 1, rowCount: rows.length });
    expect(item.downloadUrl).toBe(`/v1/analytics/exports/${item.id}/file`);
    expect(item.fileName).toMatch(/^content-analysis-\d{8}-\d{4}\.xlsx$/);

    const { res, bytes } = await fileOf(item.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${item.fileName}"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (n: number) =>
      columns.map((_, i) => {
        const v = sheet.getRow(n).getCell(i + 1).value;
        return v instanceof Date ? v.toISOString().slice(0, 19) : (v ?? null);
      });
    expect(values(1)).toEqual(columns.map((c) => c.headerName));
    expect(columns.slice(0, 4).map((c) => c.field)).toEqual([
      'title',
      'views',
      'lastViewedAt',
      'completionRate',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((row: any, i: number) => {
      expect(values(i + 2)).toEqual(
        columns.map((c) => {
          const v = row[c.field] ?? null;
          return c.type === 'date' && v ? new Date(v).toISOString().slice(0, 19) : v;
        }),
      );
    });
    // Shares are typed as percentages.
    const rate = columns.findIndex((c) => c.field === 'completionRate') + 1;
    expect(sheet.getRow(2).getCell(rate).numFmt).toBe('0.0%');
  });

  it('writes a CSV (BOM, RFC 4180) with the same rows', async () => {
    const created = await s.api.post(
      '/v1/analytics/exports',
      { report: 'content-analysis', format: 'csv', params: { query: {}, gridState: STATE } },
      token.org,
    );
    const item = await finished(created.body.data.item.id);
    expect(item.status).toBe('succeeded');
    const { res, bytes } = await fileOf(item.downloadUrl);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...body] = parseCsv(text.slice(1));
    const { columns, rows } = await gridRows(STATE);
    expect(header).toEqual(columns.map((c) => c.headerName));
    expect(body).toEqual(
      rows.map((row: any) =>
        columns.map((c) =>
          row[c.field] === null || row[c.field] === undefined ? '' : String(row[c.field]),
        ),
      ),
    );
    expect(text).toContain('"Export Gear B, ""quoted"""');
  });

  it("holds only a workspace admin's workspaces", async () => {
    const state: GridState = { columnVisibility: { hiddenColIds: [] } };
    const created = await s.api.post(
      '/v1/analytics/exports',
      { report: 'content-analysis', format: 'csv', params: { query: {}, gridState: state } },
      token.ws,
    );
    expect(created.status).toBe(200);
    const item = await finished(created.body.data.item.id, token.ws);
    expect(item.status).toBe('succeeded');
    const { bytes } = await fileOf(item.downloadUrl, token.ws);
    const [header, ...body] = parseCsv(bytes.toString('utf8').slice(1));
    const idAt = header!.indexOf('ID');
    const ids = body.map((r) => r[idAt]);
    expect(ids).not.toContain(outsideWorkflow);
    expect(body.length).toBe(item.rowCount);
    // The org admin's export of the same holds it.
    const all = await s.api.post(
      '/v1/analytics/exports',
      { report: 'content-analysis', format: 'csv', params: { gridState: state } },
      token.org,
    );
    const done = await finished(all.body.data.item.id);
    const whole = parseCsv((await fileOf(done.downloadUrl)).bytes.toString('utf8').slice(1));
    expect(whole.map((r) => r[idAt])).toContain(outsideWorkflow);
    // CSV injection: the formula-like title is written as text.
    const titleAt = header!.indexOf('Title');
    expect(whole.map((r) => r[titleAt])).toContain("'=1+1 formula");
    // A workspace filter outside their workspaces is refused up front.
    const refused = await s.api.post(
      '/v1/analytics/exports',
      {
        report: 'content-analysis',
        format: 'csv',
        params: { query: { workspaceId: item.id } },
      },
      token.ws,
    );
    expect(refused.status).toBe(404);
  });

  it('exports the skills analysis and the quiz and skills performance reports', async () => {
    for (const report of ['skills-analysis', 'skills/performance', 'quiz/performance']) {
      const created = await s.api.post(
        '/v1/analytics/exports',
        { report, format: 'xlsx' },
        token.org,
      );
      expect(created.status, report).toBe(200);
      const item = await finished(created.body.data.item.id);
      expect(item.status, `${report}: ${item.error}`).toBe('succeeded');
      expect(item.rowCount).toBeGreaterThanOrEqual(1);
    }
  });

  it("is its owner's only; lists my last exports", async () => {
    const mine = await s.api.get('/v1/analytics/exports', token.org);
    expect(mine.status).toBe(200);
    const first = mine.body.data.items[0];
    expect(first.status).toBeDefined();
    const created = [...mine.body.data.items].map((x: any) => x.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    for (const as of [token.ws, token.view, token.other]) {
      expect((await s.api.get(`/v1/analytics/exports/${first.id}`, as)).status).toBe(404);
      expect((await fileOf(`/v1/analytics/exports/${first.id}/file`, as)).res.status).toBe(404);
    }
    const theirs = await s.api.get('/v1/analytics/exports', token.view);
    expect(theirs.body.data.items).toEqual([]);
  });

  it('refuses unknown reports and bad parameters with 400', async () => {
    const unknown = await s.api.post(
      '/v1/analytics/exports',
      { report: 'nope', format: 'xlsx' },
      token.org,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toContain(ANALYTICS_ERRORS.reportName);
    const bad = [
      { report: 'content-analysis', format: 'pdf' },
      { report: 'content-analysis', format: 'csv', params: { query: { dateRange: 'a,b,c' } } },
      {
        report: 'content-analysis',
        format: 'csv',
        params: { query: { dateRange: '2026-01-01,2026-02-01,2026-03-01' } },
      },
      {
        report: 'content-analysis',
        format: 'csv',
        params: { gridState: { pagination: { pageSize: 30 } } },
      },
    ];
    for (const body of bad) {
      const r = await s.api.post('/v1/analytics/exports', body, token.org);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.ok).toBe(false);
    }
    expect(
      (
        await s.api.post(
          '/v1/analytics/exports',
          { report: 'content-analysis', format: 'csv' },
          token.view,
        )
      ).status,
    ).toBe(403);
  });
});
