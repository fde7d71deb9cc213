/**
 * Quizzes (001 §3-§5, §7): one per workflow, read and written by those who may edit the
 * workflow; viewers take it through quiz-taking.ts. The rules are core's (quiz.ts): a quiz
 * being generated cannot be edited, a published quiz is read-only (unpublish first), and
 * saving or publishing an incomplete quiz is refused with the first quizProblems message.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ErrorCode,
  isQuizProcessing,
  quizProblems,
  StepwiseError,
  type Question,
  type QuestionInput,
  type QuizStatus,
  type QuizView,
} from '@stepwise/core';
import { quizzes, workflows, workspaces } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, notFound } from './errors.js';
import { editableWorkflow, type WorkflowAccess } from './workflow-access.js';
import { WorkspaceAccess } from './workspace-access.js';

export type QuizRow = typeof quizzes.$inferSelect;

/** The author's view (001 §3 Quiz). */
export function quizView(row: QuizRow): QuizView {
  return {
    id: row.id,
    workflowId: row.workflowId,
    status: row.status as QuizStatus,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    passingScore: row.passingScore,
    questions: row.questions,
    generator: row.generator as QuizView['generator'],
    model: row.model,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const quizOfWorkflow = (tenant: Tenant, workflowId: string): Promise<QuizRow | undefined> =>
  tenant.first(quizzes, eq(quizzes.workflowId, workflowId));

/** A viewer takes a quiz only when it is published and its questions are final. */
export const isQuizOpen = (row: QuizRow): boolean =>
  row.published && row.status === 'completed' && row.questions.length > 0;

/** A quiz of a workflow the caller may edit; hidden is 404 (as the quiz), read-only 403. */
export async function editableQuiz(
  caller: Caller,
  id: string,
): Promise<{ row: QuizRow } & WorkflowAccess> {
  const row = await caller.tenant.first(quizzes, eq(quizzes.id, id));
  if (!row) throw notFound('Quiz');
  try {
    return { row, ...(await editableWorkflow(caller, row.workflowId)) };
  } catch (err) {
    // The quiz of a workflow the caller cannot see does not exist for them.
    if (err instanceof StepwiseError && err.code === ErrorCode.NotFound) throw notFound('Quiz');
    throw err;
  }
}

/** A question input as stored under `id` (a smart instruction's quiz item stores them alike). */
export function questionAsStored(q: QuestionInput, id: string): Question {
  return {
    id,
    type: q.type,
    title: q.title,
    options: q.options.map((o) => ({ letter: o.letter, text: o.text })),
    correctAnswer: q.correctAnswer,
    referenceSource: q.referenceSource ?? '',
    explanation: q.explanation ?? '',
  };
}

/**
 * The questions as stored: ids kept (an edit) or made (a new question), unique within the quiz.
 * Structure was checked by core's questionInputSchema; completeness is checked here with its
 * messages (400 'Question 2 has no title').
 */
export function storedQuestions(input: readonly QuestionInput[]): Question[] {
  const seen = new Set<string>();
  const questions = input.map((q): Question => {
    const id = q.id ?? newId();
    if (seen.has(id)) throw badRequest(`Question id ${id} is used twice`);
    seen.add(id);
    return questionAsStored(q, id);
  });
  refuseIncomplete(questions);
  return questions;
}

/**
 * 400 with the first problem's message (001 §5 'Question 2 has no title'); `data.problems` has
 * every message, since one question can break several rules at once.
 */
function refuseIncomplete(questions: readonly Question[]): void {
  const problems = quizProblems(questions);
  const first = problems[0];
  if (!first) return;
  throw badRequest(first.message, {
    questionIndex: first.questionIndex,
    problems: problems.map((p) => p.message),
  });
}

/** POST /v1/quiz: the workflow's quiz written by hand (409 when the workflow has one). */
export async function createQuiz(
  caller: Caller,
  workflowId: string,
  input: readonly QuestionInput[],
): Promise<QuizRow> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const questions = storedQuestions(input);
  const existing = await quizOfWorkflow(caller.tenant, workflow.id);
  if (existing) throw alreadyHasQuiz(existing);
  try {
    const [row] = await caller.tenant.insert(quizzes, {
      id: newId(),
      workflowId: workflow.id,
      status: 'completed',
      questions,
      generator: 'author',
      createdBy: caller.userId,
    });
    return row!;
  } catch (err) {
    // Another request made it between the read and the insert.
    if (isUniqueViolation(err))
      throw alreadyHasQuiz(await quizOfWorkflow(caller.tenant, workflow.id));
    throw err;
  }
}

const alreadyHasQuiz = (row: QuizRow | undefined) =>
  conflict('The workflow already has a quiz: change it with PUT /v1/quiz/{id}', {
    quizId: row?.id ?? null,
  });

export const quizBeingGenerated = (row: QuizRow) =>
  conflict(`The quiz is still being generated (it is ${row.status})`, { status: row.status });

/**
 * PUT /v1/quiz/{id}: new questions and/or publish or unpublish. A published quiz is read-only:
 * questions are refused (409) unless the same request unpublishes it. Publishing needs at least
 * one question and a complete quiz, and makes a failed generation's kept draft final.
 */
export async function updateQuiz(
  caller: Caller,
  id: string,
  body: { published?: boolean | undefined; questions?: QuestionInput[] | undefined },
): Promise<QuizRow> {
  const { row } = await editableQuiz(caller, id);
  if (isQuizProcessing(row.status as QuizStatus)) throw quizBeingGenerated(row);
  const unpublishing = body.published === false;
  if (body.questions !== undefined && row.published && !unpublishing) {
    throw conflict('A published quiz is read-only: unpublish it ({published: false}) first');
  }
  const questions = body.questions !== undefined ? storedQuestions(body.questions) : row.questions;
  const publishing = body.published === true && !row.published;
  if (body.published === true) {
    if (questions.length === 0) throw badRequest('A quiz needs at least one question to publish');
    refuseIncomplete(questions);
  }
  const now = new Date();
  const [updated] = await caller.tenant.update(
    quizzes,
    {
      ...(body.questions !== undefined ? { questions } : {}),
      ...(body.questions !== undefined || body.published === true
        ? { status: 'completed', errorMessage: null }
        : {}),
      ...(publishing ? { published: true, publishedAt: now } : {}),
      ...(unpublishing ? { published: false, publishedAt: null } : {}),
      updatedAt: now,
    },
    // Only the version read: a generation started meanwhile is not overwritten.
    and(eq(quizzes.id, row.id), eq(quizzes.status, row.status)),
  );
  if (!updated) throw conflict('The quiz changed meanwhile: reload it');
  return updated;
}

/** GET /v1/quiz/published-status: the quizzes of the visible ones of `workflowIds`. */
export async function quizPublishedStatus(caller: Caller, workflowIds: readonly string[]) {
  const ids = [...new Set(workflowIds)];
  const [found, access] = await Promise.all([
    caller.tenant.select(workflows, and(inArray(workflows.id, ids), isNull(workflows.deletedAt))),
    WorkspaceAccess.of(caller),
  ]);
  if (found.length === 0) return [];
  const spaces = await caller.tenant.select(
    workspaces,
    inArray(workspaces.id, [...new Set(found.map((w) => w.workspaceId))]),
  );
  const byId = new Map(spaces.map((w) => [w.id, w]));
  // Editors see their drafts' state; everyone else only quizzes they could take.
  const editable = new Set<string>();
  const visible = found.filter((w) => {
    const ws = byId.get(w.workspaceId);
    if (!ws || !access.canView(ws)) return false;
    if (access.canEdit(ws)) editable.add(w.id);
    return true;
  });
  if (visible.length === 0) return [];
  const rows = await caller.tenant.select(
    quizzes,
    inArray(
      quizzes.workflowId,
      visible.map((w) => w.id),
    ),
  );
  return rows
    .filter((q) => editable.has(q.workflowId) || isQuizOpen(q))
    .map((q) => ({
      workflowId: q.workflowId,
      quizId: q.id,
      published: q.published,
      status: q.status as QuizStatus,
      questionCount: q.questions.length,
    }));
}
