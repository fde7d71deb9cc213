/**
 * Reading a server-sent event stream with fetch streaming (EventSource cannot send the
 * Authorization header), shared by the live readers (watch-workflow.ts, notifications.ts): one
 * connection read to its end, the reconnect backoff, and which failures end watching.
 */
import { ErrorCode, StepwiseError, type ServerSentEvent } from '@stepwise/core';
import { z } from 'zod';
import { readWrapped, type Api } from './client.js';
import { statusOf } from './errors.js';
import { EventStreamParser } from './event-stream.js';

/** JSON of an event's data, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reconnect backoff: 1 s, 2 s, 4 s... up to 30 s. */
export const defaultDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/** Sleeps `ms`, ending early (resolved) when the signal aborts. */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Refusals (not found, forbidden, signed out) do not heal by reconnecting; time-outs (408),
 * rate limits (429), server errors and broken connections may.
 */
export function endsWatching(err: unknown): boolean {
  const status = statusOf(err);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Opens `path` (relative to the API's base URL) as an event stream and hands every event to
 * `onEvent` until the server ends the stream. A refusal throws the typed error of its wrapper.
 */
export async function readEventStream(
  api: Api,
  path: string,
  onEvent: (event: ServerSentEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await api.http.get(path, {
    timeout: false,
    signal,
    headers: { accept: 'text/event-stream' },
  });
  if (!response.ok) await readWrapped(response, path, z.unknown());
  if (!response.body) throw new StepwiseError(ErrorCode.Internal, 'The stream has no body');
  const parser = new EventStreamParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const event of parser.push(value)) onEvent(event);
    }
  } finally {
    reader.releaseLock();
  }
}
