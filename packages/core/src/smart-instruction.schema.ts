import { z } from 'zod';
import { TITLE_MAX_LENGTH, URL_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { LIST_MAX_PAGE_SIZE } from './page.js';
import { pageInfoSchema } from './page.schema.js';
import { questionInputSchema, questionSchema } from './quiz.schema.js';
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
  SopRuleMessage,
} from './smart-instruction.js';
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

/** 001 §3 attachments: a workflow by id, or a video, image or document by its stored URL. */
export const sopAttachmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('workflow'), workflowId: idSchema }),
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
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SmartInstructionSummary = z.infer<typeof smartInstructionSummarySchema>;

/** 001 §3 Smart instruction with its items, in list order. */
export const smartInstructionSchema = smartInstructionSummarySchema.extend({
  items: z.array(sopItemSchema),
});
export type SmartInstruction = z.infer<typeof smartInstructionSchema>;

/** POST /v1/multimodal-sop: the 001 §3 defaults fill what is not sent. */
export const smartInstructionCreateSchema = z.strictObject({
  workspaceId: idSchema,
  type: smartInstructionTypeSchema.default(SMART_INSTRUCTION_DEFAULTS.type),
  title: titleSchema(TITLE_MAX_LENGTH).default(SMART_INSTRUCTION_DEFAULTS.title),
  languageCode: localeSchema.default(SMART_INSTRUCTION_DEFAULTS.languageCode),
  description: description.default(''),
  items: itemInputs.default([]),
});
export type SmartInstructionCreate = z.input<typeof smartInstructionCreateSchema>;

/** PATCH /v1/multimodal-sop (001 §7 "Update: title or published"): either or both. */
export const smartInstructionUpdateSchema = z
  .strictObject({
    id: idSchema,
    title: titleSchema(TITLE_MAX_LENGTH).optional(),
    published: z.boolean().optional(),
  })
  .refine((b) => b.title !== undefined || b.published !== undefined, {
    message: 'send title or published',
  });
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

/** DELETE of an item (001 §5 "ID is required to delete a SOP item"). */
export const sopItemDeleteSchema = z.strictObject({
  id: requiredId(SopRuleMessage.DeleteIdRequired),
});

/** Duplication (001 §7: smartInstructionId, workspaceIds; the copy is items[0].id). */
export const smartInstructionDuplicateSchema = z.strictObject({
  smartInstructionId: idSchema,
  workspaceIds: z.array(idSchema).min(1).max(100),
});

/** List by workspace (001 §7): page from 0, size 10, updatedAt descending. */
export const smartInstructionListQuerySchema = z.object({
  workspaceId: idSchema,
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
