/**
 * One call of a widget's port on plain fetch (the quiz's and the instruction's elements): the
 * host's bearer token, else a public share's token in the external-access header; the server's
 * `{ ok, code, errorMessage, data }` wrapper; `data` read with a zod/mini schema of core's; a
 * failure as the widget's error with its status (0: the server was not reached, so the widget may
 * keep the work for later). A 401 calls `onExpired` (the element's `stepwise-auth-required`).
 * No ky and no zod classic: a widget's budget cannot carry them.
 */
import { EXTERNAL_ACCESS_HEADER } from '@stepwise/core';
import type * as z from 'zod/mini';

export interface WireCallerOptions {
  /** The Stepwise server's origin (and path prefix); a trailing slash is dropped. */
  server: string;
  /** The host's current access token, read at each call; null: none. */
  token: () => string | null;
  /** A public content share's token, sent only when there is no token. */
  shareToken?: string | undefined;
  /** A call was answered 401: `sent`, the token it carried (null: none). */
  onExpired: (sent: string | null) => void;
  /** The widget's error for a failed call. */
  error: (status: number, message: string) => Error;
}

export interface WireCallInit {
  /** A JSON body (POST). */
  json?: unknown;
  /** A multipart body (POST), such as a photo. */
  form?: FormData;
  signal?: AbortSignal | undefined;
  /** What the call may take; default 30 s (@stepwise/api's default, too). */
  timeoutMs?: number;
}

const TIMEOUT_MS = 30_000;

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type WireCall = <S extends z.ZodMiniType>(
  path: string,
  schema: S,
  init?: WireCallInit,
) => Promise<z.output<S>>;

export function wireCaller({
  server,
  token,
  shareToken,
  onExpired,
  error,
}: WireCallerOptions): WireCall {
  const base = server.replace(/\/+$/, '');
  return async (path, schema, init = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const bearer = token();
    // A signed-in person acts as themselves; the share token only stands in without an identity
    // (the server's public variant of a path, chosen by the header).
    if (bearer) headers['authorization'] = `Bearer ${bearer}`;
    else if (shareToken) headers[EXTERNAL_ACCESS_HEADER] = shareToken;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
    const timeout = AbortSignal.timeout(init.timeoutMs ?? TIMEOUT_MS);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body }),
        signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
      text = await response.text();
    } catch {
      // Unreachable (offline), refused by CORS (an origin the organisation does not allow), or
      // too slow.
      throw error(0, 'The Stepwise server could not be reached.');
    }
    if (response.status === 401) onExpired(bearer);
    const answer = parseJson(text) as { ok?: unknown; errorMessage?: unknown; data?: unknown };
    const wrapped = typeof answer?.ok === 'boolean';
    const message =
      typeof answer?.errorMessage === 'string' ? answer.errorMessage : `HTTP ${response.status}`;
    if (!response.ok || (wrapped && !answer.ok)) throw error(response.status, message);
    // Not the wrapper, or not this path's answer: not the server we speak to.
    const parsed = wrapped ? schema.safeParse(answer.data) : null;
    if (!parsed?.success) throw error(response.status, `${path}: not a Stepwise answer`);
    return parsed.data as z.output<typeof schema>;
  };
}
