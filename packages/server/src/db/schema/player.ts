/**
 * The player (issue 5): tracking records, comments and their reactions, workflow reactions and
 * content shares (002 §3, 001 §3).
 */
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { orgRef, users } from './organizations.js';
import { workflows } from './workflows.js';
import { smartInstructions } from './smart-instructions.js';

/**
 * A player's tracking record (002 §3), keyed by the id its client generated, so a record sent
 * again (a retry, a later version of it) lands on the same row: `last_updated` (epoch ms, the
 * record's own clock) decides whether the stored copy is replaced. The whole record is kept in
 * `record`; the columns beside it are what lists and analytics filter and sum.
 */
export const trackingRecords = pgTable(
  'tracking_records',
  {
    organizationId: orgRef(),
    id: text('id').notNull(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** Null for a public visitor (002 §6 "tracked without user identity"). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    isPublic: boolean('is_public').notNull().default(false),
    lastUpdated: bigint('last_updated', { mode: 'number' }).notNull(),
    playedDuration: doublePrecision('played_duration').notNull().default(0),
    record: jsonb('record').notNull(),
    /** Issue 23: the past version played; null for the current one. */
    versionId: text('version_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('tracking_records_workflow_idx').on(t.organizationId, t.workflowId),
    index('tracking_records_user_idx').on(t.userId),
  ],
);

/** A comment (002 §3) on a workflow; `updated_at` is set only by an edit. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    organizationId: orgRef(),
    /** What the comment is on ('workflow'); `workflow_id` carries access and deletion. */
    level: text('level').notNull(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('comments_workflow_idx').on(t.organizationId, t.workflowId, t.createdAt)],
);

/** An emoji on a comment: one per user and emoji (002 §4 "clicking toggles"). */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    id: id(),
    organizationId: orgRef(),
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emojiCode: text('emoji_code').notNull(),
    emojiChar: text('emoji_char').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('comment_reactions_uq').on(t.commentId, t.userId, t.emojiCode)],
);

/** A user's one reaction to a workflow (002 §3 "at most one reaction per workflow"). */
export const workflowReactions = pgTable(
  'workflow_reactions',
  {
    organizationId: orgRef(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.userId] })],
);

/**
 * A workflow's content share (001 §3): one per workflow, made on first ask (`ensure`). Its id is
 * the token a public player presents, so it is a server-made UUID and never guessable.
 */
export const contentShares = pgTable(
  'content_shares',
  {
    id: id(),
    organizationId: orgRef(),
    type: text('type').notNull(),
    /** The shared workflow; null for a smart instruction's share (migration 0017). */
    workflowId: text('workflow_id').references(() => workflows.id, { onDelete: 'cascade' }),
    multimodalSopId: text('multimodal_sop_id').references(() => smartInstructions.id, {
      onDelete: 'cascade',
    }),
    redirectId: text('redirect_id').notNull(),
    /** 'none' | 'restricted' | 'public' | 'password' */
    externalAccessType: text('external_access_type').notNull().default('none'),
    /** Restricted shares (issue 23): allowed domains and addresses (lower-case). */
    externalRestrictedDomains: jsonb('external_restricted_domains')
      .$type<string[]>()
      .notNull()
      .default([]),
    externalRestrictedEmails: jsonb('external_restricted_emails')
      .$type<string[]>()
      .notNull()
      .default([]),
    /** Password shares: the password's hash (the auth module's password hashing). */
    externalPasswordHash: text('external_password_hash'),
    /** Raised whenever the access type or its lists change: tokens issued before stop working. */
    tokenEpoch: integer('token_epoch').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_shares_workflow_uq').on(t.organizationId, t.type, t.workflowId),
    uniqueIndex('content_shares_multimodal_sop_uq').on(t.organizationId, t.type, t.multimodalSopId),
    uniqueIndex('content_shares_redirect_uq').on(t.redirectId),
  ],
);
