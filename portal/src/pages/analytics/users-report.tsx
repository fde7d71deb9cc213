import { userReport, usersOverview } from '@stepwise/api';
import type { UsersOverview } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useNumberFormats } from '../../components/charts';
import { api } from '../../api';
import type { Load } from '../../lib/use-load';
import { useUserColumns } from './columns';
import { PagedReport } from './paged-report';
import { ReportBody } from './report-states';
import { StatCards } from './report-parts';
import { useReport } from './use-report';

/** The users overview's cards (users, active, inactive, new). */
export function UsersOverviewCards({
  load,
  onRetry,
}: {
  load: Load<UsersOverview>;
  onRetry: () => void;
}) {
  const t = useT();
  const f = useNumberFormats();
  return (
    <ReportBody load={load} onRetry={onRetry} testId="analytics-users-overview">
      {(o) => (
        <StatCards
          testId="analytics-users-overview"
          stats={[
            { key: 'users', label: t('analytics.col.users'), value: f.count(o.users) },
            { key: 'active', label: t('analytics.col.active'), value: f.count(o.active) },
            { key: 'inactive', label: t('analytics.col.inactive'), value: f.count(o.inactive) },
            { key: 'new', label: t('analytics.col.new'), value: f.count(o.new) },
          ]}
        />
      )}
    </ReportBody>
  );
}

/** /analytics/users: the overview and one row per user in scope, each opening its page. */
export function UsersReportPage() {
  const t = useT();
  const overview = useReport('users', (q) => usersOverview(api, q), { viewKey: 'users/overview' });
  const { load, retry, view, onView } = useReport('users', (q) => userReport(api, q), {
    paged: true,
  });
  return (
    <PagedReport
      caption={t('analytics.report.users')}
      testId="analytics-users"
      keyword={t('analytics.table.searchUser')}
      before={<UsersOverviewCards load={overview.load} onRetry={overview.retry} />}
      load={load}
      onRetry={retry}
      view={view}
      onView={onView}
      columns={useUserColumns()}
      rowKey={(r) => r.userId}
    />
  );
}
