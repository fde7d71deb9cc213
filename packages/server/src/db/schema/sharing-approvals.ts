/**
 * Sharing, versions and approvals (issue 23: 001 §3, §4, §6-7; 002 §1, §3-7), migration 0021:
 * the one-time codes of restricted shares, the kept versions of workflows, approval workflows,
 * their requests and histories, and stored notifications (the notification centre is issue 24).
 * Wire shapes are core's content-share, workflow-version and approval schemas.
 */
import type { ApprovalStage } from '@stepwise/core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns.js';
import { orgRef, users } from './organizations.js';
import { workspaces } from './workspaces.js';
import { workflows } from './workflows.js';
import { contentShares } from './player.js';
import { smartInstructions, sopSessions } from './smart-instructions.js';
import { skillPerformances, skills, taskPerformances, tasks } from './skills-tasks.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });
const workflowRef = () =>
  text('workflow_id').references(() => workflows.id, { onDelete: 'cascade' });
const sopRef = () =>
  text('multimodal_sop_id').references(() => smartInstructions.id, { onDelete: 'cascade' });

/**
 * A one-time code mailed to a restricted share's visitor (001 §3, 002 §3): only its hash is kept;
 * spent on use, after SHARE_ACCESS_CODE_MAX_ATTEMPTS wrong tries or at `expires_at`.
 */
export const shareAccessCodes = pgTable(
  'share_access_codes',
  {
    id: id(),
    organizationId: orgRef(),
    shareId: text('share_id')
      .notNull()
      .references(() => contentShares.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('share_access_codes_share_email_idx').on(t.shareId, t.email)],
);

/** What a workflow version keeps (immutable): everything its player needs. */
export interface WorkflowVersionSnapshot {
  title: string;
  translatedTitles: Record<string, string>;
  languageCode: string;
  videoDuration: number | null;
  hlsKey: string | null;
  posterKey: string | null;
  imageMap: Record<string, string> | null;
  videoWidth: number | null;
  videoHeight: number | null;
  steps: {
    id: string;
    order: number;
    title: Record<string, string>;
    startTime: number;
    endTime: number;
    posterKey: string | null;
  }[];
  transcriptions: {
    languageCode: string;
    source: string;
    sentences: { sentence: string; startTime: number; endTime: number }[];
  }[];
  /** Per step id: its annotation elements (as stored in `annotations.elements`). */
  annotations: Record<string, unknown[]>;
  /** The published quiz then (id, questions as stored), or null. */
  quiz: Record<string, unknown> | null;
  /** The AI summary shown then, or null. */
  aiSummary: Record<string, unknown> | null;
  /** The video editor's plan the media was rendered from (workflow_edits), for a restore. */
  edits: Record<string, unknown> | null;
}

/** 001 §3 version history of workflows: one row per publish, up to the configured maximum. */
export const workflowVersionHistories = pgTable(
  'workflow_version_histories',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    title: text('title').notNull(),
    stepsCount: integer('steps_count').notNull(),
    videoDuration: real('video_duration'),
    /** The master playlist the version plays: renders it names are never deleted. */
    hlsKey: text('hls_key'),
    snapshot: jsonb('snapshot').$type<WorkflowVersionSnapshot>().notNull(),
    latest: boolean('latest').notNull().default(true),
    publishedBy: userRef('published_by'),
    approvalRequestId: text('approval_request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('workflow_version_histories_workflow_idx').on(t.workflowId, t.createdAt),
    index('workflow_version_histories_hls_idx').on(t.organizationId, t.hlsKey),
  ],
);

/** A stage as an approval workflow or an open request keeps it (request stages add approvedBy). */
export type StoredApprovalStage = ApprovalStage & { approvedBy?: string[] };

/** A workspace's approval workflow (one per workspace): 1 to 10 ordered stages. */
export const approvalWorkflows = pgTable(
  'approval_workflows',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    stages: jsonb('stages').$type<StoredApprovalStage[]>().notNull(),
    reminderDays: integer('reminder_days').notNull(),
    escalationDays: integer('escalation_days').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('approval_workflows_workspace_uq').on(t.workspaceId)],
);

/**
 * An approval request: content submitted for publishing in a workspace with an approval
 * workflow. Its stages are copied when it opens (a later edit of the workflow leaves it alone).
 * At most one open request per content (partial unique indexes).
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: id(),
    organizationId: orgRef(),
    approvalWorkflowId: text('approval_workflow_id').references(() => approvalWorkflows.id, {
      onDelete: 'set null',
    }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** 'workflow' | 'multimodalSop' */
    contentType: text('content_type').notNull(),
    workflowId: workflowRef(),
    multimodalSopId: sopRef(),
    title: text('title').notNull(),
    /** 'in_progress' | 'approved' | 'rejected' | 'canceled' */
    status: text('status').notNull().default('in_progress'),
    stageIndex: integer('stage_index').notNull().default(0),
    stages: jsonb('stages').$type<StoredApprovalStage[]>().notNull(),
    /** How to publish on the last approval (smart instructions: all or a team). */
    publishOptions: jsonb('publish_options').$type<Record<string, unknown>>().notNull().default({}),
    requestedBy: userRef('requested_by'),
    comment: text('comment'),
    stageStartedAt: timestamp('stage_started_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_requests_workflow_idx').on(t.workflowId),
    index('approval_requests_sop_idx').on(t.multimodalSopId),
    index('approval_requests_status_idx').on(t.organizationId, t.status),
    uniqueIndex('approval_requests_open_workflow_uq')
      .on(t.workflowId)
      .where(sql`status = 'in_progress' AND workflow_id IS NOT NULL`),
    uniqueIndex('approval_requests_open_sop_uq')
      .on(t.multimodalSopId)
      .where(sql`status = 'in_progress' AND multimodal_sop_id IS NOT NULL`),
  ],
);

/** What happened to a request: submit, approve (with its signature), reject, recall, remind ... */
export const approvalRequestHistories = pgTable(
  'approval_request_histories',
  {
    id: id(),
    organizationId: orgRef(),
    requestId: text('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    stageIndex: integer('stage_index').notNull(),
    actorId: userRef('actor_id'),
    comment: text('comment'),
    /** { signedAt, signerName, signerEmail } of an approval. */
    signature: jsonb('signature').$type<{
      signedAt: string;
      signerName: string;
      signerEmail: string;
    } | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('approval_request_histories_request_idx').on(t.requestId, t.createdAt)],
);

/** 002 §3 notification, stored per receiver (issue 23 writes the approval kinds; issue 24 the rest). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    organizationId: orgRef(),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    read: boolean('read').notNull().default(false),
    counter: integer('counter').notNull().default(1),
    workflowId: workflowRef(),
    multimodalSopId: sopRef(),
    approvalRequestId: text('approval_request_id').references(() => approvalRequests.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull().default(''),
    message: text('message').notNull().default(''),
    senderId: userRef('sender_id'),
    senderName: text('sender_name').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // Issue 24: the other kinds' targets (002 §3).
    skillId: text('skill_id').references(() => skills.id, { onDelete: 'cascade' }),
    skillPerformanceId: text('skill_performance_id').references(() => skillPerformances.id, {
      onDelete: 'cascade',
    }),
    taskId: text('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    taskPerformanceId: text('task_performance_id').references(() => taskPerformances.id, {
      onDelete: 'cascade',
    }),
    mmsopSessionId: text('mmsop_session_id').references(() => sopSessions.id, {
      onDelete: 'cascade',
    }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Reaction kinds: the reaction code. */
    reaction: text('reaction'),
    /** Comment kinds: whether the receiver is the run's reviewer. */
    isReviewer: boolean('is_reviewer'),
    /** Grouped kinds: one card per key ('reaction_workflow:{workflowId}'); else null. */
    groupKey: text('group_key'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_receiver_idx').on(t.organizationId, t.receiverId, t.createdAt)],
);
