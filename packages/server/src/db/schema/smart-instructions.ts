/**
 * Smart instructions, also called multimodal SOPs (issue 20: 001 §3-§5, §7), migration 0017:
 * the instruction, its items one row each (in list order by `position`), the versions kept at
 * each publish, the editors' edit events, and the run records (sessions, graded quiz items,
 * requested photos). Wire shapes are core's smart-instruction.schema.ts; the rows keep the
 * per-type parts of an item as jsonb so a new item type needs no migration.
 */
import type { Question } from '@stepwise/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector } from './columns.js';
import { orgRef, users } from './organizations.js';
import { workspaces } from './workspaces.js';
import { workflows } from './workflows.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A stored attachment: workflows by id, media by storage key or URL (signed when read). */
export type StoredSopAttachment =
  | { kind: 'workflow'; workflowId: string; stepId?: string; startTime?: number }
  | {
      kind: 'video' | 'image' | 'document';
      url: string;
      name: string;
      thumbnail: string | null;
    };

export interface StoredChecklistItem {
  id: string;
  text: string;
  checked: boolean;
}

export interface StoredFileRequest {
  id: string;
  description: string;
  enableAIBaseVerification: boolean;
  showReference: boolean;
  evaluationCriteria: { id: string; title: string; description: string }[];
}

/**
 * 001 §3 status draft -> processing (PDF / video job) -> completed | failed. A manual SOP is
 * `completed` (ready) from the start and unpublished until published (README "Smart
 * instructions").
 */
export const smartInstructions = pgTable(
  'smart_instructions',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('manually'),
    languageCode: text('language_code').notNull().default('en-us'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A storage key or URL; signed when read. */
    poster: text('poster'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    titleTranslations: jsonb('title_translations')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    published: boolean('published').notNull().default(false),
    /** Publish to Team (001 §2): empty when published to all (or not published). */
    publishedTeamIds: jsonb('published_team_ids').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    status: text('status').notNull().default('draft'),
    isLimitedInSkill: boolean('is_limited_in_skill').notNull().default(false),
    /** The last published version ('1.0', '2.0', ...); '1.0' before the first publish. */
    version: text('version').notNull().default('1.0'),
    stepsCount: integer('steps_count').notNull().default(0),
    duration: real('duration').notNull().default(30),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    sourceWorkflowId: text('source_workflow_id').references(() => workflows.id, {
      onDelete: 'set null',
    }),
    sourceUploadId: text('source_upload_id'),
    jobId: text('job_id'),
    jobProgress: real('job_progress'),
    jobMessage: text('job_message'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('smart_instructions_workspace_idx').on(t.workspaceId, t.updatedAt.desc()),
    index('smart_instructions_author_idx').on(t.organizationId, t.authorId),
  ],
);

/** The instruction a row belongs to (deleted with it). */
const instructionRef = () =>
  text('instruction_id')
    .notNull()
    .references(() => smartInstructions.id, { onDelete: 'cascade' });

/** What a run's records start with: the instruction, the item, the session, who. */
const runRecord = () => ({
  id: id(),
  organizationId: orgRef(),
  instructionId: instructionRef(),
  itemId: text('item_id').notNull(),
  sessionId: text('session_id').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * One item of an instruction (001 §3 SOP item). `order` is core normaliseSopItems' number
 * (introduction 0, conclusion 999, others 1..n) and `position` the list index; `search_text`
 * is what search and the assistant's retrieval read of the item (title, description, checklist
 * texts, question titles), rewritten by every write (domain/sop-item-rows.ts), and
 * `search_document` its 'simple' tsvector.
 */
export const sopItems = pgTable(
  'sop_items',
  {
    id: id(),
    organizationId: orgRef(),
    instructionId: instructionRef(),
    position: integer('position').notNull(),
    order: integer('order').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredSopAttachment[]>().notNull().default([]),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    checklistItems: jsonb('checklist_items').$type<StoredChecklistItem[]>().notNull().default([]),
    fileRequest: jsonb('file_request').$type<StoredFileRequest | null>(),
    enableAiVerification: boolean('enable_ai_verification').notNull().default(false),
    allowUserReference: boolean('allow_user_reference').notNull().default(false),
    parentItemId: text('parent_item_id'),
    subItemIds: jsonb('sub_item_ids').$type<string[]>().notNull().default([]),
    version: text('version').notNull().default('1.0'),
    searchText: text('search_text').notNull().default(''),
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('simple', left(search_text, 100000))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sop_items_instruction_idx').on(t.instructionId, t.position),
    index('sop_items_search_idx').using('gin', t.searchDocument),
  ],
);

/** 001 §3 version history: the published content at each publish; `latest` marks the newest. */
export const sopVersionHistories = pgTable(
  'sop_version_histories',
  {
    id: id(),
    organizationId: orgRef(),
    instructionId: instructionRef(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    itemsCount: integer('items_count').notNull(),
    /** { summary, items } as they were published. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    latest: boolean('latest').notNull().default(true),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sop_version_histories_instruction_idx').on(t.instructionId, t.createdAt)],
);

/** 001 §7 edit events; `version_history_id` is set when the next publish closes the batch. */
export const sopEditEvents = pgTable(
  'sop_edit_events',
  {
    id: id(),
    organizationId: orgRef(),
    instructionId: instructionRef(),
    versionHistoryId: text('version_history_id').references(() => sopVersionHistories.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull(),
    itemId: text('item_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sop_edit_events_instruction_idx').on(t.instructionId, t.createdAt)],
);

export interface StoredSopSessionItem {
  itemId: string;
  done: boolean;
  doneAt: number | null;
  checkedItemIds: string[];
  userFileIds: string[];
  quizCheckId: string | null;
  quizScore: number | null;
}

/** A run (001 §7 completion tracking), keyed by the client-made session id; resent = replaced. */
export const sopSessions = pgTable(
  'sop_sessions',
  {
    id: id(),
    organizationId: orgRef(),
    instructionId: instructionRef(),
    version: text('version').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    isPublic: boolean('is_public').notNull().default(false),
    onEnter: doublePrecision('on_enter').notNull(),
    onExit: doublePrecision('on_exit'),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    deviceInfo: jsonb('device_info').$type<Record<string, string>>().notNull().default({}),
    currentItemId: text('current_item_id'),
    items: jsonb('items').$type<StoredSopSessionItem[]>().notNull().default([]),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    skillId: text('skill_id'),
    taskPerformanceId: text('task_performance_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sop_sessions_instruction_idx').on(t.instructionId, t.updatedAt)],
);

/** A quiz item graded in a run (the answers as checked, with the correct ones). */
export const sopQuizChecks = pgTable(
  'sop_quiz_checks',
  {
    ...runRecord(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    questions: jsonb('questions')
      .$type<
        {
          questionId: string;
          userAnswer: string | null;
          correctAnswer: string;
          isCorrect: boolean;
          explanation: string;
        }[]
      >()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sop_quiz_checks_session_idx').on(t.sessionId, t.itemId)],
);

/** A photo a file request asked for, stored under the instruction's media prefix. */
export const sopUserFiles = pgTable(
  'sop_user_files',
  {
    ...runRecord(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sop_user_files_session_idx').on(t.sessionId, t.itemId)],
);
