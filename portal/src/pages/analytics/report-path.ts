/**
 * The active report name (002 §3) from the path: the segment(s) under /analytics. The detail
 * pages count as their report family (a quiz result history is the quiz report's); the bare
 * /analytics is the default report.
 */
import { DEFAULT_REPORT, isReportName, type ReportName } from '@stepwise/core';

export function reportOfPath(pathname: string): ReportName | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/analytics') return DEFAULT_REPORT;
  if (!path.startsWith('/analytics/')) return null;
  const rest = path.slice('/analytics/'.length);
  if (isReportName(rest)) return rest;
  if (rest.startsWith('quiz/')) return 'quiz';
  if (rest.startsWith('workflow/')) return 'workflows/detail';
  if (rest.startsWith('user/')) return 'users';
  return null;
}

/** True on /analytics and every page under it (the side menu becomes the report menu). */
export function isAnalyticsPath(pathname: string): boolean {
  return /^\/analytics(\/|$)/i.test(pathname);
}
