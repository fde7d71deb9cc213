/**
 * The player's view of a workflow's quiz (002 §2 quiz card, §4 quiz mask): the quiz to take and
 * the caller's attempts, folded into what the card shows and what the end of the last step asks
 * (is a quiz pending?). Pure: the quiz store (quiz-store.ts) feeds it what the server answered.
 */
import {
  openQuizMode,
  type QuizForTaking,
  type QuizMode,
  type QuizResult,
  type UserQuizHistory,
} from '@stepwise/core';

/** One attempt as the card names it. */
export interface QuizAttemptResult {
  userQuizId: string;
  score: number;
  status: QuizResult;
  attempt: number;
}

export interface QuizSummary {
  quizId: string;
  workflowId: string;
  questionCount: number;
  passingScore: number;
  /** A viewer only ever gets a published quiz; an editor also gets the draft (not shown here). */
  published: boolean;
  latest: QuizAttemptResult | null;
  best: QuizAttemptResult | null;
  attempts: number;
}

/**
 * The summary of what the server answered; null when there is no quiz to take. A history that
 * could not be read counts as no attempts (the quiz can still be taken; the server keeps score).
 */
export function quizSummaryOf(
  quiz: QuizForTaking | null,
  history: UserQuizHistory | null,
): QuizSummary | null {
  if (!quiz) return null;
  // A history of another quiz (the workflow's quiz was replaced) says nothing about this one.
  const own = history && (history.quizId === null || history.quizId === quiz.id) ? history : null;
  const result = (a: { id: string; score: number; status: QuizResult; attempt: number } | null) =>
    a ? { userQuizId: a.id, score: a.score, status: a.status, attempt: a.attempt } : null;
  return {
    quizId: quiz.id,
    workflowId: quiz.workflowId,
    questionCount: quiz.questions.length,
    passingScore: quiz.passingScore,
    published: quiz.published,
    latest: result(own?.latest ?? null),
    best: result(own?.best ?? null),
    attempts: own?.attempts.length ?? 0,
  };
}

/** The quiz should show (the card's "a quiz to show"): a published quiz with questions. */
export function quizShouldShow(summary: QuizSummary | null): boolean {
  return summary !== null && summary.published && summary.questionCount > 0;
}

/**
 * 002 §4 "a quiz is pending": the workflow has a published quiz and the caller has not passed it
 * yet (a failed attempt leaves it pending; a passed one does not, whatever came after).
 */
export function quizPending(summary: QuizSummary | null): boolean {
  return quizShouldShow(summary) && summary!.best?.status !== 'passed';
}

/**
 * Whether quizzes are on for this player: a source that can reach the quiz calls, and the
 * organisation's quiz permission when the viewer's flags are known (only an explicit `false`
 * turns them off). A viewer may be unknown and still take the quiz: an e-learning learner's
 * session cannot read the profile, and a share's visitor has none; the server decides who may
 * take it, and a refusal leaves the player without card or mask.
 */
export function quizzesEnabled(input: {
  isPublic: boolean;
  viewer: { quizzes?: boolean | undefined } | null;
  hasPort: boolean;
}): boolean {
  if (!input.hasPort) return false;
  return input.isPublic || input.viewer?.quizzes !== false;
}

/** 002 §4: opening goes to TAKE_QUIZ, or to REVIEW_QUIZ when the caller has an attempt. */
export function quizOpenMode(summary: QuizSummary | null): QuizMode {
  return openQuizMode(summary?.latest?.userQuizId);
}
