/**
 * The chat answers the <stepwise-assistant> element reads, in zod/mini: the same shapes as
 * chat.schema.ts's (zod classic), which the element cannot afford (zod classic, through the
 * route table, was 21 KB gzip of its 45 KB budget, issue 18). chat.mini.test.ts pins each output
 * type to the full schema's both ways and parses the same answers with both, so they cannot drift.
 *
 * As player.mini.ts: zod/mini and types only (never a `*.schema.ts` value), so nothing here pulls
 * zod classic or value lists into the element. The union fields (chat type, answer mode, like,
 * an error's kind) are checked as strings typed with core's unions; their value sets are the full
 * schema's, which the server's route tests hold every answer to (packages/server/test/contract),
 * and the chat store reads an unknown error kind as a send error anyway.
 */
import * as z from 'zod/mini';
import type { ChatHistoryItem, ChatListItem, ChatStreamItem } from './chat.schema.js';

/** A string field typed as core's union of its values (see above). */
const typed = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

const strings = z.array(z.string());

const workflowReference = z.object({
  type: z.literal('workflow'),
  id: z.string(),
  workflowTitle: z.string(),
  stepId: z.string(),
  stepTitle: z.string(),
  stepOrder: z.int(),
  startTime: z.number(),
  endTime: z.number(),
  quote: z.string(),
  languageCode: z.string(),
});
/** A smart instruction's item (issue 20). */
const sopReference = z.object({
  type: z.literal('multimodalSop'),
  id: z.string(),
  title: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  itemOrder: z.int(),
  quote: z.string(),
  languageCode: z.string(),
});
const chatReference = z.discriminatedUnion('type', [workflowReference, sopReference]);
const references = z.array(chatReference);

/** `/chat/references` result: a reference with its card's poster and duration. */
const cardFields = { poster: z.nullable(z.string()), videoDuration: z.nullable(z.number()) };
const chatReferenceCard = z.discriminatedUnion('type', [
  z.extend(workflowReference, cardFields),
  z.extend(sopReference, cardFields),
]);

/** One `data:` line of an answer's event stream (chat.schema.ts `chatStreamItemSchema`). */
export const chatStreamItemMiniSchema = z.object({
  content: z.optional(z.string()),
  references: z.optional(references),
  followUpQuestions: z.optional(strings),
  chatId: z.optional(z.string()),
  messageId: z.optional(z.string()),
  questionId: z.optional(z.string()),
  mode: z.optional(typed<NonNullable<ChatStreamItem['mode']>>()),
  declined: z.optional(z.literal(true)),
  related: z.optional(references),
  done: z.optional(z.literal(true)),
  error: z.optional(
    z.object({
      kind: typed<NonNullable<ChatStreamItem['error']>['kind']>(),
      message: z.string(),
    }),
  ),
});

/** A question and its answer (chat.schema.ts `chatHistoryItemSchema`). */
export const chatHistoryItemMiniSchema = z.object({
  chatId: z.string(),
  question: z.string(),
  questionId: z.string(),
  answer: z.string(),
  answerId: z.string(),
  answerLike: z.nullable(typed<NonNullable<ChatHistoryItem['answerLike']>>()),
  references,
  declined: z.boolean(),
  related: references,
  followUpQuestions: strings,
  workspaces: strings,
  mode: typed<ChatHistoryItem['mode']>(),
  error: z.nullable(z.string()),
  createdAt: z.string(),
});

const chatListItem = z.object({
  id: z.string(),
  title: z.string(),
  type: typed<ChatListItem['type']>(),
  workflowId: z.nullable(z.string()),
  updatedAt: z.string(),
});

const chatDetail = z.object({ chat: chatListItem, messages: z.array(chatHistoryItemMiniSchema) });

/** GET /v2/chats. */
export const chatListAnswerMiniSchema = z.object({ items: z.array(chatListItem) });
/** GET /v2/chats/{id}. */
export const chatDetailMiniSchema = chatDetail;
/** GET /v2/chats/workflow/{id}: null when the caller has no chat about the workflow yet. */
export const workflowChatMiniSchema = z.nullable(chatDetail);
/** GET /v2/chats/preset-questions and /v2/chats/workflow/{id}/preset-questions. */
export const presetQuestionsMiniSchema = z.object({ items: strings });
/** POST /chat/references. */
export const chatReferencesAnswerMiniSchema = z.object({ results: z.array(chatReferenceCard) });
