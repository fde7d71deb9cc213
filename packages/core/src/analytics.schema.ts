/**
 * Shared wire shapes of analytics (issue 25; 002 §3 analytics state, §5 analytics validation,
 * §7 analytics calls): the report query every report reads (date range, workspace filter,
 * paging), report names, exports and saved grid states. Each report's answer schema lives with
 * its report family (analytics-reports.schema.ts, analytics-quiz.schema.ts,
 * analytics-advanced.schema.ts). Rules in analytics.ts.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import {
  ANALYTICS_ALL_WORKSPACES,
  ANALYTICS_ERRORS,
  ANALYTICS_PAGE_SIZE,
  EXPORT_FORMATS,
  EXPORT_STATUSES,
  EXPORTABLE_REPORTS,
  isReportName,
  parseDateRange,
  type DateRange,
  type ReportName,
} from './analytics.js';

/**
 * 002 §5: "a date range is valid only as an array of exactly two dates". On the wire:
 * `dateRange=YYYY-MM-DD,YYYY-MM-DD` (UTC days, both included); absent = the default 3 months.
 */
export const dateRangeParamSchema = z
  .string()
  .max(64)
  .transform((value, ctx): DateRange => {
    const range = parseDateRange(value.split(','));
    if (!range) {
      ctx.addIssue({ code: 'custom', message: ANALYTICS_ERRORS.dateRange });
      return z.NEVER;
    }
    return range;
  });

/** 002 §9: the workspace filter, 'All' (All Workspaces) or one workspace's id. */
export const workspaceFilterSchema = z.union([z.literal(ANALYTICS_ALL_WORKSPACES), idSchema]);

/** The query every report reads (a report without filters ignores the ones it does not use). */
export const reportQuerySchema = z.object({
  dateRange: dateRangeParamSchema.optional(),
  workspaceId: workspaceFilterSchema.default(ANALYTICS_ALL_WORKSPACES),
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(ANALYTICS_PAGE_SIZE).default(ANALYTICS_PAGE_SIZE),
  keyword: z.string().max(200).optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** 002 §5: the active report name is a non-empty string naming a report (else 400). */
export const reportNameSchema = z
  .string()
  .min(1, 'Report name is required')
  .max(64)
  .refine(isReportName, ANALYTICS_ERRORS.reportName)
  .transform((name) => name as ReportName);

export const exportableReportSchema = z.enum(EXPORTABLE_REPORTS, {
  error: ANALYTICS_ERRORS.reportName,
});
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export const exportStatusSchema = z.enum(EXPORT_STATUSES);

/** A report export (POST /v1/analytics/exports, GET /v1/analytics/exports/{id}). */
export const reportExportSchema = z.object({
  id: idSchema,
  /** An exportable report name, or a data-hub export kind ('data-hub/users', ...). */
  report: z.string(),
  format: exportFormatSchema,
  status: exportStatusSchema,
  /** 0..1 */
  progress: z.number(),
  rowCount: z.number().int().nullable(),
  fileName: z.string().nullable(),
  /** A signed link to the file once it succeeded. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;
export const reportExportAnswerSchema = z.object({ item: reportExportSchema });
export const reportExportListSchema = z.object({ items: z.array(reportExportSchema) });
