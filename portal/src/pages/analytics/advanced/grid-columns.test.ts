// The grid's columns from the column display names: filter per type, cells as the reader reads
// them, date filters by the cell's UTC day (as the server's export filter does).
import { describe, expect, it } from 'vitest';
import {
  cellDay,
  columnDefs,
  compareDateCell,
  formatCell,
  groupableColumns,
  numberColumns,
  type ReportColumn,
} from './grid-columns';

const columns: ReportColumn[] = [
  { field: 'id', headerName: 'ID', type: 'text', filter: 'text', hidden: true },
  { field: 'title', headerName: 'Title', type: 'text', filter: 'text', hidden: false },
  { field: 'views', headerName: 'Views', type: 'number', filter: 'number', hidden: false },
  {
    field: 'completionRate',
    headerName: 'Completion',
    type: 'percent',
    filter: 'number',
    hidden: false,
  },
  { field: 'publishedAt', headerName: 'Published', type: 'date', filter: 'date', hidden: false },
  { field: 'certified', headerName: 'Certified', type: 'boolean', filter: 'text', hidden: false },
  { field: 'skillId', headerName: 'Skill ID', type: 'text', filter: 'text', hidden: true },
];

describe('columnDefs', () => {
  it('gives each column the filter of its kind, its header and visibility', () => {
    const defs = columnDefs(columns);
    expect(defs.map((d) => d.filter)).toEqual([
      'agTextColumnFilter',
      'agTextColumnFilter',
      'agNumberColumnFilter',
      'agNumberColumnFilter',
      'agDateColumnFilter',
      'agTextColumnFilter',
      'agTextColumnFilter',
    ]);
    expect(defs[0]).toMatchObject({
      field: 'id',
      headerName: 'ID',
      hide: true,
      cellDataType: false,
    });
    expect(defs[4]!.filterParams).toEqual({ comparator: compareDateCell });
  });

  it('filters a boolean column by its text', () => {
    const def = columnDefs(columns)[5]!;
    const get = def.filterValueGetter as (p: { data: Record<string, unknown> }) => unknown;
    expect(get({ data: { certified: true } })).toBe('true');
    expect(get({ data: { certified: null } })).toBeNull();
  });
});

describe('date cells', () => {
  it('count by their UTC day', () => {
    expect(cellDay('2026-11-20T23:30:00.000Z')).toBe('2026-11-20');
    expect(cellDay(null)).toBeNull();
    expect(cellDay('not a date')).toBeNull();
    const picked = new Date(2026, 10, 20); // local midnight, as ag-grid hands it over
    expect(compareDateCell(picked, '2026-11-20T23:30:00.000Z')).toBe(0);
    expect(compareDateCell(picked, '2026-11-19T12:00:00.000Z')).toBe(-1);
    expect(compareDateCell(picked, '2026-11-21T00:00:00.000Z')).toBe(1);
    expect(compareDateCell(picked, null)).toBe(-1);
  });
});

describe('formatCell', () => {
  it('shows shares as percentages and leaves empty cells empty', () => {
    expect(formatCell('percent', 0.5)).toMatch(/50/);
    expect(formatCell('number', 1234.5)).toMatch(/1.?234.5/);
    expect(formatCell('text', null)).toBe('');
    expect(formatCell('boolean', true)).toBe('Yes');
  });
});

describe('group and sum columns', () => {
  it('groups by the text columns that are not ids; sums the number columns', () => {
    expect(groupableColumns(columns).map((c) => c.field)).toEqual(['title']);
    expect(numberColumns(columns).map((c) => c.field)).toEqual(['views']);
  });
});
