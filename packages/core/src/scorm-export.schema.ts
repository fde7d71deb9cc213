import { z } from 'zod';
import { idSchema } from './id.schema.js';
import {
  SCORM_DEFAULT_RESOLUTION,
  SCORM_EXPORT_MAX_WORKFLOWS,
  SCORM_EXPORT_SOURCES,
  SCORM_EXPORT_STATUSES,
  SCORM_EXPORT_TYPES,
  SCORM_RESOLUTIONS,
} from './scorm-export.js';
import { LIST_MAX_PAGE_SIZE } from './page.js';
import { pageInfoSchema } from './page.schema.js';

// Wire schemas of the SCORM export and the e-learning learner check (001 §7, 002 §7).

export const scormExportTypeSchema = z.enum(SCORM_EXPORT_TYPES);
export const scormExportSourceSchema = z.enum(SCORM_EXPORT_SOURCES);
export const scormExportStatusSchema = z.enum(SCORM_EXPORT_STATUSES);
export const scormResolutionSchema = z.literal(SCORM_RESOLUTIONS);

/** POST /v1/rustici-export-processes. `resolution` is ours (default 720). */
export const scormExportCreateSchema = z.strictObject({
  workflowIds: z.array(idSchema).min(1).max(SCORM_EXPORT_MAX_WORKFLOWS),
  exportType: scormExportTypeSchema,
  exportSource: scormExportSourceSchema.default('workflow'),
  resolution: scormResolutionSchema.default(SCORM_DEFAULT_RESOLUTION),
});
export type ScormExportCreate = z.input<typeof scormExportCreateSchema>;

/** POST /v1/workflows/{id}/download-scorm. `exportType` is ours (default SCORM 1.2). */
export const scormDownloadSchema = z.strictObject({
  resolution: scormResolutionSchema.default(SCORM_DEFAULT_RESOLUTION),
  exportType: scormExportTypeSchema.default('SCORM_12'),
});
export type ScormDownload = z.input<typeof scormDownloadSchema>;

/** GET /v1/rustici-export-processes: 0-based page, newest first unless told otherwise. */
export const scormExportListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(LIST_MAX_PAGE_SIZE),
  export_type: scormExportTypeSchema.optional(),
  order_by: z.enum(['createdAt', 'updatedAt', 'status', 'exportType']).default('createdAt'),
  desc: z.enum(['true', 'false', '1', '0']).default('true'),
});

export const scormExportProcessSchema = z.object({
  id: z.string(),
  status: scormExportStatusSchema,
  exportType: scormExportTypeSchema,
  exportSource: scormExportSourceSchema,
  workflowIds: z.array(z.string()),
  resolution: z.number(),
  createdBy: z.string().nullable(),
  /** Why it ended in error (names the workflow); null otherwise. */
  errorMessage: z.string().nullable(),
  /** The package's size once finished. */
  fileSize: z.number().nullable(),
  /** Where the finished package is downloaded (signed-in GET); null until finished. */
  downloadPath: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ScormExportProcess = z.infer<typeof scormExportProcessSchema>;

/** POST /v1/rustici/validate-user: the LMS's learner id and name, and the package's key. */
export const rusticiValidateUserSchema = z.strictObject({
  learnerId: z
    .string()
    .max(4000)
    .refine((v) => v.trim().length > 0, { message: 'learnerId is required' }),
  learnerName: z
    .string()
    .max(255)
    .refine((v) => v.trim().length > 0, { message: 'learnerName is required' }),
  launchKey: z.string().min(1).max(8000),
});
export type RusticiValidateUser = z.infer<typeof rusticiValidateUserSchema>;

export const rusticiValidateUserAnswerSchema = z.object({
  item: z.object({
    customToken: z.string(),
    /** How the token signs in: 'custom' (POST /v1/auth/custom-token). */
    type: z.literal('custom'),
    isNewUser: z.boolean(),
  }),
});
export type RusticiValidateUserAnswer = z.infer<typeof rusticiValidateUserAnswerSchema>;

export const scormExportAnswerSchema = z.object({ item: scormExportProcessSchema });
export const scormExportPageSchema = z.object({
  items: z.array(scormExportProcessSchema),
  page: pageInfoSchema,
});
/** Exports a workflow can be given (not paged). */
export const scormExportItemsSchema = z.object({ items: z.array(scormExportProcessSchema) });
