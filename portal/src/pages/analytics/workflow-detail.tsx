import { Link, useParams } from 'react-router';
import { workflowDropOff, workflowOverview } from '@stepwise/api';
import type { DropOff, WorkflowOverview } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { FunnelChart, LineChart, useNumberFormats } from '../../components/charts';
import { api } from '../../api';
import { useLoad, type Load } from '../../lib/use-load';
import type { ReportSort } from './analytics-state';
import { ReportBody } from './report-states';
import { StatCards, useDayFormat } from './report-parts';
import { ReportTable } from './report-table';
import { useDetailQuery, useReportView } from './use-report';

type Step = WorkflowOverview['steps'][number];
type Viewer = WorkflowOverview['recentViewers'][number];

/**
 * /analytics/workflow/{workflowId} (no header, 002 §2): the workflow's totals in the range,
 * views per day, the step drop-off funnel (how many viewers reached and finished each step)
 * with its table, and the latest sessions.
 */
export function WorkflowDetailView({
  overview,
  dropOff,
  onRetry,
  sort,
  onSort,
}: {
  overview: Load<WorkflowOverview>;
  dropOff: Load<DropOff>;
  onRetry: () => void;
  sort: ReportSort | null;
  onSort: (sort: ReportSort | null) => void;
}) {
  const t = useT();
  const f = useNumberFormats();
  const days = useDayFormat();
  return (
    <div className="analytics-page analytics-detail" data-testid="analytics-workflow-detail">
      <Link to="/analytics/workflows/detail" className="analytics-back">
        <span aria-hidden="true">←</span> {t('analytics.detail.backToWorkflows')}
      </Link>
      <ReportBody load={overview} onRetry={onRetry} testId="analytics-workflow-overview">
        {(o) => (
          <>
            <header className="analytics-detail-header">
              <h1 data-testid="analytics-workflow-title">{o.workflow.title}</h1>
              <p className="muted">
                {o.workflow.workspaceName}
                {o.workflow.deleted && ` · ${t('analytics.value.deleted')}`}
                {!o.workflow.published && !o.workflow.deleted && ` · ${t('analytics.value.draft')}`}
              </p>
            </header>
            <StatCards
              testId="analytics-workflow-totals"
              stats={[
                { key: 'views', label: t('analytics.col.views'), value: f.count(o.totals.views) },
                {
                  key: 'viewers',
                  label: t('analytics.col.viewers'),
                  value: f.count(o.totals.viewers),
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
                  key: 'completionRate',
                  label: t('analytics.col.completionRate'),
                  value: f.percent(o.totals.completionRate),
                },
              ]}
            />
            <section aria-labelledby="wf-days">
              <h2 id="wf-days">{t('analytics.detail.viewsPerDay')}</h2>
              <LineChart
                title={t('analytics.detail.viewsPerDay')}
                labelName={t('analytics.col.day')}
                labels={o.days.map((d) => d.day)}
                formatLabel={days.day}
                area
                series={[
                  { name: t('analytics.col.views'), values: o.days.map((d) => d.views) },
                  { name: t('analytics.col.viewers'), values: o.days.map((d) => d.viewers) },
                ]}
                emptyText={t('analytics.state.empty')}
                testId="analytics-workflow-days"
              />
            </section>
          </>
        )}
      </ReportBody>
      <section aria-labelledby="wf-funnel">
        <h2 id="wf-funnel">{t('analytics.detail.dropOff')}</h2>
        <p className="muted">{t('analytics.detail.dropOffHint')}</p>
        <ReportBody
          load={dropOff}
          onRetry={onRetry}
          testId="analytics-drop-off"
          isEmpty={(d) => d.items.length === 0 || d.viewers === 0}
        >
          {(d) => (
            <FunnelChart
              title={t('analytics.detail.dropOff')}
              labelName={t('analytics.col.step')}
              valueName={t('analytics.col.reached')}
              secondaryName={t('analytics.col.finished')}
              data={d.items.map((s) => ({
                label: `${s.stepIndex + 1}. ${s.title}`,
                value: s.reached,
                secondary: s.finished,
              }))}
              testId="analytics-funnel"
            />
          )}
        </ReportBody>
      </section>
      {overview.state === 'ready' && (
        <>
          <section aria-labelledby="wf-steps">
            <h2 id="wf-steps">{t('analytics.detail.steps')}</h2>
            {overview.value.steps.length === 0 ? (
              <p className="muted analytics-empty">{t('analytics.state.empty')}</p>
            ) : (
              <ReportTable<Step>
                caption={t('analytics.detail.steps')}
                testId="analytics-workflow-steps"
                rows={overview.value.steps}
                rowKey={(s) => s.stepId}
                sort={sort}
                onSort={onSort}
                columns={[
                  {
                    key: 'index',
                    label: '#',
                    cell: (s) => s.stepIndex + 1,
                    sortValue: (s) => s.stepIndex,
                    numeric: true,
                  },
                  {
                    key: 'title',
                    label: t('analytics.col.step'),
                    cell: (s) => s.title,
                    sortValue: (s) => s.title,
                  },
                  {
                    key: 'reached',
                    label: t('analytics.col.reached'),
                    cell: (s) => f.count(s.reached),
                    sortValue: (s) => s.reached,
                    numeric: true,
                  },
                  {
                    key: 'finished',
                    label: t('analytics.col.finished'),
                    cell: (s) => f.count(s.finished),
                    sortValue: (s) => s.finished,
                    numeric: true,
                  },
                  {
                    key: 'avgWatch',
                    label: t('analytics.col.avgWatchTime'),
                    cell: (s) => f.duration(s.avgWatchSeconds),
                    sortValue: (s) => s.avgWatchSeconds,
                    numeric: true,
                  },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="wf-recent">
            <h2 id="wf-recent">{t('analytics.detail.recentViewers')}</h2>
            {overview.value.recentViewers.length === 0 ? (
              <p className="muted analytics-empty">{t('analytics.state.empty')}</p>
            ) : (
              <ReportTable<Viewer>
                caption={t('analytics.detail.recentViewers')}
                testId="analytics-workflow-viewers"
                rows={overview.value.recentViewers}
                rowKey={(v) => `${v.userId ?? 'public'}-${v.viewedAt}`}
                sort={null}
                onSort={() => undefined}
                columns={[
                  {
                    key: 'name',
                    label: t('analytics.col.user'),
                    cell: (v) =>
                      v.userId ? (
                        <Link to={`/analytics/user/${v.userId}`}>{v.name}</Link>
                      ) : (
                        t('analytics.value.publicViewer')
                      ),
                  },
                  {
                    key: 'viewedAt',
                    label: t('analytics.col.viewedAt'),
                    cell: (v) => days.time(v.viewedAt),
                  },
                  {
                    key: 'watch',
                    label: t('analytics.col.watchTime'),
                    cell: (v) => f.duration(v.watchSeconds),
                    numeric: true,
                  },
                  {
                    key: 'steps',
                    label: t('analytics.col.stepsReached'),
                    cell: (v) => `${f.count(v.stepsReached)} / ${f.count(v.stepsTotal)}`,
                    numeric: true,
                  },
                  {
                    key: 'completed',
                    label: t('analytics.col.completed'),
                    cell: (v) => (v.completed ? t('analytics.value.yes') : t('analytics.value.no')),
                  },
                ]}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}

export function WorkflowDetailPage() {
  const { workflowId = '' } = useParams();
  const query = useDetailQuery();
  const key = `${workflowId}?${query.dateRange?.join(',')}`;
  const [overview, retryOverview] = useLoad(`overview:${key}`, () =>
    workflowOverview(api, workflowId, query),
  );
  const [dropOff, retryDropOff] = useLoad(`drop-off:${key}`, () =>
    workflowDropOff(api, workflowId, query),
  );
  const [view, onView] = useReportView(`workflow/${workflowId}`);
  return (
    <WorkflowDetailView
      overview={overview}
      dropOff={dropOff}
      onRetry={() => {
        if (overview.state === 'error') retryOverview();
        if (dropOff.state === 'error') retryDropOff();
      }}
      sort={view.sort}
      onSort={(sort) => onView({ sort })}
    />
  );
}
