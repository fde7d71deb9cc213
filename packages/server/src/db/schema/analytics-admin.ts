/**
 * Analytics facts, report exports, saved grid states and the organisation tools (issue 25).
 *
 * `analytics_views` / `analytics_step_views` are facts kept beside `tracking_records`: one row
 * per viewing session and one per (session, step), written by `storeTracking` whenever a record
 * changes (domain/analytics-facts.ts), so reports aggregate narrow indexed rows instead of
 * parsing records. The workspace a view counts under is the workflow's current one (a join).
 */
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
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
import { createdAt, id } from './columns.js';
import { orgRef, users } from './organizations.js';
import { workflows } from './workflows.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });
const userOwned = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One viewing session (a tracking record) as analytics counts it (core `viewFacts`). */
export const analyticsViews = pgTable(
  'analytics_views',
  {
    organizationId: orgRef(),
    recordId: text('record_id').notNull(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    isPublic: boolean('is_public').notNull().default(false),
    /** The UTC day the session started. */
    day: date('day', { mode: 'string' }).notNull(),
    enteredAt: at('entered_at').notNull(),
    playedSeconds: doublePrecision('played_seconds').notNull().default(0),
    durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
    stepsTotal: integer('steps_total').notNull().default(0),
    stepsReached: integer('steps_reached').notNull().default(0),
    stepsFinished: integer('steps_finished').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.recordId] }),
    // Covering in the migration (INCLUDE, which Drizzle cannot declare): the organisation-wide
    // reports, content analysis above all, read it index-only.
    index('analytics_views_day_idx').on(t.organizationId, t.day),
    index('analytics_views_workflow_day_idx').on(t.organizationId, t.workflowId, t.day),
    index('analytics_views_user_day_idx').on(t.organizationId, t.userId, t.day),
  ],
);

/** One step of one viewing session: reached and finished (core `viewFacts`). */
export const analyticsStepViews = pgTable(
  'analytics_step_views',
  {
    organizationId: orgRef(),
    recordId: text('record_id').notNull(),
    workflowId: text('workflow_id').notNull(),
    stepId: text('step_id').notNull(),
    stepIndex: integer('step_index').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reached: boolean('reached').notNull(),
    finished: boolean('finished').notNull(),
    playedSeconds: doublePrecision('played_seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.recordId, t.stepId] }),
    foreignKey({
      columns: [t.organizationId, t.recordId],
      foreignColumns: [analyticsViews.organizationId, analyticsViews.recordId],
    }).onDelete('cascade'),
    index('analytics_step_views_workflow_day_idx').on(t.organizationId, t.workflowId, t.day),
  ],
);

/** A saved grid state of a configurable report (002 §7 ag-grid-state CRUD), per user. */
export const analyticsGridStates = pgTable(
  'analytics_grid_states',
  {
    id: id(),
    organizationId: orgRef(),
    userId: userOwned(),
    /** 'content-analysis' | 'skills-analysis' */
    report: text('report').notNull(),
    name: text('name').notNull(),
    /** The grid's state (columns, filters, sort, grouping, page size), as core's schema. */
    state: jsonb('state').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_grid_states_user_idx').on(t.organizationId, t.userId, t.report)],
);

/** A report or data-hub export (a durable job writes the file; progress is the job's). */
export const reportExports = pgTable(
  'report_exports',
  {
    id: id(),
    organizationId: orgRef(),
    userId: userOwned(),
    /** An exportable report name, or 'data-hub/<kind>'. */
    report: text('report').notNull(),
    /** 'xlsx' | 'csv' */
    format: text('format').notNull(),
    /** The report query and grid state the rows come from. */
    params: jsonb('params').notNull().default({}),
    jobId: text('job_id'),
    /** 'queued' | 'running' | 'succeeded' | 'failed' */
    status: text('status').notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    rowCount: integer('row_count'),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('report_exports_user_idx').on(t.organizationId, t.userId, t.createdAt)],
);

/** One use of a configured AI provider (the credit dashboard, /admin/credit-dashboard). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: id(),
    organizationId: orgRef(),
    /** 'chat' | 'ai-summary' | 'ai-quiz' | 'transcription' | 'text-to-speech' | 'smart-instruction' | 'embeddings' | ... */
    feature: text('feature').notNull(),
    /** The provider's kind and model, e.g. 'openai:gpt-4o-mini', 'offline'. */
    provider: text('provider').notNull(),
    /** 'tokens' | 'seconds' | 'characters' | 'requests' */
    unit: text('unit').notNull(),
    quantity: doublePrecision('quantity').notNull().default(0),
    userId: userRef('user_id'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('ai_usage_org_at_idx').on(t.organizationId, t.at)],
);

/** A read-only API key for BI tools (/data-hub): only its hash is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    /** The first characters of the key, shown in lists and used to find it. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** 'read' */
    scope: text('scope').notNull().default('read'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_uq').on(t.prefix),
    index('api_keys_org_idx').on(t.organizationId),
  ],
);

/** A QR code that opens a workflow or smart instruction on a shop-floor device. */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: id(),
    organizationId: orgRef(),
    /** 'workflows' | 'multimodal-sops' */
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    label: text('label').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('qr_codes_org_idx').on(t.organizationId)],
);

/** Governance of one piece of content: its owner and its review-by date (/governance). */
export const contentGovernance = pgTable(
  'content_governance',
  {
    organizationId: orgRef(),
    /** 'workflows' | 'multimodal-sops' */
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    ownerId: userRef('owner_id'),
    reviewBy: date('review_by', { mode: 'string' }),
    reviewedAt: at('reviewed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.contentType, t.contentId] })],
);

/** The results of a person's troubleshooting checks, sent to the admins (/troubleshooting). */
export const troubleshootingReports = pgTable(
  'troubleshooting_reports',
  {
    id: id(),
    organizationId: orgRef(),
    userId: userOwned(),
    results: jsonb('results').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('troubleshooting_reports_org_idx').on(t.organizationId, t.createdAt)],
);
