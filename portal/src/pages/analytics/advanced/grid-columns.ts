/**
 * The grid's columns from the report's column display names (GET
 * /v1/analytics/advanced-report/column-display-names): the header, the filter its type uses and
 * how a cell reads. Filtering and sorting stay on the raw values, so the server's export (core's
 * applyGridView) picks the same rows in the same order as the grid.
 */
import type { ColumnDisplayNames, GridRow } from '@stepwise/core';
import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import { currentLanguage, t } from '../../../i18n/t';

export type ReportColumn = ColumnDisplayNames['columns'][number];

const FILTERS = {
  text: 'agTextColumnFilter',
  number: 'agNumberColumnFilter',
  date: 'agDateColumnFilter',
} as const;

/** 'YYYY-MM-DD' of a date cell (UTC, the day the server's date filter compares), or null. */
export function cellDay(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString().slice(0, 10);
}

/**
 * ag-grid's date filter hands over the picked day at local midnight; the cell counts by its UTC
 * day, as core's filter does.
 */
export function compareDateCell(filterAt: Date, cellValue: unknown): number {
  const day = cellDay(cellValue);
  if (day === null) return -1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const picked = `${filterAt.getFullYear()}-${pad(filterAt.getMonth() + 1)}-${pad(filterAt.getDate())}`;
  return day < picked ? -1 : day > picked ? 1 : 0;
}

export function formatCell(type: ReportColumn['type'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const lang = currentLanguage();
  switch (type) {
    case 'percent':
      return typeof value === 'number'
        ? new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value)
        : String(value);
    case 'number':
      return typeof value === 'number'
        ? new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value)
        : String(value);
    case 'date': {
      const at = new Date(String(value));
      return Number.isNaN(at.getTime())
        ? String(value)
        : new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(at);
    }
    case 'boolean':
      return value === true
        ? t('analytics.grid.yes')
        : value === false
          ? t('analytics.grid.no')
          : '';
    default:
      return String(value);
  }
}

const WIDE_FIELDS = new Set(['title', 'skillName', 'userName']);

export function columnDefs(columns: readonly ReportColumn[]): ColDef<GridRow>[] {
  return columns.map((column) => {
    const def: ColDef<GridRow> = {
      field: column.field,
      colId: column.field,
      headerName: column.headerName,
      hide: column.hidden,
      // Our types decide the filter; ag-grid must not infer its own (a boolean filter, say).
      cellDataType: false,
      filter: FILTERS[column.filter],
      valueFormatter: (p: ValueFormatterParams<GridRow>) => formatCell(column.type, p.value),
      type: column.type === 'number' || column.type === 'percent' ? 'rightAligned' : undefined,
    };
    // The names people read a row by get the room.
    if (WIDE_FIELDS.has(column.field)) Object.assign(def, { flex: 2, minWidth: 240 });
    if (column.filter === 'date') def.filterParams = { comparator: compareDateCell };
    // A boolean cell filters as its text 'true' / 'false' (core's GRID_FILTER_KINDS).
    if (column.type === 'boolean')
      def.filterValueGetter = (p) => {
        const value = p.data?.[column.field];
        return value === null || value === undefined ? null : String(value);
      };
    return def;
  });
}

/** The columns the toolbar can group by: the text columns that are not ids. */
export function groupableColumns(columns: readonly ReportColumn[]): ReportColumn[] {
  return columns.filter((c) => c.type === 'text' && !/(^id$|Id$)/.test(c.field));
}

/** The columns a group sums. */
export function numberColumns(columns: readonly ReportColumn[]): ReportColumn[] {
  return columns.filter((c) => c.type === 'number');
}
