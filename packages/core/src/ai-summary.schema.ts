import { z } from 'zod';
import { idSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { sentenceSchema } from './transcription.schema.js';
import {
  AI_SUMMARY_GENERATORS,
  AI_SUMMARY_MAX_ITEMS,
  AI_SUMMARY_MAX_SENTENCES,
  AI_SUMMARY_STATUSES,
  AI_SUMMARY_TEXT_MAX_LENGTH,
} from './ai-summary.js';

// Wire schemas of the AI summary (001 §3, §7; 002 §3, §7).

export const aiSummaryStatusSchema = z.enum(AI_SUMMARY_STATUSES);
export const aiSummaryGeneratorSchema = z.enum(AI_SUMMARY_GENERATORS);

const text = z.string().max(AI_SUMMARY_TEXT_MAX_LENGTH);
const seconds = z.number().finite().nonnegative();

/** Text by language: at least one language with non-blank text. */
const byLanguage = z
  .record(localeSchema, text)
  .refine((m) => Object.values(m).some((t) => t.trim() !== ''), {
    message: 'content needs text in at least one language',
  });

const source = {
  stepId: idSchema.optional(),
  startTime: seconds.optional(),
  endTime: seconds.optional(),
};

export const aiSummaryHighlightSchema = z.object({
  key: z.string().max(200),
  translations: z.array(localeSchema).max(50),
  content: byLanguage,
  ...source,
});

export const aiSummaryContentItemSchema = z.object({
  translations: z.array(localeSchema).max(50),
  content: byLanguage,
  ...source,
});

export const aiSummarySopItemSchema = z.object({
  step: text,
  description: text,
  tool: text,
  safetyOrWarning: text,
});

export const aiSummaryContentSchema = z.object({
  summary: z.object({
    highlights: z.array(aiSummaryHighlightSchema).max(AI_SUMMARY_MAX_ITEMS),
    contents: z.array(aiSummaryContentItemSchema).max(AI_SUMMARY_MAX_ITEMS),
  }),
  sop: z.array(aiSummarySopItemSchema).max(AI_SUMMARY_MAX_ITEMS).optional(),
});

/** 002 §3 the player view's `aiSummary` (core's AiSummary): present only when it is shown. */
export const playerAiSummarySchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  status: aiSummaryStatusSchema,
  activate: z.boolean(),
  content: aiSummaryContentSchema.nullable(),
});

/** GET /v1/workflows/{id}/ai-summary `item`, POST and PATCH answers. */
export const aiSummarySchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  status: aiSummaryStatusSchema,
  activate: z.boolean(),
  content: aiSummaryContentSchema.nullable(),
  /** Ours: who wrote the content, and the chat model's name when one did. */
  generator: aiSummaryGeneratorSchema.nullable(),
  model: z.string().nullable(),
  /** Why it ended in failure (to those who may edit the workflow); null otherwise. */
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiSummaryView = z.infer<typeof aiSummarySchema>;

/** POST /v1/ai-summary: `sentences`, when given, are summarised instead of the stored transcript. */
export const aiSummaryCreateSchema = z.strictObject({
  workflowId: idSchema,
  sentences: z.array(sentenceSchema).min(1).max(AI_SUMMARY_MAX_SENTENCES).optional(),
});
export type AiSummaryCreate = z.infer<typeof aiSummaryCreateSchema>;

/** PATCH /v1/ai-summary/{id}: the author's content, the switch, or both. */
export const aiSummaryUpdateSchema = z
  .strictObject({
    content: aiSummaryContentSchema.optional(),
    activate: z.boolean().optional(),
  })
  .refine((b) => b.content !== undefined || b.activate !== undefined, {
    message: 'send content or activate',
  });
export type AiSummaryUpdate = z.infer<typeof aiSummaryUpdateSchema>;

/** POST /v1/ai-summary and PATCH /v1/ai-summary/{id}. */
export const aiSummaryAnswerSchema = z.object({ item: aiSummarySchema });
/** GET /v1/workflows/{id}/ai-summary: the workflow's summary, or null before there is one. */
export const workflowAiSummaryAnswerSchema = z.object({ item: aiSummarySchema.nullable() });
