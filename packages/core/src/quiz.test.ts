import { describe, expect, it } from 'vitest';
import {
  bestAttempt,
  DEFAULT_REFERENCE_SOURCE,
  gradeQuiz,
  isQuizIncomplete,
  isQuizProcessing,
  newQuestion,
  openQuizMode,
  QUIZ_PASSING_SCORE,
  QUIZ_RESULT_LABELS,
  QUIZ_STATUS_DEFAULT,
  quizProblems,
  quizResult,
  quizScore,
  type Question,
} from './quiz.js';
import { quizCreateSchema, quizUpdateSchema, userQuizSubmitSchema } from './quiz.schema.js';

const complete = (over: Partial<Question> = {}): Question => ({
  ...newQuestion('single-selection', 'q1'),
  title: 'Which valve is closed first?',
  options: [
    { letter: 'A', text: 'Inlet' },
    { letter: 'B', text: 'Outlet' },
    { letter: 'C', text: 'Bypass' },
    { letter: 'D', text: 'Drain' },
  ],
  correctAnswer: 'A',
  ...over,
});

describe('quiz rules (001 §3-§5, §9; 002 §4, §9)', () => {
  it('new true-or-false questions get options true and false; single selection A to D', () => {
    const tf = newQuestion('true-or-false', 'a');
    expect(tf.options).toEqual([
      { letter: 'A', text: 'True' },
      { letter: 'B', text: 'False' },
    ]);
    const single = newQuestion('single-selection', 'b');
    expect(single.options.map((o) => o.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(single.options.every((o) => o.text === '')).toBe(true);
  });

  it("referenceSource defaults to 'User manually adds questions'", () => {
    expect(DEFAULT_REFERENCE_SOURCE).toBe('User manually adds questions');
    expect(newQuestion('true-or-false', 'a').referenceSource).toBe(DEFAULT_REFERENCE_SOURCE);
  });

  it('a quiz is incomplete when a question lacks title, correct answer or reference source, has no options or an empty option', () => {
    expect(quizProblems([complete()])).toEqual([]);
    expect(quizProblems([complete({ title: '  ' })]).map((p) => p.message)).toEqual([
      'Question 1 has no title',
    ]);
    expect(quizProblems([complete(), complete({ correctAnswer: '' })])[0]).toMatchObject({
      questionIndex: 1,
      field: 'correctAnswer',
      message: 'Question 2 has no correct answer',
    });
    expect(quizProblems([complete({ referenceSource: '' })])[0]?.message).toBe(
      'Question 1 has no reference source',
    );
    expect(
      quizProblems([complete({ options: [], correctAnswer: '' })]).map((p) => p.field),
    ).toEqual(['correctAnswer', 'options']);
    expect(
      quizProblems([
        complete({ options: [...complete().options.slice(0, 3), { letter: 'D', text: ' ' }] }),
      ])[0]?.message,
    ).toBe('Question 1 has an empty option');
    // A correct answer naming no option is no correct answer.
    expect(
      isQuizIncomplete([complete({ options: complete().options.slice(0, 2), correctAnswer: 'C' })]),
    ).toBe(true);
    expect(isQuizIncomplete([newQuestion('true-or-false', 'x')])).toBe(true);
  });

  it('passing score 80; results passed / failed labelled You passed / Did not pass', () => {
    expect(QUIZ_PASSING_SCORE).toBe(80);
    expect(quizResult(80)).toBe('passed');
    expect(quizResult(79)).toBe('failed');
    expect(QUIZ_RESULT_LABELS).toEqual({ passed: 'You passed', failed: 'Did not pass' });
    expect(quizScore(4, 5)).toBe(80);
    expect(quizScore(2, 3)).toBe(66);
    expect(quizScore(0, 0)).toBe(0);
    expect(
      gradeQuiz([
        { userAnswer: 'A', correctAnswer: 'A' },
        { userAnswer: 'B', correctAnswer: 'A' },
        { userAnswer: null, correctAnswer: 'B' },
        { userAnswer: 'B', correctAnswer: 'B' },
        { userAnswer: 'C', correctAnswer: 'C' },
      ]),
    ).toEqual({ correctAnswerCount: 3, questionCount: 5, score: 60, status: 'failed' });
  });

  it('processing and pending count as AI processing; completed is the default', () => {
    expect(QUIZ_STATUS_DEFAULT).toBe('completed');
    expect(isQuizProcessing('pending')).toBe(true);
    expect(isQuizProcessing('processing')).toBe(true);
    expect(isQuizProcessing('completed')).toBe(false);
    expect(isQuizProcessing('failure')).toBe(false);
  });

  it('CLOSE goes to TAKE_QUIZ, or to REVIEW_QUIZ when a user quiz id exists', () => {
    expect(openQuizMode(null)).toBe('TAKE_QUIZ');
    expect(openQuizMode('uq1')).toBe('REVIEW_QUIZ');
  });

  it('the best attempt is the highest score, the earliest among equals', () => {
    const a = { id: 'a', score: 60, createdAt: '2026-01-01T00:00:00Z' };
    const b = { id: 'b', score: 100, createdAt: '2026-01-02T00:00:00Z' };
    const c = { id: 'c', score: 100, createdAt: '2026-01-03T00:00:00Z' };
    expect(bestAttempt([a, c, b])?.id).toBe('b');
    expect(bestAttempt([])).toBeNull();
  });
});

describe('quiz wire schemas refuse malformed questions', () => {
  const q = {
    type: 'single-selection',
    title: 't',
    options: complete().options,
    correctAnswer: 'A',
  };
  const body = (question: object) => ({ workflow: 'wf1', questions: [question] });

  it('accepts a well-formed quiz and fills the defaults', () => {
    const parsed = quizCreateSchema.parse(body(q));
    expect(parsed.questions[0]).toMatchObject({
      referenceSource: DEFAULT_REFERENCE_SOURCE,
      explanation: '',
    });
  });

  it.each([
    ['an unknown type', { ...q, type: 'essay' }],
    ['5 options', { ...q, options: [...q.options, { letter: 'D', text: 'x' }] }],
    ['letter E', { ...q, correctAnswer: 'E' }],
    ['an option lettered E', { ...q, options: [{ letter: 'E', text: 'x' }] }],
    ['options out of order', { ...q, options: [{ letter: 'B', text: 'x' }] }],
    [
      'three options on true-or-false',
      { ...q, type: 'true-or-false', options: q.options.slice(0, 3) },
    ],
    ['an unknown field', { ...q, score: 3 }],
  ])('refuses %s', (_, question) => {
    expect(quizCreateSchema.safeParse(body(question)).success).toBe(false);
  });

  it('PUT needs published or questions; a submission needs answers lettered from A', () => {
    expect(quizUpdateSchema.safeParse({}).success).toBe(false);
    expect(quizUpdateSchema.safeParse({ published: true }).success).toBe(true);
    const answer = { questionId: 'q1', userAnswer: 'A', encryptedAnswer: 'x' };
    expect(userQuizSubmitSchema.safeParse({ quizId: 'z', answers: [answer] }).success).toBe(true);
    expect(
      userQuizSubmitSchema.safeParse({ quizId: 'z', answers: [{ ...answer, userAnswer: 'E' }] })
        .success,
    ).toBe(false);
    expect(userQuizSubmitSchema.safeParse({ quizId: 'z', answers: [] }).success).toBe(false);
  });
});
