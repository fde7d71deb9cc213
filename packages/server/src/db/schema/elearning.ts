/**
 * SCORM export and the e-learning learner sessions (issue 6: 001 §3-4, §7; 002 §4, §7).
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { orgRef, users } from './organizations.js';

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
