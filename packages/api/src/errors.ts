import { categoryFor, ErrorCode, StepwiseError, type ErrorCodeValue } from '@stepwise/core';

/** What an error carries besides core's code: the HTTP status and the wrapper's data. */
export interface ApiErrorData {
  status: number;
  data?: unknown;
}

/** A refusal in the server's wrapper (`ok: false`), as core's typed error. */
export function apiError(status: number, code: number, message: string | null, data?: unknown) {
  // Wire codes come from core's map (spec codes plus HTTP codes); anything else reads as HTTP.
  const known = (Object.values(ErrorCode) as number[]).includes(code);
  const value = (known ? code : status) as ErrorCodeValue;
  return new StepwiseError(value, message ?? `HTTP ${status}`, {
    category: categoryFor(value),
    data: { status, data } satisfies ApiErrorData,
  });
}

/** The server could not be reached or the connection broke. */
export function networkError(cause: unknown): StepwiseError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new StepwiseError(ErrorCode.Internal, `Network error: ${reason}`, {
    category: 'network',
    cause,
    data: { status: 0 } satisfies ApiErrorData,
  });
}

/** The answer did not have the shape this client expects. */
export function unexpectedResponse(path: string, detail: string): StepwiseError {
  return new StepwiseError(ErrorCode.Internal, `Unexpected response from ${path}: ${detail}`, {
    category: 'internal',
  });
}

/** A cancellation asked for by the caller (an AbortSignal), not a timeout. */
export function isAbortError(err: unknown): boolean {
  return (err instanceof DOMException || err instanceof Error) && err.name === 'AbortError';
}

/** The HTTP status behind an error of this client: 0 for network errors, undefined otherwise. */
export function statusOf(err: unknown): number | undefined {
  if (!(err instanceof StepwiseError)) return undefined;
  const data = err.data as Partial<ApiErrorData> | undefined;
  return typeof data?.status === 'number' ? data.status : undefined;
}

/**
 * `call`, its failure carrying the HTTP status as the error's own `status` (0: network), where
 * the widgets' stores read it (the quiz's and the instruction's port contract).
 */
export async function withStatus<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = statusOf(error);
    if (status !== undefined && error instanceof Error && !('status' in error)) {
      Object.defineProperty(error, 'status', { value: status, enumerable: false });
    }
    throw error;
  }
}

export function abortError(): DOMException {
  return new DOMException('The operation was aborted', 'AbortError');
}
