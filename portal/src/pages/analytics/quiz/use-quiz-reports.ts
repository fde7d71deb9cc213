/**
 * The quiz reports' reads (002 §7 quizzes overview, workflow-list, user-list, result-history;
 * quiz performance). 002 §2: the quiz page has no date filter but keeps the workspace filter, so
 * each read carries the header's workspace (the shared analytics store) and nothing else.
 */
import {
  quizOverview,
  quizPerformance,
  quizResultHistory,
  quizUserList,
  quizWorkflowList,
  type AnalyticsQuery,
} from '@stepwise/api';
import { useStore } from '@nanostores/react';
import { api } from '../../../api';
import { useLoad } from '../../../lib/use-load';
import { $workspaceId } from '../analytics-state';

function useWorkspaceQuery(): AnalyticsQuery {
  return { workspaceId: useStore($workspaceId) };
}

export function useQuizOverview() {
  const query = useWorkspaceQuery();
  const key = query.workspaceId ?? '';
  const [overview, retryOverview] = useLoad(`quiz-overview:${key}`, () => quizOverview(api, query));
  const [workflows, retryWorkflows] = useLoad(`quiz-workflows:${key}`, () =>
    quizWorkflowList(api, query),
  );
  return { overview, retryOverview, workflows, retryWorkflows };
}

export function useQuizUsers(workflowId: string) {
  const query = useWorkspaceQuery();
  return useLoad(`quiz-users:${workflowId}:${query.workspaceId ?? ''}`, () =>
    quizUserList(api, workflowId, query),
  );
}

export function useQuizResultHistory(quizId: string, workflowId: string, userId: string) {
  return useLoad(`quiz-history:${quizId}:${workflowId}:${userId}`, () =>
    quizResultHistory(api, { quizId, workflowId, userId }),
  );
}

export function useQuizPerformance() {
  const query = useWorkspaceQuery();
  return useLoad(`quiz-performance:${query.workspaceId ?? ''}`, () => quizPerformance(api, query));
}
