import { useEffect, useId, useRef, useState } from 'react';
import {
  ANALYTICS_ALL_WORKSPACES,
  ANALYTICS_DEBOUNCE_MS,
  parseDateRange,
  type DateRange,
  type HeaderControls,
  type ReportName,
} from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import type { Load } from '../../lib/use-load';
import { ExportButton } from './export/export-button';
import type { ReportExporter } from './export/use-report-export';
import { REPORT_TITLE_KEYS } from './report-titles';

export interface WorkspaceOption {
  id: string;
  name: string;
}

export interface AnalyticsHeaderProps {
  report: ReportName;
  /** Which controls show (core `headerControls(report)`). */
  controls: HeaderControls;
  dateRange: DateRange;
  /** A valid range, after the debounce. */
  onDateRange: (range: DateRange) => void;
  workspaceId: string;
  workspaces: Load<WorkspaceOption[]>;
  onWorkspace: (id: string) => void;
  onRetryWorkspaces: () => void;
  exporter: ReportExporter;
}

/**
 * Runs `fire` once `key` has stayed the same for `ms`; `key` null means nothing to apply. `fire`
 * is read when the timer ends, so it may be a new function each render.
 */
function useDebounced(key: string | null, ms: number, fire: () => void) {
  const latest = useRef(fire);
  useEffect(() => {
    latest.current = fire;
  });
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
}

/**
 * The analytics header (002 §2, §8): the report's title, the date range (two required dates,
 * first not after the second), the workspace filter ('All Workspaces' and the caller's
 * workspaces) and the export button — each only where the report has it. Changes apply after
 * the debounce of 002 §9 (ANALYTICS_DEBOUNCE_MS.long).
 */
export function AnalyticsHeader({
  report,
  controls,
  dateRange,
  onDateRange,
  workspaceId,
  workspaces,
  onWorkspace,
  onRetryWorkspaces,
  exporter,
}: AnalyticsHeaderProps) {
  const t = useT();
  const id = useId();
  const [from, setFrom] = useState(dateRange[0]);
  const [to, setTo] = useState(dateRange[1]);
  const [workspace, setWorkspace] = useState(workspaceId);
  const range = parseDateRange([from, to]);
  const rangeError = range === null;

  const rangeKey = range ? range.join(',') : null;
  useDebounced(
    rangeKey === dateRange.join(',') ? null : rangeKey,
    ANALYTICS_DEBOUNCE_MS.long,
    () => range && onDateRange(range),
  );
  useDebounced(workspace === workspaceId ? null : workspace, ANALYTICS_DEBOUNCE_MS.long, () =>
    onWorkspace(workspace),
  );

  return (
    <header className="analytics-header" data-testid="analytics-header">
      <h1 data-testid="analytics-title">{t(REPORT_TITLE_KEYS[report])}</h1>
      <div className="analytics-controls">
        {controls.dateRange && (
          <fieldset className="analytics-range" data-testid="analytics-date-range">
            <legend>{t('analytics.header.dateRange')}</legend>
            <label htmlFor={`${id}-from`}>{t('analytics.header.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              required
              value={from}
              max={to || undefined}
              aria-invalid={rangeError}
              aria-describedby={rangeError ? `${id}-range-error` : undefined}
              onChange={(e) => setFrom(e.target.value)}
              data-testid="analytics-date-from"
            />
            <label htmlFor={`${id}-to`}>{t('analytics.header.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              required
              value={to}
              min={from || undefined}
              aria-invalid={rangeError}
              aria-describedby={rangeError ? `${id}-range-error` : undefined}
              onChange={(e) => setTo(e.target.value)}
              data-testid="analytics-date-to"
            />
          </fieldset>
        )}
        {controls.workspace && (
          <div className="analytics-workspace">
            <label htmlFor={`${id}-workspace`}>{t('analytics.header.workspace')}</label>
            <select
              id={`${id}-workspace`}
              value={workspace}
              disabled={workspaces.state === 'loading'}
              onChange={(e) => setWorkspace(e.target.value)}
              data-testid="analytics-workspace"
            >
              <option value={ANALYTICS_ALL_WORKSPACES}>
                {t('analytics.header.allWorkspaces')}
              </option>
              {workspaces.state === 'ready' &&
                workspaces.value.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
            </select>
          </div>
        )}
        {controls.export && <ExportButton exporter={exporter} />}
      </div>
      {controls.dateRange && rangeError && (
        <p
          id={`${id}-range-error`}
          className="form-error"
          role="alert"
          data-testid="analytics-date-error"
        >
          {t('analytics.errors.dateRange')}
        </p>
      )}
      {controls.workspace && workspaces.state === 'error' && (
        <div className="form-error" role="alert" data-testid="analytics-workspace-error">
          {t('analytics.errors.workspaceLoad')}{' '}
          <button type="button" className="link-button" onClick={onRetryWorkspaces}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </header>
  );
}
