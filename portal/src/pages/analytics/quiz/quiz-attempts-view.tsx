/**
 * /analytics/quiz/{quizId}/workflow/{workflowId}/user/{userId} (002 §7 quizzes result-history):
 * every attempt of one person, newest first, with each question's answer.
 */
import type { QuizResultAttempt, SubmittedAnswer } from '@stepwise/core';
import { t } from '../../../i18n/t';
import { formatWhen } from './quiz-format';

function optionText(answer: SubmittedAnswer, letter: string | null): string {
  if (letter === null) return t('quiz.notAnswered');
  const option = answer.options.find((o) => o.letter === letter);
  return option ? `${letter}. ${option.text}` : letter;
}

function AnswerItem({ answer }: { answer: SubmittedAnswer }) {
  return (
    <li className="quiz-report-answer" data-correct={answer.isCorrect} data-testid="quiz-answer">
      <p className="quiz-report-question">
        {answer.title}{' '}
        <span className="quiz-report-result" data-passed={answer.isCorrect}>
          {answer.isCorrect ? t('quiz.correct') : t('quiz.incorrect')}
        </span>
      </p>
      <dl>
        <dt>{t('quiz.yourAnswer')}</dt>
        <dd>{optionText(answer, answer.userAnswer)}</dd>
        {!answer.isCorrect && (
          <>
            <dt>{t('quiz.correctAnswer')}</dt>
            <dd>{optionText(answer, answer.correctAnswer)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

export function QuizAttemptList({ attempts }: { attempts: readonly QuizResultAttempt[] }) {
  if (attempts.length === 0)
    return (
      <p className="empty" data-testid="quiz-attempts-empty">
        {t('analytics.quiz.noAttempts')}
      </p>
    );
  return (
    <ol className="quiz-report-attempts" data-testid="quiz-attempts">
      {attempts.map((attempt) => (
        <li key={attempt.id} data-testid="quiz-attempt">
          <section aria-labelledby={`attempt-${attempt.id}`}>
            <h2 id={`attempt-${attempt.id}`}>
              {t('quiz.attempt', { number: attempt.attempt })}{' '}
              <span className="muted">{formatWhen(attempt.createdAt)}</span>
            </h2>
            <p>
              <span className="quiz-report-result" data-passed={attempt.passed}>
                {attempt.passed ? t('quiz.result.passed') : t('quiz.result.failed')}
              </span>{' '}
              {t('quiz.score', { score: attempt.score })} ·{' '}
              {t('quiz.correctCount', {
                correct: attempt.correctAnswerCount,
                total: attempt.questionCount,
              })}{' '}
              · {t('quiz.passingScore', { score: attempt.passingScore })}
            </p>
            <ol className="quiz-report-answers">
              {attempt.answers.map((answer) => (
                <AnswerItem key={answer.questionId} answer={answer} />
              ))}
            </ol>
          </section>
        </li>
      ))}
    </ol>
  );
}
