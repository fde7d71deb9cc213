/**
 * The analytics area's state (002 §3: active report name, date range, workspace filter; "several
 * children keep their state"): one nanostores store that outlives the pages, so leaving a report
 * and coming back finds its filters, page, sort and keyword as they were. The active report name
 * is not stored: it is the path's (report-path.ts).
 */
import { atom, map } from 'nanostores';
import {
  ANALYTICS_ALL_WORKSPACES,
  defaultDateRange,
  headerControls,
  type DateRange,
  type ReportName,
} from '@stepwise/core';
import type { AnalyticsQuery } from '@stepwise/api';

export type SortDirection = 'asc' | 'desc';
export interface ReportSort {
  key: string;
  direction: SortDirection;
}

/** What one report page keeps of its own. */
export interface ReportView {
  page: number;
  sort: ReportSort | null;
  keyword: string;
}
export const EMPTY_VIEW: ReportView = { page: 0, sort: null, keyword: '' };

/** 002 §9: 3 months back to today, 'All' workspaces. */
export const $dateRange = atom<DateRange>(defaultDateRange(new Date()));
export const $workspaceId = atom<string>(ANALYTICS_ALL_WORKSPACES);
/** Per report (or detail page key) its page, sort and keyword. */
export const $reportViews = map<Record<string, ReportView>>({});

export function setDateRange(range: DateRange): void {
  const [from, to] = $dateRange.get();
  if (from === range[0] && to === range[1]) return;
  $dateRange.set(range);
  resetPages();
}

export function setWorkspaceId(id: string): void {
  if ($workspaceId.get() === id) return;
  $workspaceId.set(id);
  resetPages();
}

export function reportView(key: string): ReportView {
  return $reportViews.get()[key] ?? EMPTY_VIEW;
}

export function updateReportView(key: string, change: Partial<ReportView>): void {
  $reportViews.setKey(key, { ...reportView(key), ...change });
}

// New filters make other pages' page numbers meaningless; sorts and keywords stay.
function resetPages(): void {
  const views = $reportViews.get();
  for (const [key, view] of Object.entries(views))
    if (view.page !== 0) $reportViews.setKey(key, { ...view, page: 0 });
}

/**
 * The query a report sends: only the filters its header shows (002 §2: organisation, workspaces
 * and users pages have no global filters; quiz keeps only the workspace).
 */
export function reportQuery(
  report: ReportName,
  filters: { dateRange: DateRange; workspaceId: string },
): AnalyticsQuery {
  const controls = headerControls(report);
  return {
    ...(controls.dateRange ? { dateRange: filters.dateRange } : {}),
    ...(controls.workspace ? { workspaceId: filters.workspaceId } : {}),
  };
}

/** Back to the defaults (sign-out, tests). */
export function resetAnalyticsState(now = new Date()): void {
  $dateRange.set(defaultDateRange(now));
  $workspaceId.set(ANALYTICS_ALL_WORKSPACES);
  $reportViews.set({});
}
