/**
 * The configurable report's grid state between ag-grid, the server and this tab (issue 25; 002 §3
 * "advanced-report grid state"). The saved shape is core's `GridState` (ag-grid's own, narrowed);
 * the group-by column rides in its `rowGroup` (ours, see grouping.ts). The current, unsaved state
 * of each report stays in sessionStorage, so it comes back after navigating away and after a
 * reload of the tab.
 */
import { pageStorage } from '@stepwise/bridge/storage';
import { gridStateSchema, type ConfigurableReport, type GridState } from '@stepwise/core';
import type { GridState as AgGridState } from 'ag-grid-community';

type StateKey = keyof typeof gridStateSchema.shape;
const KEPT = Object.keys(gridStateSchema.shape) as StateKey[];

/**
 * Core's grid state from anything that looks like one (ag-grid's `api.getState()`, a stored
 * copy): each part is kept only when it parses, so one part ag-grid writes differently (or an
 * old copy) does not lose the others.
 */
export function narrowGridState(raw: unknown): GridState {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of KEPT) {
    if (source[key] === undefined) continue;
    const parsed = gridStateSchema.shape[key].safeParse(source[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as GridState;
}

/** The state to save: ag-grid's current state plus the group-by column. */
export function toSavedState(agState: AgGridState, groupBy: string | null): GridState {
  const { rowGroup: _ignored, ...rest } = narrowGridState(agState);
  return groupBy ? { ...rest, rowGroup: { groupColIds: [groupBy] } } : rest;
}

/** ag-grid's `initialState` for a saved state (without `rowGroup`: community cannot group). */
export function toInitialState(state: GridState): AgGridState {
  const { rowGroup: _ignored, ...rest } = state;
  return rest as AgGridState;
}

/** The group-by column of a saved state, if it is one of `fields`. */
export function groupByOf(state: GridState, fields: readonly string[]): string | null {
  const field = state.rowGroup?.groupColIds[0];
  return field && fields.includes(field) ? field : null;
}

/**
 * What this tab remembers of a report: its current state, the saved state it came from and the
 * search keyword (the server's, so not part of the grid state).
 */
export interface GridSession {
  state: GridState;
  savedId: string | null;
  keyword: string;
}

export const gridSessionKey = (report: ConfigurableReport) => `stepwise.analytics.grid.${report}`;

export function readGridSession(report: ConfigurableReport): GridSession | null {
  const raw = pageStorage('session').getItem(gridSessionKey(report));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { state?: unknown; savedId?: unknown; keyword?: unknown };
    return {
      state: narrowGridState(value.state),
      savedId: typeof value.savedId === 'string' ? value.savedId : null,
      keyword: typeof value.keyword === 'string' ? value.keyword.slice(0, 200) : '',
    };
  } catch {
    return null;
  }
}

export function writeGridSession(report: ConfigurableReport, session: GridSession): void {
  pageStorage('session').setItem(gridSessionKey(report), JSON.stringify(session));
}

/** The filtered columns of a state (the toolbar says how many filters are on). */
export function filteredColumns(state: GridState): string[] {
  return Object.keys(state.filter?.filterModel ?? {});
}
