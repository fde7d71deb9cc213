import { Link, useParams } from 'react-router';
import { userOverview, userViewHistory } from '@stepwise/api';
import type { UserOverview } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { LineChart, useNumberFormats } from '../../components/charts';
import { api } from '../../api';
import { useLoad, type Load } from '../../lib/use-load';
import type { ReportView } from './analytics-state';
import { useViewHistoryColumns } from './columns';
import { PagedReport, type RowsPage } from './paged-report';
import { ReportBody } from './report-states';
import { StatCards, useDayFormat } from './report-parts';
import { REPORT_TABLE_SIZE, useDetailQuery, useReportView } from './use-report';

type History = Awaited<ReturnType<typeof userViewHistory>>;

/**
 * /analytics/user/{userId} (no header, 002 §2): the person's totals in the range, views per
 * day, skills and quizzes as of now, and their view history.
 */
export function UserDetailView({
  overview,
  history,
  onRetry,
  view,
  onView,
}: {
  overview: Load<UserOverview>;
  history: Load<RowsPage<History['items'][number]>>;
  onRetry: () => void;
  view: ReportView;
  onView: (change: Partial<ReportView>) => void;
}) {
  const t = useT();
  const f = useNumberFormats();
  const days = useDayFormat();
  const columns = useViewHistoryColumns();
  return (
    <div className="analytics-page analytics-detail" data-testid="analytics-user-detail">
      <Link to="/analytics/users" className="analytics-back">
        <span aria-hidden="true">←</span> {t('analytics.detail.backToUsers')}
      </Link>
      <ReportBody load={overview} onRetry={onRetry} testId="analytics-user-overview">
        {(o) => (
          <>
            <header className="analytics-detail-header">
              <h1 data-testid="analytics-user-name">{o.user.name || o.user.email}</h1>
              <p className="muted">
                {[o.user.email, o.user.employeeId, o.user.role].filter(Boolean).join(' · ')}
                {o.user.disabled && ` · ${t('analytics.value.disabled')}`}
              </p>
            </header>
            <StatCards
              testId="analytics-user-totals"
              stats={[
                { key: 'views', label: t('analytics.col.views'), value: f.count(o.totals.views) },
                {
                  key: 'workflows',
                  label: t('analytics.col.workflowsViewed'),
                  value: f.count(o.totals.workflowsViewed),
                },
                {
                  key: 'watch',
                  label: t('analytics.col.watchTime'),
                  value: f.duration(o.totals.watchSeconds),
                },
                {
                  key: 'completions',
                  label: t('analytics.col.completions'),
                  value: f.count(o.totals.completions),
                },
                {
                  key: 'sopRuns',
                  label: t('analytics.col.sopRuns'),
                  value: f.count(o.totals.sopRuns),
                },
                {
                  key: 'skills',
                  label: t('analytics.col.skillsPassed'),
                  value: `${f.count(o.skills.passed)} / ${f.count(o.skills.assigned)}`,
                },
                {
                  key: 'quizzes',
                  label: t('analytics.col.quizzesPassed'),
                  value: `${f.count(o.quizzes.passed)} / ${f.count(o.quizzes.attempts)}`,
                },
              ]}
            />
            <section aria-labelledby="user-days">
              <h2 id="user-days">{t('analytics.detail.viewsPerDay')}</h2>
              <LineChart
                title={t('analytics.detail.viewsPerDay')}
                labelName={t('analytics.col.day')}
                labels={o.days.map((d) => d.day)}
                formatLabel={days.day}
                area
                series={[{ name: t('analytics.col.views'), values: o.days.map((d) => d.views) }]}
                emptyText={t('analytics.state.empty')}
                testId="analytics-user-days"
              />
            </section>
          </>
        )}
      </ReportBody>
      <section aria-labelledby="user-history">
        <h2 id="user-history">{t('analytics.detail.viewHistory')}</h2>
        <PagedReport
          caption={t('analytics.detail.viewHistory')}
          testId="analytics-view-history"
          load={history}
          onRetry={onRetry}
          view={view}
          onView={onView}
          columns={columns}
          rowKey={(r) => r.recordId}
        />
      </section>
    </div>
  );
}

export function UserDetailPage() {
  const { userId = '' } = useParams();
  const query = useDetailQuery();
  const [view, onView] = useReportView(`user/${userId}`);
  const range = query.dateRange?.join(',');
  const [overview, retryOverview] = useLoad(`user:${userId}?${range}`, () =>
    userOverview(api, userId, query),
  );
  const [history, retryHistory] = useLoad(`history:${userId}?${range}&page=${view.page}`, () =>
    userViewHistory(api, userId, { ...query, page: view.page, size: REPORT_TABLE_SIZE }),
  );
  return (
    <UserDetailView
      overview={overview}
      history={history}
      onRetry={() => {
        if (overview.state === 'error') retryOverview();
        if (history.state === 'error') retryHistory();
      }}
      view={view}
      onView={onView}
    />
  );
}
