import { describe, expect, it, vi } from 'vitest';
import { createQuizStore, withAttempt } from './quiz-store.js';
import { airFilterKey, airFilterQuiz } from './test-quiz.js';
import { EMPTY_HISTORY, memoryQuizPort, portError, type MemoryQuizScript } from './test-port.js';

const script = (more: MemoryQuizScript = {}): MemoryQuizScript => ({
  quiz: airFilterQuiz,
  key: airFilterKey,
  ...more,
});

async function started(more: MemoryQuizScript = {}, options = {}) {
  const port = memoryQuizPort(script(more));
  const store = createQuizStore({ port, workflowId: 'wf-air-filter', ...options });
  await store.start();
  return { port, store };
}

describe('createQuizStore: loading (002 §4)', () => {
  it('loads the quiz and opens TAKE_QUIZ for a first attempt', async () => {
    const { store } = await started();
    expect(store.load.get()).toEqual({ status: 'ready', quiz: airFilterQuiz });
    expect(store.mode.get()).toBe('TAKE_QUIZ');
    expect(store.index.get()).toBe(0);
    expect(store.canSubmit.get()).toBe(false);
  });

  it('opens REVIEW_QUIZ when the caller has an attempt (openQuizMode)', async () => {
    const first = await started();
    for (const q of airFilterQuiz.questions) first.store.choose(q.id, 'A');
    const attempt = (await first.store.submit())!;
    const { store } = await started({ history: withAttempt(EMPTY_HISTORY, attempt) });
    expect(store.mode.get()).toBe('REVIEW_QUIZ');
    expect(store.attempt.get()?.id).toBe(attempt.id);
  });

  it('is loading until both answers are in', async () => {
    const store = createQuizStore({
      port: memoryQuizPort(script({ hang: true })),
      workflowId: 'wf',
    });
    void store.start();
    expect(store.load.get()).toEqual({ status: 'loading' });
    expect(store.mode.get()).toBe('CLOSE');
  });

  it.each([
    ['no quiz', { quiz: null }, 'none'],
    ['a quiz not published', { quiz: { ...airFilterQuiz, published: false } }, 'not-published'],
    ['a quiz being generated', { quiz: { ...airFilterQuiz, status: 'processing' } }, 'processing'],
    ['a pending quiz', { quiz: { ...airFilterQuiz, status: 'pending' } }, 'processing'],
    ['a quiz without questions', { quiz: { ...airFilterQuiz, questions: [] } }, 'none'],
  ] as const)('%s is the empty state, not an error', async (_, more, reason) => {
    const { store } = await started(more as MemoryQuizScript);
    expect(store.load.get()).toEqual({ status: 'empty', reason });
    expect(store.mode.get()).toBe('CLOSE');
  });

  it('takes a draft when allowed (an editor’s preview)', async () => {
    const { store } = await started(
      { quiz: { ...airFilterQuiz, published: false } },
      { allowDraft: true },
    );
    expect(store.load.get().status).toBe('ready');
  });

  it('a failure is the error state with its status; 401 asks for an identity; start() retries', async () => {
    const onAuthRequired = vi.fn();
    const onError = vi.fn();
    const port = memoryQuizPort(script({ loadError: portError(401, 'sign in') }));
    const store = createQuizStore({ port, workflowId: 'wf', onAuthRequired, onError });
    await store.start();
    expect(store.load.get()).toEqual({
      status: 'error',
      failure: { status: 401, message: 'sign in' },
    });
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ status: 401, message: 'sign in' }, expect.any(Error));
    await store.start();
    expect(port.loads).toBe(2);
  });

  it('drops attempts at an earlier quiz of the workflow', async () => {
    const { store } = await started({
      history: { ...EMPTY_HISTORY, quizId: 'an-older-quiz' },
    });
    expect(store.history.get()).toBeNull();
    expect(store.mode.get()).toBe('TAKE_QUIZ');
  });
});

describe('createQuizStore: taking', () => {
  it('chooses, moves between questions within bounds, and can submit once all are answered', async () => {
    const { store } = await started();
    store.choose('q1', 'B');
    store.choose('q1', 'A');
    expect(store.answers.get()).toEqual({ q1: 'A' });
    expect(store.answeredCount.get()).toBe(1);
    store.previous();
    expect(store.index.get()).toBe(0);
    store.next();
    store.next();
    store.next();
    expect(store.index.get()).toBe(2);
    store.goTo(1);
    expect(store.index.get()).toBe(1);
    store.choose('q2', 'A');
    expect(store.canSubmit.get()).toBe(false);
    store.choose('q3', 'B');
    expect(store.canSubmit.get()).toBe(true);
  });

  it('ignores a letter the question does not have, an unknown question, and choices while reviewing', async () => {
    const { store } = await started();
    store.choose('q1', 'C');
    store.choose('nope', 'A');
    expect(store.answers.get()).toEqual({});
    store.setMode('CLOSE');
    store.choose('q1', 'A');
    expect(store.answers.get()).toEqual({});
  });

  it('submits every answer with its sealed answer; the graded attempt is reviewed', async () => {
    const { store, port } = await started();
    store.choose('q1', 'A');
    store.choose('q2', 'B');
    store.choose('q3', 'B');
    const result = await store.submit();
    expect(port.submitted).toEqual([
      {
        quizId: 'qz-air-filter',
        answers: [
          { questionId: 'q1', userAnswer: 'A', encryptedAnswer: 'sealed-q1' },
          { questionId: 'q2', userAnswer: 'B', encryptedAnswer: 'sealed-q2' },
          { questionId: 'q3', userAnswer: 'B', encryptedAnswer: 'sealed-q3' },
        ],
      },
    ]);
    expect(result).toMatchObject({ score: 66, status: 'failed', correctAnswerCount: 2 });
    expect(store.mode.get()).toBe('REVIEW_QUIZ');
    expect(store.attempt.get()).toBe(result);
    expect(store.history.get()).toMatchObject({
      latest: result,
      best: { id: result!.id, score: 66 },
      attempts: [{ id: result!.id }],
    });
  });

  it('does not submit with a question unanswered', async () => {
    const { store, port } = await started();
    store.choose('q1', 'A');
    expect(await store.submit()).toBeNull();
    expect(port.submitted).toEqual([]);
  });

  it('is submitting while the server grades: no second submission, no changes', async () => {
    const { store, port } = await started({ hangSubmit: true });
    for (const q of airFilterQuiz.questions) store.choose(q.id, 'A');
    void store.submit();
    expect(store.submitting.get()).toBe(true);
    expect(store.canSubmit.get()).toBe(false);
    void store.submit();
    store.retake();
    expect(port.submitted).toHaveLength(1);
    expect(store.mode.get()).toBe('TAKE_QUIZ');
  });

  it('a failed submission keeps the answers and says why', async () => {
    const onError = vi.fn();
    const { store } = await started({ submitError: portError(500, 'boom') }, { onError });
    for (const q of airFilterQuiz.questions) store.choose(q.id, 'A');
    expect(await store.submit()).toBeNull();
    expect(store.submitError.get()).toEqual({ status: 500, message: 'boom' });
    expect(store.answers.get()).toEqual({ q1: 'A', q2: 'A', q3: 'A' });
    expect(store.mode.get()).toBe('TAKE_QUIZ');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('retakes: a second attempt is stored; the best stays the best', async () => {
    const { store } = await started();
    store.choose('q1', 'A');
    store.choose('q2', 'A');
    store.choose('q3', 'B');
    const first = (await store.submit())!;
    expect(first).toMatchObject({ score: 100, status: 'passed', attempt: 1 });
    store.retake();
    expect(store.mode.get()).toBe('TAKE_QUIZ');
    expect(store.answers.get()).toEqual({});
    expect(store.index.get()).toBe(0);
    for (const q of airFilterQuiz.questions) store.choose(q.id, 'D');
    store.choose('q1', 'B');
    const second = (await store.submit())!;
    expect(second).toMatchObject({ score: 0, attempt: 2 });
    expect(store.history.get()?.attempts.map((a) => a.attempt)).toEqual([1, 2]);
    expect(store.history.get()?.best?.id).toBe(first.id);
    expect(store.history.get()?.latest?.id).toBe(second.id);
  });

  it('open() and close() follow 002 §4; REVIEW_QUIZ needs an attempt', async () => {
    const { store } = await started();
    store.close();
    expect(store.mode.get()).toBe('CLOSE');
    store.setMode('REVIEW_QUIZ');
    expect(store.mode.get()).toBe('CLOSE');
    store.open();
    expect(store.mode.get()).toBe('TAKE_QUIZ');
    for (const q of airFilterQuiz.questions) store.choose(q.id, 'A');
    await store.submit();
    store.close();
    store.open();
    expect(store.mode.get()).toBe('REVIEW_QUIZ');
  });

  it('after dispose, a late answer changes nothing', async () => {
    const port = memoryQuizPort(script());
    const store = createQuizStore({ port, workflowId: 'wf' });
    const loading = store.start();
    store.dispose();
    await loading;
    expect(store.load.get()).toEqual({ status: 'loading' });
  });
});
