/**
 * The <stepwise-assistant> element's chat port on plain fetch and core's zod/mini chat schemas
 * (chat.mini.ts), as the player's element reads its workflow (player core/wire): no
 * @stepwise/api, ky or zod classic in the widget, which has 45 KB gzip before its input is usable
 * (issue 18; @stepwise/api's route table brought 21 KB of zod classic). The portal keeps the port
 * over @stepwise/api (api-port.ts); both speak the same paths (002 §7) and fail with the same
 * agentic kinds (002 §8).
 *
 * The host owns the identity: its token (the element's `token` property) goes as the bearer
 * token, is never stored or refreshed here, and a 401 calls `onExpired` (the element's
 * `stepwise-auth-required`).
 */
import {
  chatDetailMiniSchema,
  chatListAnswerMiniSchema,
  chatReferencesAnswerMiniSchema,
  chatStreamItemMiniSchema,
  EventStreamParser,
  presetQuestionsMiniSchema,
  workflowChatMiniSchema,
  chatHistoryItemMiniSchema,
  type ChatHistoryItem,
  type ChatStreamItem,
  chatStreamItemOfHistory,
} from '@stepwise/core';
import type * as z from 'zod/mini';
import type { ChatPort } from '../core/port.js';
import { isAbortError, refusal, WireChatError } from './chat-error.js';

export interface FetchChatPortOptions {
  /** The Stepwise server's origin (and path prefix), without a trailing slash. */
  server: string;
  /** The host's current access token, read at each call; null: none. */
  token: () => string | null;
  /** A call was answered 401: `sent`, the token it carried (null: none). */
  onExpired: (sent: string | null) => void;
}

/** What a call that is not a stream may take (@stepwise/api's default, too). */
const TIMEOUT_MS = 30_000;
const enc = encodeURIComponent;

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function fetchChatPort({ server, token, onExpired }: FetchChatPortOptions): ChatPort {
  async function send(
    path: string,
    init: { json?: unknown; signal?: AbortSignal; accept?: string },
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: init.accept ?? 'application/json' };
    const bearer = token();
    if (bearer) headers['authorization'] = `Bearer ${bearer}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${server}/${path}`, {
        method: init.json === undefined ? 'GET' : 'POST',
        headers,
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
        signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      // Unreachable, refused by CORS, or out of time.
      throw new WireChatError('network_error', 0);
    }
    if (response.status === 401) onExpired(bearer);
    return response;
  }

  /** The wrapper `{ok, code, errorMessage, data}`'s data, read with `schema` when given. */
  async function read<S extends z.ZodMiniType>(response: Response, schema?: S) {
    let body: { ok?: unknown; errorMessage?: unknown; data?: unknown } | undefined;
    try {
      body = parseJson(await response.text()) as typeof body;
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new WireChatError('network_error', 0);
    }
    const wrapped = typeof body?.ok === 'boolean';
    const message = typeof body?.errorMessage === 'string' ? body.errorMessage : undefined;
    if (!response.ok || (wrapped && !body?.ok)) throw refusal(response.status, message);
    // Not the wrapper, or not the answer this path gives: the server is not the one we speak to.
    if (!wrapped) throw new WireChatError('api_error');
    if (!schema) return undefined as z.output<S>;
    const parsed = schema.safeParse(body?.data);
    if (!parsed.success) throw new WireChatError('api_error');
    return parsed.data as z.output<S>;
  }

  const get = async <S extends z.ZodMiniType>(path: string, schema: S) =>
    read(await send(path, {}), schema);
  const post = async (path: string, json: unknown) => {
    await read(await send(path, { json }));
  };

  /**
   * Sends a question and yields the answer's items as they arrive, ending after an item with
   * `done` or `error`; a body that ends before either is a `stream_error`. A server that answers
   * with the whole history item (JSON) gives it as one finished item.
   */
  async function* ask(
    path: string,
    json: Record<string, unknown>,
    signal: AbortSignal,
  ): AsyncGenerator<ChatStreamItem> {
    const response = await send(path, { json, signal, accept: 'text/event-stream' });
    if (!response.ok) {
      await read(response); // throws the refusal, with the server's message when it sent one
      throw refusal(response.status);
    }
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const item: ChatHistoryItem = await read(response, chatHistoryItemMiniSchema);
      yield chatStreamItemOfHistory(item);
      return;
    }
    if (!response.body) throw new WireChatError('stream_error', response.status);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new EventStreamParser();
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (isAbortError(error) || signal.aborted) throw error;
          throw new WireChatError('stream_error');
        }
        const text = chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
        for (const event of parser.push(chunk.done ? `${text}\n\n` : text)) {
          const parsed = chatStreamItemMiniSchema.safeParse(parseJson(event.data));
          if (!parsed.success) throw new WireChatError('stream_error');
          yield parsed.data;
          if (parsed.data.done || parsed.data.error) return;
        }
        if (chunk.done) throw new WireChatError('stream_error');
      }
    } finally {
      reader.cancel().catch(() => undefined);
    }
  }

  return {
    listChats: async () => (await get('v2/chats', chatListAnswerMiniSchema)).items,
    getChat: (chatId) => get(`v2/chats/${enc(chatId)}`, chatDetailMiniSchema),
    getWorkflowChat: (workflowId) =>
      get(`v2/chats/workflow/${enc(workflowId)}`, workflowChatMiniSchema),
    presetQuestions: async (workflowId) =>
      (
        await get(
          workflowId
            ? `v2/chats/workflow/${enc(workflowId)}/preset-questions`
            : 'v2/chats/preset-questions',
          presetQuestionsMiniSchema,
        )
      ).items,
    ask: ({ query, chatId, workflowId }, signal) => {
      const type = workflowId ? 'workflow' : 'regular';
      return chatId
        ? ask(`v2/chats/${enc(chatId)}/messages`, { query, type, streaming: true, chatId }, signal)
        : ask(
            'v2/chats',
            { query, type, streaming: true, ...(workflowId ? { workflowId } : {}) },
            signal,
          );
    },
    clear: (workflowId) =>
      post(workflowId ? `v2/chats/workflow/${enc(workflowId)}/clear` : 'v2/chats/clear', {}),
    like: (chatId, answerId, like) =>
      post(`v2/chats/${enc(chatId)}/messages/${enc(answerId)}/like`, { like }),
    references: async (references, answer) =>
      (
        await read(
          await send('chat/references', {
            json: {
              references: references.map((r) =>
                r.type === 'workflow'
                  ? { type: r.type, id: r.id, stepId: r.stepId }
                  : { type: r.type, id: r.id, itemId: r.itemId },
              ),
              answer,
            },
          }),
          chatReferencesAnswerMiniSchema,
        )
      ).results,
  };
}
