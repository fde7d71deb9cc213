/**
 * Taking a workflow's quiz (002 §3 user quiz, §4 quiz screen modes; 001 §9 passing score):
 * the quiz and the caller's attempts, the answers being chosen, the question on screen, the
 * submission graded by the server, the attempt's review, and a retake. Framework-free
 * (nanostores): the React <Quiz/>, the element and the player's quiz mask read these stores.
 *
 * - start() loads the quiz and the history together. No quiz, a quiz still being generated, or
 *   (unless `allowDraft`) one not published is the empty state, never an error.
 * - Modes (002 §4): CLOSE shows nothing; open() goes to TAKE_QUIZ, or to REVIEW_QUIZ when the
 *   caller already has an attempt (core's openQuizMode). Submitting goes to REVIEW_QUIZ with the
 *   graded attempt; retake() back to TAKE_QUIZ with no answers.
 * - submit() needs an answer to every question (canSubmit): a skipped question is graded wrong,
 *   and on a phone it is nearly always one scrolled past, not a choice (README "Skipping").
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import {
  bestAttempt,
  openQuizMode,
  type OptionLetter,
  type QuizForTaking,
  type QuizMode,
  type UserQuizHistory,
  type UserQuizSummary,
  type UserQuizView,
} from '@stepwise/core';
import type { QuizPort } from './port.js';

/** A failed call: its HTTP status (0: the server was not reached; null: not an HTTP failure). */
export interface QuizFailure {
  status: number | null;
  /** The server's message when it sent one, else the error's. For logs; the view translates. */
  message: string;
}

/** Why there is nothing to take. */
export type QuizEmptyReason = 'none' | 'not-published' | 'processing';

export type QuizLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'empty'; reason: QuizEmptyReason }
  | { status: 'error'; failure: QuizFailure }
  | { status: 'ready'; quiz: QuizForTaking };

export interface QuizStoreOptions {
  port: QuizPort;
  workflowId: string;
  /** Take a quiz that is not published (an editor's preview in the portal). */
  allowDraft?: boolean;
  /** The mode once loaded; by default openQuizMode of the caller's latest attempt. */
  initialMode?: QuizMode;
  /** A call answered 401: the host must pass a (new) identity. */
  onAuthRequired?: () => void;
  /** A load or a submission failed (the view shows it too). */
  onError?: (failure: QuizFailure, error: unknown) => void;
}

export interface QuizStore {
  readonly workflowId: string;
  readonly load: ReadableAtom<QuizLoad>;
  readonly mode: ReadableAtom<QuizMode>;
  readonly history: ReadableAtom<UserQuizHistory | null>;
  /** The chosen letter per question id. */
  readonly answers: ReadableAtom<Readonly<Record<string, OptionLetter>>>;
  /** The question on screen (one at a time), 0-based. */
  readonly index: ReadableAtom<number>;
  readonly submitting: ReadableAtom<boolean>;
  /** The last submission's failure, until the next try. */
  readonly submitError: ReadableAtom<QuizFailure | null>;
  /** The attempt REVIEW_QUIZ shows: the one just submitted, else the caller's latest. */
  readonly attempt: ReadableAtom<UserQuizView | null>;
  /** How many questions have an answer. */
  readonly answeredCount: ReadableAtom<number>;
  /** Every question has an answer and nothing is being sent. */
  readonly canSubmit: ReadableAtom<boolean>;
  /** Loads the quiz and the history (again, after an error or a dispose). */
  start(): Promise<void>;
  open(): void;
  close(): void;
  setMode(mode: QuizMode): void;
  choose(questionId: string, letter: OptionLetter): void;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  /** Grades on the server; the attempt, or null when it failed (submitError says why). */
  submit(): Promise<UserQuizView | null>;
  /** A new attempt: no answers, the first question. */
  retake(): void;
  /** Stops listening: answers still on their way change nothing. */
  dispose(): void;
}

/** A thrown error as a failure: its `status` when it has one, its message. */
export function failureOf(error: unknown): QuizFailure {
  const status = (error as { status?: unknown } | null)?.status;
  return {
    status: typeof status === 'number' ? status : null,
    message: error instanceof Error ? error.message : String(error),
  };
}

const summaryOf = ({
  questions: _q,
  workflow: _w,
  skillName: _s,
  userOrTeamSkillId: _u,
  ...summary
}: UserQuizView): UserQuizSummary => summary;

/** The history once `attempt` is stored: it is the latest, in the list, and maybe the best. */
export function withAttempt(history: UserQuizHistory | null, attempt: UserQuizView) {
  const attempts = [...(history?.attempts ?? []).filter((a) => a.id !== attempt.id)];
  attempts.push(summaryOf(attempt));
  return {
    quizId: attempt.quizId,
    latest: attempt,
    best: bestAttempt(attempts),
    attempts,
  } satisfies UserQuizHistory;
}

export function createQuizStore(options: QuizStoreOptions): QuizStore {
  const { port, workflowId } = options;
  const load = atom<QuizLoad>({ status: 'idle' });
  const mode = atom<QuizMode>('CLOSE');
  const history = atom<UserQuizHistory | null>(null);
  const answers = atom<Readonly<Record<string, OptionLetter>>>({});
  const index = atom(0);
  const submitting = atom(false);
  const submitError = atom<QuizFailure | null>(null);
  const submitted = atom<UserQuizView | null>(null);
  let disposed = false;
  let generation = 0;

  const quizOf = () => {
    const current = load.get();
    return current.status === 'ready' ? current.quiz : null;
  };

  const attempt = computed([submitted, history], (own, h) => own ?? h?.latest ?? null);
  const answeredCount = computed([load, answers], (current, chosen) =>
    current.status === 'ready'
      ? current.quiz.questions.filter((q) => chosen[q.id] !== undefined).length
      : 0,
  );
  const canSubmit = computed(
    [load, answeredCount, submitting],
    (current, count, busy) =>
      current.status === 'ready' &&
      current.quiz.questions.length > 0 &&
      count === current.quiz.questions.length &&
      !busy,
  );

  const fail = (error: unknown): QuizFailure => {
    const failure = failureOf(error);
    if (failure.status === 401) options.onAuthRequired?.();
    options.onError?.(failure, error);
    return failure;
  };

  const emptyReason = (quiz: QuizForTaking | null): QuizEmptyReason | null => {
    if (!quiz) return 'none';
    if (quiz.status === 'pending' || quiz.status === 'processing') return 'processing';
    if (!quiz.published && !options.allowDraft) return 'not-published';
    if (quiz.questions.length === 0) return 'none';
    return null;
  };

  const store: QuizStore = {
    workflowId,
    load,
    mode,
    history,
    answers,
    index,
    submitting,
    submitError,
    attempt,
    answeredCount,
    canSubmit,

    async start() {
      // Again after dispose() too: React runs a view's effects twice in development.
      disposed = false;
      const mine = ++generation;
      load.set({ status: 'loading' });
      try {
        const [quiz, past] = await Promise.all([
          port.loadQuiz(workflowId),
          port.loadHistory(workflowId),
        ]);
        if (disposed || mine !== generation) return;
        const reason = emptyReason(quiz);
        history.set(past);
        if (reason || !quiz) {
          load.set({ status: 'empty', reason: reason ?? 'none' });
          return;
        }
        // Attempts at an earlier quiz of the workflow are not this quiz's.
        if (past.quizId && past.quizId !== quiz.id) history.set(null);
        load.set({ status: 'ready', quiz });
        mode.set(options.initialMode ?? openQuizMode(history.get()?.latest?.id));
      } catch (error) {
        if (disposed || mine !== generation) return;
        load.set({ status: 'error', failure: fail(error) });
      }
    },

    open() {
      mode.set(openQuizMode(attempt.get()?.id));
    },

    close() {
      mode.set('CLOSE');
    },

    setMode(next) {
      if (next === 'REVIEW_QUIZ' && !attempt.get()) return;
      mode.set(next);
    },

    choose(questionId, letter) {
      const quiz = quizOf();
      const question = quiz?.questions.find((q) => q.id === questionId);
      if (!question || submitting.get() || mode.get() !== 'TAKE_QUIZ') return;
      if (!question.options.some((o) => o.letter === letter)) return;
      answers.set({ ...answers.get(), [questionId]: letter });
      submitError.set(null);
    },

    goTo(to) {
      const count = quizOf()?.questions.length ?? 0;
      if (count === 0) return;
      index.set(Math.min(Math.max(0, Math.trunc(to)), count - 1));
    },

    next() {
      store.goTo(index.get() + 1);
    },

    previous() {
      store.goTo(index.get() - 1);
    },

    async submit() {
      const quiz = quizOf();
      if (!quiz || !canSubmit.get()) return null;
      const chosen = answers.get();
      submitting.set(true);
      submitError.set(null);
      try {
        const result = await port.submit({
          quizId: quiz.id,
          answers: quiz.questions.map((q) => ({
            questionId: q.id,
            userAnswer: chosen[q.id] ?? null,
            encryptedAnswer: q.encryptedAnswer,
          })),
        });
        if (disposed) return result;
        submitted.set(result);
        history.set(withAttempt(history.get(), result));
        mode.set('REVIEW_QUIZ');
        return result;
      } catch (error) {
        if (!disposed) submitError.set(fail(error));
        return null;
      } finally {
        if (!disposed) submitting.set(false);
      }
    },

    retake() {
      if (!quizOf() || submitting.get()) return;
      answers.set({});
      index.set(0);
      submitted.set(null);
      submitError.set(null);
      mode.set('TAKE_QUIZ');
    },

    dispose() {
      disposed = true;
      generation += 1;
    },
  };
  return store;
}
