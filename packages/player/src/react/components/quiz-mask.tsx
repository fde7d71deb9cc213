// The quiz mask (002 §4): at the end of the last step, when a quiz is pending and quizzes are
// on, a mask over the picture offers the quiz: take it, review the last attempt (when there is
// one), or close the mask. It is a dialog in the picture, focused when it appears so a keyboard
// user lands on its first button; Escape closes it.
import { useEffect, useId, useRef } from 'react';
import { useT } from '@stepwise/i18n/react';
import type { QuizMode } from '@stepwise/core';
import type { QuizSummary } from '../../core/quiz-summary.js';
import { cx, SCOPE } from './class-names.js';
import { Parts } from './parts.js';

export interface QuizMaskProps {
  summary: QuizSummary;
  onOpen: (mode: Exclude<QuizMode, 'CLOSE'>) => void;
  onClose: () => void;
  className?: string | undefined;
}

export function QuizMask({ summary, onOpen, onClose, className }: QuizMaskProps) {
  const t = useT();
  const first = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    first.current?.focus({ preventScroll: true });
  }, []);
  const latest = summary.latest;
  return (
    <div
      className={cx(SCOPE, 'sw-player-quiz-mask')}
      part={Parts.quizMask}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        // The player's own keys (space, arrows) stay off while the mask asks.
        event.stopPropagation();
        if (event.key === 'Escape') onClose();
      }}
      data-testid="quiz-mask"
    >
      <div className={cx('sw-player-quiz-mask-panel', className)}>
        <h2 className="sw-player-quiz-mask-title" id={`${id}-title`}>
          {t('player.quizMaskTitle')}
        </h2>
        <p className="sw-player-quiz-mask-text" id={`${id}-text`}>
          {t('player.quizQuestions', { count: summary.questionCount })}
          {latest && (
            <>
              {' · '}
              {t('player.quizLatest')}: {t('player.quizScore', { score: latest.score })}
            </>
          )}
        </p>
        <div className="sw-player-quiz-mask-actions">
          <button
            ref={first}
            type="button"
            className="sw-player-text-button sw-player-focusable"
            data-variant="primary"
            onClick={() => onOpen('TAKE_QUIZ')}
          >
            {latest ? t('player.retakeQuiz') : t('player.takeQuiz')}
          </button>
          {latest && (
            <button
              type="button"
              className="sw-player-text-button sw-player-focusable"
              onClick={() => onOpen('REVIEW_QUIZ')}
            >
              {t('player.reviewQuiz')}
            </button>
          )}
          <button
            type="button"
            className="sw-player-text-button sw-player-focusable"
            onClick={onClose}
          >
            {t('player.closeQuiz')}
          </button>
        </div>
      </div>
    </div>
  );
}
