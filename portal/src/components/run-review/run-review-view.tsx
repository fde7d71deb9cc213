/**
 * A person's run of a smart instruction as its reviewer reads it (issue 24; 002 §4 review mode):
 * who ran it, when and for how long, then each step with done, the checklist entries they
 * checked, the photos they took and the quiz score the server graded. Pure: RunReview loads.
 */
import type { ReviewedRun, SmartInstructionForViewing } from '@stepwise/core';
import { formatDuration } from '../../lib/format';
import { t } from '../../i18n/t';
import { runDateTime } from './run-format';

type Step = Pick<SmartInstructionForViewing['items'][number], 'id' | 'title' | 'checklistItems'>;

export function RunReviewView({ run, steps }: { run: ReviewedRun; steps: Step[] }) {
  const titles = new Map(steps.map((s) => [s.id, s]));
  return (
    <article className="run-review" data-testid="run-review" data-session-id={run.id}>
      <header className="run-review-header">
        <h2 data-testid="run-review-person">{run.displayName || run.email || '—'}</h2>
        <p className="muted">
          {t('runReview.startedAt', { date: runDateTime(run.onEnter) })} ·{' '}
          {t('runReview.duration', { value: formatDuration(run.durationSeconds) })}
        </p>
        <span
          className={`badge ${run.completed ? 'badge-published' : 'badge-processing'}`}
          data-testid="run-review-status"
        >
          {run.completed
            ? t('runReview.completedAt', { date: runDateTime(run.completedAt) })
            : t('runReview.inProgress')}
        </span>
      </header>
      {run.items.length === 0 ? (
        <p className="muted" data-testid="run-review-no-steps">
          {t('runReview.noSteps')}
        </p>
      ) : (
        <ol className="run-review-steps">
          {run.items.map((item) => {
            const step = titles.get(item.itemId);
            const photos = run.files.filter((f) => f.itemId === item.itemId);
            const checklist = step?.checklistItems ?? [];
            return (
              <li key={item.itemId} className="run-review-step" data-testid="run-review-step">
                <div className="run-review-step-title">
                  <strong>{step?.title || t('runReview.removedStep')}</strong>
                  <span className={`badge ${item.done ? 'badge-published' : ''}`}>
                    {item.done ? t('runReview.done') : t('runReview.notDone')}
                  </span>
                  {item.quizScore !== null && (
                    <span className="badge" data-testid="run-review-quiz">
                      {t('runReview.quizScore', { score: item.quizScore })}
                    </span>
                  )}
                </div>
                {checklist.length > 0 && (
                  <ul className="run-review-checklist">
                    {checklist.map((entry) => {
                      const checked = item.checkedItemIds.includes(entry.id);
                      return (
                        <li key={entry.id} data-checked={checked}>
                          <span aria-hidden="true">{checked ? '☑' : '☐'}</span>{' '}
                          <span className="visually-hidden">
                            {checked ? t('runReview.checked') : t('runReview.unchecked')}
                          </span>
                          {entry.text}
                        </li>
                      );
                    })}
                  </ul>
                )}
                {photos.length > 0 && (
                  <div className="run-review-photos" data-testid="run-review-photos">
                    {photos.map((photo) => (
                      <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                        <img
                          src={photo.url}
                          alt={t('runReview.photoAlt', { name: photo.fileName })}
                          loading="lazy"
                        />
                      </a>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </article>
  );
}
