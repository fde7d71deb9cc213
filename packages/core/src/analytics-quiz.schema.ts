/**
 * Quiz and skills reports (issue 25; 002 §7 "quizzes (overview, workflow-list, user-list,
 * result-history)", "quiz performance reports", "skill performance"). The quiz page has no date
 * filter: its reports read every attempt in the workspace scope.
 */
import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { quizResultSchema, submittedAnswerSchema } from './quiz.schema.js';

const rate = z.number().min(0).max(1);

/** GET /v1/analytics/quizzes/overview */
export const quizOverviewSchema = z.object({
  /** Published quizzes in scope. */
  quizzes: z.number().int(),
  attempts: z.number().int(),
  /** Distinct signed-in people who took a quiz. */
  takers: z.number().int(),
  /** Share of attempts passed (0..1). */
  passRate: rate,
  /** Mean score of the attempts (0..100). */
  avgScore: z.number(),
});
export type QuizOverview = z.infer<typeof quizOverviewSchema>;

/** GET /v1/analytics/quizzes/workflow-list: one row per workflow with a quiz. */
export const quizWorkflowRowSchema = z.object({
  quizId: idSchema,
  workflowId: idSchema,
  workflowTitle: z.string(),
  workspaceId: idSchema,
  workspaceName: z.string(),
  questionCount: z.number().int(),
  attempts: z.number().int(),
  takers: z.number().int(),
  passRate: rate,
  avgScore: z.number(),
});
export type QuizWorkflowRow = z.infer<typeof quizWorkflowRowSchema>;
export const quizWorkflowListSchema = z.object({
  items: z.array(quizWorkflowRowSchema),
  total: z.number().int(),
});

/** GET /v1/analytics/quizzes/workflows/:workflowId/users: one row per person. */
export const quizUserRowSchema = z.object({
  quizId: idSchema,
  userId: idSchema,
  userName: z.string(),
  email: z.string().nullable(),
  attempts: z.number().int(),
  bestScore: z.number().int(),
  passed: z.boolean(),
  lastAttemptAt: z.string(),
});
export type QuizUserRow = z.infer<typeof quizUserRowSchema>;
export const quizUserListSchema = z.object({
  workflow: z.object({ id: idSchema, title: z.string() }),
  items: z.array(quizUserRowSchema),
  total: z.number().int(),
});

/** One attempt of the result history: the answer to each question, correct or not. */
export const quizResultAttemptSchema = z.object({
  id: idSchema,
  attempt: z.number().int(),
  createdAt: z.string(),
  score: z.number().int(),
  passingScore: z.number().int(),
  status: quizResultSchema,
  passed: z.boolean(),
  correctAnswerCount: z.number().int(),
  questionCount: z.number().int(),
  answers: z.array(submittedAnswerSchema),
});
export type QuizResultAttempt = z.infer<typeof quizResultAttemptSchema>;
/** GET /v1/analytics/quizzes/:quizId/workflows/:workflowId/users/:userId/result-history */
export const quizResultHistorySchema = z.object({
  quizId: idSchema,
  workflow: z.object({ id: idSchema, title: z.string() }),
  user: z.object({ id: idSchema, name: z.string(), email: z.string().nullable() }),
  /** Newest first. */
  items: z.array(quizResultAttemptSchema),
});

/** GET /v1/analytics/quiz-performance: one row per question, the hardest first. */
export const quizQuestionPerformanceSchema = z.object({
  quizId: idSchema,
  workflowId: idSchema,
  workflowTitle: z.string(),
  questionId: z.string(),
  questionTitle: z.string(),
  attempts: z.number().int(),
  correct: z.number().int(),
  /** correct / attempts (0..1); 0 without attempts. */
  correctRate: rate,
});
export type QuizQuestionPerformance = z.infer<typeof quizQuestionPerformanceSchema>;
export const quizPerformanceSchema = z.object({
  items: z.array(quizQuestionPerformanceSchema),
  total: z.number().int(),
});

/** GET /v1/analytics/skills/performance: one row per skill in scope. */
export const skillPerformanceReportRowSchema = z.object({
  skillId: idSchema,
  skillName: z.string(),
  workspaceId: idSchema,
  workspaceName: z.string(),
  assigned: z.number().int(),
  inProgress: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  overdue: z.number().int(),
  certified: z.number().int(),
  /** Certificates expiring within SKILL_REPORT_EXPIRING_DAYS. */
  expiringSoon: z.number().int(),
});
export type SkillPerformanceReportRow = z.infer<typeof skillPerformanceReportRowSchema>;
export const skillPerformanceReportSchema = z.object({
  items: z.array(skillPerformanceReportRowSchema),
  total: z.number().int(),
});
