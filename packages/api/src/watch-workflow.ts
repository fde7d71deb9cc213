/**
 * Live processing state of a workflow: GET /v1/workflows/{id}/events read with fetch streaming
 * (EventSource cannot send the Authorization header). Every `progress` event goes to `onEvent`.
 * The server ends the stream once the job is final, or at once when no job runs; a stream that
 * breaks before that is opened again with backoff. Resolves with the last event (null when
 * there was none); aborting resolves too, so an unmounting view needs no error handling.
 */
import { ErrorCode, StepwiseError, workflowEventSchema, type WorkflowEvent } from '@stepwise/core';
import { z } from 'zod';
import { readWrapped, type Api } from './client.js';
import { statusOf } from './errors.js';
import { EventStreamParser } from './event-stream.js';

export const FINAL_JOB_STATUSES: readonly string[] = ['succeeded', 'failed', 'cancelled'];

export interface WatchOptions {
  /** Wait before reconnect `attempt` (1-based): 1 s, 2 s, 4 s... up to 30 s by default. */
  retryDelayMs?: (attempt: number) => number;
  /** Consecutive failed connections before giving up. */
  maxRetries?: number;
}

/** The event says nothing more will change: the job is final, or there is none. */
export function isFinalEvent(event: WorkflowEvent): boolean {
  return event.job === null || FINAL_JOB_STATUSES.includes(event.job.status);
}

/** JSON of an event's data, or undefined when it is not JSON (shared by the stream readers). */
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

export async function watchWorkflow(
  api: Api,
  workflowId: string,
  onEvent: (event: WorkflowEvent) => void,
  signal?: AbortSignal,
  options: WatchOptions = {},
): Promise<WorkflowEvent | null> {
  const path = `v1/workflows/${encodeURIComponent(workflowId)}/events`;
  const delay = options.retryDelayMs ?? defaultDelay;
  const maxRetries = options.maxRetries ?? 20;
  let last: WorkflowEvent | null = null;
  let failures = 0;

  while (!signal?.aborted) {
    let sawEvent = false;
    try {
      const response = await api.http.get(path, {
        timeout: false,
        signal,
        headers: { accept: 'text/event-stream' },
      });
      // A refusal is in the usual wrapper; readWrapped turns it into a typed error.
      if (!response.ok) await readWrapped(response, path, z.unknown());
      if (!response.body) throw new StepwiseError(ErrorCode.Internal, 'The stream has no body');
      const parser = new EventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const sse of parser.push(value)) {
            if (sse.event !== 'progress') continue;
            const parsed = workflowEventSchema.safeParse(parseJson(sse.data));
            if (!parsed.success) continue; // not for this client's version: skip, keep reading
            last = parsed.data;
            sawEvent = true;
            failures = 0;
            onEvent(parsed.data);
          }
        }
      } finally {
        reader.releaseLock();
      }
      // Ended by the server: done when the last state is final or no state came at all.
      if (!sawEvent || (last && isFinalEvent(last))) return last;
    } catch (err) {
      if (signal?.aborted) break;
      const status = statusOf(err);
      // Refusals (not found, forbidden, signed out) do not heal by reconnecting.
      if (
        status !== undefined &&
        status >= 400 &&
        status < 500 &&
        status !== 408 &&
        status !== 429
      ) {
        throw err;
      }
    }
    if (!sawEvent) failures += 1;
    if (failures > maxRetries) {
      throw new StepwiseError(
        ErrorCode.Internal,
        `Lost the event stream of workflow ${workflowId}`,
      );
    }
    await wait(delay(Math.max(1, failures)), signal);
  }
  return last;
}
