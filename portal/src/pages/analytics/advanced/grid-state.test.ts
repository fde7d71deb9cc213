// @vitest-environment jsdom
// The configurable report's grid state (issue 25; 002 §3 "advanced-report grid state"): what is
// kept of ag-grid's state, the group-by column, and the tab's copy of the current state.
import { gridStateSchema } from '@stepwise/core';
import type { GridState as AgGridState } from 'ag-grid-community';
import { afterEach, describe, expect, it } from 'vitest';
import {
  filteredColumns,
  groupByOf,
  gridSessionKey,
  narrowGridState,
  readGridSession,
  toInitialState,
  toSavedState,
  writeGridSession,
} from './grid-state';

// What ag-grid 36's api.getState() answers for a filtered, sorted, reordered grid on page 2.
const agState = {
  version: '36.2.0',
  columnOrder: { orderedColIds: ['title', 'views', 'type'] },
  columnVisibility: { hiddenColIds: ['id'] },
  columnSizing: { columnSizingModel: [{ colId: 'title', width: 240.5, flex: 1 }] },
  sort: { sortModel: [{ colId: 'views', sort: 'desc' }] },
  filter: {
    filterModel: {
      views: { filterType: 'number', type: 'greaterThan', filter: 3 },
      title: {
        filterType: 'text',
        operator: 'OR',
        conditions: [
          { filterType: 'text', type: 'contains', filter: 'lathe' },
          { filterType: 'text', type: 'startsWith', filter: 'press' },
        ],
      },
      publishedAt: {
        filterType: 'date',
        type: 'lessThan',
        dateFrom: '2026-11-01 00:00:00',
        dateTo: null,
      },
    },
  },
  pagination: { page: 1, pageSize: 50 },
  scroll: { top: 120, left: 0 },
  focusedCell: { colId: 'title', rowIndex: 3, rowPinned: null },
  sideBar: { visible: false },
} as unknown as AgGridState;

afterEach(() => sessionStorage.clear());

describe('toSavedState', () => {
  it('keeps columns, sort, filters and page; drops scroll, focus and the rest', () => {
    const saved = toSavedState(agState, null);
    expect(Object.keys(saved).sort()).toEqual(
      [
        'columnOrder',
        'columnSizing',
        'columnVisibility',
        'filter',
        'pagination',
        'sort',
        'version',
      ].sort(),
    );
    expect(saved.filter?.filterModel?.views).toEqual({
      filterType: 'number',
      type: 'greaterThan',
      filter: 3,
    });
    // What is saved is what the server accepts.
    expect(gridStateSchema.safeParse(saved).success).toBe(true);
  });

  it('carries the group-by column in rowGroup, and only then', () => {
    expect(toSavedState(agState, 'workspaceName').rowGroup).toEqual({
      groupColIds: ['workspaceName'],
    });
    expect(toSavedState({ ...agState, rowGroup: { groupColIds: ['type'] } }, null).rowGroup).toBe(
      undefined,
    );
  });

  it('drops only the part that does not parse (a page size outside 20 / 50 / 100)', () => {
    const saved = toSavedState({ ...agState, pagination: { page: 0, pageSize: 30 } }, null);
    expect(saved.pagination).toBeUndefined();
    expect(saved.sort).toEqual({ sortModel: [{ colId: 'views', sort: 'desc' }] });
  });
});

describe('toInitialState and groupByOf', () => {
  it('hands ag-grid the state without rowGroup (community cannot group)', () => {
    const saved = toSavedState(agState, 'type');
    const initial = toInitialState(saved);
    expect(initial.rowGroup).toBeUndefined();
    expect(initial.filter).toEqual(saved.filter);
    expect(groupByOf(saved, ['type', 'workspaceName'])).toBe('type');
    // A group-by column the report does not offer is ignored.
    expect(groupByOf(saved, ['workspaceName'])).toBeNull();
    expect(groupByOf({}, ['type'])).toBeNull();
  });
});

describe('narrowGridState', () => {
  it('answers an empty state for anything that is not one', () => {
    expect(narrowGridState(null)).toEqual({});
    expect(narrowGridState('state')).toEqual({});
    expect(narrowGridState({ sort: 'views' })).toEqual({});
  });
});

describe('the tab session', () => {
  it('writes and reads back the current state per report', () => {
    const state = toSavedState(agState, 'type');
    writeGridSession('content-analysis', { state, savedId: 'gs1', keyword: 'lathe' });
    expect(readGridSession('content-analysis')).toEqual({
      state,
      savedId: 'gs1',
      keyword: 'lathe',
    });
    expect(readGridSession('skills-analysis')).toBeNull();
    expect(filteredColumns(state).sort()).toEqual(['publishedAt', 'title', 'views']);
  });

  it('survives a damaged copy', () => {
    sessionStorage.setItem(gridSessionKey('content-analysis'), '{not json');
    expect(readGridSession('content-analysis')).toBeNull();
    sessionStorage.setItem(
      gridSessionKey('content-analysis'),
      JSON.stringify({ state: { sort: { sortModel: [{ colId: 'x', sort: 'up' }] } }, savedId: 7 }),
    );
    expect(readGridSession('content-analysis')).toEqual({ state: {}, savedId: null, keyword: '' });
  });
});
