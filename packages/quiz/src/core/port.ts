/**
 * What taking a quiz needs from a server (the port): the portal gives it one over @stepwise/api
 * (`@stepwise/quiz/api-port`), the <stepwise-quiz> element and the player's element one on plain
 * fetch and core's zod/mini quiz schemas (`@stepwise/quiz/wire`), tests one in memory. Failures
 * throw an error with a `status` (401: sign in again; 404: no such workflow or quiz) and the
 * server's `errorMessage` as its message.
 */
import type { QuizForTaking, UserQuizHistory, UserQuizSubmit, UserQuizView } from '@stepwise/core';

export interface QuizPort {
  /** GET /v1/workflows/{id}/quiz: the quiz to take (no answers in it); null when there is none. */
  loadQuiz(workflowId: string): Promise<QuizForTaking | null>;
  /** GET /v1/workflows/{id}/user-quiz: the caller's attempts (latest, best, all). */
  loadHistory(workflowId: string): Promise<UserQuizHistory>;
  /** POST /v1/user-quiz: graded on the server; the attempt with its review. */
  submit(body: UserQuizSubmit): Promise<UserQuizView>;
}
