/**
 * What the chat store needs from a server (the port): the portal and the element give it one
 * over @stepwise/api (api-port.ts); tests give it one in memory. Failures throw an error with an
 * agentic `kind` (002 §8) when the port knows it (@stepwise/api's ChatError has one), and a
 * `status` (401: the caller must sign in again).
 */
import type {
  AnswerLike,
  ChatDetail,
  ChatListItem,
  ChatReference,
  ChatReferenceCard,
  ChatStreamItem,
} from '@stepwise/core';

export interface ChatQuestion {
  query: string;
  /** The selected chat; absent: a new chat is created (002 §5). */
  chatId?: string;
  /** A workflow chat (the player's Q&A tab, a `workflow-id` element). */
  workflowId?: string;
}

export interface ChatPort {
  listChats(): Promise<ChatListItem[]>;
  getChat(chatId: string): Promise<ChatDetail>;
  /** The caller's chat about a workflow; null when there is none yet. */
  getWorkflowChat(workflowId: string): Promise<ChatDetail | null>;
  presetQuestions(workflowId?: string): Promise<string[]>;
  /** Sends a question; the answer's stream items, in order. */
  ask(question: ChatQuestion, signal: AbortSignal): AsyncIterable<ChatStreamItem>;
  /** Clears the caller's history (or the workflow's chat). */
  clear(workflowId?: string): Promise<void>;
  like(chatId: string, answerId: string, like: AnswerLike | null): Promise<void>;
  references(references: readonly ChatReference[], answer: string): Promise<ChatReferenceCard[]>;
}
