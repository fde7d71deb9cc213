/**
 * Workflows and what they are made of: steps, transcripts, the resumable uploads they come from
 * and their full-text search documents.
 */
import {
  boolean,
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
import { id, createdAt, tsvector } from './columns.js';
import { orgRef, users } from './organizations.js';
import { workspaces } from './workspaces.js';

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
    /**
     * Issue 22: the processed original's picture as shown (after the file's own rotation, before
     * the editor's): burned-in blurs are placed on a picture of this aspect (workflow-blurs.ts).
     */
    videoWidth: integer('video_width'),
    videoHeight: integer('video_height'),
    posterKey: text('poster_key'),
    originalKey: text('original_key'),
    hlsKey: text('hls_key'),
    /** Per-second thumbnails: second -> storage key (the spec's imageMap). */
    imageMap: jsonb('image_map').$type<Record<string, string>>(),
    editType: text('edit_type').notNull().default('original'),
    /** 001 §3 externalId: the author's own reference (PATCH externalId, issue 21). */
    externalId: text('external_id'),
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
