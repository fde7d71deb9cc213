/**
 * The legacy analytics reports' answers (issue 25; 002 §7 Analytics): organisation overview and
 * engagement, workspaces, workflows (trend, details, list, one workflow, step drop-off), smart
 * instructions (trend, details), users (overview, list, one user, view history), top workspaces
 * and users. Every report reads `reportQuerySchema` (analytics.schema.ts); the rules are in
 * analytics.ts. Times are seconds; rates are shares 0..1; days are 'YYYY-MM-DD' (UTC).
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { pageInfoSchema } from './page.schema.js';

const count = z.number().int().nonnegative();
const seconds = z.number().nonnegative();
/** A share 0..1 (0 when there is nothing to divide by). */
const rate = z.number().min(0).max(1);
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const rangeSchema = z.tuple([daySchema, daySchema]);
const when = isoDateTimeSchema.nullable();

/** The path parameter of the one-workflow and one-user reports. */
export const analyticsIdParamsSchema = z.object({ id: idSchema });

// ---- Organisation ----

export const orgTotalsSchema = z.object({
  views: count,
  /** Distinct signed-in viewers, plus one per public session. */
  viewers: count,
  watchSeconds: seconds,
  completions: count,
  completionRate: rate,
  /** Published (not deleted) at the period's end. */
  publishedWorkflows: count,
  publishedSmartInstructions: count,
  /** Users of the scope (members of the workspaces in scope; everyone for All) at the end. */
  users: count,
  /** Users who viewed a workflow or ran a smart instruction in the period. */
  activeUsers: count,
  sopRuns: count,
});
export type OrgTotals = z.infer<typeof orgTotalsSchema>;

/** GET /v1/analytics/organization/overview: the range and the previous one of equal length. */
export const orgOverviewSchema = z.object({
  range: rangeSchema,
  previousRange: rangeSchema,
  current: orgTotalsSchema,
  previous: orgTotalsSchema,
});
export type OrgOverview = z.infer<typeof orgOverviewSchema>;

export const engagementDaySchema = z.object({
  day: daySchema,
  views: count,
  viewers: count,
  watchSeconds: seconds,
  sopRuns: count,
});
/** GET /v1/analytics/organization/engagement: every day of the range (zeros filled). */
export const orgEngagementSchema = z.object({ items: z.array(engagementDaySchema) });
export type OrgEngagement = z.infer<typeof orgEngagementSchema>;

// ---- Workspaces ----

export const workspaceReportRowSchema = z.object({
  workspaceId: idSchema,
  name: z.string(),
  groupName: z.string(),
  workflows: count,
  smartInstructions: count,
  views: count,
  viewers: count,
  watchSeconds: seconds,
  completionRate: rate,
  lastViewedAt: when,
});
export type WorkspaceReportRow = z.infer<typeof workspaceReportRowSchema>;
/** GET /v1/analytics/workspaces/list */
export const workspaceReportPageSchema = z.object({
  items: z.array(workspaceReportRowSchema),
  page: pageInfoSchema,
});

export const topWorkspaceSchema = z.object({
  workspaceId: idSchema,
  name: z.string(),
  views: count,
  viewers: count,
  watchSeconds: seconds,
});
/** GET /v1/analytics/top-workspaces: top 10 by views in range. */
export const topWorkspacesSchema = z.object({ items: z.array(topWorkspaceSchema) });

export const topUserSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  views: count,
  watchSeconds: seconds,
  completions: count,
});
/** GET /v1/analytics/top-users: top 10 by views in range. */
export const topUsersSchema = z.object({ items: z.array(topUserSchema) });

// ---- Workflows ----

export const workflowTrendDaySchema = z.object({
  day: daySchema,
  views: count,
  viewers: count,
  watchSeconds: seconds,
  completions: count,
});
/** GET /v1/analytics/workflows/trend: every day of the range (zeros filled). */
export const workflowTrendSchema = z.object({ items: z.array(workflowTrendDaySchema) });
export type WorkflowTrend = z.infer<typeof workflowTrendSchema>;

export const workflowDetailRowSchema = z.object({
  workflowId: idSchema,
  title: z.string(),
  workspaceId: idSchema,
  workspaceName: z.string(),
  views: count,
  viewers: count,
  avgWatchSeconds: seconds,
  completionRate: rate,
  avgStepsReached: z.number().nonnegative(),
  lastViewedAt: when,
});
export type WorkflowDetailRow = z.infer<typeof workflowDetailRowSchema>;
/** GET /v1/analytics/workflows/details: one row per workflow viewed in range (keyword: title). */
export const workflowDetailPageSchema = z.object({
  items: z.array(workflowDetailRowSchema),
  page: pageInfoSchema,
});

export const workflowListRowSchema = z.object({
  workflowId: idSchema,
  title: z.string(),
  workspaceId: idSchema,
  workspaceName: z.string(),
  published: z.boolean(),
  publishedAt: when,
  stepCount: count,
  durationSeconds: seconds,
  /** All time (not the range). */
  views: count,
});
export type WorkflowListRow = z.infer<typeof workflowListRowSchema>;
/** GET /v1/analytics/workflows/list: the smart videos in scope (keyword: title). */
export const workflowListPageSchema = z.object({
  items: z.array(workflowListRowSchema),
  page: pageInfoSchema,
});

export const analyticsTotalsSchema = z.object({
  views: count,
  viewers: count,
  watchSeconds: seconds,
  completions: count,
  completionRate: rate,
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const dayViewsSchema = z.object({
  day: daySchema,
  views: count,
  viewers: count,
  watchSeconds: seconds,
});

export const workflowStepReportSchema = z.object({
  stepId: z.string(),
  /** 0-based, the workflow's current step order. */
  stepIndex: count,
  title: z.string(),
  /** Distinct viewers who reached / finished the step. */
  reached: count,
  finished: count,
  avgWatchSeconds: seconds,
});

export const recentViewerSchema = z.object({
  /** Null for a public (share) session. */
  userId: idSchema.nullable(),
  name: z.string(),
  viewedAt: isoDateTimeSchema,
  watchSeconds: seconds,
  stepsReached: count,
  stepsTotal: count,
  completed: z.boolean(),
});

export const analyticsWorkflowRefSchema = z.object({
  id: idSchema,
  title: z.string(),
  workspaceId: idSchema,
  workspaceName: z.string(),
  published: z.boolean(),
  deleted: z.boolean(),
});

/** GET /v1/analytics/workflows/:id/overview (in range). */
export const workflowOverviewSchema = z.object({
  workflow: analyticsWorkflowRefSchema,
  totals: analyticsTotalsSchema,
  days: z.array(dayViewsSchema),
  steps: z.array(workflowStepReportSchema),
  /** The 10 latest sessions. */
  recentViewers: z.array(recentViewerSchema),
});
export type WorkflowOverview = z.infer<typeof workflowOverviewSchema>;

/** core DropOffStep */
export const dropOffStepSchema = z.object({
  stepId: z.string(),
  stepIndex: count,
  title: z.string(),
  reached: count,
  finished: count,
});
/** GET /v1/analytics/workflows/:id/drop-off: the funnel, in the workflow's current order. */
export const dropOffSchema = z.object({
  workflowId: idSchema,
  /** Distinct viewers of the workflow in range (the funnel's 100%). */
  viewers: count,
  items: z.array(dropOffStepSchema),
});
export type DropOff = z.infer<typeof dropOffSchema>;

// ---- Smart instructions (multimodal SOPs) ----

export const sopTrendDaySchema = z.object({
  day: daySchema,
  runs: count,
  completedRuns: count,
  runners: count,
});
/** GET /v1/analytics/mm-sops/trend: every day of the range (zeros filled). */
export const sopTrendSchema = z.object({ items: z.array(sopTrendDaySchema) });

export const sopDetailRowSchema = z.object({
  smartInstructionId: idSchema,
  title: z.string(),
  workspaceId: idSchema,
  workspaceName: z.string(),
  runs: count,
  completedRuns: count,
  runners: count,
  avgDurationSeconds: seconds,
  lastRunAt: when,
});
export type SopDetailRow = z.infer<typeof sopDetailRowSchema>;
/** GET /v1/analytics/mm-sops/details: one row per smart instruction run in range. */
export const sopDetailPageSchema = z.object({
  items: z.array(sopDetailRowSchema),
  page: pageInfoSchema,
});

// ---- Users ----

/** GET /v1/analytics/users/overview */
export const usersOverviewSchema = z.object({
  users: count,
  /** Viewed a workflow or ran a smart instruction in range. */
  active: count,
  inactive: count,
  /** Created in range. */
  new: count,
});
export type UsersOverview = z.infer<typeof usersOverviewSchema>;

export const userReportRowSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  employeeId: z.string().nullable(),
  role: z.string(),
  disabled: z.boolean(),
  views: count,
  watchSeconds: seconds,
  completions: count,
  sopRuns: count,
  quizzesPassed: count,
  lastActiveAt: when,
});
export type UserReportRow = z.infer<typeof userReportRowSchema>;
/** GET /v1/analytics/users/list (keyword: name, e-mail, employee ID). */
export const userReportPageSchema = z.object({
  items: z.array(userReportRowSchema),
  page: pageInfoSchema,
});

export const analyticsUserRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  employeeId: z.string().nullable(),
  role: z.string(),
  disabled: z.boolean(),
});

/** GET /v1/analytics/users/:id/overview (in range; skills are as of now). */
export const userOverviewSchema = z.object({
  user: analyticsUserRefSchema,
  totals: z.object({
    views: count,
    workflowsViewed: count,
    watchSeconds: seconds,
    completions: count,
    sopRuns: count,
  }),
  days: z.array(z.object({ day: daySchema, views: count, watchSeconds: seconds })),
  skills: z.object({
    assigned: count,
    completed: count,
    passed: count,
    certified: count,
    overdue: count,
  }),
  quizzes: z.object({
    attempts: count,
    passed: count,
    failed: count,
    /** 0..100; null without attempts. */
    averageScore: z.number().nullable(),
  }),
});
export type UserOverview = z.infer<typeof userOverviewSchema>;

export const viewHistoryRowSchema = z.object({
  recordId: z.string(),
  workflowId: idSchema,
  title: z.string(),
  workspaceName: z.string(),
  viewedAt: isoDateTimeSchema,
  watchSeconds: seconds,
  stepsReached: count,
  stepsTotal: count,
  completed: z.boolean(),
});
export type ViewHistoryRow = z.infer<typeof viewHistoryRowSchema>;
/** GET /v1/analytics/users/:id/view-history (newest first, in range). */
export const viewHistoryPageSchema = z.object({
  items: z.array(viewHistoryRowSchema),
  page: pageInfoSchema,
});

// ---- Exports of the legacy reports ----

/**
 * The column headers (English, the file is for a person) of each legacy report's export, in
 * order: field of the report's row -> header. The portal may show the same names.
 */
export const LEGACY_EXPORT_COLUMNS = {
  workflows: [
    ['title', 'Title'],
    ['workspaceName', 'Workspace'],
    ['published', 'Published'],
    ['publishedAt', 'Published date'],
    ['stepCount', 'Steps'],
    ['durationSeconds', 'Duration (s)'],
    ['views', 'Views (all time)'],
  ],
  'workflows/detail': [
    ['title', 'Title'],
    ['workspaceName', 'Workspace'],
    ['views', 'Views'],
    ['viewers', 'Viewers'],
    ['avgWatchSeconds', 'Average watch time (s)'],
    ['completionRate', 'Completion rate'],
    ['avgStepsReached', 'Average steps reached'],
    ['lastViewedAt', 'Last viewed'],
  ],
  'mm-sops/detail': [
    ['title', 'Title'],
    ['workspaceName', 'Workspace'],
    ['runs', 'Runs'],
    ['completedRuns', 'Completed runs'],
    ['runners', 'Runners'],
    ['avgDurationSeconds', 'Average duration (s)'],
    ['lastRunAt', 'Last run'],
  ],
  users: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['employeeId', 'Employee ID'],
    ['role', 'Role'],
    ['views', 'Views'],
    ['watchSeconds', 'Watch time (s)'],
    ['completions', 'Completions'],
    ['sopRuns', 'Smart instruction runs'],
    ['quizzesPassed', 'Quizzes passed'],
    ['lastActiveAt', 'Last active'],
  ],
  workspaces: [
    ['name', 'Workspace'],
    ['groupName', 'Group'],
    ['workflows', 'Workflows'],
    ['smartInstructions', 'Smart instructions'],
    ['views', 'Views'],
    ['viewers', 'Viewers'],
    ['watchSeconds', 'Watch time (s)'],
    ['completionRate', 'Completion rate'],
    ['lastViewedAt', 'Last viewed'],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;
export type LegacyExportReport = keyof typeof LEGACY_EXPORT_COLUMNS;
