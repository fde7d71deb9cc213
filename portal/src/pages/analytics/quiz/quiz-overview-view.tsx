/**
 * /analytics/quiz (002 §7 quizzes overview and workflow-list): the overview cards and one row per
 * workflow with a quiz, each linking to its people.
 */
import type { QuizOverview, QuizWorkflowRow } from '@stepwise/core';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { formatRate, formatScore } from './quiz-format';
import { quizPaths } from './quiz-paths';

export function QuizOverviewCards({ overview }: { overview: QuizOverview }) {
  const cards = [
    { label: t('analytics.quiz.quizzes'), value: String(overview.quizzes) },
    { label: t('analytics.quiz.attempts'), value: String(overview.attempts) },
    { label: t('analytics.quiz.takers'), value: String(overview.takers) },
    { label: t('analytics.quiz.passRate'), value: formatRate(overview.passRate) },
    { label: t('analytics.quiz.avgScore'), value: formatScore(overview.avgScore) },
  ];
  return (
    <dl className="quiz-report-cards" data-testid="quiz-overview-cards">
      {cards.map((card) => (
        <div key={card.label} className="quiz-report-card">
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function QuizWorkflowTable({ rows }: { rows: readonly QuizWorkflowRow[] }) {
  if (rows.length === 0)
    return (
      <p className="empty" data-testid="quiz-workflows-empty">
        {t('analytics.quiz.noQuizzes')}
      </p>
    );
  return (
    <div className="quiz-report-scroll">
      <table className="quiz-report-table" data-testid="quiz-workflows-table">
        <caption>{t('analytics.quiz.workflowsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analytics.quiz.workflow')}</th>
            <th scope="col">{t('analytics.quiz.workspace')}</th>
            <th scope="col">{t('analytics.quiz.questions')}</th>
            <th scope="col">{t('analytics.quiz.attempts')}</th>
            <th scope="col">{t('analytics.quiz.takers')}</th>
            <th scope="col">{t('analytics.quiz.passRate')}</th>
            <th scope="col">{t('analytics.quiz.avgScore')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.quizId} data-testid="quiz-workflow-row">
              <th scope="row">
                <Link to={quizPaths.workflow(row.workflowId)}>{row.workflowTitle}</Link>
              </th>
              <td>{row.workspaceName}</td>
              <td>{row.questionCount}</td>
              <td>{row.attempts}</td>
              <td>{row.takers}</td>
              <td>{formatRate(row.passRate)}</td>
              <td>{formatScore(row.avgScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
