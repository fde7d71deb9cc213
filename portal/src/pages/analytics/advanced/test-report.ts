// Fixtures of the configurable report's stories and tests (no server).
import type { ReportExport, SavedGridState } from '@stepwise/core';
import type { ReportColumn } from './grid-columns';
import type { RowGroup } from './grouping';

export const testColumns: ReportColumn[] = [
  { field: 'title', headerName: 'Title', type: 'text', filter: 'text', hidden: false },
  { field: 'workspaceName', headerName: 'Workspace', type: 'text', filter: 'text', hidden: false },
  { field: 'type', headerName: 'Type', type: 'text', filter: 'text', hidden: false },
  { field: 'views', headerName: 'Views', type: 'number', filter: 'number', hidden: false },
  {
    field: 'totalWatchSeconds',
    headerName: 'Total watch time (s)',
    type: 'number',
    filter: 'number',
    hidden: false,
  },
];

export const testColumnEntries = [
  { field: 'title', headerName: 'Title', visible: true },
  { field: 'views', headerName: 'Views', visible: true },
  { field: 'workspaceName', headerName: 'Workspace', visible: true },
  { field: 'id', headerName: 'ID', visible: false },
];

const at = '2026-11-20T09:00:00.000Z';
export const testSavedStates: SavedGridState[] = [
  {
    id: 'gs1',
    report: 'content-analysis',
    name: 'Popular videos',
    state: {
      filter: { filterModel: { views: { filterType: 'number', type: 'greaterThan', filter: 5 } } },
    },
    createdAt: at,
    updatedAt: at,
  },
  {
    id: 'gs2',
    report: 'content-analysis',
    name: 'By workspace',
    state: { rowGroup: { groupColIds: ['workspaceName'] } },
    createdAt: at,
    updatedAt: at,
  },
];

export const testGroups: RowGroup[] = [
  { key: 'Plant A', count: 6, totals: { views: 120, totalWatchSeconds: 5400 } },
  { key: 'Plant B', count: 3, totals: { views: 41, totalWatchSeconds: 1230.5 } },
  { key: '', count: 1, totals: { views: 2, totalWatchSeconds: 30 } },
];

export const testExport: ReportExport = {
  id: 'ex1',
  report: 'content-analysis',
  format: 'xlsx',
  status: 'succeeded',
  progress: 1,
  rowCount: 42,
  fileName: 'content-analysis-2026-11-26.xlsx',
  downloadUrl: '/v1/analytics/exports/ex1/file',
  error: null,
  createdAt: at,
  finishedAt: at,
};
