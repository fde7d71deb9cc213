/**
 * The one configurable report screen of /analytics/content-analysis and
 * /analytics/skills-analysis (000 §2 "the last two share one configurable report screen";
 * issue 25): the toolbar, the group totals and the grid over every row of the report for the
 * header's date range and workspace filter. State: use-grid-session.ts; reads: use-report-data.ts.
 */
import { useStore } from '@nanostores/react';
import { ANALYTICS_DEBOUNCE_MS, type ConfigurableReport, type ExportFormat } from '@stepwise/core';
import type { GridApi } from 'ag-grid-community';
import { useEffect, useMemo, useState } from 'react';
import { t } from '../../../i18n/t';
import { $dateRange, $workspaceId, reportQuery } from '../analytics-state';
import { ColumnsMenu } from './columns-menu';
import { ExportProgress } from './export-progress';
import { groupableColumns, numberColumns } from './grid-columns';
import { filteredColumns } from './grid-state';
import { GridToolbar } from './grid-toolbar';
import { GroupTotals } from './group-totals';
import { groupRows } from './grouping';
import { ReportGrid } from './report-grid';
import { SavedStatesMenu } from './saved-states-menu';
import { useGridExport } from './use-grid-export';
import { useGridSession } from './use-grid-session';
import { useReportColumns, useReportRows } from './use-report-data';
import { useSavedStates } from './use-saved-states';
import type { GridRow } from '@stepwise/core';

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ConfigurableReportView({ report }: { report: ConfigurableReport }) {
  const dateRange = useStore($dateRange);
  const workspaceId = useStore($workspaceId);
  const grid = useGridSession(report);
  const keyword = useDebounced(grid.keyword.trim(), ANALYTICS_DEBOUNCE_MS.short);
  const query = {
    ...reportQuery(report, { dateRange, workspaceId }),
    ...(keyword ? { keyword } : {}),
  };
  const [columns, retryColumns] = useReportColumns(report);
  const [rows, retryRows] = useReportRows(report, query);
  const saved = useSavedStates(report);
  const exporter = useGridExport(report);

  // While new rows load, the grid keeps the last ones under its loading overlay.
  const [lastRows, setLastRows] = useState<readonly GridRow[]>([]);
  if (rows.state === 'ready' && rows.value.rows !== lastRows) setLastRows(rows.value.rows);

  const allColumns = useMemo(
    () => (columns.state === 'ready' ? columns.value.columns : []),
    [columns],
  );
  const groupOptions = useMemo(() => groupableColumns(allColumns), [allColumns]);
  const sums = useMemo(() => numberColumns(allColumns), [allColumns]);
  const groupColumn = groupOptions.find((c) => c.field === grid.groupBy) ?? null;
  const groups = useMemo(
    () =>
      groupColumn
        ? groupRows(
            grid.shownRows,
            groupColumn.field,
            sums.map((c) => c.field),
          )
        : [],
    [groupColumn, grid.shownRows, sums],
  );
  const pageSize = grid.state.pagination?.pageSize ?? 20;
  const withApi = (act: (api: GridApi<GridRow>) => void) => {
    if (grid.api.current) act(grid.api.current);
  };

  if (columns.state !== 'ready' || rows.state === 'error') {
    const failed = columns.state === 'error' ? columns : rows.state === 'error' ? rows : null;
    if (!failed)
      return (
        <p role="status" className="muted" data-testid="advanced-loading">
          {t('common.loading')}
        </p>
      );
    return (
      <div className="form-error" role="alert" data-testid="advanced-error">
        <p>{t('analytics.grid.initError')}</p>
        <p className="muted">{failed.message}</p>
        <button
          type="button"
          onClick={columns.state === 'error' ? retryColumns : retryRows}
          data-testid="advanced-retry"
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const empty = rows.state === 'ready' && rows.value.rows.length === 0;
  return (
    <div className="advanced-report" data-testid="advanced-report" data-report={report}>
      <GridToolbar
        keyword={grid.keyword}
        onKeyword={grid.setKeyword}
        groupBy={groupColumn?.field ?? null}
        groupOptions={groupOptions}
        onGroupBy={grid.setGroupBy}
        pageSize={pageSize}
        onPageSize={(size) => withApi((api) => api.setGridOption('paginationPageSize', size))}
        filterCount={filteredColumns(grid.state).length}
        onClearFilters={() => withApi((api) => api.setFilterModel(null))}
      >
        <ColumnsMenu
          columns={grid.columns}
          onToggle={(field, visible) =>
            withApi((api) => {
              api.setColumnsVisible([field], visible);
              grid.refreshColumns();
            })
          }
          onMove={(field, delta) =>
            withApi((api) => {
              const index = grid.columns.findIndex((c) => c.field === field);
              api.moveColumns([field], index + delta);
              grid.refreshColumns();
            })
          }
        />
        <SavedStatesMenu
          list={saved.list}
          onRetry={saved.retry}
          currentId={grid.savedId}
          onPick={grid.pick}
          onSaveAs={async (name) => grid.adopt((await saved.create(name, grid.snapshot())).id)}
          onUpdate={(id) => saved.update(id, grid.snapshot())}
          onDelete={async (id) => {
            await saved.remove(id);
            grid.adopt(null);
          }}
        />
        <ExportProgress
          status={exporter.status}
          onExport={(format: ExportFormat) => exporter.start(format, query, grid.snapshot())}
          onDismiss={exporter.dismiss}
        />
      </GridToolbar>
      {empty ? (
        <p className="muted analytics-empty" data-testid="advanced-empty">
          {t('analytics.grid.noData')}
        </p>
      ) : (
        <>
          {groupColumn && (
            <GroupTotals
              column={groupColumn}
              numberColumns={sums}
              groups={groups}
              onShowGroup={(key) =>
                withApi((api) =>
                  api.setFilterModel({
                    ...api.getFilterModel(),
                    [groupColumn.field]: key
                      ? { filterType: 'text', type: 'equals', filter: key }
                      : { filterType: 'text', type: 'blank' },
                  }),
                )
              }
            />
          )}
          <ReportGrid
            columns={allColumns}
            rows={lastRows}
            loading={rows.state === 'loading'}
            pageSize={pageSize}
            initialState={grid.initialState()}
            onReady={grid.onReady}
            onStateChange={grid.onStateChange}
            onRowsChange={grid.onRowsChange}
            onGone={grid.onGone}
          />
        </>
      )}
    </div>
  );
}
