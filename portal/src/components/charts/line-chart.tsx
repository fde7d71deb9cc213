import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '@stepwise/i18n/react';
import { ChartTable } from './chart-table';
import { linearScale, nearestIndex, niceTicks, spreadIndexes } from './scale';
import { useNumberFormats } from './use-number-format';
import './charts.css';

export interface LineSeries {
  name: string;
  /** One value per label. */
  values: readonly number[];
}

export interface LineChartProps {
  /** What the chart shows ("Views per day"); its summary and its table's caption start with it. */
  title: string;
  /** The x categories in order (days), one per value of every series. */
  labels: readonly string[];
  series: readonly LineSeries[];
  /** The x column's name in the data table ("Day"). */
  labelName: string;
  formatLabel?: (label: string) => string;
  formatValue?: (value: number) => string;
  /** Fill the first series down to the axis (an area chart). */
  area?: boolean;
  /** Shown instead of the chart when there are no labels. */
  emptyText?: string;
  testId?: string;
}

const W = 640;
const H = 240;
const M = { top: 16, right: 16, bottom: 32, left: 52 };
const X_LABELS = 6;

/**
 * A line (or area) chart in SVG: y axis ticks from zero, up to six x labels, one line per
 * series. Hover or focus it and move with the arrow keys (Home / End): a guide line and a
 * tooltip show the values at that point, read out by screen readers as they change. Time runs
 * left to right in every language (the frame is `direction: ltr`), so the arrows follow it.
 */
export function LineChart({
  title,
  labels,
  series,
  labelName,
  formatLabel = (label) => label,
  formatValue,
  area = false,
  emptyText,
  testId = 'line-chart',
}: LineChartProps) {
  const t = useT();
  const formats = useNumberFormats();
  const format = formatValue ?? formats.count;
  const [active, setActive] = useState<number | null>(null);
  const tipId = useId();

  if (labels.length === 0 || series.length === 0) {
    return (
      <p className="chart-empty muted" data-testid={`${testId}-empty`}>
        {emptyText ?? t('charts.empty')}
      </p>
    );
  }

  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const y = linearScale([0, top], [H - M.bottom, M.top]);
  const x = linearScale([0, labels.length - 1], [M.left, W - M.right]);
  const single = labels.length === 1;
  const xAt = (i: number) => (single ? (M.left + W - M.right) / 2 : x(i));
  const path = (values: readonly number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${xAt(i).toFixed(1)},${y(v).toFixed(1)}`).join('');

  const summary = [
    t('charts.lineSummary', {
      title,
      from: formatLabel(labels[0]!),
      to: formatLabel(labels[labels.length - 1]!),
    }),
    ...series.map((s) => {
      const high = Math.max(0, ...s.values);
      const at = s.values.indexOf(high);
      return t('charts.seriesSummary', {
        name: s.name,
        max: format(high),
        maxAt: formatLabel(labels[Math.max(0, at)]!),
        total: format(s.values.reduce((a, b) => a + b, 0)),
      });
    }),
  ].join(' ');

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const vx = ((event.clientX - box.left) / box.width) * W;
    setActive(nearestIndex(vx, labels.length, M.left, W - M.right));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = labels.length - 1;
    const at = active ?? 0;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? Math.min(last, at + 1)
            : event.key === 'ArrowLeft'
              ? Math.max(0, at - 1)
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <figure className="chart" data-testid={testId}>
      <div className="chart-frame">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={summary}
          aria-describedby={active !== null ? tipId : undefined}
          tabIndex={0}
          className="chart-svg"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          onFocus={() => setActive((a) => a ?? labels.length - 1)}
          onBlur={() => setActive(null)}
          onKeyDown={onKeyDown}
          data-testid={`${testId}-svg`}
        >
          <g className="chart-grid" aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={M.left} x2={W - M.right} y1={y(tick)} y2={y(tick)} />
                <text x={M.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {format(tick)}
                </text>
              </g>
            ))}
            {spreadIndexes(labels.length, X_LABELS).map((i) => (
              <text key={i} x={xAt(i)} y={H - M.bottom + 20} textAnchor="middle">
                {formatLabel(labels[i]!)}
              </text>
            ))}
          </g>
          {series.map((s, n) => (
            <g key={s.name} className={`chart-series chart-series-${n % 4}`} aria-hidden="true">
              {area && n === 0 && !single && (
                <path
                  className="chart-area"
                  d={`${path(s.values)}L${xAt(s.values.length - 1)},${y(0)}L${xAt(0)},${y(0)}Z`}
                />
              )}
              {single ? (
                <circle cx={xAt(0)} cy={y(s.values[0] ?? 0)} r={4} />
              ) : (
                <path className="chart-line" d={path(s.values)} />
              )}
              {active !== null && <circle cx={xAt(active)} cy={y(s.values[active] ?? 0)} r={4} />}
            </g>
          ))}
          {active !== null && (
            <line
              className="chart-guide"
              aria-hidden="true"
              x1={xAt(active)}
              x2={xAt(active)}
              y1={M.top}
              y2={H - M.bottom}
            />
          )}
        </svg>
        {active !== null && (
          <div
            id={tipId}
            className="chart-tooltip"
            role="status"
            style={{ left: `${(xAt(active) / W) * 100}%` }}
            data-testid={`${testId}-tooltip`}
          >
            <strong>{formatLabel(labels[active]!)}</strong>
            {series.map((s, n) => (
              <span key={s.name} className={`chart-key chart-series-${n % 4}`}>
                {s.name}: {format(s.values[active] ?? 0)}
              </span>
            ))}
          </div>
        )}
      </div>
      {series.length > 1 && (
        <figcaption className="chart-legend" aria-hidden="true">
          {series.map((s, n) => (
            <span key={s.name} className={`chart-key chart-series-${n % 4}`}>
              {s.name}
            </span>
          ))}
        </figcaption>
      )}
      <ChartTable
        caption={title}
        columns={[labelName, ...series.map((s) => s.name)]}
        rows={labels.map((label, i) => [
          formatLabel(label),
          ...series.map((s) => format(s.values[i] ?? 0)),
        ])}
        testId={`${testId}-table`}
      />
    </figure>
  );
}
