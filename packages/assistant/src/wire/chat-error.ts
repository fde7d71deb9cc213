/**
 * A failed chat call of the element's fetch port, as the chat store reads failures (002 §8): an
 * agentic error `kind` with its sentence word for word, and the HTTP `status` (0: the server was
 * not reached; undefined: the stream broke after a 2xx). The same kinds, for the same failures,
 * as @stepwise/api's ChatError, which the element does not load.
 */
import { AGENTIC_ERRORS, type AgenticErrorKind } from '@stepwise/core';

export class WireChatError extends Error {
  override readonly name = 'ChatError';

  constructor(
    readonly kind: AgenticErrorKind,
    readonly status?: number,
    /** The server's own message (the wrapper's errorMessage), when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(AGENTIC_ERRORS[kind]);
  }
}

/** A refusal: 400 is the question's fault (validation_error), anything else the server's. */
export const refusal = (status: number, serverMessage?: string) =>
  new WireChatError(status === 400 ? 'validation_error' : 'api_error', status, serverMessage);

export const isAbortError = (error: unknown) =>
  (error as { name?: unknown } | null)?.name === 'AbortError';
