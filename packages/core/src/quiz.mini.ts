/**
 * The quiz answers the <stepwise-quiz> element (and the player's quiz mask on the element) reads,
 * in zod/mini: the same shapes as quiz.schema.ts's (zod classic), which a widget with a 35 KB
 * budget cannot carry (issue 19; zod classic was 21 KB gzip of the assistant's 45, issue 18).
 * quiz.mini.test.ts pins each output type to the full schema's both ways and parses the same
 * answers with both, so they cannot drift.
 *
 * As chat.mini.ts: zod/mini and types only (never a `*.schema.ts` value), so nothing here pulls
 * zod classic or value lists into the element. The union fields (question type, option letter,
 * quiz status, result) are checked as strings typed with core's unions; their value sets are
 * the full schema's, which the server's route tests hold every answer to.
 */
import * as z from 'zod/mini';
import type { QuizForTaking, UserQuizView } from './quiz.schema.js';

/** A string field typed as core's union of its values (see above). */
const typed = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

type Letter = QuizForTaking['questions'][number]['options'][number]['letter'];
type Type = QuizForTaking['questions'][number]['type'];

const options = z.array(z.object({ letter: typed<Letter>(), text: z.string() }));

const questionForTaking = z.object({
  id: z.string(),
  type: typed<Type>(),
  title: z.string(),
  options,
  encryptedAnswer: z.string(),
});

/** quiz.schema.ts `quizForTakingSchema`: the quiz to take, no answers in it. */
export const quizForTakingMiniSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  workflowTitle: z.string(),
  published: z.boolean(),
  status: typed<QuizForTaking['status']>(),
  passingScore: z.int(),
  questions: z.array(questionForTaking),
});

const submittedAnswer = z.object({
  questionId: z.string(),
  title: z.string(),
  type: typed<Type>(),
  options,
  userAnswer: z.nullable(typed<Letter>()),
  correctAnswer: typed<Letter>(),
  isCorrect: z.boolean(),
  explanation: z.string(),
  referenceSource: z.string(),
});

const summaryFields = {
  id: z.string(),
  quizId: z.string(),
  status: typed<UserQuizView['status']>(),
  correctAnswerCount: z.int(),
  questionCount: z.int(),
  score: z.int(),
  passingScore: z.int(),
  attempt: z.int(),
  createdAt: z.string(),
};

/** quiz.schema.ts `userQuizSchema`: one graded attempt with its review. */
export const userQuizMiniSchema = z.object({
  ...summaryFields,
  workflow: z.object({ id: z.string(), title: z.string() }),
  skillName: z.nullable(z.string()),
  userOrTeamSkillId: z.nullable(z.string()),
  questions: z.array(submittedAnswer),
});

const userQuizSummary = z.object(summaryFields);

/** quiz.schema.ts `userQuizHistorySchema`: latest, best and every attempt. */
export const userQuizHistoryMiniSchema = z.object({
  quizId: z.nullable(z.string()),
  latest: z.nullable(userQuizMiniSchema),
  best: z.nullable(userQuizSummary),
  attempts: z.array(userQuizSummary),
});

/** GET /v1/workflows/{id}/quiz: null when the workflow has no quiz the caller may take. */
export const quizForTakingAnswerMiniSchema = z.object({
  item: z.nullable(quizForTakingMiniSchema),
});
/** GET /v1/workflows/{id}/user-quiz, GET /v1/quiz/{id}/user-quiz. */
export const userQuizHistoryAnswerMiniSchema = z.object({ item: userQuizHistoryMiniSchema });
/** POST /v1/user-quiz, GET /v1/user-quiz/{id}/. */
export const userQuizAnswerMiniSchema = z.object({ item: userQuizMiniSchema });
