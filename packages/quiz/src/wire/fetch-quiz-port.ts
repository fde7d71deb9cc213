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
  EXTERNAL_ACCESS_HEADER,
  quizForTakingAnswerMiniSchema,
  userQuizAnswerMiniSchema,
  userQuizHistoryAnswerMiniSchema,
} from '@stepwise/core';
import type * as z from 'zod/mini';
import type { QuizPort } from '../core/port.js';

export interface FetchQuizPortOptions {
  /** The Stepwise server's origin (and path prefix); a trailing slash is dropped. */
  server: string;
  /** The host's current access token, read at each call; null: none. */
  token: () => string | null;
  /** A public content share's token (the `share-token` attribute), used without a token. */
  shareToken?: string | undefined;
  /** A call was answered 401. */
  onExpired: () => void;
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

/** What a call may take (@stepwise/api's default, too). */
const TIMEOUT_MS = 30_000;
const enc = encodeURIComponent;

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function fetchQuizPort({
  server,
  token,
  shareToken,
  onExpired,
}: FetchQuizPortOptions): QuizPort {
  const base = server.replace(/\/+$/, '');

  async function call<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    json?: unknown,
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const bearer = token();
    // A signed-in person takes the quiz as themselves (their attempts are kept and read back);
    // the share token only stands in when there is no identity, as the server's public variant
    // of these paths (chosen by the header) keeps no history.
    if (bearer) headers['authorization'] = `Bearer ${bearer}`;
    else if (shareToken) headers[EXTERNAL_ACCESS_HEADER] = shareToken;
    if (json !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}/${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers,
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch {
      // Unreachable, refused by CORS (an origin the organisation does not allow), or too slow.
      throw new QuizPortError(0, 'The Stepwise server could not be reached.');
    }
    if (response.status === 401) onExpired();
    const body = parseJson(text) as { ok?: unknown; errorMessage?: unknown; data?: unknown };
    const wrapped = typeof body?.ok === 'boolean';
    const message =
      typeof body?.errorMessage === 'string' ? body.errorMessage : `HTTP ${response.status}`;
    if (!response.ok || (wrapped && !body.ok)) throw new QuizPortError(response.status, message);
    // Not the wrapper, or not this path's answer: not the server we speak to.
    const parsed = wrapped ? schema.safeParse(body.data) : null;
    if (!parsed?.success) {
      throw new QuizPortError(response.status, `${path}: not a Stepwise answer`);
    }
    return parsed.data as z.output<S>;
  }

  return {
    loadQuiz: async (workflowId) =>
      (await call(`v1/workflows/${enc(workflowId)}/quiz`, quizForTakingAnswerMiniSchema)).item,
    loadHistory: async (workflowId) =>
      (await call(`v1/workflows/${enc(workflowId)}/user-quiz`, userQuizHistoryAnswerMiniSchema))
        .item,
    submit: async (body) => (await call('v1/user-quiz', userQuizAnswerMiniSchema, body)).item,
  };
}
