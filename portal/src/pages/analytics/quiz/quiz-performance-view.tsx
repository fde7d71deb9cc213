/**
 * /analytics/quiz/performance (002 §7 quiz performance reports): the correct rate of every
 * question, the hardest first (the server's order, kept).
 */
import type { QuizQuestionPerformance } from '@stepwise/core';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { formatRate } from './quiz-format';
import { quizPaths } from './quiz-paths';

export function QuizPerformanceTable({ rows }: { rows: readonly QuizQuestionPerformance[] }) {
  if (rows.length === 0)
    return (
      <p className="empty" data-testid="quiz-performance-empty">
        {t('analytics.quiz.noAnswers')}
      </p>
    );
  return (
    <div className="quiz-report-scroll">
      <table className="quiz-report-table" data-testid="quiz-performance-table">
        <caption>{t('analytics.quiz.performanceCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analytics.quiz.question')}</th>
            <th scope="col">{t('analytics.quiz.workflow')}</th>
            <th scope="col">{t('analytics.quiz.answers')}</th>
            <th scope="col">{t('analytics.quiz.correctAnswers')}</th>
            <th scope="col">{t('analytics.quiz.correctRate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.quizId}:${row.questionId}`} data-testid="quiz-question-row">
              <th scope="row">{row.questionTitle}</th>
              <td>
                <Link to={quizPaths.workflow(row.workflowId)}>{row.workflowTitle}</Link>
              </td>
              <td>{row.attempts}</td>
              <td>{row.correct}</td>
              <td>
                <span className="quiz-report-rate">
                  <meter min={0} max={1} value={row.correctRate} aria-hidden="true" />
                  {formatRate(row.correctRate)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
