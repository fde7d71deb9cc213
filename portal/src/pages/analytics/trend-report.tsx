import { sopTrend, workflowTrend } from '@stepwise/api';
import { useT } from '@stepwise/i18n/react';
import { LineChart, useNumberFormats } from '../../components/charts';
import { api } from '../../api';
import type { Load } from '../../lib/use-load';
import { ReportBody } from './report-states';
import { StatCards, useDayFormat } from './report-parts';
import { useReport } from './use-report';

export interface TrendSeries {
  key: string;
  name: string;
  values: number[];
}
export interface TrendData {
  days: string[];
  series: TrendSeries[];
}

/** A trend report: the period's totals per series, and the line chart over its days. */
export function TrendView({
  title,
  load,
  onRetry,
  testId,
}: {
  title: string;
  load: Load<TrendData>;
  onRetry: () => void;
  testId: string;
}) {
  const t = useT();
  const f = useNumberFormats();
  const days = useDayFormat();
  return (
    <div className="analytics-page" data-testid={testId}>
      <ReportBody
        load={load}
        onRetry={onRetry}
        testId={`${testId}-body`}
        isEmpty={(d) => d.series.every((s) => s.values.every((v) => v === 0))}
      >
        {(d) => (
          <>
            <StatCards
              testId={`${testId}-totals`}
              stats={d.series.map((s) => ({
                key: s.key,
                label: s.name,
                value: f.count(s.values.reduce((a, b) => a + b, 0)),
              }))}
            />
            <LineChart
              title={title}
              labelName={t('analytics.col.day')}
              labels={d.days}
              formatLabel={days.day}
              series={d.series}
              area
              testId={`${testId}-chart`}
            />
          </>
        )}
      </ReportBody>
    </div>
  );
}

/** /analytics/workflows/trend: views, viewers and completions of smart videos per day. */
export function WorkflowsTrendPage() {
  const t = useT();
  const { load, retry } = useReport('workflows/trend', async (q): Promise<TrendData> => {
    const { items } = await workflowTrend(api, q);
    return {
      days: items.map((d) => d.day),
      series: [
        { key: 'views', name: t('analytics.col.views'), values: items.map((d) => d.views) },
        { key: 'viewers', name: t('analytics.col.viewers'), values: items.map((d) => d.viewers) },
        {
          key: 'completions',
          name: t('analytics.col.completions'),
          values: items.map((d) => d.completions),
        },
      ],
    };
  });
  return (
    <TrendView
      title={t('analytics.report.workflowsTrend')}
      load={load}
      onRetry={retry}
      testId="analytics-workflows-trend"
    />
  );
}

/** /analytics/mm-sops/trend: smart instruction runs, completed runs and runners per day. */
export function SopsTrendPage() {
  const t = useT();
  const { load, retry } = useReport('mm-sops/trend', async (q): Promise<TrendData> => {
    const { items } = await sopTrend(api, q);
    return {
      days: items.map((d) => d.day),
      series: [
        { key: 'runs', name: t('analytics.col.runs'), values: items.map((d) => d.runs) },
        {
          key: 'completedRuns',
          name: t('analytics.col.completedRuns'),
          values: items.map((d) => d.completedRuns),
        },
        { key: 'runners', name: t('analytics.col.runners'), values: items.map((d) => d.runners) },
      ],
    };
  });
  return (
    <TrendView
      title={t('analytics.report.sopsTrend')}
      load={load}
      onRetry={retry}
      testId="analytics-sops-trend"
    />
  );
}
