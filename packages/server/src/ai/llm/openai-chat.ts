/**
 * The chat model over an OpenAI-compatible `POST {AI_BASE_URL}/chat/completions` (issue 7),
 * whole answers and streamed ones (server-sent events, `choices[0].delta.content`), and
 * `resolveChatModel`, which says whether one is configured (the offline path otherwise).
 */
import { EventStreamParser } from '@stepwise/core';
import { z } from 'zod';
import type { ChatModel, LlmErrorKind, LlmRequest } from './types.js';
import { readProviderEnv, timeoutMs, type NotConfigured } from '../provider-env.js';

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
/** A whole answer, or the wait for the first streamed byte, may take this long. */
export const DEFAULT_CHAT_TIMEOUT_MS = 120_000;

/** Every failure of the chat model: `kind` says what broke, the message the detail. */
export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly kind: LlmErrorKind;
  /** The HTTP status for kind `http`. */
  readonly status: number | undefined;

  constructor(
    kind: LlmErrorKind,
    message: string,
    opts: { cause?: unknown; status?: number } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.kind = kind;
    this.status = opts.status;
  }
}

export function isLlmError(e: unknown, kind?: LlmErrorKind): e is LlmError {
  return e instanceof LlmError && (kind === undefined || e.kind === kind);
}

export interface OpenAiChatOptions {
  /** e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
}

/** The parts of a `chat.completion` we use. */
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/** The parts of a `chat.completion.chunk` we use (some servers send chunks without choices). */
const chunkSchema = z.object({
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullable().optional() }).optional(),
      finish_reason: z.string().nullable().optional(),
    }),
  ),
});

const excerpt = (s: string) => {
  const flat = s.replace(/\s+/gu, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
};

const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/** A chat model over an OpenAI-compatible `POST /chat/completions`. */
export function openAiChatModel(options: OpenAiChatOptions): ChatModel {
  const url = `${options.baseUrl.replace(/\/+$/u, '')}/chat/completions`;
  const model = options.model ?? DEFAULT_CHAT_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHAT_TIMEOUT_MS;

  /** A time limit that can be lifted (a stream, once it started, runs as long as it runs). */
  function timeLimit(): { signal: AbortSignal; clear: () => void } {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
    return { signal: controller.signal, clear: () => clearTimeout(timer) };
  }

  /** Sends the request; answers the 2xx response or throws an `LlmError`. */
  async function post(
    request: LlmRequest,
    stream: boolean,
    timeout: AbortSignal,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: stream ? 'text/event-stream' : 'application/json',
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const body: Record<string, unknown> = { model, messages: request.messages, stream };
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      throw networkError(cause, request.signal, timeout);
    }
    if (response.status < 200 || response.status > 299) {
      const text = await response.text().catch(() => '');
      throw new LlmError(
        'http',
        `Chat model at ${url} answered HTTP ${response.status}: ${excerpt(text)}`,
        {
          status: response.status,
        },
      );
    }
    return response;
  }

  function networkError(
    cause: unknown,
    caller: AbortSignal | undefined,
    timeout: AbortSignal,
  ): LlmError {
    if (caller?.aborted) return new LlmError('network', 'Chat request cancelled', { cause });
    if (timeout.aborted) {
      return new LlmError(
        'network',
        `Chat model at ${url} timed out after ${Math.round(timeoutMs / 1000)} s`,
        { cause },
      );
    }
    const reason = cause instanceof Error ? (cause.cause ?? cause) : cause;
    return new LlmError(
      'network',
      `Chat request to ${url} failed: ${reason instanceof Error ? reason.message : String(reason)}`,
      { cause },
    );
  }

  async function complete(request: LlmRequest): Promise<string> {
    const limit = timeLimit();
    let text: string;
    try {
      const response = await post(request, false, limit.signal);
      text = await response.text().catch((cause: unknown) => {
        throw networkError(cause, request.signal, limit.signal);
      });
    } finally {
      limit.clear();
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new LlmError('format', `Chat answer is not JSON: ${excerpt(text)}`, { cause });
    }
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) {
      throw new LlmError(
        'format',
        `Chat answer is not a chat completion: ${issuesOf(parsed.error)}`,
      );
    }
    return parsed.data.choices[0]?.message.content ?? '';
  }

  async function* stream(request: LlmRequest): AsyncGenerator<string> {
    // The time limit covers the wait for the answer to start; once it streams, the caller's
    // signal (the client went away) is what stops it.
    const limit = timeLimit();
    const timeout = limit.signal;
    let response: Response;
    try {
      response = await post(request, true, timeout);
    } finally {
      limit.clear();
    }
    if (!response.body) throw new LlmError('stream', `Chat model at ${url} sent no body`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new EventStreamParser();
    let finished = false;
    try {
      for (;;) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (cause) {
          if (request.signal?.aborted) throw networkError(cause, request.signal, timeout);
          throw new LlmError('stream', `The chat stream from ${url} broke off`, { cause });
        }
        if (chunk.done) break;
        for (const event of parser.push(chunk.value)) {
          if (event.data.trim() === '[DONE]') {
            finished = true;
            break;
          }
          let json: unknown;
          try {
            json = JSON.parse(event.data);
          } catch (cause) {
            throw new LlmError('format', `Chat stream item is not JSON: ${excerpt(event.data)}`, {
              cause,
            });
          }
          const parsed = chunkSchema.safeParse(json);
          if (!parsed.success) {
            throw new LlmError(
              'format',
              `Chat stream item is not a completion chunk: ${issuesOf(parsed.error)}`,
            );
          }
          const choice = parsed.data.choices[0];
          const piece = choice?.delta?.content;
          if (piece) yield piece;
          if (choice?.finish_reason) finished = true;
        }
        if (finished) break;
      }
    } finally {
      // Stops the body when the caller stops early (a break, an abort, an error).
      await reader.cancel().catch(() => undefined);
    }
    if (!finished) {
      throw new LlmError('stream', `The chat stream from ${url} ended before its end`);
    }
  }

  return { model, complete, stream };
}

/** No model: callers answer offline and say so. */
export type ChatModelNotConfigured = NotConfigured;

const envSchema = z.object({
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_CHAT_MODEL: z.string().default(DEFAULT_CHAT_MODEL),
  AI_CHAT_TIMEOUT_SECONDS: z.coerce.number().positive().optional(),
});

export const CHAT_NOT_CONFIGURED_REASON =
  'No chat model is configured: set AI_BASE_URL (and AI_API_KEY, AI_CHAT_MODEL) to an ' +
  'OpenAI-compatible endpoint; answers are made offline from the retrieved passages.';

/** The chat model the environment asks for: AI_BASE_URL set → the model; else not configured. */
export function resolveChatModel(
  env: NodeJS.ProcessEnv = process.env,
): ChatModel | ChatModelNotConfigured {
  const read = readProviderEnv(envSchema, env, 'Chat model');
  if (!read.ok) return read.invalid;
  const e = read.value;
  if (!e.AI_BASE_URL) return { kind: 'not-configured', reason: CHAT_NOT_CONFIGURED_REASON };
  return openAiChatModel({
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    model: e.AI_CHAT_MODEL,
    timeoutMs: timeoutMs(e.AI_CHAT_TIMEOUT_SECONDS, DEFAULT_CHAT_TIMEOUT_MS),
  });
}

export function isChatModel(m: ChatModel | ChatModelNotConfigured): m is ChatModel {
  return !('kind' in m);
}
