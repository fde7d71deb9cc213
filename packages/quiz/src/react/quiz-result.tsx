/**
 * REVIEW_QUIZ: the attempt's result (score, 'You passed' / 'Did not pass', how many correct, the
 * passing score, the attempt's number and the best score when there were several) and its
 * review, question by question: the chosen answer, the correct one and the explanation. Retake
 * starts a new attempt. The heading takes focus when the result arrives, so a screen reader reads
 * it where the submit button was.
 */
import type { UserQuizHistory, UserQuizView } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useEffect, useRef } from 'react';
import { optionText, RESULT_KEYS } from './shared.js';

export interface QuizResultProps {
  attempt: UserQuizView;
  history: UserQuizHistory | null;
  /** Focus the heading (a submission just finished). */
  focus: boolean;
  onRetake: () => void;
}

export function QuizResultView({ attempt, history, focus, onRetake }: QuizResultProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, attempt.id]);
  const best = history && history.attempts.length > 1 ? history.best : null;
  return (
    <div className="sw-quiz-review-screen">
      <section
        className="sw-quiz-result"
        part="result"
        data-status={attempt.status}
        aria-labelledby={`${attempt.id}-result`}
      >
        <h3 id={`${attempt.id}-result`} ref={heading} tabIndex={-1}>
          {t(RESULT_KEYS[attempt.status])}
        </h3>
        <p className="sw-quiz-score" part="score" data-score={attempt.score}>
          {attempt.score}%
        </p>
        <p>
          {t('quiz.correctCount', {
            correct: attempt.correctAnswerCount,
            total: attempt.questionCount,
          })}
        </p>
        <p className="sw-quiz-muted">{t('quiz.passingScore', { score: attempt.passingScore })}</p>
        <p className="sw-quiz-muted" part="attempt">
          {t('quiz.attempt', { number: attempt.attempt })}
          {best ? ` · ${t('quiz.best', { score: best.score })}` : ''}
        </p>
        <div className="sw-quiz-actions">
          <button type="button" className="sw-quiz-primary" part="retake" onClick={onRetake}>
            {t('quiz.retake')}
          </button>
        </div>
      </section>
      <section part="review" aria-labelledby={`${attempt.id}-review`}>
        <h3 id={`${attempt.id}-review`} className="sw-quiz-review-title">
          {t('quiz.review')}
        </h3>
        <ol className="sw-quiz-review">
          {attempt.questions.map((question, i) => {
            const chosen = question.options.find((o) => o.letter === question.userAnswer);
            const correct = question.options.find((o) => o.letter === question.correctAnswer);
            const text = (o: { letter: string; text: string }) =>
              `${o.letter}. ${optionText(t, question.type, o.text)}`;
            return (
              <li
                key={question.questionId}
                className="sw-quiz-review-item"
                part="review-item"
                data-correct={question.isCorrect ? 'true' : 'false'}
              >
                <span className="sw-quiz-number">
                  {t('quiz.questionOf', { number: i + 1, total: attempt.questions.length })}
                </span>
                <h4>{question.title}</h4>
                <span className="sw-quiz-verdict">
                  {question.isCorrect ? t('quiz.correct') : t('quiz.incorrect')}
                </span>
                <dl>
                  <dt>{t('quiz.yourAnswer')}</dt>
                  <dd data-answer={question.userAnswer ?? ''}>
                    {chosen ? text(chosen) : t('quiz.notAnswered')}
                  </dd>
                  {question.isCorrect ? null : (
                    <>
                      <dt>{t('quiz.correctAnswer')}</dt>
                      <dd data-answer={question.correctAnswer}>
                        {correct ? text(correct) : question.correctAnswer}
                      </dd>
                    </>
                  )}
                  {question.explanation ? (
                    <>
                      <dt>{t('quiz.explanation')}</dt>
                      <dd part="explanation">{question.explanation}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
