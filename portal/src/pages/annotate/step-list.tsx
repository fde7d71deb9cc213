/**
 * The steps of the workflow to annotate, in order: choosing one shows its video range and its
 * elements; a step with unsaved changes is marked.
 */
import type { PlayerStep } from '@stepwise/core';
import { currentLanguage, t } from '../../i18n/t';
import { formatStamp } from './annotation-elements';

/** A step's title in the reader's language, else any, else its number. */
export function stepTitle(step: Pick<PlayerStep, 'title' | 'order'>): string {
  const titles = step.title;
  const text = titles[currentLanguage()] || Object.values(titles).find((v) => v.trim() !== '');
  return text || t('annotate.stepNumber', { number: step.order + 1 });
}

export function StepList({
  steps,
  stepId,
  changed,
  onStep,
}: {
  steps: readonly PlayerStep[];
  stepId: string;
  changed: readonly string[];
  onStep(id: string): void;
}) {
  return (
    <nav className="annotate-steps" aria-label={t('annotate.steps')}>
      <ol>
        {steps.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              aria-current={s.id === stepId ? 'step' : undefined}
              className={s.id === stepId ? 'annotate-step current' : 'annotate-step'}
              data-testid="annotate-step"
              data-step-id={s.id}
              onClick={() => onStep(s.id)}
            >
              <span>
                {i + 1}. {stepTitle(s)}
              </span>
              <span className="muted">
                {formatStamp(s.startTime)} – {formatStamp(s.endTime)}
              </span>
              {changed.includes(s.id) && <span aria-label={t('annotate.unsaved')}> •</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
