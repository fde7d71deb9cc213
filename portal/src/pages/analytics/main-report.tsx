import { Link } from 'react-router';
import { orgEngagement, orgOverview, topUsers, topWorkspaces } from '@stepwise/api';
import type { OrgEngagement, OrgOverview } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { LineChart, useNumberFormats } from '../../components/charts';
import { api } from '../../api';
import type { Load } from '../../lib/use-load';
import { ReportBody } from './report-states';
import { deltaOf, StatCards, useDayFormat } from './report-parts';
import { ReportTable } from './report-table';
import { useReport, useReportView } from './use-report';
import type { ReportSort } from './analytics-state';

type TopWorkspaces = Awaited<ReturnType<typeof topWorkspaces>>;
type TopUsers = Awaited<ReturnType<typeof topUsers>>;

export interface MainReportData {
  overview: Load<OrgOverview>;
  engagement: Load<OrgEngagement>;
  workspaces: Load<TopWorkspaces>;
  users: Load<TopUsers>;
}

/** The organisation overview's cards: this period and its change against the previous one. */
export function OverviewCards({ overview }: { overview: OrgOverview }) {
  const t = useT();
  const f = useNumberFormats();
  const { current: c, previous: p } = overview;
  const stat = (key: string, label: string, value: string, now: number, before: number) => {
    const delta = deltaOf(now, before);
    return { key, label, value, delta, deltaText: delta === null ? '' : f.delta(delta) };
  };
  return (
    <StatCards
      testId="analytics-overview"
      stats={[
        stat('views', t('analytics.col.views'), f.count(c.views), c.views, p.views),
        stat('viewers', t('analytics.col.viewers'), f.count(c.viewers), c.viewers, p.viewers),
        stat(
          'watch',
          t('analytics.col.watchTime'),
          f.duration(c.watchSeconds),
          c.watchSeconds,
          p.watchSeconds,
        ),
        stat(
          'completions',
          t('analytics.col.completions'),
          f.count(c.completions),
          c.completions,
          p.completions,
        ),
        stat(
          'completionRate',
          t('analytics.col.completionRate'),
          f.percent(c.completionRate),
          c.completionRate,
          p.completionRate,
        ),
        stat(
          'activeUsers',
          t('analytics.col.activeUsers'),
          `${f.count(c.activeUsers)} / ${f.count(c.users)}`,
          c.activeUsers,
          p.activeUsers,
        ),
        stat('sopRuns', t('analytics.col.sopRuns'), f.count(c.sopRuns), c.sopRuns, p.sopRuns),
        {
          key: 'published',
          label: t('analytics.col.published'),
          value: `${f.count(c.publishedWorkflows)} / ${f.count(c.publishedSmartInstructions)}`,
        },
      ]}
    />
  );
}

/** The organisation report (002 §7 "org overview and engagement", top workspaces and users). */
export function MainReportView({
  data,
  onRetry,
  sorts,
  onSort,
}: {
  data: MainReportData;
  onRetry: () => void;
  sorts: { workspaces: ReportSort | null; users: ReportSort | null };
  onSort: (table: 'workspaces' | 'users', sort: ReportSort | null) => void;
}) {
  const t = useT();
  const f = useNumberFormats();
  const days = useDayFormat();
  return (
    <div className="analytics-page" data-testid="analytics-main">
      <section aria-labelledby="main-overview">
        <h2 id="main-overview">{t('analytics.main.overview')}</h2>
        <ReportBody
          load={data.overview}
          onRetry={onRetry}
          testId="analytics-overview"
          isEmpty={(o) => o.current.views === 0 && o.current.sopRuns === 0 && o.current.users === 0}
        >
          {(overview) => <OverviewCards overview={overview} />}
        </ReportBody>
      </section>
      <section aria-labelledby="main-engagement">
        <h2 id="main-engagement">{t('analytics.main.engagement')}</h2>
        <ReportBody
          load={data.engagement}
          onRetry={onRetry}
          testId="analytics-engagement"
          isEmpty={(e) => e.items.every((d) => d.views === 0 && d.sopRuns === 0)}
        >
          {(e) => (
            <LineChart
              title={t('analytics.main.engagement')}
              labelName={t('analytics.col.day')}
              labels={e.items.map((d) => d.day)}
              formatLabel={days.day}
              area
              series={[
                { name: t('analytics.col.views'), values: e.items.map((d) => d.views) },
                { name: t('analytics.col.viewers'), values: e.items.map((d) => d.viewers) },
                { name: t('analytics.col.sopRuns'), values: e.items.map((d) => d.sopRuns) },
              ]}
              testId="analytics-engagement-chart"
            />
          )}
        </ReportBody>
      </section>
      <div className="analytics-columns">
        <section aria-labelledby="main-top-workspaces">
          <h2 id="main-top-workspaces">{t('analytics.main.topWorkspaces')}</h2>
          <ReportBody
            load={data.workspaces}
            onRetry={onRetry}
            testId="analytics-top-workspaces"
            isEmpty={(w) => w.items.length === 0}
          >
            {(w) => (
              <ReportTable
                caption={t('analytics.main.topWorkspaces')}
                testId="analytics-top-workspaces-table"
                rows={w.items}
                rowKey={(r) => r.workspaceId}
                sort={sorts.workspaces}
                onSort={(s) => onSort('workspaces', s)}
                columns={[
                  {
                    key: 'name',
                    label: t('analytics.col.workspace'),
                    cell: (r) => r.name,
                    sortValue: (r) => r.name,
                  },
                  {
                    key: 'views',
                    label: t('analytics.col.views'),
                    cell: (r) => f.count(r.views),
                    sortValue: (r) => r.views,
                    numeric: true,
                  },
                  {
                    key: 'viewers',
                    label: t('analytics.col.viewers'),
                    cell: (r) => f.count(r.viewers),
                    sortValue: (r) => r.viewers,
                    numeric: true,
                  },
                  {
                    key: 'watch',
                    label: t('analytics.col.watchTime'),
                    cell: (r) => f.duration(r.watchSeconds),
                    sortValue: (r) => r.watchSeconds,
                    numeric: true,
                  },
                ]}
              />
            )}
          </ReportBody>
        </section>
        <section aria-labelledby="main-top-users">
          <h2 id="main-top-users">{t('analytics.main.topUsers')}</h2>
          <ReportBody
            load={data.users}
            onRetry={onRetry}
            testId="analytics-top-users"
            isEmpty={(u) => u.items.length === 0}
          >
            {(u) => (
              <ReportTable
                caption={t('analytics.main.topUsers')}
                testId="analytics-top-users-table"
                rows={u.items}
                rowKey={(r) => r.userId}
                sort={sorts.users}
                onSort={(s) => onSort('users', s)}
                columns={[
                  {
                    key: 'name',
                    label: t('analytics.col.user'),
                    cell: (r) => (
                      <Link to={`/analytics/user/${r.userId}`}>{r.name || r.email}</Link>
                    ),
                    sortValue: (r) => r.name,
                  },
                  {
                    key: 'views',
                    label: t('analytics.col.views'),
                    cell: (r) => f.count(r.views),
                    sortValue: (r) => r.views,
                    numeric: true,
                  },
                  {
                    key: 'completions',
                    label: t('analytics.col.completions'),
                    cell: (r) => f.count(r.completions),
                    sortValue: (r) => r.completions,
                    numeric: true,
                  },
                  {
                    key: 'watch',
                    label: t('analytics.col.watchTime'),
                    cell: (r) => f.duration(r.watchSeconds),
                    sortValue: (r) => r.watchSeconds,
                    numeric: true,
                  },
                ]}
              />
            )}
          </ReportBody>
        </section>
      </div>
    </div>
  );
}

export function MainReportPage() {
  const overview = useReport('main', (q) => orgOverview(api, q));
  const engagement = useReport('main', (q) => orgEngagement(api, q), {
    viewKey: 'main/engagement',
  });
  const workspaces = useReport('main', (q) => topWorkspaces(api, q), {
    viewKey: 'main/top-workspaces',
  });
  const users = useReport('main', (q) => topUsers(api, q), { viewKey: 'main/top-users' });
  const [workspacesView, onWorkspacesView] = useReportView('main/top-workspaces');
  const [usersView, onUsersView] = useReportView('main/top-users');
  return (
    <MainReportView
      data={{
        overview: overview.load,
        engagement: engagement.load,
        workspaces: workspaces.load,
        users: users.load,
      }}
      onRetry={() => {
        for (const r of [overview, engagement, workspaces, users])
          if (r.load.state === 'error') r.retry();
      }}
      sorts={{ workspaces: workspacesView.sort, users: usersView.sort }}
      onSort={(table, sort) => (table === 'workspaces' ? onWorkspacesView : onUsersView)({ sort })}
    />
  );
}
