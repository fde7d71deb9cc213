/**
 * The workflow reports (issue 25; 002 §7 Analytics): trend per day, details per workflow, the
 * smart videos list, one workflow's overview and its step drop-off funnel. Aggregated in SQL over
 * the analytics facts; a workflow outside the caller's scope is 404.
 *
 * The one-workflow reads filter on (organization_id, workflow_id, day), the facts' indexes; the
 * funnel counts distinct viewers per step in two steps (viewer x step first).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  daysOf,
  pageInfo,
  type DropOff,
  type ReportQuery,
  type WorkflowOverview,
  type WorkflowTrend,
} from '@stepwise/core';
import {
  analyticsStepViews,
  analyticsViews,
  steps,
  users,
  workflows,
  workspaces,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { ReportScope } from './analytics-scope.js';
import { viewsPerDay } from './analytics-organization.js';
import {
  iso,
  likePattern,
  num,
  pageOf,
  ratio,
  share,
  userName,
  viewDays,
  viewerKey,
  viewScope,
  within,
} from './analytics-sql.js';
import { notFound } from './errors.js';

/** GET /v1/analytics/workflows/trend: every day of the range. */
export async function workflowTrend(tenant: Tenant, scope: ReportScope): Promise<WorkflowTrend> {
  const perDay = await viewsPerDay(tenant, scope);
  return {
    items: daysOf(scope.range).map((day) => ({
      day,
      views: 0,
      viewers: 0,
      watchSeconds: 0,
      completions: 0,
      ...perDay.get(day),
    })),
  };
}

const keywordOn = (column: typeof workflows.title, keyword: string | undefined) => {
  const k = keyword?.trim();
  return k ? sql`${column} ilike ${likePattern(k)}` : sql`true`;
};

interface DetailRow extends Record<string, unknown> {
  workflow_id: string;
  title: string;
  workspace_id: string;
  workspace_name: string;
  views: number;
  viewers: number;
  watch: number;
  done: number;
  reached: number;
  last_viewed: unknown;
  total: number;
}

/** GET /v1/analytics/workflows/details: one row per workflow viewed in range, most viewed first. */
export async function workflowDetails(tenant: Tenant, scope: ReportScope, query: ReportQuery) {
  const rows = await tenant.query<DetailRow>(
    (from) => sql`
      with per_viewer as (
        select ${analyticsViews.workflowId} as workflow_id, ${viewerKey} as viewer,
               count(*)::int as n, sum(${analyticsViews.playedSeconds}) as played,
               count(*) filter (where ${analyticsViews.completed})::int as done,
               sum(${analyticsViews.stepsReached})::int as reached,
               max(${analyticsViews.enteredAt}) as last_viewed
        from ${from(analyticsViews)}
        where ${viewDays(scope.range)} and ${viewScope(from, scope.workspaceIds)}
        group by 1, 2
      ),
      per_workflow as (
        select workflow_id, sum(n)::int as views, count(*)::int as viewers,
               sum(played)::float8 as watch, sum(done)::int as done, sum(reached)::int as reached,
               max(last_viewed) as last_viewed
        from per_viewer group by 1
      )
      select per_workflow.*, ${workflows.title} as title, ${workflows.workspaceId} as workspace_id,
             ${workspaces.name} as workspace_name, count(*) over ()::int as total
      from per_workflow
      join ${from(workflows)} on ${workflows.id} = per_workflow.workflow_id
      join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
      where ${keywordOn(workflows.title, query.keyword)}
      order by per_workflow.views desc, ${workflows.title}, ${workflows.id}
      ${pageOf(query.page, query.size)}`,
  );
  const total =
    rows.length > 0
      ? num(rows[0]!.total)
      : query.page > 0
        ? await countViewedWorkflows(tenant, scope, query.keyword)
        : 0;
  return {
    items: rows.map((r) => {
      const views = num(r.views);
      return {
        workflowId: r.workflow_id,
        title: r.title,
        workspaceId: r.workspace_id,
        workspaceName: r.workspace_name,
        views,
        viewers: num(r.viewers),
        avgWatchSeconds: ratio(num(r.watch), views),
        completionRate: share(num(r.done), views),
        avgStepsReached: ratio(num(r.reached), views),
        lastViewedAt: iso(r.last_viewed),
      };
    }),
    page: pageInfo(query.page, query.size, total),
  };
}

async function countViewedWorkflows(tenant: Tenant, scope: ReportScope, keyword?: string) {
  const [row] = await tenant.query<{ n: number }>(
    (from) => sql`
      select count(*)::int as n from ${from(workflows)}
      where ${keywordOn(workflows.title, keyword)} and ${workflows.id} in (
        select ${analyticsViews.workflowId} from ${from(analyticsViews)}
        where ${viewDays(scope.range)} and ${viewScope(from, scope.workspaceIds)})`,
  );
  return num(row?.n);
}

/** GET /v1/analytics/workflows/list: the smart videos of the scope, newest published first. */
export async function workflowList(tenant: Tenant, scope: ReportScope, query: ReportQuery) {
  const live = sql`${workflows.deletedAt} is null and ${within(workflows.workspaceId, scope.workspaceIds)} and ${keywordOn(workflows.title, query.keyword)}`;
  const rows = await tenant.query<{
    workflow_id: string;
    title: string;
    workspace_id: string;
    workspace_name: string;
    published: boolean;
    published_at: unknown;
    duration: number | null;
    total: number;
  }>(
    (from) => sql`
      select ${workflows.id} as workflow_id, ${workflows.title} as title,
             ${workflows.workspaceId} as workspace_id, ${workspaces.name} as workspace_name,
             ${workflows.published} as published, ${workflows.publishedDate} as published_at,
             ${workflows.videoDuration}::float8 as duration, count(*) over ()::int as total
      from ${from(workflows)}
      join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
      where ${live}
      order by ${workflows.publishedDate} desc nulls last, ${workflows.title}, ${workflows.id}
      ${pageOf(query.page, query.size)}`,
  );
  const ids = rows.map((r) => r.workflow_id);
  // Per-page counts: the page's workflows only (the facts' workflow index answers each).
  const counts =
    ids.length === 0
      ? []
      : await tenant.query<{ workflow_id: string; steps: number; views: number }>(
          (from) => sql`
            select ids.id as workflow_id,
              (select count(*)::int from ${from(steps)} where ${steps.workflowId} = ids.id) as steps,
              (select count(*)::int from ${from(analyticsViews)}
                where ${analyticsViews.workflowId} = ids.id) as views
            from (values ${sql.join(
              ids.map((id) => sql`(${id})`),
              sql`, `,
            )}) as ids(id)`,
        );
  const byId = new Map(counts.map((c) => [c.workflow_id, c]));
  const total =
    rows.length > 0
      ? num(rows[0]!.total)
      : query.page > 0
        ? num(
            (
              await tenant.query<{ n: number }>(
                (from) => sql`select count(*)::int as n from ${from(workflows)} where ${live}`,
              )
            )[0]?.n,
          )
        : 0;
  return {
    items: rows.map((r) => ({
      workflowId: r.workflow_id,
      title: r.title,
      workspaceId: r.workspace_id,
      workspaceName: r.workspace_name,
      published: Boolean(r.published),
      publishedAt: iso(r.published_at),
      stepCount: num(byId.get(r.workflow_id)?.steps),
      durationSeconds: Math.max(0, num(r.duration)),
      views: num(byId.get(r.workflow_id)?.views),
    })),
    page: pageInfo(query.page, query.size, total),
  };
}

/** The workflow a one-workflow report reads: in the organisation and in the scope, else 404. */
export async function reportedWorkflow(tenant: Tenant, scope: ReportScope, id: string) {
  const workflow = await tenant.first(workflows, eq(workflows.id, id));
  if (!workflow) throw notFound('Workflow');
  if (scope.workspaceIds !== null && !scope.workspaceIds.includes(workflow.workspaceId))
    throw notFound('Workflow');
  const workspace = await tenant.first(workspaces, eq(workspaces.id, workflow.workspaceId));
  return { workflow, workspaceName: workspace?.name ?? '' };
}

/** A step's title in the workflow's language (else its first one). */
function stepTitle(title: Record<string, string>, language: string): string {
  return title[language] ?? Object.values(title).find((t) => t.trim() !== '') ?? '';
}

/** The workflow's current steps in order. */
async function currentSteps(tenant: Tenant, workflowId: string, language: string) {
  const rows = await tenant.select(steps, and(eq(steps.workflowId, workflowId)), {
    orderBy: [asc(steps.order), asc(steps.startTime)],
  });
  return rows.map((s, stepIndex) => ({
    stepId: s.id,
    stepIndex,
    title: stepTitle(s.title, language),
  }));
}

/** Distinct viewers per step (reached, finished) and the played time of those who reached it. */
async function stepCounts(tenant: Tenant, scope: ReportScope, workflowId: string) {
  const rows = await tenant.query<{
    step_id: string;
    reached: number;
    finished: number;
    played: number;
  }>(
    (from) => sql`
      with per_viewer as (
        select ${analyticsStepViews.stepId} as step_id, ${viewerKey} as viewer,
               bool_or(${analyticsStepViews.reached}) as reached,
               bool_or(${analyticsStepViews.finished}) as finished,
               sum(${analyticsStepViews.playedSeconds}) as played
        from ${from(analyticsStepViews)}
        join ${from(analyticsViews)} on ${analyticsViews.recordId} = ${analyticsStepViews.recordId}
        where ${analyticsStepViews.workflowId} = ${workflowId}
          and ${analyticsStepViews.day} between ${scope.range[0]}::date and ${scope.range[1]}::date
          and ${analyticsViews.workflowId} = ${workflowId} and ${viewDays(scope.range)}
        group by 1, 2
      )
      select step_id, count(*) filter (where reached)::int as reached,
             count(*) filter (where finished)::int as finished,
             coalesce(sum(played) filter (where reached), 0)::float8 as played
      from per_viewer group by 1`,
  );
  return new Map(rows.map((r) => [r.step_id, r]));
}

/** Views, distinct viewers, watch time and completions of one workflow in range. */
async function workflowTotals(tenant: Tenant, scope: ReportScope, workflowId: string) {
  const [row] = await tenant.query<{ views: number; viewers: number; watch: number; done: number }>(
    (from) => sql`
      with per_viewer as (
        select ${viewerKey} as viewer, count(*)::int as n,
               sum(${analyticsViews.playedSeconds}) as played,
               count(*) filter (where ${analyticsViews.completed})::int as done
        from ${from(analyticsViews)}
        where ${analyticsViews.workflowId} = ${workflowId} and ${viewDays(scope.range)}
        group by 1
      )
      select coalesce(sum(n), 0)::int as views, count(*)::int as viewers,
             coalesce(sum(played), 0)::float8 as watch, coalesce(sum(done), 0)::int as done
      from per_viewer`,
  );
  const views = num(row?.views);
  const completions = num(row?.done);
  return {
    views,
    viewers: num(row?.viewers),
    watchSeconds: num(row?.watch),
    completions,
    completionRate: share(completions, views),
  };
}

/** GET /v1/analytics/workflows/:id/drop-off: the funnel in the workflow's current step order. */
export async function workflowDropOff(
  tenant: Tenant,
  scope: ReportScope,
  id: string,
): Promise<DropOff> {
  const { workflow } = await reportedWorkflow(tenant, scope, id);
  const [order, counts, totals] = await Promise.all([
    currentSteps(tenant, workflow.id, workflow.languageCode),
    stepCounts(tenant, scope, workflow.id),
    workflowTotals(tenant, scope, workflow.id),
  ]);
  return {
    workflowId: workflow.id,
    viewers: totals.viewers,
    items: order.map((s) => ({
      ...s,
      reached: num(counts.get(s.stepId)?.reached),
      finished: num(counts.get(s.stepId)?.finished),
    })),
  };
}

/** GET /v1/analytics/workflows/:id/overview */
export async function workflowOverview(
  tenant: Tenant,
  scope: ReportScope,
  id: string,
): Promise<WorkflowOverview> {
  const { workflow, workspaceName } = await reportedWorkflow(tenant, scope, id);
  const [totals, perDay, order, counts, recent] = await Promise.all([
    workflowTotals(tenant, scope, workflow.id),
    viewsPerDay(tenant, scope, workflow.id),
    currentSteps(tenant, workflow.id, workflow.languageCode),
    stepCounts(tenant, scope, workflow.id),
    tenant.query<{
      user_id: string | null;
      name: string | null;
      entered_at: unknown;
      played: number;
      reached: number;
      total: number;
      completed: boolean;
    }>(
      (from) => sql`
        select ${analyticsViews.userId} as user_id, ${userName} as name,
               ${analyticsViews.enteredAt} as entered_at,
               ${analyticsViews.playedSeconds}::float8 as played,
               ${analyticsViews.stepsReached} as reached, ${analyticsViews.stepsTotal} as total,
               ${analyticsViews.completed} as completed
        from ${from(analyticsViews)}
        left join ${from(users)} on ${users.id} = ${analyticsViews.userId}
        where ${analyticsViews.workflowId} = ${workflow.id} and ${viewDays(scope.range)}
        order by ${analyticsViews.enteredAt} desc, ${analyticsViews.recordId}
        limit 10`,
    ),
  ]);
  return {
    workflow: {
      id: workflow.id,
      title: workflow.title,
      workspaceId: workflow.workspaceId,
      workspaceName,
      published: workflow.published,
      deleted: workflow.deletedAt !== null,
    },
    totals,
    days: daysOf(scope.range).map((day) => {
      const d = perDay.get(day);
      return {
        day,
        views: d?.views ?? 0,
        viewers: d?.viewers ?? 0,
        watchSeconds: d?.watchSeconds ?? 0,
      };
    }),
    steps: order.map((s) => {
      const c = counts.get(s.stepId);
      const reached = num(c?.reached);
      return {
        ...s,
        reached,
        finished: num(c?.finished),
        avgWatchSeconds: ratio(num(c?.played), reached),
      };
    }),
    recentViewers: recent.map((r) => ({
      userId: r.user_id,
      name: r.name ?? '',
      viewedAt: iso(r.entered_at) ?? new Date(0).toISOString(),
      watchSeconds: num(r.played),
      stepsReached: num(r.reached),
      stepsTotal: num(r.total),
      completed: Boolean(r.completed),
    })),
  };
}
