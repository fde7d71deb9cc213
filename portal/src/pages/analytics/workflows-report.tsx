import { workflowDetails, workflowReportList } from '@stepwise/api';
import { useT } from '@stepwise/i18n/react';
import { api } from '../../api';
import { useWorkflowDetailColumns, useWorkflowListColumns } from './columns';
import { PagedReport } from './paged-report';
import { useReport } from './use-report';

/** /analytics/workflows: the smart videos in scope (all-time views), by title. */
export function WorkflowsListPage() {
  const t = useT();
  const { load, retry, view, onView } = useReport('workflows', (q) => workflowReportList(api, q), {
    paged: true,
  });
  return (
    <PagedReport
      caption={t('analytics.report.workflowsList')}
      testId="analytics-workflows"
      keyword={t('analytics.table.searchTitle')}
      load={load}
      onRetry={retry}
      view={view}
      onView={onView}
      columns={useWorkflowListColumns()}
      rowKey={(r) => r.workflowId}
    />
  );
}

/** /analytics/workflows/detail: one row per smart video viewed in range, each opening its page. */
export function WorkflowsDetailPage() {
  const t = useT();
  const { load, retry, view, onView } = useReport(
    'workflows/detail',
    (q) => workflowDetails(api, q),
    { paged: true },
  );
  return (
    <PagedReport
      caption={t('analytics.report.workflowsDetail')}
      testId="analytics-workflows-detail"
      keyword={t('analytics.table.searchTitle')}
      load={load}
      onRetry={retry}
      view={view}
      onView={onView}
      columns={useWorkflowDetailColumns()}
      rowKey={(r) => r.workflowId}
    />
  );
}
