/**
 * The workflow editors (issue 21: 001 §3, §4, §7), migration 0019: the edit document of each
 * workflow (its base state and the saved edit list over the original upload), its re-renders
 * (conversion history), imported clips, step attachments, edit events, editor feedback and the
 * workflow edit steps (cues, voice-overs, audio language). Wire shapes are core's
 * video-edit.schema.ts; the model's rules are core's video-edit.ts.
 */
import type { EditSegment, EditState, RenderPlan } from '@stepwise/core';
import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { orgRef, users } from './organizations.js';
import { steps, workflows } from './workflows.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const workflowRef = () =>
  text('workflow_id')
    .notNull()
    .references(() => workflows.id, { onDelete: 'cascade' });

/**
 * One per workflow, made the first time an editor opens it (from its steps and transcript).
 * `version` goes up on every save; a save names the version it was made on.
 * `renderedPlan` is the plan the workflow's current media was made from (null: the processed
 * original, never re-rendered); a save whose plan equals it needs no re-render.
 */
export const workflowEdits = pgTable('workflow_edits', {
  workflowId: text('workflow_id')
    .primaryKey()
    .references(() => workflows.id, { onDelete: 'cascade' }),
  organizationId: orgRef(),
  version: integer('version').notNull().default(0),
  base: jsonb('base').$type<EditState>().notNull(),
  segments: jsonb('segments').$type<EditSegment[]>().notNull().default([]),
  redo: jsonb('redo').$type<EditSegment[]>().notNull().default([]),
  terms: jsonb('terms').$type<string[]>().notNull().default([]),
  renderedPlan: jsonb('rendered_plan').$type<RenderPlan>(),
  /** Storage prefix of the processed original's HLS and thumbnails (the editor's preview). */
  originalHlsKey: text('original_hls_key'),
  originalImageMap: jsonb('original_image_map').$type<Record<string, string>>(),
  originalDuration: real('original_duration'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A re-render of a workflow (the conversion history); `jobId` is its durable job. */
export const workflowRenders = pgTable(
  'workflow_renders',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: workflowRef(),
    editVersion: integer('edit_version').notNull(),
    plan: jsonb('plan').$type<RenderPlan>().notNull(),
    /** scheduled | running | finished | error (core RENDER_STATUSES). */
    status: text('status').notNull().default('scheduled'),
    progress: real('progress').notNull().default(0),
    stage: text('stage').notNull().default(''),
    /** Where this render's HLS, poster and thumbnails are written (swapped in when finished). */
    storagePrefix: text('storage_prefix').notNull(),
    jobId: text('job_id'),
    durationBefore: real('duration_before'),
    durationAfter: real('duration_after'),
    error: text('error'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('workflow_renders_workflow_idx').on(t.workflowId, t.createdAt)],
);

/** An uploaded clip to insert into a workflow (001 §4 import); prepared by a job for preview. */
export const workflowClips = pgTable(
  'workflow_clips',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: workflowRef(),
    name: text('name').notNull(),
    /** processing | ready | failed */
    status: text('status').notNull().default('processing'),
    originalKey: text('original_key').notNull(),
    hlsKey: text('hls_key'),
    imageMap: jsonb('image_map').$type<Record<string, string>>(),
    duration: real('duration'),
    width: integer('width'),
    height: integer('height'),
    hasAudio: integer('has_audio'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('workflow_clips_workflow_idx').on(t.workflowId)],
);

/**
 * A step's attachment (001 §3): diagram / pdf / video files by storage key; links; a workflow or
 * one of its steps. Goes with its step (steps keep their ids across re-renders).
 */
export const stepAttachments = pgTable(
  'step_attachments',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: workflowRef(),
    stepId: text('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    /** core STEP_ATTACHMENT_KINDS */
    kind: text('kind').notNull(),
    order: integer('order').notNull(),
    name: text('name').notNull().default(''),
    label: text('label').notNull().default(''),
    /** A file's storage key, or a link's URL. */
    storageKey: text('storage_key'),
    link: text('link'),
    thumbnailKey: text('thumbnail_key'),
    sizeBytes: integer('size_bytes'),
    duration: real('duration'),
    targetWorkflowId: text('target_workflow_id').references(() => workflows.id, {
      onDelete: 'cascade',
    }),
    targetStepId: text('target_step_id').references(() => steps.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('step_attachments_step_idx').on(t.stepId, t.order)],
);

export const workflowEditEvents = pgTable(
  'workflow_edit_events',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: workflowRef(),
    type: text('type').notNull(),
    stepId: text('step_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('workflow_edit_events_workflow_idx').on(t.workflowId, t.createdAt)],
);

export const workflowFeedback = pgTable('workflow_feedback', {
  id: id(),
  organizationId: orgRef(),
  workflowId: workflowRef(),
  editor: text('editor').notNull(),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull().default(''),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** 001 §3 workflow edit steps: one per workflow (its id is the workflow's). */
export const workflowEditSteps = pgTable('workflow_edit_steps', {
  workflowId: text('workflow_id')
    .primaryKey()
    .references(() => workflows.id, { onDelete: 'cascade' }),
  organizationId: orgRef(),
  cues: jsonb('cues')
    .$type<{ startTime: number; endTime: number; text: string }[]>()
    .notNull()
    .default([]),
  voiceOvers: jsonb('voice_overs')
    .$type<{ startTime: number; endTime: number; audioUrl: string }[]>()
    .notNull()
    .default([]),
  audioLanguage: text('audio_language'),
  updatedAt: updatedAt(),
});
