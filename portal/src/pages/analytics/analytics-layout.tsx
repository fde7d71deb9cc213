import { Outlet, useLocation } from 'react-router';
import { analyticsHeaderHidden, type ReportName } from '@stepwise/core';
import { AnalyticsHeader } from './analytics-header';
import { reportOfPath } from './report-path';
import { useAnalyticsHeader } from './use-analytics-header';
import './analytics.css';

function HeaderOf({ report }: { report: ReportName }) {
  return <AnalyticsHeader {...useAnalyticsHeader(report)} />;
}

/**
 * /analytics and its children (002 §2): the analytics header over the active report — hidden on
 * the three detail routes — and the report. The report menu is the shell's side menu on these
 * paths (shell/app-shell.tsx). The filters live in analytics-state.ts, so they outlive the page.
 */
export function AnalyticsLayout() {
  const { pathname } = useLocation();
  const report = reportOfPath(pathname);
  const showHeader = report !== null && !analyticsHeaderHidden(pathname);
  return (
    <div className="analytics-area" data-testid="analytics-area" data-report={report ?? undefined}>
      {showHeader && <HeaderOf report={report} />}
      <Outlet />
    </div>
  );
}
