/**
 * Tables of the installation rather than of one organisation's content: the job queue, mail,
 * the anonymous error log, shared rate-limit counters and server secrets.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { organizations } from './organizations.js';

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

/** Rate-limit counters shared by every process on PostgreSQL (http/rate-limit-store.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/** Server secrets shared by every process (the token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
