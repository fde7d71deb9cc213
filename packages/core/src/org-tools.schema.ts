/**
 * Wire shapes of the organisation tools (issue 25; 000 §2 /data-hub, /governance,
 * /troubleshooting). Rules in org-tools.ts.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { pageInfoSchema } from './page.schema.js';
import { dateRangeParamSchema, exportFormatSchema } from './analytics.schema.js';
import { isIsoDate } from './analytics.js';
import { MessageKey } from './errors.js';
import { hasForbiddenNameChars } from './validation.js';
import {
  API_KEY_NAME_MAX,
  DATA_HUB_KINDS,
  GOVERNANCE_LISTS,
  GOVERNANCE_PAGE_SIZE,
  GOVERNED_CONTENT_TYPES,
  TROUBLESHOOTING_CHECKS,
  TROUBLESHOOTING_DETAIL_MAX,
  TROUBLESHOOTING_NOTE_MAX,
  TROUBLESHOOTING_STATUSES,
} from './org-tools.js';

// ---------------------------------------------------------------- data hub

export const dataHubKindSchema = z.enum(DATA_HUB_KINDS);

/** POST /v1/data-hub/exports: a kind, a format and (tracking, quiz results) a date range. */
export const dataHubExportSchema = z.strictObject({
  kind: dataHubKindSchema,
  format: exportFormatSchema,
  /** `YYYY-MM-DD,YYYY-MM-DD`; absent = the default 3 months. */
  dateRange: dateRangeParamSchema.optional(),
});
export type DataHubExportInput = z.input<typeof dataHubExportSchema>;

/** GET /v1/data-hub/datasets/:kind */
export const dataHubDatasetParamsSchema = z.object({ kind: dataHubKindSchema });
export const dataHubDatasetQuerySchema = z.object({
  format: z.enum(['csv', 'json']).default('json'),
  dateRange: dateRangeParamSchema.optional(),
});

/** A dataset read as JSON: its columns and rows (cells are text, numbers, booleans or null). */
export const dataHubDatasetSchema = z.object({
  kind: dataHubKindSchema,
  columns: z.array(z.object({ field: z.string(), header: z.string() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  /** True when the rows stopped at DATA_HUB_DATASET_MAX_ROWS. */
  truncated: z.boolean(),
});
export type DataHubDataset = z.infer<typeof dataHubDatasetSchema>;

// ---------------------------------------------------------------- API keys

export const apiKeyCreateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(API_KEY_NAME_MAX)
    .refine((v) => !hasForbiddenNameChars(v), MessageKey.invalidName),
});

export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** `swk_` and the first characters, to recognise it. */
  prefix: z.string(),
  scope: z.literal('read'),
  createdBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

/** The answer of a new key: the only time the key itself is shown. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

// ---------------------------------------------------------------- governance

export const governedContentTypeSchema = z.enum(GOVERNED_CONTENT_TYPES);
export const governanceListSchema = z.enum(GOVERNANCE_LISTS);

export const governanceQuerySchema = z.object({
  list: governanceListSchema.default('all'),
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(100).default(GOVERNANCE_PAGE_SIZE),
  keyword: z.string().trim().max(200).optional(),
});
export type GovernanceQuery = z.output<typeof governanceQuerySchema>;

export const governanceContentParamsSchema = z.object({
  type: governedContentTypeSchema,
  id: idSchema,
});

const reviewByDateSchema = z
  .string()
  .refine(isIsoDate, 'Review-by date must be a date (YYYY-MM-DD)');

export const governanceUpdateSchema = z.strictObject({
  ownerId: idSchema.nullable(),
  reviewBy: reviewByDateSchema.nullable(),
});
export type GovernanceUpdate = z.infer<typeof governanceUpdateSchema>;

export const governanceItemSchema = z.object({
  type: governedContentTypeSchema,
  id: idSchema,
  title: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  published: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  reviewBy: z.string().nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
  reviewDue: z.boolean(),
  stale: z.boolean(),
  views: z.number().int().nonnegative(),
});
export type GovernanceItem = z.infer<typeof governanceItemSchema>;
export const governancePageSchema = z.object({
  items: z.array(governanceItemSchema),
  page: pageInfoSchema,
});
export type GovernancePage = z.infer<typeof governancePageSchema>;

// ---------------------------------------------------------------- troubleshooting

export const troubleshootingResultSchema = z.strictObject({
  check: z.enum(TROUBLESHOOTING_CHECKS),
  status: z.enum(TROUBLESHOOTING_STATUSES),
  /** What was measured, in plain words or numbers (e.g. "median 42 ms over 5 samples"). */
  detail: z.string().max(TROUBLESHOOTING_DETAIL_MAX),
  facts: z
    .record(z.string().max(40), z.union([z.string().max(300), z.number(), z.boolean(), z.null()]))
    .refine((r) => Object.keys(r).length <= 30, 'Too many facts')
    .optional(),
});
export type TroubleshootingResult = z.infer<typeof troubleshootingResultSchema>;

export const troubleshootingReportInputSchema = z.strictObject({
  results: z
    .array(troubleshootingResultSchema)
    .min(1)
    .max(TROUBLESHOOTING_CHECKS.length * 2),
  note: z.string().trim().max(TROUBLESHOOTING_NOTE_MAX).optional(),
});
export type TroubleshootingReportInput = z.infer<typeof troubleshootingReportInputSchema>;

export const troubleshootingReportSchema = z.object({
  id: idSchema,
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  results: z.array(troubleshootingResultSchema),
  note: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type TroubleshootingReport = z.infer<typeof troubleshootingReportSchema>;
export const troubleshootingReportListSchema = z.object({
  items: z.array(troubleshootingReportSchema),
});
