/**
 * The chat-model contract (issue 7): an OpenAI-compatible `/chat/completions` endpoint when
 * `AI_BASE_URL` is configured (client in openai-chat.ts), and nothing otherwise — callers then use
 * their offline path and say so. Used by the assistant's answers and the AI summary.
 */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmRequest {
  messages: LlmMessage[];
  /** Aborts the request (the client went away, a time limit). */
  signal?: AbortSignal;
  temperature?: number;
  maxTokens?: number;
}

export interface ChatModel {
  /** The model name sent to the endpoint (`AI_CHAT_MODEL`). */
  readonly model: string;
  /** The whole answer at once. */
  complete(request: LlmRequest): Promise<string>;
  /**
   * The answer in pieces as the endpoint streams them. Throws `LlmError` with kind `stream` when
   * the stream breaks before its end (`data: [DONE]` or a finish_reason).
   */
  stream(request: LlmRequest): AsyncIterable<string>;
}

export type LlmErrorKind = 'network' | 'http' | 'stream' | 'format';
