// The configurable reports (issue 25; 002 §7 "Advanced report": content analysis, skill
// analysis, column display names, ag-grid-state CRUD, export; GET /v1/configurations/ag-grid).
// Zod-free rules shared by the server (its export applies the grid state to the rows, so an
// export equals what the grid shows) and the portal (its grid columns). Wire schemas in
// analytics-advanced.schema.ts.

import { ADVANCED_REPORT_PAGE_SIZES, type ConfigurableReport } from './analytics.js';

/** How a column's cells are typed (spreadsheet cells too). `percent` cells are 0..1 shares. */
export type AdvancedColumnType = 'text' | 'number' | 'date' | 'percent' | 'boolean';
/** ag-grid community's filter kinds (agTextColumnFilter, agNumberColumnFilter, agDateColumnFilter). */
export type GridFilterKind = 'text' | 'number' | 'date';

export interface AdvancedColumn {
  field: string;
  /** The column display name (grid header and export header). */
  headerName: string;
  type: AdvancedColumnType;
  /** Hidden unless the user shows it. */
  hidden?: boolean;
}

/** Which filter each column type uses (GET /v1/configurations/ag-grid `filterKinds`). */
export const GRID_FILTER_KINDS: Record<AdvancedColumnType, GridFilterKind> = {
  text: 'text',
  number: 'number',
  percent: 'number',
  date: 'date',
  // A boolean cell filters as its text 'true' / 'false'.
  boolean: 'text',
};

/** Ours: a person keeps at most this many saved grid states per report. */
export const GRID_STATE_MAX_SAVED = 20;
export const GRID_STATE_NAME_MAX = 90;
/** Ours: the default page size of the configurable reports. */
export const ADVANCED_REPORT_DEFAULT_PAGE_SIZE = ADVANCED_REPORT_PAGE_SIZES[0];
/** Ours: the skills performance report counts certificates expiring within this many days. */
export const SKILL_REPORT_EXPIRING_DAYS = 30;

/**
 * The column display names of both configurable reports: the one table the grid's headers
 * (GET /v1/analytics/advanced-report/column-display-names) and the export's header row use.
 */
export const ADVANCED_REPORT_COLUMNS: Record<ConfigurableReport, readonly AdvancedColumn[]> = {
  'content-analysis': [
    { field: 'id', headerName: 'ID', type: 'text', hidden: true },
    { field: 'type', headerName: 'Type', type: 'text' },
    { field: 'title', headerName: 'Title', type: 'text' },
    { field: 'workspaceName', headerName: 'Workspace', type: 'text' },
    { field: 'workspaceGroupName', headerName: 'Workspace group', type: 'text' },
    { field: 'creatorName', headerName: 'Creator', type: 'text' },
    { field: 'publishedAt', headerName: 'Published at', type: 'date' },
    { field: 'views', headerName: 'Views', type: 'number' },
    { field: 'uniqueViewers', headerName: 'Unique viewers', type: 'number' },
    { field: 'totalWatchSeconds', headerName: 'Total watch time (s)', type: 'number' },
    { field: 'avgWatchSeconds', headerName: 'Average watch time (s)', type: 'number' },
    { field: 'completionRate', headerName: 'Completion rate', type: 'percent' },
    { field: 'avgStepsReachedRate', headerName: 'Average steps reached', type: 'percent' },
    { field: 'sopRuns', headerName: 'SOP runs', type: 'number' },
    { field: 'quizAttempts', headerName: 'Quiz attempts', type: 'number' },
    { field: 'quizPassRate', headerName: 'Quiz pass rate', type: 'percent' },
    { field: 'likes', headerName: 'Likes', type: 'number' },
    { field: 'lastViewedAt', headerName: 'Last viewed', type: 'date' },
  ],
  'skills-analysis': [
    { field: 'skillId', headerName: 'Skill ID', type: 'text', hidden: true },
    { field: 'skillName', headerName: 'Skill', type: 'text' },
    { field: 'workspaceName', headerName: 'Workspace', type: 'text' },
    { field: 'userId', headerName: 'User ID', type: 'text', hidden: true },
    { field: 'userName', headerName: 'User', type: 'text' },
    { field: 'teamName', headerName: 'Team', type: 'text' },
    { field: 'state', headerName: 'State', type: 'text' },
    { field: 'progress', headerName: 'Progress', type: 'percent' },
    { field: 'dueAt', headerName: 'Due date', type: 'date' },
    { field: 'overdue', headerName: 'Overdue', type: 'boolean' },
    { field: 'certified', headerName: 'Certified', type: 'boolean' },
    { field: 'certifiedAt', headerName: 'Certified at', type: 'date' },
    { field: 'expiresAt', headerName: 'Expires at', type: 'date' },
  ],
};

export function advancedColumns(report: ConfigurableReport): readonly AdvancedColumn[] {
  return ADVANCED_REPORT_COLUMNS[report];
}

// ---- ag-grid community filter model semantics ---------------------------------------------

export const TEXT_FILTER_TYPES = [
  'contains',
  'notContains',
  'equals',
  'notEqual',
  'startsWith',
  'endsWith',
  'blank',
  'notBlank',
] as const;
export type TextFilterType = (typeof TEXT_FILTER_TYPES)[number];
export const SCALAR_FILTER_TYPES = [
  'equals',
  'notEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'lessThan',
  'lessThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
] as const;
export type ScalarFilterType = (typeof SCALAR_FILTER_TYPES)[number];

export interface TextCondition {
  filterType: 'text';
  type: TextFilterType;
  filter?: string | null;
}
export interface NumberCondition {
  filterType: 'number';
  type: ScalarFilterType;
  filter?: number | null;
  filterTo?: number | null;
}
export interface DateCondition {
  filterType: 'date';
  type: ScalarFilterType;
  /** 'YYYY-MM-DD' or ag-grid's 'YYYY-MM-DD HH:mm:ss' (the day counts). */
  dateFrom?: string | null;
  dateTo?: string | null;
}
export type GridCondition = TextCondition | NumberCondition | DateCondition;
export interface CombinedCondition<C extends GridCondition = GridCondition> {
  filterType: C['filterType'];
  operator: 'AND' | 'OR';
  conditions: C[];
}
export type GridColumnFilter = GridCondition | CombinedCondition;
/** ag-grid's filter model: column id to its filter. */
export type GridFilterModel = Record<string, GridColumnFilter>;

export interface GridSortItem {
  colId: string;
  sort: 'asc' | 'desc';
}

export type GridCell = string | number | boolean | null | undefined;
export type GridRow = Record<string, GridCell>;

const isBlank = (v: GridCell) => v === null || v === undefined || v === '';

/** ag-grid's text filter: case-insensitive; a blank cell passes only notEqual, notContains, blank. */
function textPasses(c: TextCondition, cell: GridCell): boolean {
  if (c.type === 'blank') return isBlank(cell);
  if (c.type === 'notBlank') return !isBlank(cell);
  const needle = (c.filter ?? '').toLowerCase();
  // An empty condition filters nothing (ag-grid treats it as inactive).
  if (needle === '') return true;
  if (isBlank(cell)) return c.type === 'notEqual' || c.type === 'notContains';
  const value = String(cell).toLowerCase();
  switch (c.type) {
    case 'contains':
      return value.includes(needle);
    case 'notContains':
      return !value.includes(needle);
    case 'equals':
      return value === needle;
    case 'notEqual':
      return value !== needle;
    case 'startsWith':
      return value.startsWith(needle);
    case 'endsWith':
      return value.endsWith(needle);
  }
}

/**
 * ag-grid's number and date filters: a blank cell passes only `blank` (its includeBlanksIn*
 * options off); `inRange` excludes both ends (inRangeInclusive off).
 */
function scalarPasses(
  type: ScalarFilterType,
  cell: number | null,
  from: number | null,
  to: number | null,
): boolean {
  if (type === 'blank') return cell === null;
  if (type === 'notBlank') return cell !== null;
  if (from === null) return true;
  if (cell === null) return false;
  switch (type) {
    case 'equals':
      return cell === from;
    case 'notEqual':
      return cell !== from;
    case 'greaterThan':
      return cell > from;
    case 'greaterThanOrEqual':
      return cell >= from;
    case 'lessThan':
      return cell < from;
    case 'lessThanOrEqual':
      return cell <= from;
    case 'inRange': {
      if (to === null) return true;
      const [lo, hi] = from <= to ? [from, to] : [to, from];
      return cell > lo && cell < hi;
    }
  }
}

function toNumber(cell: GridCell): number | null {
  if (isBlank(cell) || typeof cell === 'boolean') return null;
  const n = typeof cell === 'number' ? cell : Number(cell);
  return Number.isFinite(n) ? n : null;
}

/** The UTC day of a date cell or filter value as a day number (date filters compare days). */
function toDay(value: GridCell): number | null {
  if (isBlank(value) || typeof value === 'boolean') return null;
  const text = typeof value === 'number' ? new Date(value).toISOString() : String(value);
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
  if (!day) return null;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) ? null : t / 86_400_000;
}

function conditionPasses(c: GridCondition, cell: GridCell): boolean {
  if (c.filterType === 'text') return textPasses(c, cell);
  if (c.filterType === 'number')
    return scalarPasses(c.type, toNumber(cell), c.filter ?? null, c.filterTo ?? null);
  return scalarPasses(c.type, toDay(cell), toDay(c.dateFrom), toDay(c.dateTo));
}

function columnPasses(f: GridColumnFilter, cell: GridCell): boolean {
  if ('operator' in f) {
    if (f.conditions.length === 0) return true;
    return f.operator === 'AND'
      ? f.conditions.every((c) => conditionPasses(c, cell))
      : f.conditions.some((c) => conditionPasses(c, cell));
  }
  return conditionPasses(f, cell);
}

/** The rows the grid shows under this filter model (every column's filter must pass). */
export function applyGridFilter<R extends GridRow>(
  rows: readonly R[],
  model: GridFilterModel | null | undefined,
): R[] {
  const entries = Object.entries(model ?? {});
  if (entries.length === 0) return [...rows];
  return rows.filter((row) => entries.every(([colId, f]) => columnPasses(f, row[colId])));
}

/** ag-grid's default comparator: blanks first ascending; numbers by value, text by locale. */
export function compareCells(a: GridCell, b: GridCell): number {
  const ab = isBlank(a);
  const bb = isBlank(b);
  if (ab || bb) return ab && bb ? 0 : ab ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The rows in the sort model's order (the first item decides, then the next; stable). */
export function applyGridSort<R extends GridRow>(
  rows: readonly R[],
  sortModel: readonly GridSortItem[] | null | undefined,
): R[] {
  const model = sortModel ?? [];
  if (model.length === 0) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((l, r) => {
      for (const { colId, sort } of model) {
        const c = compareCells(l.row[colId], r.row[colId]);
        if (c !== 0) return sort === 'asc' ? c : -c;
      }
      return l.index - r.index;
    })
    .map((x) => x.row);
}

/** What an export of a configurable report writes: the grid's visible columns in its order. */
export interface GridView {
  columnOrder?: { orderedColIds: string[] };
  columnVisibility?: { hiddenColIds: string[] };
  filter?: { filterModel?: GridFilterModel };
  sort?: { sortModel: GridSortItem[] };
}

export function visibleColumns(
  report: ConfigurableReport,
  state: GridView | null | undefined,
): AdvancedColumn[] {
  const all = advancedColumns(report);
  const byField = new Map(all.map((c) => [c.field, c]));
  const ordered: AdvancedColumn[] = [];
  for (const id of state?.columnOrder?.orderedColIds ?? []) {
    const c = byField.get(id);
    if (c && !ordered.includes(c)) ordered.push(c);
  }
  for (const c of all) if (!ordered.includes(c)) ordered.push(c);
  const hidden = state?.columnVisibility
    ? new Set(state.columnVisibility.hiddenColIds)
    : new Set(all.filter((c) => c.hidden).map((c) => c.field));
  return ordered.filter((c) => !hidden.has(c.field));
}

/** The rows the grid shows for a state: filtered, then sorted. */
export function applyGridView<R extends GridRow>(
  rows: readonly R[],
  state: GridView | null | undefined,
): R[] {
  return applyGridSort(applyGridFilter(rows, state?.filter?.filterModel), state?.sort?.sortModel);
}
