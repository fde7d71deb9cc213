/**
 * Annotations and voice (issue 22: 001 §3, §4, §7), migration 0020: each step's annotation
 * record, the text-to-speech and recorded audio sources, the saved voice-overs (blocks per
 * language) and the dubbed audio tracks (an HLS alternate audio rendition per language). Wire
 * shapes are core's annotation.schema.ts and voice-over.schema.ts.
 */
import type { AnnotationElement, TtsBlockInput, VoiceWord } from '@stepwise/core';
import { index, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { orgRef, users } from './organizations.js';
import { steps, workflows } from './workflows.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const workflowRef = () =>
  text('workflow_id')
    .notNull()
    .references(() => workflows.id, { onDelete: 'cascade' });
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });

/** 001 §3 annotation record: one per step; its elements replace each other whole. */
export const annotations = pgTable(
  'annotations',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: workflowRef(),
    stepId: text('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    elements: jsonb('elements').$type<AnnotationElement[]>().notNull().default([]),
    updatedBy: userRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('annotations_step_idx').on(t.stepId),
    index('annotations_workflow_idx').on(t.workflowId),
  ],
);

/**
 * 001 §3 audio source: generated speech (kind 'tts') or a recording. `fingerprint` is a hash of
 * what makes the audio (kind, voice, rate, target duration, text): a request for audio whose
 * fingerprint has COMPLETED (or is PENDING / PROCESSING) audio in the workflow reuses it.
 */
export const textToSpeech = pgTable(
  'text_to_speech',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: workflowRef(),
    kind: text('kind').notNull().default('tts'),
    languageCode: text('language_code').notNull(),
    text: text('text').notNull(),
    voice: text('voice').notNull(),
    rate: real('rate').notNull().default(1),
    targetDuration: real('target_duration'),
    fingerprint: text('fingerprint').notNull(),
    /** core TEXT_TO_SPEECH_STATUSES (PENDING, PROCESSING, COMPLETED, FAILURE). */
    status: text('status').notNull().default('PENDING'),
    duration: real('duration'),
    /** The audio file (AAC in .m4a) in storage, once COMPLETED. */
    storageKey: text('storage_key'),
    words: jsonb('words').$type<VoiceWord[]>(),
    error: text('error'),
    jobId: text('job_id'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('text_to_speech_fingerprint_idx').on(t.workflowId, t.fingerprint)],
);

/** A saved voice-over: one language's blocks (001 §3 voice-over state), newest wins. */
export const textToSpeechHistories = pgTable(
  'text_to_speech_histories',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: workflowRef(),
    languageCode: text('language_code').notNull(),
    voice: text('voice').notNull(),
    globalSpeed: real('global_speed').notNull().default(1),
    blocks: jsonb('blocks').$type<TtsBlockInput[]>().notNull().default([]),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('text_to_speech_histories_idx').on(t.workflowId, t.languageCode, t.createdAt)],
);

/**
 * A workflow's dubbed track in one language: the latest saved voice-over of that language mixed
 * (ffmpeg) into one audio stream as long as the video, stored as an HLS audio rendition under
 * `storagePrefix` and listed in the served master playlist as EXT-X-MEDIA TYPE=AUDIO.
 */
export const workflowDubs = pgTable(
  'workflow_dubs',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: workflowRef(),
    languageCode: text('language_code').notNull(),
    historyId: text('history_id').references(() => textToSpeechHistories.id, {
      onDelete: 'set null',
    }),
    /** core DUB_STATUSES. */
    status: text('status').notNull().default('scheduled'),
    progress: real('progress').notNull().default(0),
    error: text('error'),
    storagePrefix: text('storage_prefix'),
    jobId: text('job_id'),
    requestedBy: userRef('requested_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('workflow_dubs_language_idx').on(t.workflowId, t.languageCode)],
);
