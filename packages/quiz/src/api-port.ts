/**
 * The quiz port over @stepwise/api: the portal passes its signed-in Api. The element has a
 * lighter one of its own on fetch and zod/mini (`@stepwise/quiz/wire`). Kept apart from the core
 * entry so the store never pulls in ky. @stepwise/api's errors carry the HTTP status in their
 * data (statusOf); the store reads it as `status`.
 */
import {
  getWorkflowQuiz,
  getWorkflowUserQuiz,
  submitUserQuiz,
  withStatus,
  type Api,
} from '@stepwise/api';
import type { QuizPort } from './core/port.js';

/**
 * `userOrTeamSkillId` (issue 24): attempts taken inside a skill count for that assignment (the
 * skill player's assessment passes the person's skill performance id).
 */
export function apiQuizPort(api: Api, opts: { userOrTeamSkillId?: string } = {}): QuizPort {
  const { userOrTeamSkillId } = opts;
  return {
    loadQuiz: (workflowId) => withStatus(getWorkflowQuiz(api, workflowId)),
    loadHistory: (workflowId) => withStatus(getWorkflowUserQuiz(api, workflowId)),
    submit: (body) =>
      withStatus(submitUserQuiz(api, userOrTeamSkillId ? { ...body, userOrTeamSkillId } : body)),
  };
}
