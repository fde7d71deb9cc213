import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as zm from 'zod/mini';
import {
  quizForTakingAnswerMiniSchema,
  quizForTakingMiniSchema,
  userQuizAnswerMiniSchema,
  userQuizHistoryAnswerMiniSchema,
  userQuizHistoryMiniSchema,
  userQuizMiniSchema,
} from './quiz.mini.js';
import {
  quizForTakingAnswerSchema,
  quizForTakingSchema,
  userQuizAnswerSchema,
  userQuizHistoryAnswerSchema,
  userQuizHistorySchema,
  userQuizSchema,
  type QuizForTaking,
  type UserQuizHistory,
  type UserQuizView,
} from './quiz.schema.js';

const quiz: QuizForTaking = {
  id: 'qz1',
  workflowId: 'wf1',
  workflowTitle: 'Replace the air filter',
  published: true,
  status: 'completed',
  passingScore: 80,
  questions: [
    {
      id: 'q1',
      type: 'true-or-false',
      title: 'The housing has four clips.',
      options: [
        { letter: 'A', text: 'True' },
        { letter: 'B', text: 'False' },
      ],
      encryptedAnswer: 'sealed-1',
    },
    {
      id: 'q2',
      type: 'single-selection',
      title: 'What do you check last?',
      options: [
        { letter: 'A', text: 'The torque' },
        { letter: 'B', text: 'The oil' },
        { letter: 'C', text: 'The label' },
        { letter: 'D', text: 'The fuse' },
      ],
      encryptedAnswer: 'sealed-2',
    },
  ],
};

const attempt: UserQuizView = {
  id: 'uq1',
  quizId: 'qz1',
  workflow: { id: 'wf1', title: 'Replace the air filter' },
  skillName: null,
  userOrTeamSkillId: null,
  status: 'failed',
  correctAnswerCount: 1,
  questionCount: 2,
  score: 50,
  passingScore: 80,
  attempt: 1,
  questions: [
    {
      questionId: 'q1',
      title: 'The housing has four clips.',
      type: 'true-or-false',
      options: quiz.questions[0]!.options,
      userAnswer: 'A',
      correctAnswer: 'A',
      isCorrect: true,
      explanation: 'Step 2 shows four clips.',
      referenceSource: 'Step 2 at 1:04',
    },
    {
      questionId: 'q2',
      title: 'What do you check last?',
      type: 'single-selection',
      options: quiz.questions[1]!.options,
      userAnswer: null,
      correctAnswer: 'A',
      isCorrect: false,
      explanation: 'The last step checks the torque.',
      referenceSource: 'Step 5 at 2:10',
    },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
};

const {
  questions: _questions,
  workflow: _w,
  skillName: _s,
  userOrTeamSkillId: _u,
  ...summary
} = attempt;
const history: UserQuizHistory = {
  quizId: 'qz1',
  latest: attempt,
  best: summary,
  attempts: [summary],
};

const pairs = [
  ['quiz to take', quizForTakingMiniSchema, quizForTakingSchema, quiz],
  ['attempt', userQuizMiniSchema, userQuizSchema, attempt],
  ['history', userQuizHistoryMiniSchema, userQuizHistorySchema, history],
  ['quiz answer', quizForTakingAnswerMiniSchema, quizForTakingAnswerSchema, { item: quiz }],
  ['no quiz answer', quizForTakingAnswerMiniSchema, quizForTakingAnswerSchema, { item: null }],
  ['attempt answer', userQuizAnswerMiniSchema, userQuizAnswerSchema, { item: attempt }],
  [
    'history answer',
    userQuizHistoryAnswerMiniSchema,
    userQuizHistoryAnswerSchema,
    { item: { quizId: null, latest: null, best: null, attempts: [] } },
  ],
] as const;

describe('quiz answers in zod/mini (002 §3, §7, for the <stepwise-quiz> element)', () => {
  it('have the full schemas’ output types, both ways', () => {
    expectTypeOf<zm.output<typeof quizForTakingMiniSchema>>().toEqualTypeOf<QuizForTaking>();
    expectTypeOf<zm.output<typeof userQuizMiniSchema>>().toEqualTypeOf<UserQuizView>();
    expectTypeOf<zm.output<typeof userQuizHistoryMiniSchema>>().toEqualTypeOf<UserQuizHistory>();
    expectTypeOf<zm.output<typeof quizForTakingAnswerMiniSchema>>().toEqualTypeOf<{
      item: QuizForTaking | null;
    }>();
    expectTypeOf<zm.output<typeof userQuizAnswerMiniSchema>>().toEqualTypeOf<{
      item: UserQuizView;
    }>();
    expectTypeOf<zm.output<typeof userQuizHistoryAnswerMiniSchema>>().toEqualTypeOf<{
      item: UserQuizHistory;
    }>();
  });

  it.each(pairs)(
    'reads a %s as the full schema does, to the same value',
    (_, mini, full, value) => {
      expect(mini.parse(value)).toEqual(full.parse(value));
      // Fields a newer server adds are left out by both.
      expect(mini.parse({ ...value, future: 1 })).toEqual(full.parse({ ...value, future: 1 }));
    },
  );

  it.each([
    [
      'a question without its sealed answer',
      quizForTakingSchema,
      quizForTakingMiniSchema,
      { ...quiz, questions: [{ ...quiz.questions[0], encryptedAnswer: undefined }] },
    ],
    [
      'a fractional passing score',
      quizForTakingSchema,
      quizForTakingMiniSchema,
      { ...quiz, passingScore: 79.5 },
    ],
    [
      'an attempt without its score',
      userQuizSchema,
      userQuizMiniSchema,
      { ...attempt, score: undefined },
    ],
    [
      'a review whose isCorrect is a string',
      userQuizSchema,
      userQuizMiniSchema,
      { ...attempt, questions: [{ ...attempt.questions[0], isCorrect: 'yes' }] },
    ],
    [
      'a history without its attempts',
      userQuizHistorySchema,
      userQuizHistoryMiniSchema,
      { ...history, attempts: undefined },
    ],
  ] as const)('refuses %s, like the full schema', (_, full, mini, drifted) => {
    expect(full.safeParse(drifted).success).toBe(false);
    expect(mini.safeParse(drifted).success).toBe(false);
  });

  it('leaves the value sets of unions to the full schema', () => {
    const letterE = {
      ...quiz,
      questions: [{ ...quiz.questions[0]!, options: [{ letter: 'E', text: 'x' }] }],
    };
    expect(quizForTakingSchema.safeParse(letterE).success).toBe(false);
    expect(quizForTakingMiniSchema.safeParse(letterE).success).toBe(true);
  });

  it('imports no value but zod/mini, so the element loads no zod classic', () => {
    const source = readFileSync(new URL('./quiz.mini.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import (type )?[^;]*?from '([^']+)'/gms)];
    expect(imports.filter((m) => !m[1]).map((m) => m[2])).toEqual(['zod/mini']);
  });
});
