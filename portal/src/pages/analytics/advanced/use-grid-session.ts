/**
 * The grid's live state for one configurable report: ag-grid's API once ready, the current state
 * (core's GridState, written to this tab's session on every change), the group-by column, the
 * saved state it came from, the column list for the columns menu and the rows the filters let
 * through (for the group totals).
 */
import type { ConfigurableReport, GridRow, GridState, SavedGridState } from '@stepwise/core';
import type { GridApi } from 'ag-grid-community';
import { useRef, useState } from 'react';
import type { ColumnEntry } from './columns-menu';
import {
  readGridSession,
  toInitialState,
  toSavedState,
  writeGridSession,
  type GridSession,
} from './grid-state';

export function useGridSession(report: ConfigurableReport) {
  const [initial] = useState<GridSession>(
    () => readGridSession(report) ?? { state: {}, savedId: null, keyword: '' },
  );
  const api = useRef<GridApi<GridRow> | null>(null);
  const [state, setState] = useState<GridState>(initial.state);
  const [savedId, setSavedIdState] = useState<string | null>(initial.savedId);
  const [groupBy, setGroupByState] = useState<string | null>(
    initial.state.rowGroup?.groupColIds[0] ?? null,
  );
  const [columns, setColumns] = useState<ColumnEntry[]>([]);
  const [shownRows, setShownRows] = useState<GridRow[]>([]);
  const [keyword, setKeywordState] = useState(initial.keyword);
  const live = useRef({
    state: initial.state,
    savedId: initial.savedId,
    keyword: initial.keyword,
    groupBy,
    json: '',
  });

  function persist(
    next: { groupBy?: string | null; savedId?: string | null; keyword?: string } = {},
  ) {
    const current = live.current;
    if (next.groupBy !== undefined) current.groupBy = next.groupBy;
    if (next.savedId !== undefined) current.savedId = next.savedId;
    if (next.keyword !== undefined) current.keyword = next.keyword;
    const grid = api.current;
    const gridState = grid ? toSavedState(grid.getState(), current.groupBy) : current.state;
    const json = JSON.stringify([gridState, current.savedId, current.keyword]);
    if (json === current.json) return;
    current.json = json;
    current.state = gridState;
    setState(gridState);
    writeGridSession(report, {
      state: gridState,
      savedId: current.savedId,
      keyword: current.keyword,
    });
  }

  function readColumns(grid: GridApi<GridRow>) {
    const next = (grid.getAllGridColumns() ?? []).map((c) => ({
      field: c.getColId(),
      headerName: c.getColDef().headerName ?? c.getColId(),
      visible: c.isVisible(),
    }));
    // ag-grid reports every state change (scroll and focus too): re-render only on a real one.
    setColumns((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
  }

  function readRows(grid: GridApi<GridRow>) {
    const rows: GridRow[] = [];
    grid.forEachNodeAfterFilterAndSort((node) => {
      if (node.data) rows.push(node.data);
    });
    setShownRows(rows);
  }

  return {
    /** The state a (re)mounted grid starts from: the latest one, not the first. */
    initialState: () => toInitialState(live.current.state),
    state,
    savedId,
    groupBy,
    keyword,
    setKeyword(value: string) {
      setKeywordState(value);
      persist({ keyword: value });
    },
    columns,
    shownRows,
    api,
    onReady(grid: GridApi<GridRow>) {
      api.current = grid;
      readColumns(grid);
      readRows(grid);
    },
    onStateChange(grid: GridApi<GridRow>) {
      readColumns(grid);
      persist();
    },
    onRowsChange: readRows,
    /** After the columns menu changed the grid: its list now, not at ag-grid's next event. */
    refreshColumns() {
      if (api.current) readColumns(api.current);
    },
    /** The grid went away (no rows for this period): nothing to ask until the next one. */
    onGone() {
      api.current = null;
    },
    setGroupBy(field: string | null) {
      setGroupByState(field);
      persist({ groupBy: field });
    },
    /** The current state as it would be saved (for save as, update and export). */
    snapshot(): GridState {
      const grid = api.current;
      return grid ? toSavedState(grid.getState(), live.current.groupBy) : live.current.state;
    },
    pick(saved: SavedGridState | null) {
      setSavedIdState(saved?.id ?? null);
      if (!saved) return persist({ savedId: null });
      const field = saved.state.rowGroup?.groupColIds[0] ?? null;
      setGroupByState(field);
      live.current.groupBy = field;
      api.current?.setState(toInitialState(saved.state));
      persist({ savedId: saved.id });
    },
    /** After save as: the grid now stands on that saved state. */
    adopt(id: string | null) {
      setSavedIdState(id);
      persist({ savedId: id });
    },
  };
}
