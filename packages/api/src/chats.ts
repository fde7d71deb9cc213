/**
 * The assistant's chat (002 §7 "Chat server", §8 chat errors): one typed call per path of
 * `@stepwise/core`'s chat.schema.ts. The answering calls stream: the body is read as
 * `text/event-stream`, each `data:` line is one ChatStreamItem (pings are comments, dropped).
 * Their failures are ChatError, whose `kind` is a 002 §8 agentic error kind and whose message is
 * that kind's sentence, word for word.
 */
import {
  AGENTIC_ERRORS,
  chatHistoryItemSchema,
  chatStreamItemSchema,
  type AgenticErrorKind,
  type AnswerLike,
  type ChatDetail,
  type ChatHistoryItem,
  type ChatListItem,
  type ChatReference,
  type ChatReferenceCard,
  type ChatStreamItem,
  type ChatType,
  chatStreamItemOfHistory,
} from '@stepwise/core';
import { z } from 'zod';
import { call } from './call.js';
import { readWrapped, type Api } from './client.js';
import { isAbortError, statusOf } from './errors.js';
import { EventStreamParser } from './event-stream.js';
import { parseJson } from './event-stream-read.js';

/** A failed chat call: an agentic error kind (002 §8) with its sentence, and the HTTP status. */
export class ChatError extends Error {
  override readonly name = 'ChatError';
  readonly kind: AgenticErrorKind;
  /** 0 when the server was not reached; undefined when the stream broke after a 2xx. */
  readonly status: number | undefined;
  /** The server's own message (the wrapper's errorMessage), when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(
    kind: AgenticErrorKind,
    options: { status?: number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(AGENTIC_ERRORS[kind], options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
  }
}

/** The chat error behind any failure of these calls (a StepwiseError from `request` too). */
export function chatErrorOf(error: unknown): ChatError {
  if (error instanceof ChatError) return error;
  const status = statusOf(error);
  const serverMessage = error instanceof Error ? error.message : undefined;
  if (status === 0) return new ChatError('network_error', { status, cause: error });
  if (status === 400) return new ChatError('validation_error', { status, serverMessage });
  return new ChatError('api_error', { status, serverMessage, cause: error });
}

const chats = 'v2/chats';
const enc = encodeURIComponent;

async function wrapped<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw chatErrorOf(error);
  }
}

/** GET /v2/chats: the caller's chats, newest first. */
export async function listChats(api: Api): Promise<ChatListItem[]> {
  return (await wrapped(call(api, 'GET /v2/chats'))).items;
}

/** GET /v2/chats/{id}: a chat and its history. */
export function getChat(api: Api, chatId: string): Promise<ChatDetail> {
  return wrapped(call(api, 'GET /v2/chats/:id', { params: { id: chatId } }));
}

/** POST /v2/chats/clear: deletes the caller's chat history. */
export async function clearChats(api: Api): Promise<void> {
  await wrapped(call(api, 'POST /v2/chats/clear', { json: {} }));
}

/** POST /v2/chats/{chatId}/messages/{messageId}/like: like, dislike, or null to take it back. */
export async function likeChatMessage(
  api: Api,
  chatId: string,
  messageId: string,
  like: AnswerLike | null,
): Promise<void> {
  await wrapped(
    call(api, 'POST /v2/chats/:chatId/messages/:messageId/like', {
      params: { chatId, messageId },
      json: { like },
    }),
  );
}

/** GET /v2/chats/preset-questions, or a workflow's (/v2/chats/workflow/{id}/preset-questions). */
export async function getPresetQuestions(api: Api, workflowId?: string): Promise<string[]> {
  const answer = workflowId
    ? call(api, 'GET /v2/chats/workflow/:id/preset-questions', { params: { id: workflowId } })
    : call(api, 'GET /v2/chats/preset-questions');
  return (await wrapped(answer)).items;
}

/** GET /v2/chats/workflow/{id}: the caller's chat about a workflow; null when there is none. */
export function getWorkflowChat(api: Api, workflowId: string): Promise<ChatDetail | null> {
  return wrapped(call(api, 'GET /v2/chats/workflow/:id', { params: { id: workflowId } }));
}

/** POST /v2/chats/workflow/{id}/clear: clears the caller's chat about a workflow. */
export async function clearWorkflowChat(api: Api, workflowId: string): Promise<void> {
  await wrapped(
    call(api, 'POST /v2/chats/workflow/:id/clear', { params: { id: workflowId }, json: {} }),
  );
}

/** POST /chat/references: the cards (titles, poster, duration) of an answer's references. */
export async function getChatReferences(
  api: Api,
  references: readonly (
    | string
    | Pick<Extract<ChatReference, { type: 'workflow' }>, 'type' | 'id' | 'stepId'>
    | Pick<Extract<ChatReference, { type: 'multimodalSop' }>, 'type' | 'id' | 'itemId'>
  )[],
  answer?: string,
): Promise<ChatReferenceCard[]> {
  const json = {
    references: references.map((reference) =>
      typeof reference === 'string'
        ? reference
        : reference.type === 'workflow'
          ? { type: reference.type, id: reference.id, stepId: reference.stepId }
          : { type: reference.type, id: reference.id, itemId: reference.itemId },
    ),
    ...(answer === undefined ? {} : { answer }),
  };
  return (await wrapped(call(api, 'POST /chat/references', { json }))).results;
}

export interface AskOptions {
  signal?: AbortSignal;
}

export interface NewChatQuestion {
  query: string;
  type?: ChatType;
  /** A workflow chat (type `workflow`). */
  workflowId?: string;
}

/** POST /v2/chats (streaming): a new chat with its first question; the answer streams. */
export function createChat(
  api: Api,
  question: NewChatQuestion,
  options: AskOptions = {},
): AsyncGenerator<ChatStreamItem> {
  const type = question.type ?? (question.workflowId ? 'workflow' : 'regular');
  const json = {
    query: question.query,
    type,
    streaming: true,
    ...(question.workflowId ? { workflowId: question.workflowId } : {}),
  };
  return streamAnswer(api, chats, json, options);
}

/** POST /v2/chats/{chatId}/messages (streaming): a question in an existing chat. */
export function sendChatMessage(
  api: Api,
  chatId: string,
  question: { query: string; type?: ChatType },
  options: AskOptions = {},
): AsyncGenerator<ChatStreamItem> {
  const json = { query: question.query, type: question.type ?? 'regular', streaming: true, chatId };
  return streamAnswer(api, `${chats}/${enc(chatId)}/messages`, json, options);
}

/** POST /v2/chats without streaming: the whole answer as one history item. */
export function createChatAnswer(api: Api, question: NewChatQuestion): Promise<ChatHistoryItem> {
  const json = {
    query: question.query,
    type: question.type ?? (question.workflowId ? 'workflow' : 'regular'),
    streaming: false,
    ...(question.workflowId ? { workflowId: question.workflowId } : {}),
  };
  return wrapped(call(api, 'POST /v2/chats', { json }));
}

/**
 * Sends the question and yields the answer's items as they arrive. Ends after an item with
 * `done` or `error`; a body that ends before either is a `stream_error`. A refusal (non-2xx, the
 * usual wrapper) is `validation_error` for 400 and `api_error` otherwise; no answer at all is a
 * `network_error`. Aborting the signal ends the generator with the AbortError.
 */
async function* streamAnswer(
  api: Api,
  path: string,
  json: Record<string, unknown>,
  { signal }: AskOptions,
): AsyncGenerator<ChatStreamItem> {
  let response: Response;
  try {
    response = await api.http.post(path, {
      json,
      timeout: false,
      headers: { accept: 'text/event-stream' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ChatError('network_error', { status: 0, cause: error });
  }
  if (!response.ok) {
    try {
      await readWrapped(response, path, z.unknown());
    } catch (error) {
      throw chatErrorOf(error);
    }
    throw new ChatError(response.status === 400 ? 'validation_error' : 'api_error', {
      status: response.status,
    });
  }
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    // A JSON answer (the wrapper) where a stream was asked: its data is the whole history item.
    let item: ChatHistoryItem;
    try {
      item = await readWrapped(response, path, chatHistoryItemSchema);
    } catch (error) {
      throw chatErrorOf(error);
    }
    yield chatStreamItemOfHistory(item);
    return;
  }
  if (!response.body) throw new ChatError('stream_error', { status: response.status });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbortError(error) || signal?.aborted) throw error;
        throw new ChatError('stream_error', { cause: error });
      }
      const text = chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      for (const event of parser.push(chunk.done ? `${text}\n\n` : text)) {
        const parsed = chatStreamItemSchema.safeParse(parseJson(event.data));
        if (!parsed.success) throw new ChatError('stream_error');
        yield parsed.data;
        if (parsed.data.done || parsed.data.error) return;
      }
      if (chunk.done) throw new ChatError('stream_error');
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
