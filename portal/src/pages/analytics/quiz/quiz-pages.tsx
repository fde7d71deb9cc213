/**
 * The quiz report pages (000 §2 Analytics; 002 §2, §7): each renders its read's state — loading,
 * error with retry, empty, the table. Reads in use-quiz-reports.ts, tables beside this file. The
 * analytics header holds the title, except on the per-workflow page where it is hidden (002 §2).
 */
import { Link, useParams } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { t } from '../../../i18n/t';
import { QuizAttemptList } from './quiz-attempts-view';
import { QuizOverviewCards, QuizWorkflowTable } from './quiz-overview-view';
import { quizPaths } from './quiz-paths';
import { QuizPerformanceTable } from './quiz-performance-view';
import { QuizUserTable } from './quiz-users-view';
import {
  useQuizOverview,
  useQuizPerformance,
  useQuizResultHistory,
  useQuizUsers,
} from './use-quiz-reports';
import './quiz-report.css';

/** /analytics/quiz */
export function QuizOverviewPage() {
  const { overview, retryOverview, workflows, retryWorkflows } = useQuizOverview();
  return (
    <section className="quiz-report" data-testid="quiz-report">
      <p>
        <Link to={quizPaths.performance}>{t('analytics.quiz.toPerformance')}</Link>
      </p>
      {overview.state === 'ready' ? (
        <QuizOverviewCards overview={overview.value} />
      ) : (
        <LoadState load={overview} onRetry={retryOverview} testId="quiz-overview" />
      )}
      {workflows.state === 'ready' ? (
        <QuizWorkflowTable rows={workflows.value.items} />
      ) : (
        <LoadState load={workflows} onRetry={retryWorkflows} testId="quiz-workflows" />
      )}
    </section>
  );
}

/** /analytics/quiz/workflow/{workflowId} (no header, 002 §2). */
export function QuizWorkflowPage() {
  const { workflowId = '' } = useParams();
  const [users, retry] = useQuizUsers(workflowId);
  return (
    <section className="quiz-report" data-testid="quiz-workflow-report">
      <p>
        <Link to={quizPaths.overview}>{t('analytics.quiz.back')}</Link>
      </p>
      <h1>
        {users.state === 'ready'
          ? t('analytics.quiz.workflowTitle', { title: users.value.workflow.title })
          : t('analytics.quiz.title')}
      </h1>
      {users.state === 'ready' ? (
        <QuizUserTable workflowId={workflowId} rows={users.value.items} />
      ) : (
        <LoadState load={users} onRetry={retry} testId="quiz-users" />
      )}
    </section>
  );
}

/** /analytics/quiz/{quizId}/workflow/{workflowId}/user/{userId} */
export function QuizResultHistoryPage() {
  const { quizId = '', workflowId = '', userId = '' } = useParams();
  const [history, retry] = useQuizResultHistory(quizId, workflowId, userId);
  return (
    <section className="quiz-report" data-testid="quiz-history-report">
      <p>
        <Link to={quizPaths.workflow(workflowId)}>{t('analytics.quiz.backToPeople')}</Link>
      </p>
      {history.state === 'ready' ? (
        <>
          <h2>
            {t('analytics.quiz.historyTitle', {
              name: history.value.user.name,
              title: history.value.workflow.title,
            })}
          </h2>
          <QuizAttemptList attempts={history.value.items} />
        </>
      ) : (
        <LoadState load={history} onRetry={retry} testId="quiz-history" />
      )}
    </section>
  );
}

/** /analytics/quiz/performance */
export function QuizPerformancePage() {
  const [performance, retry] = useQuizPerformance();
  return (
    <section className="quiz-report" data-testid="quiz-performance-report">
      {performance.state === 'ready' ? (
        <QuizPerformanceTable rows={performance.value.items} />
      ) : (
        <LoadState load={performance} onRetry={retry} testId="quiz-performance" />
      )}
    </section>
  );
}
