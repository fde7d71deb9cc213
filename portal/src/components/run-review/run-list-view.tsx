/**
 * The runs a reviewer may open (issue 24; 002 §4 review mode), newest first: who, when, and
 * whether the run is complete. Picking one opens its review. Pure: RunList loads.
 */
import type { ReviewedRun } from '@stepwise/core';
import { formatDuration } from '../../lib/format';
import { t } from '../../i18n/t';
import { runDateTime } from './run-format';

export function RunListView({
  runs,
  onPick,
}: {
  runs: ReviewedRun[];
  onPick: (sessionId: string) => void;
}) {
  return (
    <section className="run-list" data-testid="run-list" aria-labelledby="run-list-h">
      <h2 id="run-list-h">{t('runReview.runs')}</h2>
      {runs.length === 0 ? (
        <p className="empty" data-testid="run-list-empty">
          {t('runReview.noRuns')}
        </p>
      ) : (
        <ul className="run-list-items">
          {runs.map((run) => (
            <li key={run.id}>
              <button
                type="button"
                className="run-list-item"
                data-testid="run-list-item"
                data-session-id={run.id}
                onClick={() => onPick(run.id)}
              >
                <strong>{run.displayName || run.email || '—'}</strong>
                <span className="muted">
                  {runDateTime(run.onEnter)} · {formatDuration(run.durationSeconds)}
                </span>
                <span className={`badge ${run.completed ? 'badge-published' : 'badge-processing'}`}>
                  {run.completed ? t('runReview.completed') : t('runReview.inProgress')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
