// The step menu grid (002 §2): lazy poster, two-digit number, title, mm:ss duration and a
// paperclip when the step has attachments. Numbers and durations arrive formatted.
import type { ReactNode } from 'react';
import { useT } from '@stepwise/i18n/react';
import { cx, SCOPE } from './class-names.js';
import { PaperclipIcon } from './icons.js';
import { Parts } from './parts.js';

export interface StepMenuItem {
  id: string;
  /** Two digits, '03'. */
  number: string;
  title: string;
  /** mm:ss, '01:05'. */
  durationLabel: string;
  poster?: string | undefined;
  hasAttachments: boolean;
}

export interface StepMenuProps {
  steps: readonly StepMenuItem[];
  currentStepId: string | null;
  onSelect: (stepId: string) => void;
  /** The quiz card, shown after the steps when the caller decides a quiz applies. */
  quizCard?: ReactNode;
  className?: string | undefined;
}

export function StepMenu({ steps, currentStepId, onSelect, quizCard, className }: StepMenuProps) {
  const t = useT();
  return (
    <nav
      className={cx(SCOPE, 'sw-player-step-menu', className)}
      part={Parts.stepMenu}
      aria-label={t('player.steps')}
    >
      <ol className="sw-player-step-grid">
        {steps.map((step) => {
          const current = step.id === currentStepId;
          return (
            <li key={step.id}>
              <button
                type="button"
                className="sw-player-step-card sw-player-focusable"
                aria-current={current ? 'step' : undefined}
                data-active={current || undefined}
                onClick={() => onSelect(step.id)}
              >
                <span className="sw-player-step-poster">
                  {step.poster && <img src={step.poster} alt="" loading="lazy" decoding="async" />}
                  <span className="sw-player-step-duration" dir="ltr">
                    {step.durationLabel}
                  </span>
                </span>
                <span className="sw-player-step-caption">
                  <span className="sw-player-step-number">{step.number}</span>
                  <span className="sw-player-step-title">{step.title}</span>
                  {step.hasAttachments && (
                    <span className="sw-player-step-clip" title={t('player.hasAttachments')}>
                      <PaperclipIcon />
                      <span className="sw-player-visually-hidden">
                        {t('player.hasAttachments')}
                      </span>
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
        {quizCard && <li className="sw-player-step-quiz">{quizCard}</li>}
      </ol>
    </nav>
  );
}
