import { describe, expect, it } from 'vitest';
import type { QuizForTaking, UserQuizHistory, UserQuizView } from '@stepwise/core';
import {
  quizOpenMode,
  quizPending,
  quizShouldShow,
  quizSummaryOf,
  quizzesEnabled,
} from './quiz-summary.js';

const quiz = (over: Partial<QuizForTaking> = {}): QuizForTaking => ({
  id: 'qz',
  workflowId: 'wf',
  workflowTitle: 'Replace the filter',
  published: true,
  status: 'completed',
  passingScore: 80,
  questions: [
    {
      id: 'q1',
      type: 'true-or-false',
      title: 'T?',
      options: [
        { letter: 'A', text: 'True' },
        { letter: 'B', text: 'False' },
      ],
      encryptedAnswer: 'x',
    },
  ],
  ...over,
});

const attempt = (id: string, score: number, n: number): UserQuizView => ({
  id,
  quizId: 'qz',
  workflow: { id: 'wf', title: 'Replace the filter' },
  skillName: null,
  userOrTeamSkillId: null,
  status: score >= 80 ? 'passed' : 'failed',
  correctAnswerCount: score / 20,
  questionCount: 5,
  score,
  passingScore: 80,
  attempt: n,
  questions: [],
  createdAt: `2026-01-0${n}T00:00:00.000Z`,
});

const history = (...attempts: UserQuizView[]): UserQuizHistory => {
  const summaries = attempts.map(
    ({ questions: _q, workflow: _w, skillName: _s, userOrTeamSkillId: _u, ...a }) => a,
  );
  const best = [...summaries].sort((a, b) => b.score - a.score)[0] ?? null;
  return { quizId: 'qz', latest: attempts.at(-1) ?? null, best, attempts: summaries };
};

describe('the quiz summary (002 §2 quiz card, §4 pending quiz)', () => {
  it('is null without a quiz; counts questions and names best and latest', () => {
    expect(quizSummaryOf(null, null)).toBeNull();
    const s = quizSummaryOf(quiz(), history(attempt('a1', 100, 1), attempt('a2', 40, 2)))!;
    expect(s).toMatchObject({ quizId: 'qz', questionCount: 1, passingScore: 80, attempts: 2 });
    expect(s.latest).toEqual({ userQuizId: 'a2', score: 40, status: 'failed', attempt: 2 });
    expect(s.best).toEqual({ userQuizId: 'a1', score: 100, status: 'passed', attempt: 1 });
  });

  it('reads an unreadable history, or another quiz’s, as no attempts', () => {
    expect(quizSummaryOf(quiz(), null)).toMatchObject({ attempts: 0, latest: null, best: null });
    const other = { ...history(attempt('a1', 100, 1)), quizId: 'older-quiz' };
    expect(quizSummaryOf(quiz(), other)).toMatchObject({ attempts: 0, best: null });
  });

  it('is pending while published and not passed; a pass ends it for good', () => {
    expect(quizPending(quizSummaryOf(quiz(), history()))).toBe(true);
    expect(quizPending(quizSummaryOf(quiz(), history(attempt('a1', 60, 1))))).toBe(true);
    expect(
      quizPending(quizSummaryOf(quiz(), history(attempt('a1', 80, 1), attempt('a2', 0, 2)))),
    ).toBe(false);
    // An editor's draft and an empty quiz are not offered in the player.
    expect(quizPending(quizSummaryOf(quiz({ published: false }), null))).toBe(false);
    expect(quizShouldShow(quizSummaryOf(quiz({ questions: [] }), null))).toBe(false);
    expect(quizPending(null)).toBe(false);
  });

  it('opens in TAKE_QUIZ, or REVIEW_QUIZ once the caller has an attempt (002 §4)', () => {
    expect(quizOpenMode(quizSummaryOf(quiz(), history()))).toBe('TAKE_QUIZ');
    expect(quizOpenMode(quizSummaryOf(quiz(), history(attempt('a1', 60, 1))))).toBe('REVIEW_QUIZ');
  });

  it('is on with a port, unless the viewer’s organisation turned quizzes off', () => {
    const on = { isPublic: false, viewer: { quizzes: true }, hasPort: true };
    expect(quizzesEnabled(on)).toBe(true);
    expect(quizzesEnabled({ ...on, viewer: {} })).toBe(true);
    expect(quizzesEnabled({ ...on, viewer: { quizzes: false } })).toBe(false);
    // An e-learning learner's session cannot read the profile: the server decides.
    expect(quizzesEnabled({ ...on, viewer: null })).toBe(true);
    expect(quizzesEnabled({ ...on, hasPort: false })).toBe(false);
    expect(quizzesEnabled({ isPublic: true, viewer: null, hasPort: true })).toBe(true);
    expect(quizzesEnabled({ isPublic: true, viewer: null, hasPort: false })).toBe(false);
  });
});
