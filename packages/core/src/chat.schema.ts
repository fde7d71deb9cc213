/**
 * Wire schemas of the assistant's chat (002 §3 "Chat", §7 chat server calls). The server parses
 * requests and builds answers with these; `@stepwise/api` parses answers with them. Names follow
 * the spec; what the spec leaves open (a reference's step and time, the answer mode, how a stream
 * ends or fails) is ours and marked so.
 */
import { z } from 'zod';
import {
  ANSWER_LIKES,
  ANSWER_MODES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TOP_K,
  CHAT_TYPES,
  type AgenticErrorKind,
  AGENTIC_ERRORS,
} from './chat.js';
import { ID_MAX_LENGTH } from './constants.js';

const id = z.string().min(1).max(ID_MAX_LENGTH);

export const chatTypeSchema = z.enum(CHAT_TYPES);
export const answerModeSchema = z.enum(ANSWER_MODES);
export const answerLikeSchema = z.enum(ANSWER_LIKES);

/** A question as the server accepts it: not blank, at most 4000 characters (002 §6, §9). */
export const chatQuerySchema = z
  .string({ message: AGENTIC_ERRORS.validation_error })
  .max(CHAT_MESSAGE_MAX_LENGTH, { message: AGENTIC_ERRORS.validation_error })
  .refine((s) => s.trim().length > 0, { message: AGENTIC_ERRORS.validation_error });

/**
 * 002 §3: "reference is a workflow id or an object with type and id". Ours: the object also
 * names the step and the time range on the workflow's video that answers, and the passage quoted.
 * Titles are the ones the caller may see at the time of the answer; `/chat/references` refreshes
 * them (and adds the poster) for a stored answer.
 */
export const chatWorkflowReferenceSchema = z.object({
  type: z.literal('workflow'),
  /** The workflow id. */
  id,
  workflowTitle: z.string(),
  stepId: id,
  stepTitle: z.string(),
  /** 1-based position of the step in the workflow. */
  stepOrder: z.number().int(),
  /** Seconds on the workflow's video timeline. */
  startTime: z.number(),
  endTime: z.number(),
  /** The transcript (or title) text that matched, quoted as it was said. */
  quote: z.string(),
  languageCode: z.string(),
});
export type ChatWorkflowReference = z.infer<typeof chatWorkflowReferenceSchema>;

/**
 * Ours (issue 20 item 2): an answer resting on an item of a smart instruction (SOP): the SOP,
 * the item (its order in the list: introduction 0, conclusion 999) and the text quoted from it.
 * The portal opens it at `/smart-instruction/{id}`.
 */
export const chatSopReferenceSchema = z.object({
  type: z.literal('multimodalSop'),
  /** The smart instruction's id. */
  id,
  title: z.string(),
  itemId: id,
  itemTitle: z.string(),
  itemOrder: z.number().int(),
  quote: z.string(),
  languageCode: z.string(),
});
export type ChatSopReference = z.infer<typeof chatSopReferenceSchema>;

/** What an answer rests on: a workflow's step, or a smart instruction's item. */
export const chatReferenceSchema = z.discriminatedUnion('type', [
  chatWorkflowReferenceSchema,
  chatSopReferenceSchema,
]);
export type ChatReference = z.infer<typeof chatReferenceSchema>;

/** What a card adds to a reference: a signed poster URL (or null), the video's seconds. */
const cardFields = {
  poster: z.string().nullable(),
  /** Seconds; null before processing finished, and for a smart instruction. */
  videoDuration: z.number().nullable(),
};

/** `/chat/references` result: a reference with what a card shows. */
export const chatReferenceCardSchema = z.discriminatedUnion('type', [
  chatWorkflowReferenceSchema.extend(cardFields),
  chatSopReferenceSchema.extend(cardFields),
]);
export type ChatReferenceCard = z.infer<typeof chatReferenceCardSchema>;

const agenticErrorKinds = Object.keys(AGENTIC_ERRORS) as [AgenticErrorKind, ...AgenticErrorKind[]];
export const agenticErrorKindSchema = z.enum(agenticErrorKinds);

/**
 * 002 §3 stream item: content, references, followUpQuestions, chatId, messageId. Each `data:`
 * line of an answer's event stream is one of these as JSON. Ours: `questionId` and `mode` come
 * with the first item; `done` ends a complete answer; `error` ends a failed one (its `kind` is an
 * agentic error kind and `message` its sentence, 002 §8).
 */
export const chatStreamItemSchema = z.object({
  content: z.string().optional(),
  references: z.array(chatReferenceSchema).optional(),
  followUpQuestions: z.array(z.string()).optional(),
  chatId: id.optional(),
  messageId: id.optional(),
  questionId: id.optional(),
  mode: answerModeSchema.optional(),
  /**
   * Ours (issue 15): no workflow covers the question. The answer is the decline (the client
   * says so in the viewer's language) and any text already streamed is dropped; `related` are
   * the closest workflows, offered as related rather than as the answer.
   */
  declined: z.literal(true).optional(),
  related: z.array(chatReferenceSchema).optional(),
  done: z.literal(true).optional(),
  error: z.object({ kind: agenticErrorKindSchema, message: z.string() }).optional(),
});
export type ChatStreamItem = z.infer<typeof chatStreamItemSchema>;

/** 002 §3 history item: one question and its answer. */
export const chatHistoryItemSchema = z.object({
  chatId: id,
  question: z.string(),
  questionId: id,
  /** The answer text (markdown); empty when the answer failed. */
  answer: z.string(),
  answerId: id,
  answerLike: answerLikeSchema.nullable(),
  references: z.array(chatReferenceSchema),
  /** Ours (issue 15): no workflow covers the question; `related` are the closest workflows. */
  declined: z.boolean(),
  related: z.array(chatReferenceSchema),
  followUpQuestions: z.array(z.string()),
  /** The workspaces searched (ids); 002 §3 "workspaces or groups". */
  workspaces: z.array(id),
  mode: answerModeSchema,
  /** 002 §8: a failed answer carries the message key `alert.unexpectedError`. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;

/** 002 §3 chat list item: id, title, type (ours: the workflow of a workflow chat, last change). */
export const chatListItemSchema = z.object({
  id,
  title: z.string(),
  type: chatTypeSchema,
  workflowId: id.nullable(),
  updatedAt: z.string(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

export const chatDetailSchema = z.object({
  chat: chatListItemSchema,
  messages: z.array(chatHistoryItemSchema),
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

/** POST /v2/chats: query, type (workflow for a workflow chat), streaming, workflowId. */
export const createChatBodySchema = z.object({
  query: chatQuerySchema,
  type: chatTypeSchema.default('regular'),
  streaming: z.boolean().default(true),
  workflowId: id.optional(),
});
export type CreateChatBody = z.infer<typeof createChatBodySchema>;

/** POST /v2/chats/{chatId}/messages: query, type, streaming, chatId. */
export const chatMessageBodySchema = z.object({
  query: chatQuerySchema,
  type: chatTypeSchema.default('regular'),
  streaming: z.boolean().default(true),
  chatId: id.optional(),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/** POST /v2/chats/{chatId}/messages/{messageId}/like: a rating, or null to take it back. */
export const chatLikeBodySchema = z.object({ like: answerLikeSchema.nullable() });

/** The non-streaming answer of a chat call (streaming false): the whole history item. */
export const chatAnswerSchema = chatHistoryItemSchema;

/** 002 §3 chat query fields (POST /chat/query). oid, token and userId come from the session. */
export const chatQueryBodySchema = z.object({
  query: chatQuerySchema,
  oid: id.optional(),
  token: z.string().max(4096).optional(),
  previousMessages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().max(CHAT_MESSAGE_MAX_LENGTH * 4),
      }),
    )
    .max(50)
    .default([]),
  /** A workspace group id to search in (002 §3 `group`); omitted: everything the user sees. */
  group: id.optional(),
  topkRetriever: z.number().int().min(1).max(20).default(CHAT_TOP_K),
  userId: id.optional(),
  sessionId: id.optional(),
  previousAnswerId: id.optional(),
});
export type ChatQueryBody = z.infer<typeof chatQueryBodySchema>;

/** 002 §3 "Answer: text and referenceInfo". */
export const chatQueryAnswerSchema = z.object({
  answer: z.object({ text: z.string(), mode: answerModeSchema, answerId: id }),
  referenceInfo: z.array(chatReferenceSchema),
  followUpQuestions: z.array(z.string()),
});

/** POST /chat/like: answerId, like (oid, token, userId come from the session). */
export const chatLikeQuerySchema = z.object({
  answerId: id,
  like: answerLikeSchema.nullable(),
  oid: id.optional(),
  token: z.string().max(4096).optional(),
  userId: id.optional(),
});

/** POST /chat/references: the references of an answer; responds item.results (cards). */
export const chatReferencesBodySchema = z.object({
  answer: z
    .string()
    .max(CHAT_MESSAGE_MAX_LENGTH * 8)
    .optional(),
  references: z
    .array(
      z.union([
        id,
        chatWorkflowReferenceSchema.pick({ type: true, id: true, stepId: true }),
        chatSopReferenceSchema.pick({ type: true, id: true, itemId: true }),
      ]),
    )
    .max(50),
  oid: id.optional(),
  token: z.string().max(4096).optional(),
});
export const chatReferencesAnswerSchema = z.object({ results: z.array(chatReferenceCardSchema) });

/** GET /v2/chats/preset-questions and /v2/chats/workflow/{id}/preset-questions. */
export const presetQuestionsSchema = z.object({ items: z.array(z.string()) });

/** GET /v2/chats: the caller's chats, newest first. */
export const chatListAnswerSchema = z.object({ items: z.array(chatListItemSchema) });
/** POST /v2/chats/clear and /v2/chats/workflow/{id}/clear: how many chats were deleted. */
export const chatsClearedSchema = z.object({ deleted: z.number().int() });
/** A like or dislike of an answer as it now stands (null: taken back). */
export const chatLikeAnswerSchema = z.object({
  answerId: z.string(),
  like: answerLikeSchema.nullable(),
});
