/**
 * The header's data: the store's filters, the workspace list (the caller's scope: the
 * workspaces report of the server lists only what they may see) and the export job of the
 * active report.
 */
import { useStore } from '@nanostores/react';
import { workspaceReport } from '@stepwise/api';
import {
  ANALYTICS_PAGE_SIZE,
  EXPORTABLE_REPORTS,
  headerControls,
  type ExportableReport,
  type ReportName,
} from '@stepwise/core';
import { api } from '../../api';
import { useLoad } from '../../lib/use-load';
import {
  $dateRange,
  $workspaceId,
  reportView,
  setDateRange,
  setWorkspaceId,
} from './analytics-state';
import { useReportExport } from './export/use-report-export';
import type { AnalyticsHeaderProps, WorkspaceOption } from './analytics-header';

const exportable = (report: ReportName | null): ExportableReport | null =>
  report && (EXPORTABLE_REPORTS as readonly string[]).includes(report)
    ? (report as ExportableReport)
    : null;

async function loadWorkspaces(): Promise<WorkspaceOption[]> {
  const { items } = await workspaceReport(api, { size: ANALYTICS_PAGE_SIZE });
  return items
    .map((w) => ({ id: w.workspaceId, name: w.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function useAnalyticsHeader(report: ReportName): AnalyticsHeaderProps {
  const dateRange = useStore($dateRange);
  const workspaceId = useStore($workspaceId);
  const controls = headerControls(report);
  const [workspaces, retryWorkspaces] = useLoad('analytics-workspaces', loadWorkspaces);
  const exporter = useReportExport(api, controls.export ? exportable(report) : null, () => {
    const keyword = reportView(report).keyword;
    return {
      query: {
        ...(controls.dateRange ? { dateRange: dateRange.join(',') } : {}),
        ...(controls.workspace ? { workspaceId } : {}),
        ...(keyword ? { keyword } : {}),
      },
    };
  });
  return {
    report,
    controls,
    dateRange,
    onDateRange: setDateRange,
    workspaceId,
    workspaces,
    onWorkspace: setWorkspaceId,
    onRetryWorkspaces: retryWorkspaces,
    exporter,
  };
}
