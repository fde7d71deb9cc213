/**
 * The quiz store: loads the workflow's quiz and the caller's attempts once per player (two
 * requests side by side, after the stream has started), answers the steps store's question at
 * the end of the last step (a quiz pending, quizzes on), and reloads the attempts when one was
 * submitted. With quizzes off (a public player, no permission, no port) it asks nothing.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { QuizForTaking, UserQuizHistory } from '@stepwise/core';
import type { QuizSourcePort } from './data-source.js';
import { quizPending, quizSummaryOf, type QuizSummary } from './quiz-summary.js';

export type QuizLoadStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface QuizStoreOptions {
  port: QuizSourcePort | undefined;
  workflowId: string;
  enabled: boolean;
}

export interface QuizStore {
  readonly enabled: boolean;
  readonly port: QuizSourcePort | undefined;
  readonly $status: ReadableAtom<QuizLoadStatus>;
  /** Null while loading, when there is no quiz, or when quizzes are off. */
  readonly $summary: ReadableAtom<QuizSummary | null>;
  /** Loads (again): the quiz and the attempts. */
  load(): Promise<void>;
  /** An attempt was submitted: read the attempts again (the best one may have changed). */
  refreshHistory(): Promise<void>;
  /** For the steps store at the end of the last step. */
  endState(): { pending: boolean; enabled: boolean };
  destroy(): void;
}

export function createQuizStore(options: QuizStoreOptions): QuizStore {
  const { port, workflowId } = options;
  const enabled = options.enabled && port !== undefined;
  const $status = atom<QuizLoadStatus>(enabled ? 'loading' : 'off');
  const $quiz = atom<QuizForTaking | null>(null);
  const $history = atom<UserQuizHistory | null>(null);
  const $summary = computed([$quiz, $history], quizSummaryOf);
  let alive = true;
  let generation = 0;

  const readHistory = () => port!.loadHistory(workflowId).catch(() => null);

  return {
    enabled,
    port,
    $status,
    $summary,
    async load() {
      if (!enabled || !alive) return;
      const mine = ++generation;
      $status.set('loading');
      try {
        const [quiz, history] = await Promise.all([port!.loadQuiz(workflowId), readHistory()]);
        if (!alive || mine !== generation) return;
        $quiz.set(quiz);
        $history.set(history);
        $status.set('ready');
      } catch {
        // No quiz card and no mask: the video plays on as if there were no quiz.
        if (alive && mine === generation) $status.set('failed');
      }
    },
    async refreshHistory() {
      if (!enabled || !alive) return;
      const history = await readHistory();
      if (alive && history) $history.set(history);
    },
    endState: () => ({ pending: quizPending($summary.get()), enabled }),
    destroy() {
      alive = false;
    },
  };
}
