import type { ReactNode } from 'react';
import type { PageInfo } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import type { ReportSort } from './analytics-state';

export interface ReportColumn<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** The value the column sorts by; a column without one does not sort. */
  sortValue?: (row: R) => number | string | null;
  numeric?: boolean;
}

/** Rows in a column's order (nulls last either way); the rows as given without a sort. */
export function sortRows<R>(
  rows: readonly R[],
  columns: readonly ReportColumn<R>[],
  sort: ReportSort | null,
): R[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
}

/** The next sort after activating a column's header: ascending, descending, then none. */
export function nextSort(sort: ReportSort | null, key: string): ReportSort | null {
  if (sort?.key !== key) return { key, direction: 'asc' };
  return sort.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/**
 * A report's table: headers that sort (buttons, so Tab and Enter / Space work, with
 * `aria-sort`), rows sorted in the page (the server pages them), and a row key.
 */
export function ReportTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  testId,
}: {
  caption: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  sort: ReportSort | null;
  onSort: (sort: ReportSort | null) => void;
  testId: string;
}) {
  const t = useT();
  const sorted = sortRows(rows, columns, sort);
  return (
    <div className="analytics-table-wrap">
      <table className="admin-table analytics-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort?.key === c.key ? sort.direction : null;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={c.numeric ? 'numeric' : undefined}
                  aria-sort={
                    c.sortValue
                      ? active === 'asc'
                        ? 'ascending'
                        : active === 'desc'
                          ? 'descending'
                          : 'none'
                      : undefined
                  }
                >
                  {c.sortValue ? (
                    <button
                      type="button"
                      className="analytics-sort"
                      onClick={() => onSort(nextSort(sort, c.key))}
                      data-testid={`${testId}-sort-${c.key}`}
                    >
                      {c.label}
                      <span aria-hidden="true" className="analytics-sort-mark">
                        {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
                      </span>
                      <span className="visually-hidden">
                        {' '}
                        {t('analytics.table.sortBy', { column: c.label })}
                      </span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'numeric' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next of a server-paged report (its page kept in the store). */
export function ReportPager({ page, onPage }: { page: PageInfo; onPage: (page: number) => void }) {
  const t = useT();
  if (page.pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')} data-testid="analytics-pager">
      <button type="button" disabled={page.page === 0} onClick={() => onPage(page.page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.status', { page: page.page + 1, pageCount: page.pageCount })}</span>
      <button
        type="button"
        disabled={page.page + 1 >= page.pageCount}
        onClick={() => onPage(page.page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
