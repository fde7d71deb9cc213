/**
 * The server's wrapper `{ok, code, errorMessage, data}` read with plain fetch and zod/mini, and
 * its refusals as core's StepwiseError shaped exactly like @stepwise/api's (`apiError`: the wire
 * code, the HTTP status in `data.status`), so `outcomeForError` reads both sources the same.
 */
import * as z from 'zod/mini';
import { categoryFor, ErrorCode, StepwiseError, type ErrorCodeValue } from '@stepwise/core';

const wrapperSchema = z.object({
  ok: z.boolean(),
  code: z.int(),
  errorMessage: z.nullable(z.string()),
  data: z.optional(z.unknown()),
});

/** A refusal in the wrapper (or a bare HTTP error) as core's typed error. */
export function wireError(status: number, code: number, message: string | null, data?: unknown) {
  const known = (Object.values(ErrorCode) as number[]).includes(code);
  const value = (known ? code : status) as ErrorCodeValue;
  return new StepwiseError(value, message ?? `HTTP ${status}`, {
    category: categoryFor(value),
    data: { status, data },
  });
}

/** The server could not be reached: the player shows its network message with a retry. */
export function networkError(cause: unknown): StepwiseError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new StepwiseError(ErrorCode.Internal, `Network error: ${reason}`, {
    category: 'network',
    cause,
    data: { status: 0 },
  });
}

function unexpectedResponse(path: string, detail: string): StepwiseError {
  return new StepwiseError(ErrorCode.Internal, `Unexpected response from ${path}: ${detail}`, {
    category: 'internal',
  });
}

const isAbort = (err: unknown) =>
  (err instanceof DOMException || err instanceof Error) && err.name === 'AbortError';

/** fetch, with a failure to connect turned into the network error (an abort stays an abort). */
export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (isAbort(err)) throw err;
    throw networkError(err);
  }
}

/** The wrapper's `data`, parsed with `schema`; a refusal or a foreign answer throws. */
export async function readWrapped<S extends z.ZodMiniType>(
  response: Response,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const wrapper = wrapperSchema.safeParse(body);
  if (!wrapper.success) {
    if (!response.ok) throw wireError(response.status, response.status, `HTTP ${response.status}`);
    throw unexpectedResponse(path, 'not the response wrapper');
  }
  const { ok, code, errorMessage, data } = wrapper.data;
  if (!ok || !response.ok) throw wireError(response.status, code, errorMessage, data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw unexpectedResponse(path, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  return parsed.data;
}
