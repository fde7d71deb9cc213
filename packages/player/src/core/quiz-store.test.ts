import { describe, expect, it, vi } from 'vitest';
import type { QuizForTaking, UserQuizHistory } from '@stepwise/core';
import type { QuizSourcePort } from './data-source.js';
import { createQuizStore } from './quiz-store.js';

const quiz = {
  id: 'qz',
  workflowId: 'wf',
  workflowTitle: 'W',
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
} satisfies QuizForTaking;

const empty: UserQuizHistory = { quizId: 'qz', latest: null, best: null, attempts: [] };
const passed: UserQuizHistory = {
  quizId: 'qz',
  latest: null,
  best: {
    id: 'a1',
    quizId: 'qz',
    status: 'passed',
    correctAnswerCount: 1,
    questionCount: 1,
    score: 100,
    passingScore: 80,
    attempt: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  attempts: [],
};

function port(over: Partial<QuizSourcePort> = {}): QuizSourcePort {
  return {
    loadQuiz: vi.fn(() => Promise.resolve(quiz)),
    loadHistory: vi.fn(() => Promise.resolve(empty)),
    submit: vi.fn(() => Promise.reject(new Error('not here'))),
    ...over,
  };
}

describe('the quiz store', () => {
  it('asks nothing when quizzes are off, and never says a quiz is pending', async () => {
    const p = port();
    const store = createQuizStore({ port: p, workflowId: 'wf', enabled: false });
    await store.load();
    expect(p.loadQuiz).not.toHaveBeenCalled();
    expect(store.$status.get()).toBe('off');
    expect(store.endState()).toEqual({ pending: false, enabled: false });
  });

  it('loads the quiz and the attempts side by side; pending until passed', async () => {
    const history = vi.fn().mockResolvedValueOnce(empty).mockResolvedValueOnce(passed);
    const p = port({ loadHistory: history });
    const store = createQuizStore({ port: p, workflowId: 'wf', enabled: true });
    expect(store.$status.get()).toBe('loading');
    await store.load();
    expect(p.loadQuiz).toHaveBeenCalledWith('wf');
    expect(store.$status.get()).toBe('ready');
    expect(store.$summary.get()?.questionCount).toBe(1);
    expect(store.endState()).toEqual({ pending: true, enabled: true });
    await store.refreshHistory();
    expect(store.endState()).toEqual({ pending: false, enabled: true });
  });

  it('a failed load is no quiz: no card, no mask; a history failure is no attempts', async () => {
    const failing = createQuizStore({
      port: port({ loadQuiz: () => Promise.reject(new Error('offline')) }),
      workflowId: 'wf',
      enabled: true,
    });
    await failing.load();
    expect(failing.$status.get()).toBe('failed');
    expect(failing.$summary.get()).toBeNull();
    const noHistory = createQuizStore({
      port: port({ loadHistory: () => Promise.reject(new Error('401')) }),
      workflowId: 'wf',
      enabled: true,
    });
    await noHistory.load();
    expect(noHistory.$summary.get()?.attempts).toBe(0);
    expect(noHistory.endState().pending).toBe(true);
  });

  it('ignores answers that arrive after it was destroyed', async () => {
    let resolve!: (q: QuizForTaking) => void;
    const store = createQuizStore({
      port: port({ loadQuiz: () => new Promise((r) => (resolve = r)) }),
      workflowId: 'wf',
      enabled: true,
    });
    const loading = store.load();
    store.destroy();
    resolve(quiz);
    await loading;
    expect(store.$summary.get()).toBeNull();
  });
});
