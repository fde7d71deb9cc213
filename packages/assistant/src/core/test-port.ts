/**
 * An in-memory ChatPort for unit tests and stories: it answers from the script it is given (the
 * test's own data), never from invented text. `ask` streams the scripted items one by one.
 */
import type {
  AnswerLike,
  ChatDetail,
  ChatListItem,
  ChatReference,
  ChatReferenceCard,
  ChatStreamItem,
} from '@stepwise/core';
import type { ChatPort, ChatQuestion } from './port.js';

export interface MemoryPortScript {
  chats?: ChatListItem[];
  details?: Record<string, ChatDetail>;
  workflowChat?: ChatDetail | null;
  presets?: string[];
  /** The items each question streams (in order of asking); an Error entry throws there. */
  answers?: (ChatStreamItem | Error)[][];
  cards?: ChatReferenceCard[] | Error;
  /** Never answers (a loading story). */
  hang?: boolean;
  /** After the scripted items, wait forever (an answer still streaming). */
  stall?: boolean;
  /** Wait between streamed items, ms. */
  delayMs?: number;
  likeError?: Error;
}

export interface MemoryPort extends ChatPort {
  readonly asked: ChatQuestion[];
  readonly likes: { chatId: string; answerId: string; like: AnswerLike | null }[];
  readonly cleared: (string | undefined)[];
  /** Resolves the pending like calls (they wait until this is called when `holdLikes`). */
  releaseLikes(): void;
  holdLikes: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function memoryChatPort(script: MemoryPortScript = {}): MemoryPort {
  const asked: ChatQuestion[] = [];
  const likes: MemoryPort['likes'] = [];
  const cleared: (string | undefined)[] = [];
  let held: (() => void)[] = [];
  const port: MemoryPort = {
    asked,
    likes,
    cleared,
    holdLikes: false,
    releaseLikes() {
      const now = held;
      held = [];
      for (const release of now) release();
    },
    listChats: async () => script.chats ?? [],
    getChat: async (chatId) => {
      const detail = script.details?.[chatId];
      if (!detail) throw Object.assign(new Error('not found'), { kind: 'api_error', status: 404 });
      return detail;
    },
    getWorkflowChat: async () => script.workflowChat ?? null,
    presetQuestions: async () => script.presets ?? [],
    async *ask(question: ChatQuestion, signal: AbortSignal) {
      const index = asked.length;
      asked.push(question);
      if (script.hang) await new Promise<never>(() => undefined);
      for (const item of script.answers?.[index] ?? []) {
        if (script.delayMs) await wait(script.delayMs);
        if (signal.aborted) throw new DOMException('aborted', 'AbortError');
        if (item instanceof Error) throw item;
        yield item;
      }
      if (script.stall) await new Promise<never>(() => undefined);
    },
    clear: async (workflowId) => {
      cleared.push(workflowId);
    },
    like: async (chatId, answerId, like) => {
      likes.push({ chatId, answerId, like });
      if (port.holdLikes) await new Promise<void>((resolve) => held.push(resolve));
      if (script.likeError) throw script.likeError;
    },
    references: async (_refs: readonly ChatReference[]) => {
      if (script.cards instanceof Error) throw script.cards;
      return script.cards ?? [];
    },
  };
  return port;
}
