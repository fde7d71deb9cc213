import { z } from 'zod';
import { idSchema } from './id.schema.js';
import {
  EXPLANATION_MAX_LENGTH,
  OPTION_COUNT,
  OPTION_LETTERS,
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_TITLE_MAX_LENGTH,
  QUESTION_TYPES,
  QUIZ_GENERATE_MAX_COUNT,
  QUIZ_GENERATORS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_RESULTS,
  QUIZ_STATUSES,
  REFERENCE_SOURCE_MAX_LENGTH,
  DEFAULT_REFERENCE_SOURCE,
} from './quiz.js';

// Wire schemas of quizzes (001 §3, §7; 002 §3, §7); rules and types stay zod-free in quiz.ts.
// Structure is checked here (a type, at most its options, letters from A in order); whether a
// quiz is complete enough to save is quiz.ts's quizProblems, which the server answers with its
// messages.

export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const optionLetterSchema = z.enum(OPTION_LETTERS);
export const quizStatusSchema = z.enum(QUIZ_STATUSES);
export const quizResultSchema = z.enum(QUIZ_RESULTS);
export const quizGeneratorSchema = z.enum(QUIZ_GENERATORS);

export const quizOptionSchema = z.strictObject({
  letter: optionLetterSchema,
  text: z.string().max(OPTION_TEXT_MAX_LENGTH),
});

const options = z.array(quizOptionSchema).max(OPTION_LETTERS.length);

/** A question's options: at most its type's count, lettered from A in order. */
function checkOptions(
  q: { type: (typeof QUESTION_TYPES)[number]; options: { letter: string }[] },
  ctx: z.RefinementCtx,
): void {
  const max = OPTION_COUNT[q.type];
  if (q.options.length > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      message: `a ${q.type} question has at most ${max} options`,
    });
    return;
  }
  q.options.forEach((o, i) => {
    if (o.letter !== OPTION_LETTERS[i]) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', i, 'letter'],
        message: `options are lettered from A in order: expected ${OPTION_LETTERS[i]}`,
      });
    }
  });
}

const questionFields = {
  type: questionTypeSchema,
  title: z.string().max(QUESTION_TITLE_MAX_LENGTH),
  options,
  correctAnswer: z.union([optionLetterSchema, z.literal('')]),
  referenceSource: z.string().max(REFERENCE_SOURCE_MAX_LENGTH),
  explanation: z.string().max(EXPLANATION_MAX_LENGTH),
};

/** 001 §3 Question as an author reads it. */
export const questionSchema = z
  .strictObject({ id: idSchema, ...questionFields })
  .superRefine(checkOptions);
export type QuestionView = z.infer<typeof questionSchema>;

/** A question in POST / PUT: `id` kept when given (an edit), assigned when not (a new one). */
export const questionInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    ...questionFields,
    referenceSource: questionFields.referenceSource.default(DEFAULT_REFERENCE_SOURCE),
    explanation: questionFields.explanation.default(''),
  })
  .superRefine(checkOptions);
export type QuestionInput = z.input<typeof questionInputSchema>;

const questions = z.array(questionInputSchema).max(QUIZ_MAX_QUESTIONS);

/** 001 §3 Quiz, the author's view (GET /v1/quiz/{id}/, POST, PUT). */
export const quizSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  status: quizStatusSchema,
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  passingScore: z.number().int(),
  questions: z.array(questionSchema),
  /** Ours: who wrote the questions, the chat model's name when one did, why generation failed. */
  generator: quizGeneratorSchema,
  model: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuizView = z.infer<typeof quizSchema>;

/**
 * A question as a viewer receives it before answering: no correct answer, explanation or
 * source. `encryptedAnswer` (002 §3) is the server's sealed record of the correct letter (only
 * the server can open it): submitting it back grades the question the viewer saw.
 */
export const questionForTakingSchema = z.object({
  id: z.string(),
  type: questionTypeSchema,
  title: z.string(),
  options: z.array(z.object({ letter: optionLetterSchema, text: z.string() })),
  encryptedAnswer: z.string(),
});
export type QuestionForTaking = z.infer<typeof questionForTakingSchema>;

/** GET /v1/workflows/{id}/quiz `item`: the quiz to take (published, or a draft to its editors). */
export const quizForTakingSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  workflowTitle: z.string(),
  published: z.boolean(),
  status: quizStatusSchema,
  passingScore: z.number().int(),
  questions: z.array(questionForTakingSchema),
});
export type QuizForTaking = z.infer<typeof quizForTakingSchema>;

/** POST /v1/quiz (001 §7: workflow, questions). */
export const quizCreateSchema = z.strictObject({ workflow: idSchema, questions });
export type QuizCreate = z.input<typeof quizCreateSchema>;

/** PUT /v1/quiz/{id} (001 §7: published, questions): either or both. */
export const quizUpdateSchema = z
  .strictObject({ published: z.boolean().optional(), questions: questions.optional() })
  .refine((b) => b.published !== undefined || b.questions !== undefined, {
    message: 'send published or questions',
  });
export type QuizUpdate = z.input<typeof quizUpdateSchema>;

/** POST /v1/workflows/{id}/ai-generate-quiz: how many questions (default 5), replacing a draft. */
export const quizGenerateSchema = z.strictObject({
  questionCount: z.number().int().min(1).max(QUIZ_GENERATE_MAX_COUNT).optional(),
});
export type QuizGenerate = z.infer<typeof quizGenerateSchema>;

/** GET /v1/quiz/published-status: for workflow cards, up to 100 workflow ids, comma-separated. */
export const quizPublishedStatusQuerySchema = z.object({
  workflowIds: z
    .string()
    .max(100 * 130)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(idSchema).min(1).max(100)),
});
export const quizPublishedStatusSchema = z.object({
  workflowId: z.string(),
  quizId: z.string(),
  published: z.boolean(),
  status: quizStatusSchema,
  questionCount: z.number().int(),
});

/** `userOrTeamSkillId` (002 §7) on the user-quiz reads: the skill assignment it counts for. */
export const userQuizQuerySchema = z.object({ userOrTeamSkillId: idSchema.optional() });

/** POST /v1/user-quiz: one answer per question of the quiz (null for a skipped question). */
export const userQuizSubmitSchema = z.strictObject({
  quizId: idSchema,
  answers: z
    .array(
      z.strictObject({
        questionId: idSchema,
        userAnswer: optionLetterSchema.nullable(),
        encryptedAnswer: z.string().min(1).max(2048),
      }),
    )
    .min(1)
    .max(QUIZ_MAX_QUESTIONS),
  userOrTeamSkillId: idSchema.optional(),
});
export type UserQuizSubmit = z.infer<typeof userQuizSubmitSchema>;

/** 002 §3 submitted answer: the question as it was, what was chosen, and now the review. */
export const submittedAnswerSchema = z.object({
  questionId: z.string(),
  title: z.string(),
  type: questionTypeSchema,
  options: z.array(z.object({ letter: optionLetterSchema, text: z.string() })),
  userAnswer: optionLetterSchema.nullable(),
  correctAnswer: optionLetterSchema,
  isCorrect: z.boolean(),
  explanation: z.string(),
  referenceSource: z.string(),
});
export type SubmittedAnswer = z.infer<typeof submittedAnswerSchema>;

/** 002 §3 user quiz: one graded attempt. */
export const userQuizSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  workflow: z.object({ id: z.string(), title: z.string() }),
  skillName: z.string().nullable(),
  userOrTeamSkillId: z.string().nullable(),
  status: quizResultSchema,
  correctAnswerCount: z.number().int(),
  questionCount: z.number().int(),
  score: z.number().int(),
  passingScore: z.number().int(),
  /** 1 for the first attempt of this person at this quiz. */
  attempt: z.number().int(),
  questions: z.array(submittedAnswerSchema),
  createdAt: z.string(),
});
export type UserQuizView = z.infer<typeof userQuizSchema>;

export const userQuizSummarySchema = userQuizSchema.omit({
  questions: true,
  workflow: true,
  skillName: true,
  userOrTeamSkillId: true,
});
export type UserQuizSummary = z.infer<typeof userQuizSummarySchema>;

/** GET /v1/workflows/{id}/user-quiz and /v1/quiz/{id}/user-quiz: latest, best, every attempt. */
export const userQuizHistorySchema = z.object({
  quizId: z.string().nullable(),
  latest: userQuizSchema.nullable(),
  best: userQuizSummarySchema.nullable(),
  attempts: z.array(userQuizSummarySchema),
});
export type UserQuizHistory = z.infer<typeof userQuizHistorySchema>;

// Route answers (inside the {ok, code, errorMessage, data} wrapper).
export const quizAnswerSchema = z.object({ item: quizSchema });
export const quizForTakingAnswerSchema = z.object({ item: quizForTakingSchema.nullable() });
export const quizPublishedStatusAnswerSchema = z.object({
  items: z.array(quizPublishedStatusSchema),
});
export const userQuizAnswerSchema = z.object({ item: userQuizSchema });
export const userQuizHistoryAnswerSchema = z.object({ item: userQuizHistorySchema });
