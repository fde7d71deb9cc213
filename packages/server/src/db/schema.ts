/**
 * The one database schema, shared by PGlite (embedded) and PostgreSQL.
 * Every organisation-owned table carries `organization_id`; `tenant.ts` is the only place that
 * reads or writes them, and it always adds that filter.
 */
import { sql } from 'drizzle-orm';
import type { AiSummaryContent } from '@stepwise/core';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
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

const id = () => text('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orgRef = () =>
  text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    planType: text('plan_type').notNull().default('standard'),
    generation: text('generation').notNull().default('gen2plus'),
    clientKey: text('client_key').notNull(),
    /** Organisation settings document (login settings, features, permissions); versioned. */
    settings: jsonb('settings').notNull(),
    /** Hash of the employee-ID master password, when the organisation has one. */
    masterPasswordHash: text('master_password_hash'),
    masterPasswordUpdatedAt: timestamp('master_password_updated_at', { withTimezone: true }),
    totalVersions: integer('total_versions').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_client_key_uq').on(t.clientKey)],
);

/** Copies of versioned documents, written in the same transaction as the update (000 §7). */
export const organizationsVersions = pgTable(
  'organizations_versions',
  {
    id: id(),
    oid: text('oid').notNull(),
    vTimestamp: timestamp('v_timestamp', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').notNull(),
  },
  (t) => [index('organizations_versions_oid_idx').on(t.oid)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: orgRef(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    passwordless: boolean('passwordless').notNull().default(false),
    employeeId: text('employee_id'),
    shared: boolean('shared').notNull().default(false),
    sharedAccount: text('shared_account'),
    locale: text('locale').notNull().default('en'),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    pinHash: text('pin_hash'),
    pinResetStatus: text('pin_reset_status'),
    disabled: boolean('disabled').notNull().default(false),
    isFreeTrialAdmin: boolean('is_free_trial_admin').notNull().default(false),
    changeCount: integer('change_count').notNull().default(0),
    lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true }),
    /**
     * Set on learners made by the e-learning check (POST /v1/rustici/validate-user): the LMS's
     * learner id. They sign in only through a package's launch, never with a password.
     */
    lmsLearnerId: text('lms_learner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_org_lms_learner_uq').on(t.organizationId, t.lmsLearnerId),
    uniqueIndex('users_org_employee_uq').on(t.organizationId, t.employeeId),
    index('users_org_idx').on(t.organizationId),
  ],
);

export const workspaceGroups = pgTable(
  'workspace_groups',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    locale: text('locale').notNull().default('en'),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_groups_org_idx').on(t.organizationId)],
);

export const workspaces = pgTable(
  'workspaces',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceGroupId: text('workspace_group_id')
      .notNull()
      .references(() => workspaceGroups.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    private: boolean('private').notNull().default(false),
    color: text('color').notNull().default('blue'),
    createdAt: createdAt(),
  },
  (t) => [index('workspaces_org_idx').on(t.organizationId)],
);

/** Per-workspace roles (the profile's `roles` map) and membership of private workspaces. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    organizationId: orgRef(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
  ],
);

export const workspaceLikes = pgTable(
  'workspace_likes',
  {
    organizationId: orgRef(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId] })],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('teams_org_idx').on(t.organizationId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    organizationId: orgRef(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    createdAt: createdAt(),
  },
  (t) => [index('categories_org_idx').on(t.organizationId)],
);

/** Rotating refresh tokens: only the hash is stored; a reused token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * A session: one refresh-token family (or an e-learning launch). Access tokens carry its id
 * (`sid`) and stop working the moment it is revoked (auth/session-registry.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use invitation, self-signup and password-reset tokens (hash only). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    organizationId: text('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * One-time PIN setup codes (issue 14): issued by an admin's PIN reset or the account's creation,
 * at most one per user (a new one replaces the old), single use, expiring. Only a hash of the
 * code bound to its user is kept; the code itself is shown once.
 */
export const pinSetupCodes = pgTable(
  'pin_setup_codes',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pin_setup_codes_user_uq').on(t.userId)],
);

/** Sign-in failure counters per account and per address; shared by every server process. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Sources that have signed in to an account (auth/login-limiter.ts): kept out of its lockout. */
export const loginTrustedSources = pgTable(
  'login_trusted_sources',
  {
    account: text('account').notNull(),
    source: text('source').notNull(),
    trustedUntil: timestamp('trusted_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'login_trusted_sources_pk', columns: [t.account, t.source] })],
);

/** Rate-limit counters shared by every process on PostgreSQL (http/rate-limit-store.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

export const loginActivity = pgTable(
  'login_activity',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    device: text('device').notNull(),
    product: text('product').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('login_activity_user_idx').on(t.userId)],
);

export const consents = pgTable('consents', {
  id: id(),
  organizationId: orgRef(),
  name: text('name').notNull(),
  content: text('content').notNull().default(''),
  mandatory: boolean('mandatory').notNull().default(false),
  createdAt: createdAt(),
});

export const userConsents = pgTable(
  'user_consents',
  {
    organizationId: orgRef(),
    consentId: text('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAgree: boolean('is_agree').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consentId, t.userId] })],
);

export const errorLogs = pgTable(
  'error_logs',
  {
    id: id(),
    organizationId: text('organization_id'),
    uid: text('uid'),
    serviceName: text('service_name').notNull(),
    serviceModule: text('service_module').notNull(),
    code: text('code').notNull(),
    deviceInfo: jsonb('device_info'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt)],
);

/** Mail that would be sent; with no SMTP_URL this is where invitations and resets land. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  organizationId: text('organization_id'),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  kind: text('kind').notNull(),
  link: text('link'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

/** Server secrets shared by every process (the token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Durable background jobs (src/jobs/): claimed with `FOR UPDATE SKIP LOCKED`, held by a lease
 * (`locked_until`) that the worker renews; a job whose lease ran out is claimed again. A trigger
 * (drizzle/0002_jobs.sql) announces new and changed jobs on 'stepwise_job_enqueued' and
 * 'stepwise_job_changed'.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    organizationId: text('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled' (see jobs/types.ts). */
    status: text('status').notNull().default('queued'),
    /** Higher runs first. */
    priority: integer('priority').notNull().default(0),
    /** Claims so far, including the current one. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not before: the schedule, and the backoff after a failed attempt. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** 0..1 */
    progress: real('progress').notNull().default(0),
    progressMessage: text('progress_message'),
    result: jsonb('result'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The claim's two branches: ready queued jobs in claim order, and expired leases.
    index('jobs_queued_idx')
      .on(t.priority.desc(), t.runAt, t.createdAt)
      .where(sql`status = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    index('jobs_status_kind_idx').on(t.status, t.kind),
    index('jobs_org_idx').on(t.organizationId),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/**
 * Workflows (smart videos, 001 §3). Media lives in object storage (src/storage/): the columns
 * hold storage keys, never file paths. Status columns take the values of @stepwise/core's
 * workflow-status sets; `process-workflow` (src/workflows/) moves them.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    translatedTitles: jsonb('translated_titles')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    languageCode: text('language_code').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    publishedDate: timestamp('published_date', { withTimezone: true }),
    processed: boolean('processed').notNull().default(false),
    editorStatus: text('editor_status').notNull().default(''),
    speechStatus: text('speech_status').notNull().default('waiting'),
    stepsStatus: text('steps_status').notNull().default('scheduled'),
    convertStatus: text('convert_status').notNull().default('job scheduled'),
    blocked: text('blocked').notNull().default(''),
    reviewStatus: text('review_status').notNull().default(''),
    frameCaptureStatus: text('frame_capture_status').notNull().default(''),
    videoExtractStatus: text('video_extract_status').notNull().default(''),
    videoDuration: real('video_duration'),
    posterKey: text('poster_key'),
    originalKey: text('original_key'),
    hlsKey: text('hls_key'),
    /** Per-second thumbnails: second -> storage key (the spec's imageMap). */
    imageMap: jsonb('image_map').$type<Record<string, string>>(),
    editType: text('edit_type').notNull().default('original'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workflows_org_idx').on(t.organizationId),
    index('workflows_workspace_idx').on(t.workspaceId),
  ],
);

/** Steps of a workflow: spans of its source video, titled per language. */
export const steps = pgTable(
  'steps',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    startTime: real('start_time').notNull(),
    endTime: real('end_time').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull().default({}),
    posterKey: text('poster_key'),
    createdAt: createdAt(),
  },
  (t) => [index('steps_workflow_idx').on(t.workflowId, t.order)],
);

/** A workflow's transcript per language: from the speech-to-text provider or the author. */
export const transcriptions = pgTable(
  'transcriptions',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    sentences: jsonb('sentences')
      .$type<{ sentence: string; startTime: number; endTime: number }[]>()
      .notNull()
      .default([]),
    /** 'provider' | 'author' */
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transcriptions_workflow_language_uq').on(t.workflowId, t.languageCode)],
);

/**
 * A resumable multipart upload (000 §9: 2 MB parts, 3 in parallel): the parts sit in object
 * storage under `uploads/`, this row and `upload_parts` say which have arrived. Initialising a
 * workflow from it assembles the parts and removes the upload; unfinished ones expire.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes').notNull(),
    partSize: integer('part_size').notNull(),
    partCount: integer('part_count').notNull(),
    /** Set while one request turns the upload into a workflow, so a second one cannot. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * The store's multipart upload id when the browser sends the parts straight to an S3 store
     * (presigned delivery); null when they come through the server (`PUT .../parts/{n}`).
     */
    storeUploadId: text('store_upload_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('uploads_org_idx').on(t.organizationId),
    index('uploads_expiry_idx').on(t.expiresAt),
  ],
);

/** One received part; its bytes are in storage under a key naming their SHA-256. */
export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    organizationId: orgRef(),
    partNumber: integer('part_number').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Of the bytes the server received; null for a part sent straight to the store. */
    sha256: text('sha256'),
    /** The store's ETag of a part sent straight to it, as the browser reported it. */
    etag: text('etag'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Each workflow's full-text search document: title and translated titles (weight A), step titles
 * (B) and transcript sentences of every language (C). Kept by triggers (migration 0005) whenever
 * a workflow's titles, its steps or its transcripts change, and GIN-indexed, so search never
 * rebuilds text per query. A table of its own keeps it out of every workflow row read.
 */
export const workflowSearch = pgTable(
  'workflow_search',
  {
    workflowId: text('workflow_id').primaryKey(),
    organizationId: orgRef(),
    document: tsvector('document').notNull(),
  },
  (t) => [index('workflow_search_document_idx').using('gin', t.document)],
);

// ---------------------------------------------------------------------------------------------
// The player (issue 5): tracking records, comments and their reactions, workflow reactions and
// content shares (002 §3, 001 §3).

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
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    redirectId: text('redirect_id').notNull(),
    /** 'none' | 'restricted' | 'public' | 'password' */
    externalAccessType: text('external_access_type').notNull().default('none'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_shares_workflow_uq').on(t.organizationId, t.type, t.workflowId),
    uniqueIndex('content_shares_redirect_uq').on(t.redirectId),
  ],
);

// ---------------------------------------------------------------------------------------------
// SCORM export and the e-learning learner sessions (issue 6: 001 §3-4, §7; 002 §4, §7).

/**
 * A SCORM export process (001 §3 "Export process"): packages for `workflow_ids`, built by the
 * `scorm-export` job. Status pending -> processing -> finished | error (core SCORM_EXPORT_STATUSES);
 * the finished package is one object in storage under `file_key`.
 */
export const exportProcesses = pgTable(
  'export_processes',
  {
    id: id(),
    organizationId: orgRef(),
    status: text('status').notNull().default('pending'),
    /** 'SCORM_12' | 'SCORM_2004' */
    exportType: text('export_type').notNull(),
    /** 'workflow' */
    exportSource: text('export_source').notNull().default('workflow'),
    workflowIds: jsonb('workflow_ids').$type<string[]>().notNull(),
    resolution: integer('resolution').notNull().default(720),
    /** The origin the packages' launch pages load the player from. */
    serverUrl: text('server_url').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    errorMessage: text('error_message'),
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_processes_org_idx').on(t.organizationId, t.createdAt),
    index('export_processes_workflows_idx').using('gin', t.workflowIds),
  ],
);

/**
 * Sessions started with a custom token (POST /v1/auth/custom-token): the id is the token's `jti`
 * and becomes the session (refresh-token family) id, so a token starts one session only. Such a
 * session may play `workflow_ids` and nothing else (http/authenticate.ts, domain/workflow-access.ts).
 */
export const customSessions = pgTable(
  'custom_sessions',
  {
    id: id(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workflowIds: jsonb('workflow_ids').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('custom_sessions_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// AI summary (issue 7: 001 §3, §5, §7; 002 §3).

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

// ---------------------------------------------------------------------------------------------
// The assistant's chats (issue 7: 002 §3 "Chat", §7 chat server calls).

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

// ---------------------------------------------------------------------------------------------
// The assistant's retrieval (issue 7): migration 0008.

/**
 * One passage per step of a workflow and language: the step's sentences of that language's
 * transcript, its title and the workflow's title, with the stemmed search document (workflow
 * title weight A, step title B, sentences D) in the language's text search `config`. Kept by
 * triggers on workflows, steps and transcriptions; access is joined from `workflows` at query time.
 */
export const retrievalPassages = pgTable(
  'retrieval_passages',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
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
