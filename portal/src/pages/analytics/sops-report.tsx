import { sopDetails } from '@stepwise/api';
import { useT } from '@stepwise/i18n/react';
import { api } from '../../api';
import { useSopDetailColumns } from './columns';
import { PagedReport } from './paged-report';
import { useReport } from './use-report';

/** /analytics/mm-sops/detail: one row per smart instruction run in range. */
export function SopsDetailPage() {
  const t = useT();
  const { load, retry, view, onView } = useReport('mm-sops/detail', (q) => sopDetails(api, q), {
    paged: true,
  });
  return (
    <PagedReport
      caption={t('analytics.report.sopsDetail')}
      testId="analytics-sops-detail"
      keyword={t('analytics.table.searchTitle')}
      load={load}
      onRetry={retry}
      view={view}
      onView={onView}
      columns={useSopDetailColumns()}
      rowKey={(r) => r.smartInstructionId}
    />
  );
}
