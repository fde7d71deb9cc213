import { describe, expect, it } from 'vitest';
import {
  ADVANCED_REPORT_COLUMNS,
  applyGridFilter,
  applyGridSort,
  applyGridView,
  visibleColumns,
  type GridFilterModel,
} from './analytics-advanced.js';
import {
  gridStateCreateSchema,
  gridStateSchema,
  reportExportCreateSchema,
} from './analytics-advanced.schema.js';
import { ANALYTICS_ERRORS } from './analytics.js';

const rows = [
  { id: 'a', title: 'Gearbox Assembly', views: 10, rate: 0.5, at: '2026-03-01T10:00:00.000Z' },
  { id: 'b', title: 'gear check', views: 3, rate: 0.9, at: '2026-03-02T23:59:00.000Z' },
  { id: 'c', title: 'Lockout Audit', views: 0, rate: null, at: null },
  { id: 'd', title: null, views: 7, rate: 0.1, at: '2026-02-27T00:00:00.000Z' },
];
const ids = (r: readonly { id: string }[]) => r.map((x) => x.id);
const filter = (model: GridFilterModel) => ids(applyGridFilter(rows, model));

describe('applyGridFilter: ag-grid community text filter', () => {
  it('is case-insensitive for contains, equals, startsWith and endsWith', () => {
    expect(filter({ title: { filterType: 'text', type: 'contains', filter: 'GEAR' } })).toEqual([
      'a',
      'b',
    ]);
    expect(filter({ title: { filterType: 'text', type: 'equals', filter: 'gear CHECK' } })).toEqual(
      ['b'],
    );
    expect(filter({ title: { filterType: 'text', type: 'startsWith', filter: 'lock' } })).toEqual([
      'c',
    ]);
    expect(filter({ title: { filterType: 'text', type: 'endsWith', filter: 'ly' } })).toEqual([
      'a',
    ]);
  });

  it('lets a blank cell through notEqual and notContains only', () => {
    expect(filter({ title: { filterType: 'text', type: 'notContains', filter: 'gear' } })).toEqual([
      'c',
      'd',
    ]);
    expect(
      filter({ title: { filterType: 'text', type: 'notEqual', filter: 'gear check' } }),
    ).toEqual(['a', 'c', 'd']);
    expect(filter({ title: { filterType: 'text', type: 'blank' } })).toEqual(['d']);
    expect(filter({ title: { filterType: 'text', type: 'notBlank' } })).toEqual(['a', 'b', 'c']);
  });

  it('treats an empty condition as no filter', () => {
    expect(filter({ title: { filterType: 'text', type: 'contains', filter: '' } })).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});

describe('applyGridFilter: number filter', () => {
  it('compares, with inRange excluding both ends, and blanks only for blank', () => {
    expect(filter({ views: { filterType: 'number', type: 'greaterThan', filter: 3 } })).toEqual([
      'a',
      'd',
    ]);
    expect(
      filter({ views: { filterType: 'number', type: 'greaterThanOrEqual', filter: 3 } }),
    ).toEqual(['a', 'b', 'd']);
    expect(
      filter({ views: { filterType: 'number', type: 'inRange', filter: 3, filterTo: 10 } }),
    ).toEqual(['d']);
    expect(filter({ rate: { filterType: 'number', type: 'lessThan', filter: 0.6 } })).toEqual([
      'a',
      'd',
    ]);
    expect(filter({ rate: { filterType: 'number', type: 'notEqual', filter: 0.5 } })).toEqual([
      'b',
      'd',
    ]);
    expect(filter({ rate: { filterType: 'number', type: 'blank' } })).toEqual(['c']);
  });

  it('joins conditions with AND / OR', () => {
    expect(
      filter({
        views: {
          filterType: 'number',
          operator: 'OR',
          conditions: [
            { filterType: 'number', type: 'equals', filter: 0 },
            { filterType: 'number', type: 'equals', filter: 10 },
          ],
        },
      }),
    ).toEqual(['a', 'c']);
    expect(
      filter({
        views: {
          filterType: 'number',
          operator: 'AND',
          conditions: [
            { filterType: 'number', type: 'greaterThan', filter: 0 },
            { filterType: 'number', type: 'lessThan', filter: 10 },
          ],
        },
      }),
    ).toEqual(['b', 'd']);
  });

  it('needs every column filter to pass', () => {
    expect(
      filter({
        title: { filterType: 'text', type: 'contains', filter: 'gear' },
        views: { filterType: 'number', type: 'lessThan', filter: 5 },
      }),
    ).toEqual(['b']);
  });
});

describe('applyGridFilter: date filter', () => {
  it('compares UTC days (ag-grid sends "YYYY-MM-DD HH:mm:ss")', () => {
    expect(
      filter({ at: { filterType: 'date', type: 'equals', dateFrom: '2026-03-02 00:00:00' } }),
    ).toEqual(['b']);
    expect(
      filter({ at: { filterType: 'date', type: 'greaterThan', dateFrom: '2026-02-28' } }),
    ).toEqual(['a', 'b']);
    expect(
      filter({
        at: { filterType: 'date', type: 'inRange', dateFrom: '2026-02-27', dateTo: '2026-03-02' },
      }),
    ).toEqual(['a']);
    expect(
      filter({ at: { filterType: 'date', type: 'lessThan', dateFrom: '2026-03-01' } }),
    ).toEqual(['d']);
  });
});

describe('applyGridSort', () => {
  it('sorts by the first item, then the next; blanks first ascending; stable', () => {
    expect(ids(applyGridSort(rows, [{ colId: 'views', sort: 'desc' }]))).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
    expect(ids(applyGridSort(rows, [{ colId: 'rate', sort: 'asc' }]))).toEqual([
      'c',
      'd',
      'a',
      'b',
    ]);
    const tied = [
      { id: '1', k: 'x', n: 2 },
      { id: '2', k: 'y', n: 1 },
      { id: '3', k: 'x', n: 1 },
    ];
    expect(
      ids(
        applyGridSort(tied, [
          { colId: 'k', sort: 'asc' },
          { colId: 'n', sort: 'asc' },
        ]),
      ),
    ).toEqual(['3', '1', '2']);
    expect(ids(applyGridSort(tied, []))).toEqual(['1', '2', '3']);
  });

  it('applyGridView filters, then sorts', () => {
    const view = applyGridView(rows, {
      filter: { filterModel: { views: { filterType: 'number', type: 'greaterThan', filter: 0 } } },
      sort: { sortModel: [{ colId: 'views', sort: 'asc' }] },
    });
    expect(ids(view)).toEqual(['b', 'd', 'a']);
  });
});

describe('visibleColumns', () => {
  it('keeps the grid order and hides hidden columns (default: the hidden ids)', () => {
    const fields = (s: Parameters<typeof visibleColumns>[1]) =>
      visibleColumns('skills-analysis', s).map((c) => c.field);
    expect(fields(undefined)).not.toContain('skillId');
    expect(fields(undefined)[0]).toBe('skillName');
    const ordered = fields({
      columnOrder: { orderedColIds: ['userName', 'skillName'] },
      columnVisibility: { hiddenColIds: ['teamName'] },
    });
    expect(ordered.slice(0, 2)).toEqual(['userName', 'skillName']);
    expect(ordered).not.toContain('teamName');
    // With an explicit visibility, the default-hidden ids show when not listed.
    expect(ordered).toContain('skillId');
  });
});

describe('grid state schema', () => {
  it('takes ag-grid state and drops what we do not keep', () => {
    const parsed = gridStateSchema.parse({
      sort: { sortModel: [{ colId: 'views', sort: 'desc' }] },
      pagination: { page: 0, pageSize: 50 },
      scroll: { top: 10 },
    });
    expect(parsed).toEqual({
      sort: { sortModel: [{ colId: 'views', sort: 'desc' }] },
      pagination: { page: 0, pageSize: 50 },
    });
  });

  it('refuses page sizes other than 20 / 50 / 100, unknown filter types and columns', () => {
    expect(gridStateSchema.safeParse({ pagination: { pageSize: 30 } }).success).toBe(false);
    expect(
      gridStateSchema.safeParse({
        filter: { filterModel: { views: { filterType: 'number', type: 'between', filter: 1 } } },
      }).success,
    ).toBe(false);
    expect(
      gridStateSchema.safeParse({
        filter: {
          filterModel: {
            views: { filterType: 'set', values: ['a'] },
          },
        },
      }).success,
    ).toBe(false);
    const bad = gridStateCreateSchema.safeParse({
      report: 'content-analysis',
      name: 'x',
      state: { sort: { sortModel: [{ colId: 'nope', sort: 'asc' }] } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Unknown column: nope');
  });

  it('refuses an unknown report with the spec message', () => {
    const r = reportExportCreateSchema.safeParse({ report: 'nope', format: 'csv' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(ANALYTICS_ERRORS.reportName);
  });

  it('names every column once per report', () => {
    for (const cols of Object.values(ADVANCED_REPORT_COLUMNS)) {
      expect(new Set(cols.map((c) => c.field)).size).toBe(cols.length);
    }
  });
});
