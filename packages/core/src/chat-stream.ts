// Zod-free helpers over the chat's wire types (a leaf: chat.schema.ts imports chat.ts, so this
// cannot live there without a cycle).
import type { ChatHistoryItem, ChatStreamItem } from './chat.schema.js';

/**
 * A whole answer received as JSON (a history item) where a stream was asked for, as the one
 * final stream item the chat store reads (the assistant element's wire and @stepwise/api both).
 */
export function chatStreamItemOfHistory(item: ChatHistoryItem): ChatStreamItem {
  return {
    chatId: item.chatId,
    messageId: item.answerId,
    questionId: item.questionId,
    mode: item.mode,
    content: item.answer,
    references: item.references,
    followUpQuestions: item.followUpQuestions,
    done: true,
  };
}
