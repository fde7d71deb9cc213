/** Quizzes (001 §7, 002 §7): author a workflow's quiz, generate one, take it, read attempts. */
import type {
  QuizCreate,
  QuizForTaking,
  QuizGenerate,
  QuizUpdate,
  QuizView,
  UserQuizHistory,
  UserQuizSubmit,
  UserQuizView,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** GET /v1/quiz/{id}/: the author's view, with answers (editors of the workflow only). */
export async function getQuiz(api: Api, quizId: string): Promise<QuizView> {
  return (await call(api, 'GET /v1/quiz/:id/', { params: { id: quizId } })).item;
}

/** GET /v1/workflows/{id}/quiz: the quiz to take, without answers; null when there is none. */
export async function getWorkflowQuiz(api: Api, workflowId: string): Promise<QuizForTaking | null> {
  return (await call(api, 'GET /v1/workflows/:id/quiz', { params: { id: workflowId } })).item;
}

/** GET /v1/quiz/published-status: quiz id, status and published flag per workflow (cards). */
export async function getQuizPublishedStatus(api: Api, workflowIds: readonly string[]) {
  return (
    await call(api, 'GET /v1/quiz/published-status', {
      searchParams: { workflowIds: workflowIds.join(',') },
    })
  ).items;
}

/** POST /v1/quiz: a workflow's quiz written by hand (409 when it has one). */
export async function createQuiz(api: Api, body: QuizCreate): Promise<QuizView> {
  return (await call(api, 'POST /v1/quiz', { json: body })).item;
}

/** PUT /v1/quiz/{id}: new questions and/or publish; a published quiz is read-only (409). */
export async function updateQuiz(api: Api, quizId: string, body: QuizUpdate): Promise<QuizView> {
  return (await call(api, 'PUT /v1/quiz/:id', { params: { id: quizId }, json: body })).item;
}

/** POST /v1/workflows/{id}/ai-generate-quiz: starts the generation job; the quiz is pending. */
export async function generateQuiz(
  api: Api,
  workflowId: string,
  body: QuizGenerate = {},
): Promise<QuizView> {
  return (
    await call(api, 'POST /v1/workflows/:id/ai-generate-quiz', {
      params: { id: workflowId },
      json: body,
    })
  ).item;
}

/** POST /v1/user-quiz: submit answers; the answer is the graded attempt with its review. */
export async function submitUserQuiz(api: Api, body: UserQuizSubmit): Promise<UserQuizView> {
  return (await call(api, 'POST /v1/user-quiz', { json: body })).item;
}

/** GET /v1/user-quiz/{id}/: one attempt with its review. */
export async function getUserQuiz(api: Api, userQuizId: string): Promise<UserQuizView> {
  return (await call(api, 'GET /v1/user-quiz/:id/', { params: { id: userQuizId } })).item;
}

/** GET /v1/workflows/{id}/user-quiz: the caller's latest and best attempt and every attempt. */
export async function getWorkflowUserQuiz(api: Api, workflowId: string): Promise<UserQuizHistory> {
  return (await call(api, 'GET /v1/workflows/:id/user-quiz', { params: { id: workflowId } })).item;
}

/** GET /v1/quiz/{id}/user-quiz: the same, by quiz, for a skill assignment when given. */
export async function getQuizUserQuiz(
  api: Api,
  quizId: string,
  userOrTeamSkillId?: string,
): Promise<UserQuizHistory> {
  return (
    await call(api, 'GET /v1/quiz/:id/user-quiz', {
      params: { id: quizId },
      ...(userOrTeamSkillId ? { searchParams: { userOrTeamSkillId } } : {}),
    })
  ).item;
}
