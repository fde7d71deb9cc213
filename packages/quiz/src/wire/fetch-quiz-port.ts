/**
 * The quiz port on plain fetch and core's zod/mini quiz schemas (quiz.mini.ts), as the player's
 * element reads its workflow and the assistant's its chats: no @stepwise/api, ky or zod classic
 * in <stepwise-quiz>, which has 35 KB gzip before it is interactive (issue 19). The portal keeps
 * the port over @stepwise/api (api-port.ts); both speak the same paths (002 §7).
 *
 * Identity is the host's: its token (the element's `token` property) goes as the bearer token,
 * is never stored or refreshed here, and a 401 calls `onExpired` (the element's
 * `stepwise-auth-required`). Without a token, a public content share's token goes as the
 * player's does, in `x-external-access-token` (player core/wire/fetch-source.ts): the server's
 * public variant, whose attempts have no identity.
 */
import {
  quizForTakingAnswerMiniSchema,
  userQuizAnswerMiniSchema,
  userQuizHistoryAnswerMiniSchema,
} from '@stepwise/core';
import { wireCaller } from '@stepwise/ui/element';
import type { QuizPort } from '../core/port.js';

export interface FetchQuizPortOptions {
  /** The Stepwise server's origin (and path prefix); a trailing slash is dropped. */
  server: string;
  /** The host's current access token, read at each call; null: none. */
  token: () => string | null;
  /** A public content share's token (the `share-token` attribute), used without a token. */
  shareToken?: string | undefined;
  /** A call was answered 401: `sent`, the token it carried (null: none). */
  onExpired: (sent: string | null) => void;
}

/** A failed call: `status` 0 when the server was not reached, the server's message when sent. */
export class QuizPortError extends Error {
  override readonly name = 'QuizPortError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const enc = encodeURIComponent;

export function fetchQuizPort(options: FetchQuizPortOptions): QuizPort {
  // The call itself (identity, wrapper, zod/mini, failures) is the element host's (wire-call.ts):
  // a signed-in person takes the quiz as themselves (their attempts are kept and read back); the
  // share token only stands in when there is no identity.
  const call = wireCaller({
    ...options,
    error: (status, message) => new QuizPortError(status, message),
  });

  return {
    loadQuiz: async (workflowId) =>
      (await call(`v1/workflows/${enc(workflowId)}/quiz`, quizForTakingAnswerMiniSchema)).item,
    loadHistory: async (workflowId) =>
      (await call(`v1/workflows/${enc(workflowId)}/user-quiz`, userQuizHistoryAnswerMiniSchema))
        .item,
    submit: async (body) =>
      (await call('v1/user-quiz', userQuizAnswerMiniSchema, { json: body })).item,
  };
}
