/**
 * POST /v1/workflows/{id}/ai-generate-quiz (001 §7): marks the workflow's quiz pending (making
 * an empty one when it has none) and enqueues the `ai-generate-quiz` job (quiz-job.ts) in the
 * same transaction. One generation at a time (409 while one is pending or processing); a
 * published quiz is read-only (409: unpublish it first). The draft's questions stay until the
 * job replaces them, and stay for good when it fails.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { QUIZ_GENERATE_DEFAULT_COUNT, isQuizProcessing, type QuizStatus } from '@stepwise/core';
import { quizzes } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Caller } from './caller.js';
import { conflict } from './errors.js';
import { enqueueOrganizationJob } from './organization-jobs.js';
import { editableWorkflow } from './workflow-access.js';
import { quizBeingGenerated, quizOfWorkflow, type QuizRow } from './quizzes.js';

export const QUIZ_GENERATE_JOB = 'ai-generate-quiz';

const publishedQuiz = () =>
  conflict('The quiz is published: unpublish it ({published: false}) before generating another');

export async function requestQuizGeneration(
  caller: Caller,
  workflowId: string,
  questionCount: number = QUIZ_GENERATE_DEFAULT_COUNT,
): Promise<QuizRow> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  return caller.tenant.transaction(async (tx) => {
    await tx.insertIgnore(quizzes, {
      id: newId(),
      workflowId: workflow.id,
      status: 'completed',
      generator: 'author',
      createdBy: caller.userId,
    });
    const row = await quizOfWorkflow(tx, workflow.id);
    if (!row) throw conflict('The quiz was removed meanwhile');
    if (isQuizProcessing(row.status as QuizStatus)) throw quizBeingGenerated(row);
    if (row.published) throw publishedQuiz();
    const [pending] = await tx.update(
      quizzes,
      { status: 'pending', errorMessage: null, updatedAt: new Date() },
      // Conditional, so two requests at once start one generation and the other gets 409.
      and(
        eq(quizzes.id, row.id),
        eq(quizzes.published, false),
        inArray(quizzes.status, ['completed', 'failure']),
      ),
    );
    if (!pending) throw quizBeingGenerated(row);
    await enqueueOrganizationJob(tx, {
      kind: QUIZ_GENERATE_JOB,
      payload: { quizId: pending.id, organizationId: caller.organizationId, questionCount },
      dedupeKey: `${QUIZ_GENERATE_JOB}:${pending.id}`,
    });
    return pending;
  });
}
