import { z } from 'zod';
import { approvalRequestRefSchema } from './approval.schema.js';
import { TITLE_MAX_LENGTH, URL_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { TRACKING_LIMITS } from './tracking.js';
import { localeSchema } from './locale.schema.js';
import { LIST_MAX_PAGE_SIZE } from './page.js';
import { pageInfoSchema } from './page.schema.js';
import {
  optionLetterSchema,
  questionForTakingSchema,
  questionInputSchema,
  questionSchema,
} from './quiz.schema.js';
import { QUIZ_MAX_QUESTIONS } from './quiz.js';
import {
  CHECKLIST_ITEM_TEXT_MAX_LENGTH,
  CHECKLIST_MAX_ITEMS,
  CRITERIA_MAX,
  CRITERION_TITLE_MAX_LENGTH,
  FILE_REQUEST_SOURCE_TYPES,
  PUBLISH_OPTIONS,
  SMART_INSTRUCTION_DEFAULTS,
  SMART_INSTRUCTION_PAGE_SIZE,
  SMART_INSTRUCTION_STATUSES,
  SMART_INSTRUCTION_TYPES,
  SOP_ATTACHMENT_KINDS,
  SOP_DESCRIPTION_MAX_LENGTH,
  SOP_FILE_NAME_MAX_LENGTH,
  SOP_ITEM_ALL_TYPES,
  SOP_ITEM_MAX_ATTACHMENTS,
  SOP_MAX_ITEMS,
  SOURCE_FILE_TYPES,
  type SmartInstructionType,
} from './smart-instruction.js';
import { SopRuleMessage } from './sop-list.js';
import { titleSchema } from './validation.schema.js';

// Wire schemas of smart instructions (multimodal SOPs) and their items (001 §3, §7); the rules,
// defaults and limits stay zod-free in smart-instruction.ts. Whether an order of items obeys the
// list rules is smart-instruction.ts's insertRefusal / dropRefusal, which the server answers with
// the spec's messages.

const mediaUrl = z.string().min(1).max(URL_MAX_LENGTH);
const description = z.string().max(SOP_DESCRIPTION_MAX_LENGTH);
const fileName = z.string().max(SOP_FILE_NAME_MAX_LENGTH);
const criterionTitle = z.string().max(CRITERION_TITLE_MAX_LENGTH);

export const smartInstructionTypeSchema = z.enum(SMART_INSTRUCTION_TYPES);
export const smartInstructionStatusSchema = z.enum(SMART_INSTRUCTION_STATUSES);
export const publishOptionSchema = z.enum(PUBLISH_OPTIONS);
export const sopAttachmentKindSchema = z.enum(SOP_ATTACHMENT_KINDS);
/** 001 §5 "Step type is required" when absent. */
export const sopItemTypeSchema = z.enum(SOP_ITEM_ALL_TYPES, {
  error: (issue) => (issue.input === undefined ? SopRuleMessage.StepTypeRequired : undefined),
});

/**
 * 001 §3 attachments: a workflow by id, or a video, image or document by its stored URL. A
 * workflow attachment may point at one of its steps (`stepId`, played from `startTime` seconds):
 * an SOP made from a video links each step to its clip.
 */
export const sopAttachmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('workflow'),
    workflowId: idSchema,
    stepId: idSchema.optional(),
    startTime: z.number().finite().nonnegative().optional(),
  }),
  z.strictObject({
    kind: z.enum(['video', 'image', 'document']),
    url: mediaUrl,
    name: fileName,
    thumbnail: mediaUrl.nullable().default(null),
  }),
]);
export type SopAttachment = z.infer<typeof sopAttachmentSchema>;

/** 001 §3 Checklist item as stored and read. */
export const checklistItemSchema = z.strictObject({
  id: idSchema,
  text: z.string().max(CHECKLIST_ITEM_TEXT_MAX_LENGTH),
  checked: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
/** 001 §3 "only texts are sent". */
export const checklistItemInputSchema = z.strictObject({
  text: z.string().max(CHECKLIST_ITEM_TEXT_MAX_LENGTH),
});

/** 001 §3 evaluation criterion of a file request or smart compare. */
export const evaluationCriterionSchema = z.strictObject({
  id: idSchema,
  title: criterionTitle,
  description,
  result: z.string().max(64).nullable(),
  reason: description.nullable(),
});

const fileRequestFields = {
  id: idSchema,
  description,
  enableAIBaseVerification: z.boolean(),
  showReference: z.boolean(),
  sources: z.array(mediaUrl).max(SOP_ITEM_MAX_ATTACHMENTS),
  sourceFileNames: z.array(fileName).max(SOP_ITEM_MAX_ATTACHMENTS),
  sourceThumbnails: z.array(mediaUrl).max(SOP_ITEM_MAX_ATTACHMENTS),
  evaluationCriteria: z.array(evaluationCriterionSchema).max(CRITERIA_MAX),
  goodReferences: z.array(mediaUrl).max(SOP_ITEM_MAX_ATTACHMENTS),
  badReferences: z.array(mediaUrl).max(SOP_ITEM_MAX_ATTACHMENTS),
  latestUserFileRequest: z
    .object({ id: idSchema, contents: z.array(mediaUrl), comparisonResult: z.unknown() })
    .nullable(),
};

/** 001 §3 File request (photo): sourceType user upload, sourceFileTypes photo. */
export const fileRequestSchema = z.object({
  ...fileRequestFields,
  sourceType: z.literal('userUpload'),
  sourceFileTypes: z.array(z.literal('photo')),
});
export type FileRequest = z.infer<typeof fileRequestSchema>;

/** 001 §3 Smart compare (video): a user upload or a step, against steps or workflows. */
export const smartCompareSchema = z.object({
  ...fileRequestFields,
  sourceType: z.enum(FILE_REQUEST_SOURCE_TYPES),
  sourceFileTypes: z.array(z.enum(SOURCE_FILE_TYPES)),
  stepIds: z.array(idSchema),
  workflowIds: z.array(idSchema),
});
export type SmartCompare = z.infer<typeof smartCompareSchema>;

/** 001 §3 SOP item as the server returns it. Per-type parts are null on the other types. */
export const sopItemSchema = z.object({
  id: idSchema,
  type: sopItemTypeSchema,
  title: titleSchema(),
  description,
  order: z.number().int().nonnegative(),
  attachments: z.array(sopAttachmentSchema),
  metadata: z.object({
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    version: z.string(),
  }),
  parentItemId: idSchema.nullable(),
  subItemIds: z.array(idSchema),
  enableAIVerification: z.boolean(),
  allowUserReference: z.boolean(),
  smartCompareId: idSchema.nullable(),
  fileRequestId: idSchema.nullable(),
  submitted: z.boolean(),
  /** Quiz item (001 §3): its quiz and questions. */
  quizId: idSchema.nullable(),
  questions: z.array(questionSchema),
  checklistItems: z.array(checklistItemSchema),
  fileRequest: fileRequestSchema.nullable(),
  smartCompare: smartCompareSchema.nullable(),
});
export type SopItem = z.infer<typeof sopItemSchema>;

const PER_TYPE = {
  questions: 'quiz',
  checklistItems: 'checklist',
  fileRequest: 'file_request',
} as const;

/** An id that, when absent, says the spec's message (001 §5). */
function requiredId(message: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? message : undefined) })
    .pipe(idSchema);
}

const itemInputFields = {
  id: idSchema.optional(),
  type: sopItemTypeSchema,
  title: titleSchema().optional(),
  description: description.default(''),
  attachments: z.array(sopAttachmentSchema).max(SOP_ITEM_MAX_ATTACHMENTS).default([]),
  enableAIVerification: z.boolean().default(false),
  allowUserReference: z.boolean().default(false),
  questions: z.array(questionInputSchema).max(QUIZ_MAX_QUESTIONS).optional(),
  checklistItems: z.array(checklistItemInputSchema).min(1).max(CHECKLIST_MAX_ITEMS).optional(),
  fileRequest: z
    .strictObject({
      description: description.default(''),
      enableAIBaseVerification: z.boolean().default(false),
      showReference: z.boolean().default(false),
      evaluationCriteria: z
        .array(z.strictObject({ title: criterionTitle, description: description.default('') }))
        .max(CRITERIA_MAX)
        .default([]),
    })
    .optional(),
};

function perTypeFieldsOnTheirType(
  item: { type: string } & Partial<Record<keyof typeof PER_TYPE, unknown>>,
  ctx: z.RefinementCtx,
): void {
  for (const [field, type] of Object.entries(PER_TYPE)) {
    if (item[field as keyof typeof PER_TYPE] !== undefined && item.type !== type) {
      ctx.addIssue({ code: 'custom', path: [field], message: `${field} is for ${type} items` });
    }
  }
}

/**
 * An item in POST / PUT: `id` kept when given (an edit), assigned when not. Title defaults to
 * the capitalised type on the server (defaultItemTitle); order and parents come from the
 * position (normaliseSopItems). Per-type fields are refused on other types.
 */
export const sopItemInputSchema = z
  .strictObject(itemInputFields)
  .superRefine(perTypeFieldsOnTheirType);
/** An item edited on its own (001 §5 "Step type is required", "Step ID is required"). */
export const sopItemUpdateSchema = z
  .strictObject({ ...itemInputFields, id: requiredId(SopRuleMessage.StepIdRequired) })
  .superRefine(perTypeFieldsOnTheirType);
export type SopItemInput = z.input<typeof sopItemInputSchema>;
export type SopItemUpdate = z.input<typeof sopItemUpdateSchema>;

const itemInputs = z.array(sopItemInputSchema).max(SOP_MAX_ITEMS);

/** 001 §3 Smart instruction, without its items (lists and cards). */
export const smartInstructionSummarySchema = z.object({
  id: idSchema,
  workspaceId: idSchema,
  organizationId: idSchema,
  type: smartInstructionTypeSchema,
  languageCode: localeSchema,
  title: titleSchema(),
  description,
  poster: mediaUrl.nullable(),
  metadata: z.record(z.string(), z.unknown()),
  titleTranslations: z.record(localeSchema, titleSchema()),
  published: z.boolean(),
  status: smartInstructionStatusSchema,
  isLimitedInSkill: z.boolean(),
  version: z.string(),
  stepsCount: z.number().int().nonnegative(),
  duration: z.number().nonnegative(),
  /** Publish to Team (001 §2): the teams it is published to; empty when published to all. */
  publishedTeamIds: z.array(idSchema),
  author: z.object({ uid: idSchema, displayName: z.string() }).nullable(),
  workspaceName: z.string(),
  /** The workflow a 'workflow' SOP was made from. */
  sourceWorkflowId: idSchema.nullable(),
  /** While `processing`: how far the PDF or video job is (0-1) and what it is doing. */
  job: z.object({ progress: z.number().min(0).max(1), message: z.string() }).nullable(),
  /** When `failed`: why, in words a person can act on. */
  errorMessage: z.string().nullable(),
  /** Issue 23: the open approval request, if any (its reviewers may view the draft). */
  approvalRequest: approvalRequestRefSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SmartInstructionSummary = z.infer<typeof smartInstructionSummarySchema>;

/** 001 §3 Smart instruction with its items, in list order. */
export const smartInstructionSchema = smartInstructionSummarySchema.extend({
  items: z.array(sopItemSchema),
});
export type SmartInstruction = z.infer<typeof smartInstructionSchema>;

/**
 * POST /v1/multimodal-sop: the 001 §3 defaults fill what is not sent. The source follows `type`
 * (001 §2 "manually (default), from video, from PDF"): manual SOPs may carry items; a PDF one
 * names a finished upload of the PDF (`uploadId`, POST /v1/uploads), a video one a processed
 * workflow (`workflowId`). Those two are made into items by a durable job: the answer's `jobId`,
 * the SOP `processing` until it ends (its `job` says how far).
 */
export const smartInstructionCreateSchema = z
  .strictObject({
    workspaceId: idSchema,
    type: smartInstructionTypeSchema.default(SMART_INSTRUCTION_DEFAULTS.type),
    title: titleSchema(TITLE_MAX_LENGTH).default(SMART_INSTRUCTION_DEFAULTS.title),
    languageCode: localeSchema.default(SMART_INSTRUCTION_DEFAULTS.languageCode),
    description: description.default(''),
    items: itemInputs.default([]),
    uploadId: idSchema.optional(),
    workflowId: idSchema.optional(),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'uploadId' | 'workflowId', when: SmartInstructionType) => {
      if (b.type === when && b[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required for type ${when}`,
        });
      }
      if (b.type !== when && b[field] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is only for type ${when}`,
        });
      }
    };
    need('uploadId', 'pdf');
    need('workflowId', 'workflow');
    if (b.type !== 'manually' && b.items.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'items are made from the source' });
    }
  });
export type SmartInstructionCreate = z.input<typeof smartInstructionCreateSchema>;

/**
 * PATCH /v1/multimodal-sop (001 §7 "Update: title or published"). `publishOption` is the
 * editor's choice (001 §2): all (published to everyone who may see the workspace), team
 * (published to the members of `teamIds` only; editors still see it), draft (unpublished).
 * `published: true` alone is Publish to All, `published: false` Publish as Draft.
 */
export const smartInstructionUpdateSchema = z
  .strictObject({
    id: idSchema,
    title: titleSchema(TITLE_MAX_LENGTH).optional(),
    published: z.boolean().optional(),
    publishOption: publishOptionSchema.optional(),
    teamIds: z.array(idSchema).min(1).max(100).optional(),
  })
  .refine(
    (b) => b.title !== undefined || b.published !== undefined || b.publishOption !== undefined,
    { message: 'send title, published or publishOption' },
  )
  .refine((b) => (b.publishOption === 'team') === (b.teamIds !== undefined), {
    path: ['teamIds'],
    message: 'teamIds go with publishOption team, and only with it',
  })
  .refine(
    (b) =>
      b.published === undefined ||
      b.publishOption === undefined ||
      b.published === (b.publishOption !== 'draft'),
    { path: ['published'], message: 'published contradicts publishOption' },
  );
export type SmartInstructionUpdate = z.input<typeof smartInstructionUpdateSchema>;

/** PUT /v1/multimodal-sop: the whole content, items in list order. */
export const smartInstructionReplaceSchema = z.strictObject({
  id: idSchema,
  title: titleSchema(TITLE_MAX_LENGTH),
  description,
  languageCode: localeSchema,
  items: itemInputs,
});
export type SmartInstructionReplace = z.input<typeof smartInstructionReplaceSchema>;

/** DELETE /v1/multimodal-sop: the SOP by id in the body (001 §7). */
export const smartInstructionDeleteSchema = z.strictObject({ id: idSchema });

/** DELETE /v1/multimodal-sop/items: an item by id in the body (001 §5 "ID is required to delete a SOP item"). */
export const sopItemDeleteSchema = z.strictObject({
  id: requiredId(SopRuleMessage.DeleteIdRequired),
});

/** Duplication (001 §7: smartInstructionId, workspaceIds; the copy is items[0].id). */
export const smartInstructionDuplicateSchema = z.strictObject({
  smartInstructionId: idSchema,
  workspaceIds: z.array(idSchema).min(1).max(100),
});

/** GET /v1/workspaces/{id}/multimodal-sops (001 §7 list by workspace): page from 0, size 10, updatedAt descending. */
export const smartInstructionListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(SMART_INSTRUCTION_PAGE_SIZE),
  orderBy: z.enum(['updatedAt', 'createdAt', 'title']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SmartInstructionListQuery = z.infer<typeof smartInstructionListQuerySchema>;

// Route answers (inside the {ok, code, errorMessage, data} wrapper).
export const smartInstructionPageSchema = z.object({
  items: z.array(smartInstructionSummarySchema),
  page: pageInfoSchema,
});
export const smartInstructionAnswerSchema = z.object({ item: smartInstructionSchema });
export const smartInstructionDuplicateAnswerSchema = z.object({
  items: z.array(z.object({ id: idSchema })),
});

export const smartInstructionCreateAnswerSchema = z.object({
  item: smartInstructionSchema,
  /** The PDF or video job; null for a manual SOP. */
  jobId: z.string().nullable(),
});

// ---- Items one at a time (001 §5 insert and drag-and-drop, through the API) ---------------

/** POST /v1/multimodal-sop/{id}/items: insert at `position` (sop-list.ts insertRefusal). */
export const sopItemInsertSchema = z.strictObject({
  item: sopItemInputSchema,
  position: z.number().int(),
});
export type SopItemInsert = z.input<typeof sopItemInsertSchema>;

/** POST /v1/multimodal-sop/{id}/items/move: drop `draggedId` on `targetId` (sop-list.ts moveSopItem). */
export const sopItemMoveSchema = z.strictObject({ draggedId: idSchema, targetId: idSchema });
export type SopItemMove = z.infer<typeof sopItemMoveSchema>;

// ---- Reading to view and run (002 §7 GET /v1/player/multimodal-sop/{id}) -------------------

/** GET /v1/player/multimodal-sop/{id} query (001 §7 includeSubData, shareAccessToken). */
export const smartInstructionPlayerQuerySchema = z.object({
  includeSubData: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  shareAccessToken: z.string().min(1).max(2048).optional(),
});

/**
 * An item as a viewer reads it: a quiz item's questions without their answers (the sealed
 * `encryptedAnswer` of quiz.schema.ts, checked by quiz-check); a file request without the
 * author's good and bad references. Without includeSubData, questions, checklist items and
 * the file request are left out (empty / null).
 */
export const sopItemForViewingSchema = sopItemSchema
  .omit({ questions: true, fileRequest: true, smartCompare: true })
  .extend({
    questions: z.array(questionForTakingSchema),
    fileRequest: z
      .object({ id: idSchema, description, sourceFileTypes: z.array(z.literal('photo')) })
      .nullable(),
  });
export type SopItemForViewing = z.infer<typeof sopItemForViewingSchema>;

export const smartInstructionForViewingSchema = smartInstructionSummarySchema
  .omit({ job: true, errorMessage: true, publishedTeamIds: true })
  .extend({
    items: z.array(sopItemForViewingSchema),
    /** Whether the reader may edit it (the portal's Edit button); false for share tokens. */
    canEdit: z.boolean(),
  });
export type SmartInstructionForViewing = z.infer<typeof smartInstructionForViewingSchema>;
export const smartInstructionForViewingAnswerSchema = z.object({
  item: smartInstructionForViewingSchema,
});

// ---- Running it (run mode: checklists, photos, quiz items, completion) ---------------------

const epochMs = z.number().int().nonnegative().max(8.64e15);

/**
 * POST /v1/multimodal-sop/{id}/items/{itemId}/quiz-check: a quiz item's answers, graded on the
 * server from the sealed answers. `sessionId` is the run session (the tracking record's id).
 */
export const sopQuizCheckSchema = z.strictObject({
  sessionId: idSchema,
  answers: z
    .array(
      z.strictObject({
        questionId: idSchema,
        userAnswer: optionLetterSchema.nullable(),
        encryptedAnswer: z.string().min(1).max(4096),
      }),
    )
    .min(1)
    .max(QUIZ_MAX_QUESTIONS),
});
export type SopQuizCheck = z.infer<typeof sopQuizCheckSchema>;
export const sopQuizCheckResultSchema = z.object({
  id: idSchema,
  itemId: idSchema,
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  questions: z.array(
    z.object({
      questionId: idSchema,
      userAnswer: optionLetterSchema.nullable(),
      correctAnswer: optionLetterSchema,
      isCorrect: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type SopQuizCheckResult = z.infer<typeof sopQuizCheckResultSchema>;
export const sopQuizCheckAnswerSchema = z.object({ item: sopQuizCheckResultSchema });

/**
 * POST /v1/multimodal-sop/{id}/items/{itemId}/user-file-request (multipart: `sessionId`, then
 * one `file`, an image within the instruction limits): the photo a file request asked for.
 */
export const sopUserFileSchema = z.object({
  id: idSchema,
  itemId: idSchema,
  sessionId: idSchema,
  url: mediaUrl,
  fileName,
  createdAt: isoDateTimeSchema,
});
export type SopUserFile = z.infer<typeof sopUserFileSchema>;
export const sopUserFileAnswerSchema = z.object({ item: sopUserFileSchema });

/** One item's state in a run session. */
export const sopSessionItemSchema = z.strictObject({
  itemId: idSchema,
  done: z.boolean(),
  doneAt: epochMs.nullable().default(null),
  checkedItemIds: z.array(idSchema).max(CHECKLIST_MAX_ITEMS).default([]),
  /** The user-file-request answers' ids (photos). */
  userFileIds: z.array(idSchema).max(SOP_ITEM_MAX_ATTACHMENTS).default([]),
  /** The quiz-check answer's id; the score is the server's, read from it. */
  quizCheckId: idSchema.nullable().default(null),
});
export type SopSessionItem = z.input<typeof sopSessionItemSchema>;

/**
 * POST /v1/tracking/multimodal-sop (001 §7 completion tracking: device info, organization, user
 * id, email, enter / exit times, duration seconds, items). `id` is the run session, made by the
 * client: sending it again replaces the record (a run resent after going offline lands once).
 * The server sets organization, uid and email from who asks.
 */
export const sopTrackingSchema = z.strictObject({
  id: idSchema,
  multimodalSopId: idSchema,
  isPublic: z.boolean(),
  onEnter: epochMs,
  onExit: epochMs.nullable(),
  durationSeconds: z.number().finite().nonnegative().max(TRACKING_LIMITS.seconds),
  deviceInfo: z
    .record(z.string().max(64), z.string().max(TRACKING_LIMITS.text))
    .refine((info) => Object.keys(info).length <= TRACKING_LIMITS.deviceInfoEntries, {
      message: 'too many deviceInfo entries',
    }),
  currentItemId: idSchema.nullable(),
  items: z.array(sopSessionItemSchema).max(SOP_MAX_ITEMS),
  completed: z.boolean(),
  /** Review mode (001 §4): the skill or task performance the run belongs to. */
  skillId: idSchema.nullable().default(null),
  taskPerformanceId: idSchema.nullable().default(null),
});
export type SopTracking = z.input<typeof sopTrackingSchema>;
export const storedSopSessionSchema = z.object({
  id: idSchema,
  multimodalSopId: idSchema,
  version: z.string(),
  organization: z.string(),
  uid: z.string().nullable(),
  email: z.string().nullable(),
  isPublic: z.boolean(),
  onEnter: epochMs,
  onExit: epochMs.nullable(),
  durationSeconds: z.number(),
  deviceInfo: z.record(z.string(), z.string()),
  currentItemId: idSchema.nullable(),
  items: z.array(
    sopSessionItemSchema.extend({ quizScore: z.number().int().min(0).max(100).nullable() }),
  ),
  completed: z.boolean(),
  completedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type StoredSopSession = z.infer<typeof storedSopSessionSchema>;
export const storedSopSessionAnswerSchema = z.object({ item: storedSopSessionSchema });
export const sopSessionPageSchema = z.object({
  items: z.array(storedSopSessionSchema),
  page: pageInfoSchema,
});
export const sopSessionListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(SMART_INSTRUCTION_PAGE_SIZE),
});

// ---- Media, duplication, history, transcription, warm-up -----------------------------------

/**
 * POST /v1/multimodal-sop/{id}/media: a finished upload (POST /v1/uploads) becomes an
 * attachment, refused outside the instruction limits (001 §5, smartInstructionUploadProblem).
 * A PDF becomes a `document` attachment.
 */
export const sopMediaSchema = z.strictObject({
  uploadId: idSchema,
  kind: z.enum(['image', 'video', 'pdf']),
});
export type SopMedia = z.infer<typeof sopMediaSchema>;
export const sopMediaAnswerSchema = z.object({ item: sopAttachmentSchema });

/** 001 §7 edit events (POST .../edit-events/batch-create, body.data). */
export const SOP_EDIT_EVENT_TYPES = [
  'create',
  'update',
  'insert',
  'move',
  'delete',
  'publish',
  'unpublish',
] as const;
export const sopEditEventInputSchema = z.strictObject({
  type: z.enum(SOP_EDIT_EVENT_TYPES),
  itemId: idSchema.nullable().default(null),
  /** What changed, small: titles, positions, which fields. */
  data: z
    .record(z.string().max(64), z.unknown())
    .refine((d) => JSON.stringify(d).length <= 8_000, { message: 'data is too large' })
    .default({}),
});
export const sopEditEventBatchSchema = z.strictObject({
  data: z.array(sopEditEventInputSchema).min(1).max(200),
});
export type SopEditEventBatch = z.input<typeof sopEditEventBatchSchema>;
export const sopEditEventSchema = z.object({
  id: idSchema,
  mmsopId: idSchema,
  versionHistoryId: idSchema.nullable(),
  type: z.enum(SOP_EDIT_EVENT_TYPES),
  itemId: idSchema.nullable(),
  data: z.record(z.string(), z.unknown()),
  user: z.object({ uid: idSchema, displayName: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type SopEditEvent = z.infer<typeof sopEditEventSchema>;
export const sopEditEventListSchema = z.object({ items: z.array(sopEditEventSchema) });

/**
 * 001 §3 Version history (mmsopId, latest-only flag): every publish keeps the published items
 * as a version; the edit events since the previous publish belong to it.
 */
export const sopVersionHistorySchema = z.object({
  id: idSchema,
  mmsopId: idSchema,
  version: z.string(),
  title: z.string(),
  latest: z.boolean(),
  itemsCount: z.number().int().nonnegative(),
  publishedBy: z.object({ uid: idSchema, displayName: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type SopVersionHistory = z.infer<typeof sopVersionHistorySchema>;
export const sopVersionHistoryListSchema = z.object({ items: z.array(sopVersionHistorySchema) });
export const sopVersionHistoryQuerySchema = z.object({
  latest: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/**
 * POST /v1/multimodal-sop/{mmsopId}/transcription: an item's video attachment transcribed into
 * its description, by the configured speech-to-text provider (a job). Without one the answer is
 * the typed not-configured error, never invented text.
 */
export const sopTranscriptionSchema = z.strictObject({ itemId: idSchema, url: mediaUrl });
export const sopTranscriptionAnswerSchema = z.object({
  item: z.object({ jobId: z.string(), itemId: idSchema }),
});

/** GET /v2/multimodal-sop/warmup: whether SOP generation is ready and which generator runs it. */
export const sopWarmupAnswerSchema = z.object({
  item: z.object({ ready: z.boolean(), generator: z.enum(['offline', 'model']) }),
});

/** Owned-by-me and search lists (002 §2, §7): the same page as a workspace's. */
export const smartInstructionSearchQuerySchema = z.object({
  keyword: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(SMART_INSTRUCTION_PAGE_SIZE),
});
