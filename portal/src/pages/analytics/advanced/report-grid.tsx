/**
 * The configurable report's grid: ag-grid community on the client-side row model, every row of
 * the report loaded, filtered, sorted and paged in the browser (the server's export applies the
 * same state to the same rows). Keyboard access is the grid's own.
 */
import type { GridRow } from '@stepwise/core';
import type { ColDef, GridApi, GridState as AgGridState } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { t } from '../../../i18n/t';
import { columnDefs, type ReportColumn } from './grid-columns';
import { gridTheme, registerGridModules } from './grid-setup';

registerGridModules();

/**
 * One object for the grid's life: a new one on a render makes ag-grid apply the column
 * definitions again, which would show a column the user hid. Floating filters: each column's
 * filter typed right under its header (its filter button opens the full one: conditions, AND /
 * OR).
 */
const DEFAULT_COL_DEF: ColDef<GridRow> = {
  sortable: true,
  resizable: true,
  floatingFilter: true,
  minWidth: 120,
  flex: 1,
};

export interface ReportGridProps {
  columns: readonly ReportColumn[];
  rows: readonly GridRow[];
  loading: boolean;
  pageSize: number;
  initialState: AgGridState;
  onReady: (api: GridApi<GridRow>) => void;
  /** Any change of columns, filters, sort or page. */
  onStateChange: (api: GridApi<GridRow>) => void;
  /** The rows the filters let through changed (the group totals read them). */
  onRowsChange: (api: GridApi<GridRow>) => void;
  onGone: () => void;
}

export function ReportGrid(props: ReportGridProps) {
  const { columns, rows, loading, pageSize, initialState } = props;
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const rowData = useMemo(() => [...rows], [rows]);
  const localeText = useMemo(
    () => ({ noRowsToShow: t('analytics.grid.noMatch'), loadingOoo: t('common.loading') }),
    [],
  );
  return (
    <div className="advanced-grid" data-testid="advanced-grid">
      <AgGridReact<GridRow>
        theme={gridTheme}
        columnDefs={defs}
        rowData={rowData}
        defaultColDef={DEFAULT_COL_DEF}
        initialState={initialState}
        loading={loading}
        pagination
        paginationPageSize={pageSize}
        // The toolbar has the page size select (a labelled native select).
        paginationPageSizeSelector={false}
        // At most 100 rows a page: every row of the page is in the DOM (no inner scrolling).
        domLayout="autoHeight"
        // Every column's cells are in the DOM too (at most ~20 columns): screen readers and
        // "find in page" see the whole row.
        suppressColumnVirtualisation
        localeText={localeText}
        onGridReady={(e) => props.onReady(e.api)}
        onStateUpdated={(e) => props.onStateChange(e.api)}
        onModelUpdated={(e) => props.onRowsChange(e.api)}
        onGridPreDestroyed={props.onGone}
      />
    </div>
  );
}
