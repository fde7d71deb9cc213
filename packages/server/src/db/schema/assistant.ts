/**
 * The AI summary (issue 7: 001 §3, §5, §7; 002 §3), the assistant's chats (002 §3 "Chat", §7
 * chat server calls) and its retrieval passages (migration 0008).
 */
import { sql } from 'drizzle-orm';
import type { AiSummaryContent } from '@stepwise/core';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, tsvector } from './columns.js';
import { orgRef, users } from './organizations.js';
import { smartInstructions } from './smart-instructions.js';
import { workflows } from './workflows.js';

/**
 * A workflow's AI summary, one per workflow (POST replaces it). Status pending -> processing ->
 * completed | failure (core AI_SUMMARY_STATUSES), moved by the `ai-summary` job; `content` is
 * core's AiSummaryContent; `generator` says who wrote it ('extractive', 'llm' with `model`, or
 * 'author' after a PATCH of the content).
 */
export const aiSummaries = pgTable(
  'ai_summaries',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    content: jsonb('content').$type<AiSummaryContent>(),
    activate: boolean('activate').notNull().default(true),
    generator: text('generator'),
    model: text('model'),
    errorMessage: text('error_message'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_summaries_workflow_uq').on(t.workflowId)],
);

/**
 * A chat of one user (history is per user: nobody else reads it). Type regular | script | sop |
 * workflow (core CHAT_TYPES); a workflow chat names its workflow, one per user and workflow.
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('regular'),
    workflowId: text('workflow_id').references(() => workflows.id, { onDelete: 'cascade' }),
    /** core chatTitleFrom(first question). */
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chats_user_idx').on(t.organizationId, t.userId, t.updatedAt),
    uniqueIndex('chats_user_workflow_uq').on(t.userId, t.workflowId),
  ],
);

/**
 * One question and its answer (core chatHistoryItemSchema); the row id is the answer id (the
 * message id of the chat routes). `chat_id` is null for a `/chat/query` answer, which belongs to
 * no chat but can still be liked. A failed answer has `error` = 'alert.unexpectedError' (002 §8).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    organizationId: orgRef(),
    chatId: text('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull().default(''),
    /** 'like' | 'dislike' | null */
    answerLike: text('answer_like'),
    references: jsonb('references').$type<unknown[]>().notNull().default([]),
    /** No workflow covers the question (issue 15): `related` are the closest workflows. */
    declined: boolean('declined').notNull().default(false),
    related: jsonb('related').$type<unknown[]>().notNull().default([]),
    followUpQuestions: jsonb('follow_up_questions').$type<string[]>().notNull().default([]),
    /** The workspace ids searched. */
    workspaces: jsonb('workspaces').$type<string[]>().notNull().default([]),
    /** core ANSWER_MODES */
    mode: text('mode').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.createdAt),
    index('chat_messages_user_idx').on(t.organizationId, t.userId),
  ],
);

/**
 * One passage per step of a workflow and language: the step's sentences of that language's
 * transcript, its title and the workflow's title, with the stemmed search document (workflow
 * title weight A, step title B, sentences D) in the language's text search `config`. Kept by
 * triggers on workflows, steps and transcriptions; access is joined from `workflows` at query time.
 * Since 0018 also one per item of a published smart instruction (its title in `workflow_title`,
 * the item's in `step_title`, no times), kept by triggers on smart_instructions and sop_items.
 */
export const retrievalPassages = pgTable(
  'retrieval_passages',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    /** The workflow, or (migration 0018) null for an item of a smart instruction. */
    workflowId: text('workflow_id').references(() => workflows.id, { onDelete: 'cascade' }),
    /** The smart instruction of an item's passage (0018); null for a workflow's. */
    instructionId: text('instruction_id').references(() => smartInstructions.id, {
      onDelete: 'cascade',
    }),
    /** The step, or the smart instruction's item. */
    stepId: text('step_id').notNull(),
    languageCode: text('language_code').notNull(),
    config: text('config').notNull(),
    stepOrder: integer('step_order').notNull(),
    stepStart: real('step_start').notNull(),
    stepEnd: real('step_end').notNull(),
    workflowTitle: text('workflow_title').notNull(),
    stepTitle: text('step_title').notNull(),
    sentences: jsonb('sentences')
      .$type<{ sentence: string; startTime: number; endTime: number }[]>()
      .notNull(),
    document: tsvector('document').notNull(),
    /** md5 of what the passage says: embeddings are kept per content, not per row. */
    contentHash: text('content_hash').notNull(),
  },
  (t) => [
    index('retrieval_passages_document_idx').using('gin', t.document),
    index('retrieval_passages_workflow_idx').on(t.workflowId),
    index('retrieval_passages_org_config_idx').on(t.organizationId, t.config),
    index('retrieval_passages_instruction_idx').on(t.instructionId),
    check(
      'retrieval_passages_one_source_ck',
      sql`(${t.workflowId} is null) <> (${t.instructionId} is null)`,
    ),
  ],
);

/** The organisation's passage words per text search configuration, trigram-indexed (typos). */
export const retrievalLexicon = pgTable(
  'retrieval_lexicon',
  {
    organizationId: orgRef(),
    config: text('config').notNull(),
    lexeme: text('lexeme').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.config, t.lexeme] }),
    index('retrieval_lexicon_trgm_idx').using('gin', sql`${t.lexeme} gin_trgm_ops`),
  ],
);
