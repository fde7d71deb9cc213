/**
 * Live processing state of a workflow: GET /v1/workflows/{id}/events read with fetch streaming
 * (EventSource cannot send the Authorization header). Every `progress` event goes to `onEvent`.
 * The server ends the stream once the job is final, or at once when no job runs; a stream that
 * breaks before that is opened again with backoff. Resolves with the last event (null when
 * there was none); aborting resolves too, so an unmounting view needs no error handling.
 */
import { ErrorCode, StepwiseError, workflowEventSchema, type WorkflowEvent } from '@stepwise/core';
import type { Api } from './client.js';
import {
  defaultDelay,
  endsWatching,
  parseJson,
  readEventStream,
  wait,
} from './event-stream-read.js';

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
      await readEventStream(
        api,
        path,
        (sse) => {
          if (sse.event !== 'progress') return;
          const parsed = workflowEventSchema.safeParse(parseJson(sse.data));
          if (!parsed.success) return; // not for this client's version: skip, keep reading
          last = parsed.data;
          sawEvent = true;
          failures = 0;
          onEvent(parsed.data);
        },
        signal,
      );
      // Ended by the server: done when the last state is final or no state came at all.
      if (!sawEvent || (last && isFinalEvent(last))) return last;
    } catch (err) {
      if (signal?.aborted) break;
      if (endsWatching(err)) throw err;
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
