/** Small pieces the analytics pages share: stat cards, the keyword filter, day labels. */
import { useEffect, useId, useRef, useState } from 'react';
import { ANALYTICS_DEBOUNCE_MS } from '@stepwise/core';
import { useFormatDate, useT } from '@stepwise/i18n/react';

export interface Stat {
  key: string;
  label: string;
  value: string;
  /** The change against the previous period (a share; null when there is nothing to compare). */
  delta?: number | null;
  deltaText?: string;
}

/** Headline numbers, with their change against the previous period when given. */
export function StatCards({ stats, testId }: { stats: readonly Stat[]; testId: string }) {
  const t = useT();
  return (
    <dl className="analytics-stats" data-testid={testId}>
      {stats.map((s) => (
        <div key={s.key} className="analytics-stat" data-testid={`${testId}-${s.key}`}>
          <dt>{s.label}</dt>
          <dd className="analytics-stat-value">{s.value}</dd>
          {s.delta !== undefined && (
            <dd
              className="analytics-stat-delta"
              data-trend={
                s.delta === null ? 'none' : s.delta > 0 ? 'up' : s.delta < 0 ? 'down' : 'flat'
              }
            >
              {s.delta === null ? t('analytics.stat.noPrevious') : s.deltaText}
              <span className="visually-hidden"> {t('analytics.stat.vsPrevious')}</span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** The change from `previous` to `current` as a share, or null when previous is zero. */
export function deltaOf(current: number, previous: number): number | null {
  return previous > 0 ? (current - previous) / previous : null;
}

/** Applies the typed keyword when it differs from the applied one. */
function onChangeOf(latest: {
  current: { onChange: (keyword: string) => void; draft: string; value: string };
}) {
  const { onChange, draft, value } = latest.current;
  if (draft.trim() !== value) onChange(draft.trim());
}

/**
 * A report's keyword filter: typing applies after 002 §9's short debounce
 * (ANALYTICS_DEBOUNCE_MS.short), or at once when the page is left.
 */
export function KeywordFilter({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (keyword: string) => void;
  label: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const latest = useRef({ onChange, draft, value });
  useEffect(() => {
    latest.current = { onChange, draft, value };
  });
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onChangeOf(latest), ANALYTICS_DEBOUNCE_MS.short);
    return () => clearTimeout(timer);
  }, [draft, value]);
  // Leaving the page before the debounce ends still keeps what was typed.
  useEffect(() => () => onChangeOf(latest), []);
  return (
    <div className="analytics-keyword">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={200}
        onChange={(e) => setDraft(e.target.value)}
        data-testid="analytics-keyword"
      />
    </div>
  );
}

/** A report day 'YYYY-MM-DD' (a UTC calendar day) as that calendar day here. */
export function dayDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** Formats report days and times in the interface language. */
export function useDayFormat() {
  const formatDate = useFormatDate();
  return {
    day: (day: string) => formatDate(dayDate(day), 'MM/DD/YYYY'),
    time: (iso: string | null) => (iso ? formatDate(iso, 'MM/DD/YY h:mm A') : '—'),
  };
}
