/**
 * Skills, tasks, favourites and run comments (issue 24; 002 §3 skill (playlist), certificate,
 * task, likes). Wire shapes are core's skill, task and notification schemas.
 */
import type {
  ContentRef,
  ContentType,
  SkillAssessment,
  SkillCertification,
  TaskSchedule,
} from '@stepwise/core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { orgRef, users } from './organizations.js';
import { teams, workspaces } from './workspaces.js';
import { workflows } from './workflows.js';
import { smartInstructions, sopSessions } from './smart-instructions.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });
const userOwned = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const workspaceOwned = () =>
  text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** An item's progress inside an assignment (skill performance or task performance). */
export interface StoredItemProgress {
  type: ContentType;
  id: string;
  done: boolean;
  /** ms since the epoch, or null. */
  doneAt: number | null;
}

/** A skill (002 §3 "Skill (playlist)"): ordered content, an assessment and certification. */
export const skills = pgTable(
  'skills',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceId: workspaceOwned(),
    title: text('title').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: at('published_at'),
    items: jsonb('items').$type<ContentRef[]>().notNull().default([]),
    assessment: jsonb('assessment').$type<SkillAssessment>().notNull(),
    certification: jsonb('certification').$type<SkillCertification>().notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('skills_workspace_idx').on(t.organizationId, t.workspaceId)],
);

/** Who a skill is assigned to: a user or a team, with an optional due date. */
export const skillAssignments = pgTable(
  'skill_assignments',
  {
    id: id(),
    organizationId: orgRef(),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** 'user' | 'team' */
    assigneeType: text('assignee_type').notNull(),
    assigneeId: text('assignee_id').notNull(),
    dueAt: at('due_at'),
    assignedBy: userRef('assigned_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skill_assignments_uq').on(t.skillId, t.assigneeType, t.assigneeId)],
);

/**
 * One person's assignment of a skill (002 §7 skill-performances), one per (skill, user) however
 * many assignments reach them. `teamId` is set when only a team's assignment does. The
 * reminder columns are claims: a due-date sweep sets them with a conditional update, so two
 * sweeps at once notify once.
 */
export const skillPerformances = pgTable(
  'skill_performances',
  {
    id: id(),
    organizationId: orgRef(),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    userId: userOwned(),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    dueAt: at('due_at'),
    assignedAt: at('assigned_at').notNull().defaultNow(),
    items: jsonb('items').$type<StoredItemProgress[]>().notNull().default([]),
    progress: integer('progress').notNull().default(0),
    completedAt: at('completed_at'),
    passedAt: at('passed_at'),
    /** 'passed' | 'failed' | null */
    assessmentResult: text('assessment_result'),
    assessmentScore: integer('assessment_score'),
    certifiedAt: at('certified_at'),
    expiresAt: at('expires_at'),
    dueSoonNotifiedAt: at('due_soon_notified_at'),
    overdueNotifiedAt: at('overdue_notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('skill_performances_skill_user_uq').on(t.skillId, t.userId),
    index('skill_performances_user_idx').on(t.organizationId, t.userId),
  ],
);

/** 002 §3 skill certificate, with the server's signature (HMAC of the signed fields). */
export const skillCertificates = pgTable(
  'skill_certificates',
  {
    id: id(),
    organizationId: orgRef(),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    performanceId: text('performance_id')
      .notNull()
      .references(() => skillPerformances.id, { onDelete: 'cascade' }),
    userId: userOwned(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    certified: boolean('certified').notNull().default(true),
    signDate: at('sign_date').notNull(),
    signerId: userRef('signer_id'),
    signature: text('signature').notNull(),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('skill_certificates_performance_idx').on(t.performanceId, t.signDate)],
);

/** 002 §3 task: content to run, assigned by its assignee settings. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceId: workspaceOwned(),
    title: text('title').notNull(),
    published: boolean('published').notNull().default(false),
    items: jsonb('items').$type<ContentRef[]>().notNull().default([]),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_workspace_idx').on(t.organizationId, t.workspaceId)],
);

/**
 * A task's assignee setting: members on one schedule. `nextOccurrenceAt` is the next start the
 * scheduler has not made performances for yet (null: none left); the scheduler advances it
 * with a conditional update, and performances are unique per (setting, user, start).
 */
export const taskAssigneeSettings = pgTable(
  'task_assignee_settings',
  {
    id: id(),
    organizationId: orgRef(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    schedule: jsonb('schedule').$type<TaskSchedule>().notNull(),
    nextOccurrenceAt: at('next_occurrence_at'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('task_assignee_settings_task_idx').on(t.taskId),
    index('task_assignee_settings_next_idx').on(t.nextOccurrenceAt),
  ],
);

export const taskMembers = pgTable(
  'task_members',
  {
    id: id(),
    organizationId: orgRef(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    assigneeSettingId: text('assignee_setting_id')
      .notNull()
      .references(() => taskAssigneeSettings.id, { onDelete: 'cascade' }),
    /** 'user' | 'team' */
    memberType: text('member_type').notNull(),
    memberId: text('member_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('task_members_uq').on(t.assigneeSettingId, t.memberType, t.memberId)],
);

/** One person's occurrence of a task (the task player's taskPerformanceId). */
export const taskPerformances = pgTable(
  'task_performances',
  {
    id: id(),
    organizationId: orgRef(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    assigneeSettingId: text('assignee_setting_id')
      .notNull()
      .references(() => taskAssigneeSettings.id, { onDelete: 'cascade' }),
    userId: userOwned(),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    startsAt: at('starts_at').notNull(),
    dueAt: at('due_at'),
    /** core TASK_PERFORMANCE_STATUSES */
    status: text('status').notNull().default('todo'),
    items: jsonb('items').$type<StoredItemProgress[]>().notNull().default([]),
    progress: integer('progress').notNull().default(0),
    completedAt: at('completed_at'),
    dueSoonNotifiedAt: at('due_soon_notified_at'),
    overdueNotifiedAt: at('overdue_notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('task_performances_occurrence_uq').on(t.assigneeSettingId, t.userId, t.startsAt),
    index('task_performances_user_idx').on(t.organizationId, t.userId, t.status),
    index('task_performances_task_idx').on(t.taskId, t.startsAt),
  ],
);

/** Favourite workflows and smart instructions (002 §3 likes). */
export const workflowLikes = pgTable(
  'workflow_likes',
  {
    organizationId: orgRef(),
    userId: userOwned(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workflowId] })],
);
export const sopLikes = pgTable(
  'sop_likes',
  {
    organizationId: orgRef(),
    userId: userOwned(),
    multimodalSopId: text('multimodal_sop_id')
      .notNull()
      .references(() => smartInstructions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.multimodalSopId] })],
);

/** Comments on a smart-instruction run of a skill or task, between runner and reviewer. */
export const sopSessionComments = pgTable(
  'sop_session_comments',
  {
    id: id(),
    organizationId: orgRef(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sopSessions.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    displayName: text('display_name').notNull(),
    comment: text('comment').notNull(),
    isReviewer: boolean('is_reviewer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sop_session_comments_session_idx').on(t.sessionId, t.createdAt)],
);

/** One e-mail digest of due and overdue items per person and UTC day (claimed by insert). */
export const dueDigests = pgTable(
  'due_digests',
  {
    organizationId: orgRef(),
    userId: userOwned(),
    /** YYYY-MM-DD (UTC). */
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
