// Quiz summaries for stories and tests: not taken, failed, passed after a failure.
import type { QuizSummary } from '../../core/quiz-summary.js';

const base: QuizSummary = {
  quizId: 'quiz-1',
  workflowId: 'wf-1',
  questionCount: 5,
  passingScore: 80,
  published: true,
  latest: null,
  best: null,
  attempts: 0,
};

export const QUIZ_NOT_TAKEN: QuizSummary = base;
export const QUIZ_FAILED: QuizSummary = {
  ...base,
  latest: { userQuizId: 'uq-1', score: 60, status: 'failed', attempt: 1 },
  best: { userQuizId: 'uq-1', score: 60, status: 'failed', attempt: 1 },
  attempts: 1,
};
export const QUIZ_PASSED: QuizSummary = {
  ...base,
  latest: { userQuizId: 'uq-3', score: 80, status: 'passed', attempt: 3 },
  best: { userQuizId: 'uq-2', score: 100, status: 'passed', attempt: 2 },
  attempts: 3,
};
export const QUIZ_ONE_QUESTION: QuizSummary = { ...base, questionCount: 1 };
