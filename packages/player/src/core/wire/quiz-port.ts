/**
 * The element's quiz port: @stepwise/quiz's fetch port (plain fetch and core's zod/mini quiz
 * schemas), imported on the first quiz call. The quiz is read after the stream has started and
 * taken at the end, so its code never sits in front of the first frame (issue 18's budgets).
 */
import type { QuizSourcePort } from '../data-source.js';

export interface LazyQuizPortOptions {
  server: string;
  shareToken?: string | undefined;
}

export function lazyQuizPort({ server, shareToken }: LazyQuizPortOptions): QuizSourcePort {
  let port: Promise<QuizSourcePort> | null = null;
  const get = () =>
    (port ??= import('@stepwise/quiz/wire').then(({ fetchQuizPort }) =>
      fetchQuizPort({
        server,
        // The element has no sign-in of its own: a share's visitor, by its token.
        token: () => null,
        shareToken,
        onExpired: () => undefined,
      }),
    )).catch((error: unknown) => {
      port = null; // a failed chunk load may succeed on the next call
      throw error;
    });
  return {
    loadQuiz: async (workflowId) => (await get()).loadQuiz(workflowId),
    loadHistory: async (workflowId) => (await get()).loadHistory(workflowId),
    submit: async (body) => (await get()).submit(body),
  };
}
