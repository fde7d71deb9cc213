import type { ReactNode } from 'react';
import type { PageInfo } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import type { Load } from '../../lib/use-load';
import type { ReportView } from './analytics-state';
import { KeywordFilter } from './report-parts';
import { ReportBody } from './report-states';
import { ReportPager, ReportTable, type ReportColumn } from './report-table';

/** A page of one report's rows as the server answers it. */
export interface RowsPage<R> {
  items: R[];
  page: PageInfo;
}

/**
 * A paged report table with its states (loading, error and retry, "No data for this period"),
 * an optional keyword filter, sortable headers and previous / next: the body of most legacy
 * reports. Everything it shows comes in through props (the view is the store's).
 */
export function PagedReport<R>({
  caption,
  load,
  onRetry,
  view,
  onView,
  columns,
  rowKey,
  keyword,
  testId,
  before,
}: {
  caption: string;
  load: Load<RowsPage<R>>;
  onRetry: () => void;
  view: ReportView;
  onView: (change: Partial<ReportView>) => void;
  columns: readonly ReportColumn<R>[];
  rowKey: (row: R) => string;
  /** The keyword filter's label, when the report takes a keyword. */
  keyword?: string;
  testId: string;
  before?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="analytics-page" data-testid={testId}>
      {before}
      {keyword && (
        <KeywordFilter
          label={keyword}
          value={view.keyword}
          onChange={(k) => onView({ keyword: k, page: 0 })}
        />
      )}
      <ReportBody
        load={load}
        onRetry={onRetry}
        testId={`${testId}-body`}
        isEmpty={(p) => p.items.length === 0}
      >
        {(p) => (
          <>
            <ReportTable
              caption={caption}
              testId={`${testId}-table`}
              rows={p.items}
              rowKey={rowKey}
              columns={columns}
              sort={view.sort}
              onSort={(sort) => onView({ sort })}
            />
            <p className="muted analytics-count">
              {t('analytics.table.count', { count: p.page.dataCount })}
            </p>
            <ReportPager page={p.page} onPage={(page) => onView({ page })} />
          </>
        )}
      </ReportBody>
    </div>
  );
}
