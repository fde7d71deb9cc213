/**
 * Data loading of the analytics pages: each page's hook reads the store (filters and its own
 * view), builds the query its report takes and loads with `useLoad`, so pages only render.
 */
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import type { AnalyticsQuery } from '@stepwise/api';
import type { ReportName } from '@stepwise/core';
import { useLoad, type Load } from '../../lib/use-load';
import {
  $dateRange,
  $reportViews,
  $workspaceId,
  EMPTY_VIEW,
  reportQuery,
  updateReportView,
  type ReportView,
} from './analytics-state';

/** Rows per page of the legacy report tables (ours: the spec's 500 is the server's default). */
export const REPORT_TABLE_SIZE = 50;

export interface ReportData<T> {
  load: Load<T>;
  retry: () => void;
  view: ReportView;
  onView: (change: Partial<ReportView>) => void;
}

/** A report's own page, sort and keyword in the store (kept when the page is left). */
export function useReportView(key: string): [ReportView, (change: Partial<ReportView>) => void] {
  const views = useStore($reportViews);
  const onView = useCallback((change: Partial<ReportView>) => updateReportView(key, change), [key]);
  return [views[key] ?? EMPTY_VIEW, onView];
}

/**
 * Loads `read(query)` for `report` with the header's filters the report shows, and, when
 * `paged`, its page and keyword. `viewKey` names the stored view (a detail page's id).
 */
export function useReport<T>(
  report: ReportName,
  read: (query: AnalyticsQuery) => Promise<T>,
  opts: { paged?: boolean; viewKey?: string; size?: number } = {},
): ReportData<T> {
  const dateRange = useStore($dateRange);
  const workspaceId = useStore($workspaceId);
  const key = opts.viewKey ?? report;
  const [view, onView] = useReportView(key);
  const query: AnalyticsQuery = {
    ...reportQuery(report, { dateRange, workspaceId }),
    ...(opts.paged
      ? {
          page: view.page,
          size: opts.size ?? REPORT_TABLE_SIZE,
          ...(view.keyword ? { keyword: view.keyword } : {}),
        }
      : {}),
  };
  const [load, retry] = useLoad(`${key}?${JSON.stringify(query)}`, () => read(query));
  return { load, retry, view, onView };
}

/** A detail page's range: the header's, though the header itself is hidden there (002 §2). */
export function useDetailQuery(): AnalyticsQuery {
  const dateRange = useStore($dateRange);
  return { dateRange };
}
