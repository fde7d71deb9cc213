/**
 * The configurable report's reads: its columns (display names, types, filters) and every row for
 * the header's date range, workspace filter and the search keyword. The grid filters, sorts and
 * pages in the browser, so all rows load: page after page of the server's largest page size.
 */
import {
  analyticsSearch,
  columnDisplayNames,
  contentAnalysis,
  skillAnalysis,
  type AnalyticsQuery,
} from '@stepwise/api';
import { ANALYTICS_PAGE_SIZE, type ConfigurableReport, type GridRow } from '@stepwise/core';
import { api } from '../../../api';
import { useLoad } from '../../../lib/use-load';

/** Ours: the most rows one report loads into the grid (20 pages of 500). */
export const MAX_REPORT_ROWS = 10_000;

const READS = { 'content-analysis': contentAnalysis, 'skills-analysis': skillAnalysis } as const;

export async function readReportRows(
  report: ConfigurableReport,
  query: AnalyticsQuery,
): Promise<{ rows: GridRow[]; total: number }> {
  const rows: GridRow[] = [];
  let total = 0;
  for (let page = 0; rows.length < MAX_REPORT_ROWS; page += 1) {
    const answer = await READS[report](api, { ...query, page, size: ANALYTICS_PAGE_SIZE });
    total = answer.total;
    rows.push(...(answer.items as GridRow[]));
    if (answer.items.length < ANALYTICS_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows, total };
}

export function useReportColumns(report: ConfigurableReport) {
  return useLoad(`advanced-columns:${report}`, () => columnDisplayNames(api, report));
}

export function useReportRows(report: ConfigurableReport, query: AnalyticsQuery) {
  return useLoad(`advanced-rows:${report}:${JSON.stringify(analyticsSearch(query))}`, () =>
    readReportRows(report, query),
  );
}
