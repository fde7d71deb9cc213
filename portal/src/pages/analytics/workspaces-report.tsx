import { workspaceReport } from '@stepwise/api';
import { useT } from '@stepwise/i18n/react';
import { api } from '../../api';
import { useWorkspaceColumns } from './columns';
import { PagedReport } from './paged-report';
import { useReport } from './use-report';

/** /analytics/workspaces: one row per workspace in the caller's scope (no global filters). */
export function WorkspacesReportPage() {
  const t = useT();
  const { load, retry, view, onView } = useReport('workspaces', (q) => workspaceReport(api, q), {
    paged: true,
  });
  return (
    <PagedReport
      caption={t('analytics.report.workspaces')}
      testId="analytics-workspaces"
      load={load}
      onRetry={retry}
      view={view}
      onView={onView}
      columns={useWorkspaceColumns()}
      rowKey={(r) => r.workspaceId}
    />
  );
}
