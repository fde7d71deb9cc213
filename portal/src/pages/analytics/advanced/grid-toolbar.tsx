/**
 * The configurable report's toolbar: the search keyword, "Group by", the page size (20 / 50 /
 * 100) and the filters count with "Clear filters"; the columns, saved states and export controls
 * come in as children. Every control is a labelled native input, select or button.
 */
import { ADVANCED_REPORT_PAGE_SIZES } from '@stepwise/core';
import { Button } from '@stepwise/ui';
import { useId, type ReactNode } from 'react';
import { t } from '../../../i18n/t';
import type { ReportColumn } from './grid-columns';

export interface GridToolbarProps {
  keyword: string;
  onKeyword: (keyword: string) => void;
  groupBy: string | null;
  groupOptions: readonly ReportColumn[];
  onGroupBy: (field: string | null) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  filterCount: number;
  onClearFilters: () => void;
  children?: ReactNode;
}

export function GridToolbar(props: GridToolbarProps) {
  const id = useId();
  return (
    <div className="advanced-toolbar" role="group" aria-label={t('analytics.grid.toolbar')}>
      <div className="advanced-field">
        <label htmlFor={`${id}-search`}>{t('analytics.grid.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={props.keyword}
          placeholder={t('analytics.grid.searchPlaceholder')}
          onChange={(e) => props.onKeyword(e.target.value)}
          data-testid="advanced-search"
        />
      </div>
      <div className="advanced-field">
        <label htmlFor={`${id}-group`}>{t('analytics.grid.groupBy')}</label>
        <select
          id={`${id}-group`}
          value={props.groupBy ?? ''}
          onChange={(e) => props.onGroupBy(e.target.value || null)}
          data-testid="advanced-group-by"
        >
          <option value="">{t('analytics.grid.groupNone')}</option>
          {props.groupOptions.map((c) => (
            <option key={c.field} value={c.field}>
              {c.headerName}
            </option>
          ))}
        </select>
      </div>
      <div className="advanced-field">
        <label htmlFor={`${id}-size`}>{t('analytics.grid.pageSize')}</label>
        <select
          id={`${id}-size`}
          value={props.pageSize}
          onChange={(e) => props.onPageSize(Number(e.target.value))}
          data-testid="advanced-page-size"
        >
          {ADVANCED_REPORT_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {props.filterCount > 0 && (
        <p className="advanced-filters" data-testid="advanced-filter-count">
          {t('analytics.grid.filtersOn', { count: props.filterCount })}{' '}
          <Button size="sm" variant="ghost" onClick={props.onClearFilters}>
            {t('analytics.grid.clearFilters')}
          </Button>
        </p>
      )}
      {props.children}
    </div>
  );
}
