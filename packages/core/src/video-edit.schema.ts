/**
 * Wire shapes of the workflow editors (issue 21; 001 §3, §7): the edit document the editors
 * load and save, the re-render jobs, step attachments, imported clips, workflow edit steps,
 * edit events, feedback and reviewers. The rules are in video-edit.ts, timeline.ts, key-terms.ts
 * and step-attachment.ts.
 */
import { z } from 'zod';
import { TITLE_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { KEY_TERMS_MAX } from './key-terms.js';
import { STEP_ATTACHMENT_KINDS } from './step-attachment.js';
import { SENTENCE_MAX_LENGTH } from './transcription.js';
import { wordSchema } from './transcription.schema.js';
import { EditSegmentType, ROTATIONS } from './video-edit.js';

const seconds = z
  .number()
  .nonnegative()
  .max(24 * 3600);
const stepId = z.string().min(1).max(64);
const sentenceKey = z.string().min(1).max(200);
const title = z.string().max(TITLE_MAX_LENGTH);

// ---- the model ---------------------------------------------------------------------------------

export const editClipSchema = z.object({
  source: z.string().min(1).max(64),
  start: seconds,
  end: seconds,
});
export const editStepSchema = z.object({
  id: stepId,
  title,
  type: z.enum(['original', 'import']),
  clips: z.array(editClipSchema),
});
export const editSentenceSchema = z.object({
  key: sentenceKey,
  source: z.string().min(1).max(64),
  sentence: z.string().max(SENTENCE_MAX_LENGTH),
  startTime: seconds,
  endTime: seconds,
  words: z.array(wordSchema).optional(),
});
export const rotationSchema = z.union(ROTATIONS.map((r) => z.literal(r)));
export const editStateSchema = z.object({
  steps: z.array(editStepSchema),
  sentences: z.array(editSentenceSchema),
  rotation: rotationSchema,
});

/** 001 §3 segments; video-edit.ts says what each does. */
export const editSegmentSchema = z.union([
  z.strictObject({
    type: z.literal(EditSegmentType.Delete),
    start: seconds,
    end: seconds,
    target: z.enum(['cut', 'trim', 'text']).optional(),
  }),
  z.strictObject({ type: z.literal(EditSegmentType.Delete), stepId }),
  z.strictObject({
    type: z.literal(EditSegmentType.Insert),
    at: seconds,
    stepId,
    title: title.optional(),
  }),
  z.strictObject({
    type: z.literal(EditSegmentType.Adjust),
    target: z.literal('boundary'),
    stepId,
    start: seconds,
  }),
  z.strictObject({
    type: z.literal(EditSegmentType.Adjust),
    target: z.literal('title'),
    stepId,
    title,
  }),
  z.strictObject({
    type: z.literal(EditSegmentType.Adjust),
    target: z.literal('order'),
    stepId,
    insertIndex: z.number().int().nonnegative().max(10_000),
  }),
  z.strictObject({
    type: z.literal(EditSegmentType.Adjust),
    target: z.literal('rotation'),
    rotation: rotationSchema,
  }),
  z.strictObject({
    type: z.literal(EditSegmentType.Import),
    clipId: idSchema,
    sourceStart: seconds,
    sourceEnd: seconds,
    at: seconds,
    stepId,
    title: title.optional(),
  }),
  z.strictObject({
    type: z.literal(EditSegmentType.Correct),
    target: sentenceKey,
    text: z.string().max(SENTENCE_MAX_LENGTH),
  }),
  z.strictObject({
    type: z.literal(EditSegmentType.ReplaceAll),
    find: z.string().max(500),
    replace: z.string().max(500),
  }),
  z.strictObject({ type: z.literal(EditSegmentType.DeleteSubtitle), target: sentenceKey }),
  z.strictObject({ type: z.literal(EditSegmentType.Merge), target: sentenceKey }),
  z.strictObject({
    type: z.literal(EditSegmentType.BreakLine),
    target: sentenceKey,
    at: z.number().int().positive().max(SENTENCE_MAX_LENGTH),
  }),
]);

/** Ours: the most segments one edit list holds (a bounded replay per save). */
export const EDIT_SEGMENTS_MAX = 2000;

// ---- re-render jobs (conversion history) ---------------------------------------------------------

export const RENDER_STATUSES = ['scheduled', 'running', 'finished', 'error'] as const;
/** What a re-render is doing (render.stage): the editors name each in the reader's language. */
export const RENDER_STAGES = [
  'waiting',
  'reading',
  'rendering',
  'storing',
  'swapping',
  'done',
  'retrying',
] as const;
export type RenderStage = (typeof RENDER_STAGES)[number];
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** One re-render of a workflow: GET conversion-history lists them, newest first. */
export const workflowRenderSchema = z.object({
  id: idSchema,
  workflowId: idSchema,
  editVersion: z.number().int().nonnegative(),
  status: z.enum(RENDER_STATUSES),
  /** 0..1 while running. */
  progress: z.number().min(0).max(1),
  /** What it is doing now ('cutting', 'transcoding', 'thumbnails', ...). */
  stage: z.string(),
  durationBefore: z.number().nonnegative().nullable(),
  durationAfter: z.number().nonnegative().nullable(),
  error: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
});
export type WorkflowRender = z.infer<typeof workflowRenderSchema>;
export const workflowRenderListSchema = z.object({ items: z.array(workflowRenderSchema) });

// ---- the edit document -----------------------------------------------------------------------

/** An imported clip (another upload to insert at a point), prepared for preview and render. */
export const workflowClipSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  duration: z.number().nonnegative().nullable(),
  /** Signed HLS of the clip for the editor's preview; null until ready. */
  videoURL: z.string().nullable(),
  /** Second -> signed thumbnail URL. */
  imageMap: z.record(z.string(), z.string()),
});
export type WorkflowClip = z.infer<typeof workflowClipSchema>;

/**
 * GET /v1/workflows/{id}/builder: what the editors load. `base` is the workflow before the saved
 * edits, `segments` the saved edit list (replay(base, segments) is what is, or is being,
 * rendered), `redo` what was undone. `original` is the uploaded video as it was processed (the
 * preview plays it, skipping cuts), in source seconds.
 */
export const workflowEditDocumentSchema = z.object({
  workflowId: idSchema,
  /** Optimistic concurrency: a save names the version it edited; a stale one is a 409. */
  version: z.number().int().nonnegative(),
  editType: z.enum(['original', 'new_editor']),
  editorStatus: z.string(),
  languageCode: z.string(),
  base: editStateSchema,
  segments: z.array(editSegmentSchema),
  redo: z.array(editSegmentSchema),
  /** Key terms of the transcript (001 §3 terms). */
  terms: z.array(z.string()),
  original: z.object({
    duration: z.number().nonnegative(),
    videoURL: z.string().nullable(),
    imageMap: z.record(z.string(), z.string()),
  }),
  clips: z.array(workflowClipSchema),
  /** The re-render in progress, else the last one (null when never re-rendered). */
  render: workflowRenderSchema.nullable(),
});
export type WorkflowEditDocument = z.infer<typeof workflowEditDocumentSchema>;
export const workflowEditDocumentAnswerSchema = z.object({ item: workflowEditDocumentSchema });

/** PUT builder / transcription / segmentation: the whole edit list, against `version`. */
export const saveWorkflowEditsSchema = z.strictObject({
  version: z.number().int().nonnegative(),
  segments: z.array(editSegmentSchema).max(EDIT_SEGMENTS_MAX),
  redo: z.array(editSegmentSchema).max(EDIT_SEGMENTS_MAX).default([]),
  terms: z.array(z.string().min(1).max(200)).max(KEY_TERMS_MAX).optional(),
});
export type SaveWorkflowEdits = z.input<typeof saveWorkflowEditsSchema>;

/**
 * The answer of a save (and of the resets): the document as saved, and the re-render it started
 * when the video changed (null when only steps or text changed: those are written at once).
 */
export const workflowEditsSavedSchema = z.object({
  item: workflowEditDocumentSchema,
  render: workflowRenderSchema.nullable(),
});

/** PUT /v1/workflows/{id}/poster: the frame at `time` (timeline seconds) becomes the poster. */
export const workflowPosterSchema = z.strictObject({ time: seconds });

/** PATCH /v1/workflows/{id}/externalId. */
export const workflowExternalIdSchema = z.strictObject({
  externalId: z.string().trim().min(1).max(255).nullable(),
});

/** POST /v1/workflows/{id}/feedback: the author's word on the editor. */
export const workflowFeedbackSchema = z.strictObject({
  editor: z.enum(['editor', 'editormain', 'buildermain']),
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(2000).default(''),
});
export const workflowFeedbackAnswerSchema = z.object({ item: z.object({ id: idSchema }) });

/** GET /v1/workflows/{id}/reviewers: who may review it (its workspace's admins and org admins). */
export const workflowReviewersSchema = z.object({
  items: z.array(
    z.object({ uid: idSchema, displayName: z.string(), email: z.string(), role: z.string() }),
  ),
});

// ---- edit events -------------------------------------------------------------------------------

export const WORKFLOW_EDIT_EVENT_TYPES = [
  'cut',
  'trim',
  'split',
  'rename',
  'reorder',
  'delete-step',
  'boundary',
  'import',
  'rotate',
  'subtitle',
  'undo',
  'redo',
  'save',
  'reset',
  'attachment',
] as const;
export const workflowEditEventBatchSchema = z.strictObject({
  data: z
    .array(
      z.strictObject({
        type: z.enum(WORKFLOW_EDIT_EVENT_TYPES),
        stepId: z.string().max(64).nullable().default(null),
        data: z
          .record(z.string().max(64), z.unknown())
          .refine((d) => JSON.stringify(d).length <= 8_000, { message: 'data is too large' })
          .default({}),
      }),
    )
    .min(1)
    .max(200),
});
export type WorkflowEditEventBatch = z.input<typeof workflowEditEventBatchSchema>;
export const workflowEditEventSchema = z.object({
  id: idSchema,
  workflowId: idSchema,
  type: z.enum(WORKFLOW_EDIT_EVENT_TYPES),
  stepId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  user: z.object({ uid: idSchema, displayName: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export const workflowEditEventListSchema = z.object({ items: z.array(workflowEditEventSchema) });

// ---- workflow edit steps (001 §3: cues, voiceOvers, audioLanguage) -------------------------------

const cueSchema = z.strictObject({
  startTime: seconds,
  endTime: seconds,
  text: z.string().max(SENTENCE_MAX_LENGTH),
});
const voiceOverSchema = z.strictObject({
  startTime: seconds,
  endTime: seconds,
  /** A storage address of this workflow's audio; the answer signs it. */
  audioUrl: z.string().max(2000),
});
export const workflowEditStepsSchema = z.object({
  id: idSchema,
  cues: z.array(cueSchema),
  voiceOvers: z.array(
    voiceOverSchema.extend({ originalAudioUrl: z.string(), audioUrl: z.string() }),
  ),
  audioLanguage: z.string().nullable(),
});
export type WorkflowEditSteps = z.infer<typeof workflowEditStepsSchema>;
export const workflowEditStepsAnswerSchema = z.object({ item: workflowEditStepsSchema });
export const workflowEditStepsPatchSchema = z.strictObject({
  cues: z.array(cueSchema).max(5000).optional(),
  voiceOvers: z.array(voiceOverSchema).max(500).optional(),
  audioLanguage: z.string().min(2).max(16).nullable().optional(),
});

// ---- step attachments (001 §3) ------------------------------------------------------------------

const attachmentBase = {
  id: idSchema,
  workflowId: idSchema,
  stepId: idSchema,
  order: z.number().int(),
};
/** An attachment as the editors and the player read it (links signed). */
export const stepAttachmentSchema = z.discriminatedUnion('kind', [
  z.object({ ...attachmentBase, kind: z.literal('diagram'), name: z.string(), link: z.string() }),
  z.object({
    ...attachmentBase,
    kind: z.literal('pdf'),
    name: z.string(),
    link: z.string(),
    size: z.number().int().nonnegative(),
    thumbnail: z.string().nullable(),
  }),
  z.object({
    ...attachmentBase,
    kind: z.literal('video'),
    name: z.string(),
    link: z.string(),
    thumbnail: z.string().nullable(),
    duration: z.number().nonnegative().nullable(),
  }),
  z.object({ ...attachmentBase, kind: z.literal('link'), label: z.string(), link: z.string() }),
  z.object({
    ...attachmentBase,
    kind: z.literal('workflow'),
    targetWorkflowId: idSchema,
    title: z.string(),
  }),
  z.object({
    ...attachmentBase,
    kind: z.literal('step'),
    targetWorkflowId: idSchema,
    targetStepId: idSchema,
    title: z.string(),
  }),
]);
export type StepAttachment = z.infer<typeof stepAttachmentSchema>;
export const stepAttachmentKindSchema = z.enum(STEP_ATTACHMENT_KINDS);
export const stepAttachmentAnswerSchema = z.object({ item: stepAttachmentSchema });
export const stepAttachmentListSchema = z.object({ items: z.array(stepAttachmentSchema) });

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
/** POST /v1/steps/{id}/attachments: a link, a workflow or a step of one (files are multipart). */
export const stepAttachmentCreateSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('link'),
    label: z.string().trim().min(1).max(200),
    link: httpUrl,
  }),
  z.strictObject({ kind: z.literal('workflow'), targetWorkflowId: idSchema }),
  z.strictObject({ kind: z.literal('step'), targetWorkflowId: idSchema, targetStepId: idSchema }),
]);
export type StepAttachmentCreate = z.infer<typeof stepAttachmentCreateSchema>;
/** PATCH /v1/step-attachments/{id}: rename, relabel, relink or move it in its step's list. */
export const stepAttachmentUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    label: z.string().trim().min(1).max(200).optional(),
    link: httpUrl.optional(),
    order: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' });

/** POST /v1/steps/{id}/attachments/files: a finished upload (000 §9) becomes a file attachment. */
export const stepAttachmentFileSchema = z.strictObject({ uploadId: idSchema });

/** POST /v1/workflows/{id}/clips: an upload (resumable, 000 §9) becomes a clip to import. */
export const workflowClipCreateSchema = z.strictObject({ uploadId: idSchema });
export const workflowClipAnswerSchema = z.object({ item: workflowClipSchema });

/** 001 §2 editor choice: which editor the card's Edit opens. */
export const editorKindSchema = z.enum(['editor', 'editormain', 'buildermain']);
