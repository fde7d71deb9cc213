/**
 * TAKE_QUIZ: the questions, one at a time (Previous / Next, the default on a phone) or all at
 * once, and the submission. Submit stays disabled until every question has an answer, with the
 * count and a way to the first unanswered question beside it (README "Skipping": a skipped
 * question is graded wrong, and is nearly always one scrolled past, not a choice).
 */
import { useStore } from '@nanostores/react';
import type { OptionLetter, QuizForTaking } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useEffect, useId, useRef } from 'react';
import type { QuizStore } from '../core/quiz-store.js';
import type { QuizLayout } from './quiz-props.js';
import { QuestionField } from './question-field.js';
import { submitFailureKey } from './shared.js';

export interface QuizTakingProps {
  store: QuizStore;
  quiz: QuizForTaking;
  layout: QuizLayout;
  onChoose: (questionId: string, letter: OptionLetter) => void;
  onSubmit: () => void;
}

export function QuizTaking({ store, quiz, layout, onChoose, onSubmit }: QuizTakingProps) {
  const t = useT();
  const answers = useStore(store.answers);
  const index = useStore(store.index);
  const submitting = useStore(store.submitting);
  const submitError = useStore(store.submitError);
  const answered = useStore(store.answeredCount);
  const canSubmit = useStore(store.canSubmit);
  const total = quiz.questions.length;
  const hintId = useId();
  const titles = useRef(new Map<string, HTMLSpanElement>());
  /** Focus follows the question only after the person moved, never on first render. */
  const moved = useRef<string | null>(null);

  useEffect(() => {
    const id = moved.current;
    if (!id) return;
    moved.current = null;
    titles.current.get(id)?.focus();
  });

  const goTo = (to: number) => {
    store.goTo(to);
    moved.current = quiz.questions[store.index.get()]?.id ?? null;
  };
  const firstUnanswered = quiz.questions.findIndex((q) => answers[q.id] === undefined);
  const shown = layout === 'all-at-once' ? quiz.questions : quiz.questions.slice(index, index + 1);
  const last = layout === 'all-at-once' || index === total - 1;

  return (
    <form
      className="sw-quiz-taking"
      part="taking"
      data-layout={layout}
      aria-busy={submitting}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) onSubmit();
      }}
    >
      <div className="sw-quiz-questions">
        {shown.map((question) => {
          const number = quiz.questions.indexOf(question) + 1;
          return (
            <QuestionField
              key={question.id}
              question={question}
              number={number}
              total={total}
              chosen={answers[question.id]}
              disabled={submitting}
              onChoose={(letter) => onChoose(question.id, letter)}
              titleRef={(node) => {
                if (node) titles.current.set(question.id, node);
                else titles.current.delete(question.id);
              }}
            />
          );
        })}
      </div>
      <p className="sw-quiz-hint" part="progress">
        {t('quiz.answered', { answered, total })}
      </p>
      {submitError ? (
        <p className="sw-quiz-alert" role="alert" part="error">
          {t(submitFailureKey(submitError))}
        </p>
      ) : null}
      <div className="sw-quiz-actions">
        {layout === 'one-at-a-time' ? (
          <button
            type="button"
            className="sw-quiz-button"
            part="previous"
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          >
            {t('quiz.previous')}
          </button>
        ) : null}
        <span className="sw-quiz-spacer" />
        {last ? (
          <button
            type="submit"
            className="sw-quiz-primary"
            part="submit"
            disabled={!canSubmit}
            aria-describedby={canSubmit ? undefined : hintId}
          >
            {submitting ? t('quiz.submitting') : t('quiz.submit')}
          </button>
        ) : (
          <button
            type="button"
            className="sw-quiz-primary"
            part="next"
            onClick={() => goTo(index + 1)}
          >
            {t('quiz.next')}
          </button>
        )}
      </div>
      {last && !canSubmit && !submitting && firstUnanswered >= 0 ? (
        <p className="sw-quiz-hint" id={hintId}>
          {t('quiz.answerAll')}{' '}
          <button
            type="button"
            className="sw-quiz-link"
            part="first-unanswered"
            onClick={() => {
              if (layout === 'one-at-a-time') goTo(firstUnanswered);
              else titles.current.get(quiz.questions[firstUnanswered]!.id)?.focus();
            }}
          >
            {t('quiz.firstUnanswered')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
