/**
 * Taking a quiz (002 §3-§4, §7): the quiz as a viewer receives it (no correct answer,
 * explanation or source; each answer sealed, quiz-seal.ts), grading on the server with core's
 * gradeQuiz, and every attempt kept. Who may take it is decided before (a signed-in caller who
 * may play the workflow, or a public share's visitor): this module gets a `Taker`.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  gradeQuiz,
  type OptionLetter,
  type QuizForTaking,
  type QuizResult,
  type SubmittedAnswer,
  type UserQuizHistory,
  type UserQuizSubmit,
  type UserQuizSummary,
  type UserQuizView,
} from '@stepwise/core';
import { quizzes, userQuizzes } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { Tenant } from '../db/tenant.js';
import { badRequest, conflict, notFound } from './errors.js';
import { isQuizOpen, type QuizRow } from './quizzes.js';
import { openAnswer, questionFingerprint, sealAnswer, type QuizSealKey } from './quiz-seal.js';
import type { WorkflowRow } from './workflow-access.js';

export type UserQuizRow = typeof userQuizzes.$inferSelect;

/** Whoever takes the quiz of `workflow`: a user, or a public visitor (no identity). */
export interface Taker {
  tenant: Tenant;
  workflow: WorkflowRow;
  /** Null for a public share's visitor. */
  userId: string | null;
  /** Editors of the workflow also take (and preview) the unpublished draft. */
  canEdit: boolean;
  /** Issue 24: inside a skill whose assessment requires this quiz, the skill's passing score. */
  passingScore?: number | null;
}

/** 002 §3 as the server tells a taker the quiz changed under them. */
export const QUIZ_CHANGED = 'The quiz changed; reload it';

/** The quiz this taker may take: published and complete, or any draft for editors. */
export function takeable(taker: Taker, row: QuizRow | undefined): row is QuizRow {
  if (!row) return false;
  return isQuizOpen(row) || (taker.canEdit && !row.published);
}

export function quizForTaking(
  key: QuizSealKey,
  row: QuizRow,
  workflow: WorkflowRow,
): QuizForTaking {
  return {
    id: row.id,
    workflowId: row.workflowId,
    workflowTitle: workflow.title,
    published: row.published,
    status: row.status as QuizForTaking['status'],
    passingScore: row.passingScore,
    questions: row.questions.map((q) => ({
      id: q.id,
      type: q.type,
      title: q.title,
      options: q.options.map((o) => ({ letter: o.letter, text: o.text })),
      encryptedAnswer: sealAnswer(key, row.id, q),
    })),
  };
}

export function userQuizView(
  row: UserQuizRow,
  workflow: { id: string; title: string },
): UserQuizView {
  return {
    ...userQuizSummary(row),
    workflow: { id: workflow.id, title: workflow.title },
    // Skills (POST /v1/skill/skills/{id}/quiz) come with their own issue: no name to give yet.
    skillName: null,
    userOrTeamSkillId: row.userOrTeamSkillId,
    questions: row.questions,
  };
}

export function userQuizSummary(row: UserQuizRow): UserQuizSummary {
  return {
    id: row.id,
    quizId: row.quizId,
    status: row.status as QuizResult,
    correctAnswerCount: row.correctAnswerCount,
    questionCount: row.questionCount,
    score: row.score,
    passingScore: row.passingScore,
    attempt: row.attempt,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The graded answers, or 400 QUIZ_CHANGED when they do not answer exactly the quiz's current
 * questions, each with the seal made for that very question of that very quiz.
 */
export function gradedAnswers(
  key: QuizSealKey,
  // Only what the seal names: a smart instruction's quiz item is graded the same way (sop-runs.ts).
  row: Pick<QuizRow, 'id' | 'questions'>,
  answers: UserQuizSubmit['answers'],
): SubmittedAnswer[] {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  if (byId.size !== answers.length || answers.length !== row.questions.length) {
    throw badRequest(QUIZ_CHANGED);
  }
  return row.questions.map((q) => {
    const answer = byId.get(q.id);
    const sealed = answer ? openAnswer(key, answer.encryptedAnswer) : null;
    if (
      !answer ||
      !sealed ||
      sealed.quizId !== row.id ||
      sealed.questionId !== q.id ||
      sealed.correctAnswer !== q.correctAnswer ||
      sealed.fingerprint !== questionFingerprint(q)
    ) {
      throw badRequest(QUIZ_CHANGED, { questionId: q.id });
    }
    const correctAnswer = sealed.correctAnswer;
    return {
      questionId: q.id,
      title: q.title,
      type: q.type,
      options: q.options.map((o) => ({ letter: o.letter, text: o.text })),
      userAnswer: answer.userAnswer,
      correctAnswer,
      isCorrect: answer.userAnswer === correctAnswer,
      explanation: q.explanation,
      referenceSource: q.referenceSource,
    };
  });
}

const ownedBy = (userId: string | null) =>
  userId === null ? isNull(userQuizzes.userId) : eq(userQuizzes.userId, userId);

/** POST /v1/user-quiz: grades the answers and stores the attempt (numbered per person). */
export async function submitQuiz(
  key: QuizSealKey,
  taker: Taker,
  body: UserQuizSubmit,
): Promise<UserQuizRow> {
  const row = await taker.tenant.first(
    quizzes,
    and(eq(quizzes.id, body.quizId), eq(quizzes.workflowId, taker.workflow.id)),
  );
  if (!takeable(taker, row)) throw notFound('Quiz');
  const questions = gradedAnswers(key, row, body.answers);
  const passingScore = taker.passingScore ?? row.passingScore;
  const grade = gradeQuiz(
    questions.map((q) => ({
      userAnswer: q.userAnswer,
      correctAnswer: q.correctAnswer as OptionLetter,
    })),
    passingScore,
  );
  // A visitor without identity has no history: each of their attempts is a first one.
  for (let tries = 0; tries < 6; tries++) {
    try {
      return await taker.tenant.transaction(async (tx) => {
        const attempt =
          taker.userId === null
            ? 1
            : (await tx.count(
                userQuizzes,
                and(eq(userQuizzes.quizId, row.id), ownedBy(taker.userId)),
              )) + 1;
        const [stored] = await tx.insert(userQuizzes, {
          id: newId(),
          quizId: row.id,
          workflowId: row.workflowId,
          userId: taker.userId,
          isPublic: taker.userId === null,
          userOrTeamSkillId: body.userOrTeamSkillId ?? null,
          status: grade.status,
          correctAnswerCount: grade.correctAnswerCount,
          questionCount: grade.questionCount,
          score: grade.score,
          passingScore,
          attempt,
          questions,
        });
        return stored!;
      });
    } catch (err) {
      // Two submissions of one person at once took the same number: count again.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw conflict('Several submissions at once: send the answers again');
}

/** The attempts of `userId` at `quizId`, newest first, with the latest in full and the best. */
export async function quizHistory(
  tenant: Tenant,
  quiz: QuizRow | undefined,
  userId: string | null,
  workflow: { id: string; title: string },
  userOrTeamSkillId?: string,
): Promise<UserQuizHistory> {
  if (!quiz || userId === null) {
    return { quizId: quiz?.id ?? null, latest: null, best: null, attempts: [] };
  }
  const rows = await tenant.select(
    userQuizzes,
    and(
      eq(userQuizzes.quizId, quiz.id),
      ownedBy(userId),
      userOrTeamSkillId ? eq(userQuizzes.userOrTeamSkillId, userOrTeamSkillId) : undefined,
    ),
    { orderBy: [desc(userQuizzes.attempt), desc(userQuizzes.createdAt)] },
  );
  const latest = rows[0];
  // Highest score, then the earliest to reach it (core bestAttempt).
  let best: UserQuizRow | undefined;
  for (const r of rows) {
    if (!best || r.score > best.score || (r.score === best.score && r.attempt < best.attempt))
      best = r;
  }
  return {
    quizId: quiz.id,
    latest: latest ? userQuizView(latest, workflow) : null,
    best: best ? userQuizSummary(best) : null,
    attempts: rows.map(userQuizSummary),
  };
}
