/**
 * /analytics/quiz/workflow/{workflowId} (002 §7 quizzes user-list): one row per person who took
 * the workflow's quiz, each linking to their result history.
 */
import type { QuizUserRow } from '@stepwise/core';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { formatWhen } from './quiz-format';
import { quizPaths } from './quiz-paths';

export function QuizUserTable({
  workflowId,
  rows,
}: {
  workflowId: string;
  rows: readonly QuizUserRow[];
}) {
  if (rows.length === 0)
    return (
      <p className="empty" data-testid="quiz-users-empty">
        {t('analytics.quiz.noTakers')}
      </p>
    );
  return (
    <div className="quiz-report-scroll">
      <table className="quiz-report-table" data-testid="quiz-users-table">
        <caption>{t('analytics.quiz.usersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analytics.quiz.person')}</th>
            <th scope="col">{t('analytics.quiz.attempts')}</th>
            <th scope="col">{t('analytics.quiz.bestScore')}</th>
            <th scope="col">{t('analytics.quiz.result')}</th>
            <th scope="col">{t('analytics.quiz.lastAttempt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} data-testid="quiz-user-row">
              <th scope="row">
                <Link to={quizPaths.resultHistory(row.quizId, workflowId, row.userId)}>
                  {row.userName}
                </Link>
                {row.email && <span className="muted quiz-report-email">{row.email}</span>}
              </th>
              <td>{row.attempts}</td>
              <td>{row.bestScore}%</td>
              <td>
                <span className="quiz-report-result" data-passed={row.passed}>
                  {row.passed ? t('quiz.result.passed') : t('quiz.result.failed')}
                </span>
              </td>
              <td>{formatWhen(row.lastAttemptAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
