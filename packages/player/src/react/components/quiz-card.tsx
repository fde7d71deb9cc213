// The quiz card at the end of the steps list (002 §2): the quiz's question count, the caller's
// best and latest result, and one button that opens the quiz (take it, or review the last
// attempt when there is one: 002 §4 openQuizMode). Everything arrives decided (core/quiz-summary).
import { useId } from 'react';
import { useT } from '@stepwise/i18n/react';
import type { QuizMode } from '@stepwise/core';
import type { QuizSummary } from '../../core/quiz-summary.js';
import { cx, SCOPE } from './class-names.js';
import { Parts } from './parts.js';

export interface QuizCardProps {
  summary: QuizSummary;
  /** Opens the quiz in this mode (TAKE_QUIZ or REVIEW_QUIZ). */
  onOpen: (mode: Exclude<QuizMode, 'CLOSE'>) => void;
  className?: string | undefined;
}

export function QuizCard({ summary, onOpen, className }: QuizCardProps) {
  const t = useT();
  const { best, latest } = summary;
  // Several players may share a page: ids of their own.
  const titleId = useId();
  // Short labels here: the quiz's own result screen says 'You passed' / 'Did not pass'.
  const resultLabel = (status: 'passed' | 'failed') =>
    status === 'passed' ? t('player.quizStatusPassed') : t('player.quizStatusFailed');
  return (
    <section
      className={cx(SCOPE, 'sw-player-quiz-card', className)}
      part={Parts.quizCard}
      aria-labelledby={titleId}
      data-status={best?.status ?? 'not-taken'}
    >
      <h3 className="sw-player-quiz-card-title" id={titleId}>
        {t('player.quiz')}
      </h3>
      <p className="sw-player-quiz-card-count">
        {t('player.quizQuestions', { count: summary.questionCount })}
      </p>
      {best && latest ? (
        <dl className="sw-player-quiz-card-results">
          <div>
            <dt>{t('player.quizBest')}</dt>
            <dd data-status={best.status}>
              {t('player.quizScore', { score: best.score })} · {resultLabel(best.status)}
            </dd>
          </div>
          <div>
            <dt>{t('player.quizLatest')}</dt>
            <dd data-status={latest.status}>
              {t('player.quizScore', { score: latest.score })} · {resultLabel(latest.status)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="sw-player-quiz-card-note">{t('player.quizNotTaken')}</p>
      )}
      <div className="sw-player-quiz-card-actions">
        <button
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
      </div>
    </section>
  );
}
