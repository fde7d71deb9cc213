/**
 * Wire shapes of the configurable reports (issue 25; 002 §7 "Advanced report"): content and
 * skills analysis rows, column display names, the saved grid state (ag-grid's own `GridState`
 * shape, bounded), the grid configuration and the export request. Rules in analytics-advanced.ts.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import {
  ADVANCED_REPORT_PAGE_SIZES,
  ANALYTICS_ERRORS,
  CONFIGURABLE_REPORTS,
  type ConfigurableReport,
} from './analytics.js';
import { exportableReportSchema, exportFormatSchema } from './analytics.schema.js';
import {
  ADVANCED_REPORT_COLUMNS,
  ADVANCED_REPORT_DEFAULT_PAGE_SIZE,
  GRID_FILTER_KINDS,
  GRID_STATE_MAX_SAVED,
  GRID_STATE_NAME_MAX,
  SCALAR_FILTER_TYPES,
  TEXT_FILTER_TYPES,
} from './analytics-advanced.js';
import { contentTypeSchema, skillStateSchema } from './skill.schema.js';
import { nameSchema } from './validation.schema.js';

export const configurableReportSchema = z.enum(CONFIGURABLE_REPORTS, {
  error: ANALYTICS_ERRORS.reportName,
});

const rate = z.number().min(0).max(1);

/** GET /v1/analytics/advanced-report/content-analysis: one row per workflow or smart instruction. */
export const contentAnalysisRowSchema = z.object({
  id: idSchema,
  /** 'workflows' | 'multimodal-sops' */
  type: contentTypeSchema,
  title: z.string(),
  workspaceId: idSchema,
  workspaceName: z.string(),
  workspaceGroupName: z.string().nullable(),
  creatorName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  views: z.number().int(),
  uniqueViewers: z.number().int(),
  totalWatchSeconds: z.number(),
  avgWatchSeconds: z.number(),
  completionRate: rate,
  /** The share of steps a view reached, averaged; null for a smart instruction. */
  avgStepsReachedRate: rate.nullable(),
  /** Runs of a smart instruction; null for a workflow. */
  sopRuns: z.number().int().nullable(),
  quizAttempts: z.number().int(),
  quizPassRate: rate.nullable(),
  likes: z.number().int(),
  lastViewedAt: z.string().nullable(),
});
export type ContentAnalysisRow = z.infer<typeof contentAnalysisRowSchema>;
export const contentAnalysisSchema = z.object({
  items: z.array(contentAnalysisRowSchema),
  total: z.number().int(),
});

/** GET /v1/analytics/advanced-report/skill-analysis: one row per (skill, assigned person). */
export const skillAnalysisRowSchema = z.object({
  skillId: idSchema,
  skillName: z.string(),
  workspaceId: idSchema,
  workspaceName: z.string(),
  userId: idSchema,
  userName: z.string(),
  teamName: z.string().nullable(),
  state: skillStateSchema,
  /** 0..1 */
  progress: rate,
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  certified: z.boolean(),
  certifiedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type SkillAnalysisRow = z.infer<typeof skillAnalysisRowSchema>;
export const skillAnalysisSchema = z.object({
  items: z.array(skillAnalysisRowSchema),
  total: z.number().int(),
});

export const advancedColumnTypeSchema = z.enum(['text', 'number', 'date', 'percent', 'boolean']);
export const gridFilterKindSchema = z.enum(['text', 'number', 'date']);

/** GET /v1/analytics/advanced-report/column-display-names?report= */
export const columnDisplayNamesQuerySchema = z.object({
  report: z
    .string()
    .max(64)
    .refine(
      (r) => (CONFIGURABLE_REPORTS as readonly string[]).includes(r),
      ANALYTICS_ERRORS.reportName,
    )
    .transform((r) => r as ConfigurableReport),
});
export const columnDisplayNamesSchema = z.object({
  report: configurableReportSchema,
  columns: z.array(
    z.object({
      field: z.string(),
      headerName: z.string(),
      type: advancedColumnTypeSchema,
      filter: gridFilterKindSchema,
      hidden: z.boolean(),
    }),
  ),
});
export type ColumnDisplayNames = z.infer<typeof columnDisplayNamesSchema>;

// ---- the grid state (ag-grid GridState, the parts we keep) ----------------------------------

const MAX_COLUMNS = 40;
const colIdSchema = z.string().min(1).max(64);
const colIds = z.array(colIdSchema).max(MAX_COLUMNS);
const filterDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'A date filter value is YYYY-MM-DD')
  .nullable()
  .optional();

export const textConditionSchema = z.object({
  filterType: z.literal('text'),
  type: z.enum(TEXT_FILTER_TYPES),
  filter: z.string().max(200).nullable().optional(),
});
export const numberConditionSchema = z.object({
  filterType: z.literal('number'),
  type: z.enum(SCALAR_FILTER_TYPES),
  filter: z.number().finite().nullable().optional(),
  filterTo: z.number().finite().nullable().optional(),
});
export const dateConditionSchema = z.object({
  filterType: z.literal('date'),
  type: z.enum(SCALAR_FILTER_TYPES),
  dateFrom: filterDateSchema,
  dateTo: filterDateSchema,
});
const MAX_CONDITIONS = 5;
const combined = <C extends z.ZodObject>(condition: C, filterType: 'text' | 'number' | 'date') =>
  z.object({
    filterType: z.literal(filterType),
    operator: z.enum(['AND', 'OR']),
    conditions: z.array(condition).min(1).max(MAX_CONDITIONS),
  });
/** One column's filter: an ag-grid community text / number / date condition, or two+ joined. */
export const gridColumnFilterSchema = z.union([
  combined(textConditionSchema, 'text'),
  combined(numberConditionSchema, 'number'),
  combined(dateConditionSchema, 'date'),
  textConditionSchema,
  numberConditionSchema,
  dateConditionSchema,
]);
export const gridFilterModelSchema = z
  .record(colIdSchema, gridColumnFilterSchema)
  .refine((m) => Object.keys(m).length <= MAX_COLUMNS, 'Too many filtered columns');

export const gridSortItemSchema = z.object({
  colId: colIdSchema,
  sort: z.enum(['asc', 'desc']),
});

export const gridPageSizeSchema = z.union(
  ADVANCED_REPORT_PAGE_SIZES.map((n) => z.literal(n)) as [
    z.ZodLiteral<20>,
    z.ZodLiteral<50>,
    z.ZodLiteral<100>,
  ],
  { error: 'Page size must be 20, 50 or 100' },
);

/**
 * A saved grid state: ag-grid's `GridState` (api.getState()) narrowed to what we keep — column
 * order, visibility, width and pinning, the sort and filter models, the group-by column and the
 * page size. Unknown keys of ag-grid's state are dropped.
 */
export const gridStateSchema = z.object({
  version: z.string().max(32).optional(),
  columnOrder: z.object({ orderedColIds: colIds }).optional(),
  columnVisibility: z.object({ hiddenColIds: colIds }).optional(),
  columnSizing: z
    .object({
      columnSizingModel: z
        .array(
          z.object({
            colId: colIdSchema,
            width: z.number().min(10).max(4000),
            flex: z.number().min(0).max(100).optional(),
          }),
        )
        .max(MAX_COLUMNS),
    })
    .optional(),
  columnPinning: z.object({ leftColIds: colIds, rightColIds: colIds }).optional(),
  sort: z.object({ sortModel: z.array(gridSortItemSchema).max(MAX_COLUMNS) }).optional(),
  filter: z.object({ filterModel: gridFilterModelSchema.optional() }).optional(),
  rowGroup: z.object({ groupColIds: z.array(colIdSchema).max(1) }).optional(),
  pagination: z
    .object({
      page: z.number().int().min(0).max(100_000).optional(),
      pageSize: gridPageSizeSchema.optional(),
    })
    .optional(),
});
export type GridState = z.infer<typeof gridStateSchema>;

/** Every column id a state names (so the server can refuse a column the report lacks). */
export function gridStateColumnIds(state: GridState): string[] {
  return [
    ...(state.columnOrder?.orderedColIds ?? []),
    ...(state.columnVisibility?.hiddenColIds ?? []),
    ...(state.columnSizing?.columnSizingModel.map((c) => c.colId) ?? []),
    ...(state.columnPinning?.leftColIds ?? []),
    ...(state.columnPinning?.rightColIds ?? []),
    ...(state.sort?.sortModel.map((s) => s.colId) ?? []),
    ...Object.keys(state.filter?.filterModel ?? {}),
    ...(state.rowGroup?.groupColIds ?? []),
  ];
}

/** A grid state's columns must be the report's; answers the unknown ones. */
export function unknownGridColumns(report: ConfigurableReport, state: GridState): string[] {
  const known = new Set(ADVANCED_REPORT_COLUMNS[report].map((c) => c.field));
  return [...new Set(gridStateColumnIds(state).filter((id) => !known.has(id)))];
}

const checkColumns = (
  value: { report: ConfigurableReport; state: GridState },
  ctx: z.RefinementCtx,
) => {
  const unknown = unknownGridColumns(value.report, value.state);
  if (unknown.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['state'],
      message: `Unknown column: ${unknown.slice(0, 3).join(', ')}`,
    });
};

/** A saved view's name: the house name rules (required, no forbidden characters), trimmed. */
export const gridStateNameSchema = nameSchema({ max: GRID_STATE_NAME_MAX });

/** POST /v1/analytics/ag-grid-states */
export const gridStateCreateSchema = z
  .object({ report: configurableReportSchema, name: gridStateNameSchema, state: gridStateSchema })
  .superRefine(checkColumns);
export type GridStateCreate = z.infer<typeof gridStateCreateSchema>;
/** PUT /v1/analytics/ag-grid-states/:id (the report stays; its columns are checked on the server). */
export const gridStateUpdateSchema = z.object({
  name: gridStateNameSchema.optional(),
  state: gridStateSchema.optional(),
});
export type GridStateUpdate = z.infer<typeof gridStateUpdateSchema>;
export const gridStateQuerySchema = z.object({ report: configurableReportSchema });

export const savedGridStateSchema = z.object({
  id: idSchema,
  report: configurableReportSchema,
  name: z.string(),
  state: gridStateSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedGridState = z.infer<typeof savedGridStateSchema>;
export const savedGridStateAnswerSchema = z.object({ item: savedGridStateSchema });
export const savedGridStateListSchema = z.object({ items: z.array(savedGridStateSchema) });
export const gridStateDeletedSchema = z.object({ id: idSchema });

/** GET /v1/configurations/ag-grid */
export const agGridConfigurationSchema = z.object({
  pageSizes: z.array(z.number().int()),
  defaultPageSize: z.number().int(),
  /** Column type to its filter kind. */
  filterKinds: z.record(advancedColumnTypeSchema, gridFilterKindSchema),
  maxSavedStates: z.number().int(),
});
export type AgGridConfiguration = z.infer<typeof agGridConfigurationSchema>;
export const AG_GRID_CONFIGURATION: AgGridConfiguration = {
  pageSizes: [...ADVANCED_REPORT_PAGE_SIZES],
  defaultPageSize: ADVANCED_REPORT_DEFAULT_PAGE_SIZE,
  filterKinds: GRID_FILTER_KINDS,
  maxSavedStates: GRID_STATE_MAX_SAVED,
};

// ---- exports -------------------------------------------------------------------------------

/**
 * The report query an export reads, in its wire form (as the report's GET would take it):
 * `dateRange=YYYY-MM-DD,YYYY-MM-DD`, `workspaceId`, `keyword`.
 */
export const exportQuerySchema = z.object({
  dateRange: z.string().max(64).optional(),
  workspaceId: z.string().max(64).optional(),
  keyword: z.string().max(200).optional(),
});
/** POST /v1/analytics/exports `params`: the report query and (configurable reports) the grid state. */
export const reportExportParamsSchema = z.object({
  query: exportQuerySchema.default({}),
  gridState: gridStateSchema.optional(),
});
export type ReportExportParams = z.infer<typeof reportExportParamsSchema>;
/** POST /v1/analytics/exports */
export const reportExportCreateSchema = z.object({
  report: exportableReportSchema,
  format: exportFormatSchema,
  params: reportExportParamsSchema.default({ query: {} }),
});
export type ReportExportCreate = z.infer<typeof reportExportCreateSchema>;
