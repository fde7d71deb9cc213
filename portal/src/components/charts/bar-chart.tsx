import { useT } from '@stepwise/i18n/react';
import { ChartTable } from './chart-table';
import { useNumberFormats } from './use-number-format';
import './charts.css';

export interface BarDatum {
  label: string;
  value: number;
  /** A second, smaller measure drawn inside the bar (a step's viewers who finished it). */
  secondary?: number;
}

export interface BarChartProps {
  /** What the chart shows ("Drop-off by step"): the start of its summary and table caption. */
  title: string;
  data: readonly BarDatum[];
  /** The label column's name in the table ("Step"). */
  labelName: string;
  /** The value's name ("Reached"). */
  valueName: string;
  /** The secondary value's name ("Finished"), when the data has one. */
  secondaryName?: string;
  /**
   * A funnel: each bar also shows its share of the first bar and the drop from the bar before
   * it (the workflow's step drop-off).
   */
  funnel?: boolean;
  formatValue?: (value: number) => string;
  emptyText?: string;
  testId?: string;
}

const W = 640;
const ROW = 48;
const LABEL = 16;
const BAR = 20;
const VALUE_SPACE = 150;

/**
 * Horizontal bars in SVG, one row per datum (its label above the bar, so long step titles have
 * the chart's full width). As a funnel it adds each bar's share of the first one and the drop
 * from the previous bar.
 */
export function BarChart({
  title,
  data,
  labelName,
  valueName,
  secondaryName,
  funnel = false,
  formatValue,
  emptyText,
  testId = funnel ? 'funnel-chart' : 'bar-chart',
}: BarChartProps) {
  const t = useT();
  const formats = useNumberFormats();
  const format = formatValue ?? formats.count;
  if (data.length === 0) {
    return (
      <p className="chart-empty muted" data-testid={`${testId}-empty`}>
        {emptyText ?? t('charts.empty')}
      </p>
    );
  }
  const max = Math.max(1, ...data.map((d) => d.value));
  const first = data[0]!.value;
  const width = (v: number) => Math.max(0, (v / max) * (W - VALUE_SPACE));
  const share = (v: number) => (first > 0 ? v / first : 0);
  const drop = (i: number) => {
    const before = data[i - 1]?.value ?? 0;
    return i > 0 && before > 0 ? (before - data[i]!.value) / before : 0;
  };
  const valueText = (d: BarDatum, i: number) =>
    funnel && i > 0 ? `${format(d.value)} (${formats.percent(share(d.value))})` : format(d.value);

  const summary = funnel
    ? t('charts.funnelSummary', {
        title,
        first: format(first),
        last: format(data[data.length - 1]!.value),
        share: formats.percent(share(data[data.length - 1]!.value)),
      })
    : t('charts.barSummary', {
        title,
        max: format(max),
        maxAt: data.find((d) => d.value === max)?.label ?? '',
      });

  const height = data.length * ROW + 4;
  return (
    <figure className="chart" data-testid={testId}>
      <div className="chart-frame">
        <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={summary} className="chart-svg">
          {data.map((d, i) => {
            const top = i * ROW;
            return (
              <g
                key={i}
                className="chart-bar"
                data-testid={`${testId}-bar`}
                data-value={d.value}
                data-secondary={d.secondary}
              >
                <title>
                  {`${d.label}: ${valueName} ${format(d.value)}` +
                    (d.secondary !== undefined && secondaryName
                      ? `, ${secondaryName} ${format(d.secondary)}`
                      : '')}
                </title>
                <text className="chart-bar-label" x={0} y={top + LABEL - 4}>
                  {d.label.length > 80 ? `${d.label.slice(0, 79)}…` : d.label}
                </text>
                <rect
                  className="chart-bar-track"
                  x={0}
                  y={top + LABEL}
                  width={W - VALUE_SPACE}
                  height={BAR}
                  rx={3}
                />
                <rect
                  className="chart-bar-value"
                  x={0}
                  y={top + LABEL}
                  width={width(d.value)}
                  height={BAR}
                  rx={3}
                />
                {d.secondary !== undefined && (
                  <rect
                    className="chart-bar-secondary"
                    x={0}
                    y={top + LABEL + BAR / 4}
                    width={width(Math.min(d.secondary, d.value))}
                    height={BAR / 2}
                    rx={2}
                  />
                )}
                <text
                  className="chart-bar-number"
                  x={W - VALUE_SPACE + 8}
                  y={top + LABEL + BAR / 2}
                  dy="0.32em"
                >
                  {valueText(d, i)}
                </text>
                {funnel && drop(i) > 0 && (
                  <text
                    className="chart-bar-drop"
                    x={W}
                    y={top + LABEL - 4}
                    textAnchor="end"
                    data-testid={`${testId}-drop`}
                  >
                    {t('charts.dropOff', { share: formats.percent(drop(i)) })}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      {secondaryName && (
        <figcaption className="chart-legend" aria-hidden="true">
          <span className="chart-key chart-key-value">{valueName}</span>
          <span className="chart-key chart-key-secondary">{secondaryName}</span>
        </figcaption>
      )}
      <ChartTable
        caption={title}
        columns={[
          labelName,
          valueName,
          ...(secondaryName ? [secondaryName] : []),
          ...(funnel ? [t('charts.shareOfFirst'), t('charts.dropFromPrevious')] : []),
        ]}
        rows={data.map((d, i) => [
          d.label,
          format(d.value),
          ...(secondaryName ? [format(d.secondary ?? 0)] : []),
          ...(funnel ? [formats.percent(share(d.value)), formats.percent(drop(i))] : []),
        ])}
        testId={`${testId}-table`}
      />
    </figure>
  );
}

/** The step drop-off funnel: a BarChart with shares and drops. */
export function FunnelChart(props: Omit<BarChartProps, 'funnel'>) {
  return <BarChart {...props} funnel />;
}
