/**
 * The organisation reports (issue 25; 002 §7 Analytics): overview (totals in range and in the
 * previous period of equal length), engagement per day, the workspaces report and the top
 * workspaces and users. Aggregated in SQL over the analytics facts (analytics_views) and the
 * smart-instruction runs (sop_sessions), scoped by `reportScope`.
 */
import { sql } from 'drizzle-orm';
import {
  daysBetween,
  daysOf,
  isoDate,
  pageInfo,
  type DateRange,
  type OrgEngagement,
  type OrgOverview,
  type OrgTotals,
  type ReportQuery,
} from '@stepwise/core';
import {
  analyticsViews,
  smartInstructions,
  sopSessions,
  users,
  workflows,
  workspaceGroups,
  workspaces,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { ReportScope } from './analytics-scope.js';
import {
  type From,
  iso,
  likePattern,
  num,
  pageOf,
  runDay,
  runDays,
  runnerKey,
  runScope,
  share,
  userEmail,
  userName,
  userScope,
  viewDays,
  viewerKey,
  viewScope,
  within,
} from './analytics-sql.js';

/** The period of equal length just before a range. */
export function previousRange([from, to]: DateRange): DateRange {
  const length = daysBetween(from, to) + 1;
  const start = Date.parse(`${from}T00:00:00Z`);
  return [isoDate(new Date(start - length * 86_400_000)), isoDate(new Date(start - 86_400_000))];
}

async function orgTotals(
  tenant: Tenant,
  ids: string[] | null,
  range: DateRange,
): Promise<OrgTotals> {
  const end = sql`(${range[1]}::date + 1)`;
  const [row] = await tenant.query<Record<string, number>>(
    (from) => sql`
      with per_viewer as (
        select ${viewerKey} as viewer, ${analyticsViews.userId} as user_id, count(*)::int as n,
               sum(${analyticsViews.playedSeconds}) as played,
               count(*) filter (where ${analyticsViews.completed})::int as done
        from ${from(analyticsViews)}
        where ${viewDays(range)} and ${viewScope(from, ids)}
        group by 1, 2
      ),
      runs as (
        select ${sopSessions.userId} as user_id
        from ${from(sopSessions)}
        where ${runDays(range)} and ${runScope(from, ids)}
      )
      select
        (select count(*)::int from per_viewer) as viewers,
        (select coalesce(sum(n), 0)::int from per_viewer) as views,
        (select coalesce(sum(played), 0)::float8 from per_viewer) as watch,
        (select coalesce(sum(done), 0)::int from per_viewer) as completions,
        (select count(*)::int from runs) as runs,
        (select count(*)::int from (
           select user_id from per_viewer where user_id is not null
           union
           select user_id from runs where user_id is not null) as active) as active,
        (select count(*)::int from ${from(workflows)}
           where ${workflows.published} and ${workflows.deletedAt} is null
             and coalesce(${workflows.publishedDate}, ${workflows.createdAt}) < ${end}
             and ${within(workflows.workspaceId, ids)}) as workflows,
        (select count(*)::int from ${from(smartInstructions)}
           where ${smartInstructions.published}
             and coalesce(${smartInstructions.publishedAt}, ${smartInstructions.createdAt}) < ${end}
             and ${within(smartInstructions.workspaceId, ids)}) as instructions,
        (select count(*)::int from ${from(users)}
           where ${users.createdAt} < ${end} and ${userScope(from, ids)}) as users`,
  );
  const views = num(row?.views);
  const completions = num(row?.completions);
  return {
    views,
    viewers: num(row?.viewers),
    watchSeconds: num(row?.watch),
    completions,
    completionRate: share(completions, views),
    publishedWorkflows: num(row?.workflows),
    publishedSmartInstructions: num(row?.instructions),
    users: num(row?.users),
    activeUsers: num(row?.active),
    sopRuns: num(row?.runs),
  };
}

/** GET /v1/analytics/organization/overview */
export async function organizationOverview(
  tenant: Tenant,
  scope: ReportScope,
): Promise<OrgOverview> {
  const previous = previousRange(scope.range);
  const [current, before] = await Promise.all([
    orgTotals(tenant, scope.workspaceIds, scope.range),
    orgTotals(tenant, scope.workspaceIds, previous),
  ]);
  return { range: scope.range, previousRange: previous, current, previous: before };
}

/** Views per day (viewers counted per day), zero days left out. */
export async function viewsPerDay(
  tenant: Tenant,
  scope: ReportScope,
  workflowId?: string,
): Promise<
  Map<string, { views: number; viewers: number; watchSeconds: number; completions: number }>
> {
  const one = workflowId ? sql`${analyticsViews.workflowId} = ${workflowId}` : sql`true`;
  const rows = await tenant.query<{
    day: string;
    views: number;
    viewers: number;
    watch: number;
    done: number;
  }>(
    (from) => sql`
      with per_viewer as (
        select ${analyticsViews.day} as day, ${viewerKey} as viewer, count(*)::int as n,
               sum(${analyticsViews.playedSeconds}) as played,
               count(*) filter (where ${analyticsViews.completed})::int as done
        from ${from(analyticsViews)}
        where ${one} and ${viewDays(scope.range)} and ${viewScope(from, scope.workspaceIds)}
        group by 1, 2
      )
      select day::text as day, sum(n)::int as views, count(*)::int as viewers,
             coalesce(sum(played), 0)::float8 as watch, sum(done)::int as done
      from per_viewer group by 1`,
  );
  return new Map(
    rows.map((r) => [
      r.day,
      {
        views: num(r.views),
        viewers: num(r.viewers),
        watchSeconds: num(r.watch),
        completions: num(r.done),
      },
    ]),
  );
}

/** Runs per day: runs, completed runs, distinct runners. */
export async function runsPerDay(
  tenant: Tenant,
  scope: ReportScope,
): Promise<Map<string, { runs: number; completedRuns: number; runners: number }>> {
  const rows = await tenant.query<{ day: string; runs: number; done: number; runners: number }>(
    (from) => sql`
      with per_runner as (
        select ${runDay} as day, ${runnerKey} as runner, count(*)::int as n,
               count(*) filter (where ${sopSessions.completed})::int as done
        from ${from(sopSessions)}
        where ${runDays(scope.range)} and ${runScope(from, scope.workspaceIds)}
        group by 1, 2
      )
      select day, sum(n)::int as runs, sum(done)::int as done, count(*)::int as runners
      from per_runner group by 1`,
  );
  return new Map(
    rows.map((r) => [
      r.day,
      { runs: num(r.runs), completedRuns: num(r.done), runners: num(r.runners) },
    ]),
  );
}

/** GET /v1/analytics/organization/engagement: every day of the range. */
export async function organizationEngagement(
  tenant: Tenant,
  scope: ReportScope,
): Promise<OrgEngagement> {
  const [views, runs] = await Promise.all([viewsPerDay(tenant, scope), runsPerDay(tenant, scope)]);
  return {
    items: daysOf(scope.range).map((day) => {
      const v = views.get(day);
      return {
        day,
        views: v?.views ?? 0,
        viewers: v?.viewers ?? 0,
        watchSeconds: v?.watchSeconds ?? 0,
        sopRuns: runs.get(day)?.runs ?? 0,
      };
    }),
  };
}

interface WorkspaceAggregate {
  workspace_id: string;
  name: string;
  group_name: string;
  workflows: number;
  instructions: number;
  views: number;
  viewers: number;
  watch: number;
  done: number;
  last_viewed: unknown;
  total: number;
}

/** Views of the scope per workspace (viewers per workspace in two steps). */
const perWorkspace = (scope: ReportScope, from: From) => sql`
    per_viewer as (
      select ${workflows.workspaceId} as workspace_id, ${viewerKey} as viewer, count(*)::int as n,
             sum(${analyticsViews.playedSeconds}) as played,
             count(*) filter (where ${analyticsViews.completed})::int as done,
             max(${analyticsViews.enteredAt}) as last_viewed
      from ${from(analyticsViews)}
      join ${from(workflows)} on ${workflows.id} = ${analyticsViews.workflowId}
      where ${viewDays(scope.range)} and ${within(workflows.workspaceId, scope.workspaceIds)}
      group by 1, 2
    ),
    per_workspace as (
      select workspace_id, sum(n)::int as views, count(*)::int as viewers,
             sum(played)::float8 as watch, sum(done)::int as done, max(last_viewed) as last_viewed
      from per_viewer group by 1
    )`;

/** GET /v1/analytics/workspaces/list: every workspace of the scope, most viewed first. */
export async function workspaceReport(tenant: Tenant, scope: ReportScope, query: ReportQuery) {
  const keyword = query.keyword?.trim();
  const rows = await tenant.query<WorkspaceAggregate & Record<string, unknown>>(
    (from) => sql`
      with ${perWorkspace(scope, from)},
      workflow_counts as (
        select ${workflows.workspaceId} as workspace_id, count(*)::int as n
        from ${from(workflows)}
        where ${workflows.deletedAt} is null and ${within(workflows.workspaceId, scope.workspaceIds)}
        group by 1
      ),
      instruction_counts as (
        select ${smartInstructions.workspaceId} as workspace_id, count(*)::int as n
        from ${from(smartInstructions)}
        where ${within(smartInstructions.workspaceId, scope.workspaceIds)}
        group by 1
      )
      select ${workspaces.id} as workspace_id, ${workspaces.name} as name,
             ${workspaceGroups.name} as group_name,
             coalesce(workflow_counts.n, 0)::int as workflows,
             coalesce(instruction_counts.n, 0)::int as instructions,
             coalesce(per_workspace.views, 0)::int as views,
             coalesce(per_workspace.viewers, 0)::int as viewers,
             coalesce(per_workspace.watch, 0)::float8 as watch,
             coalesce(per_workspace.done, 0)::int as done,
             per_workspace.last_viewed as last_viewed,
             count(*) over ()::int as total
      from ${from(workspaces)}
      join ${from(workspaceGroups)} on ${workspaceGroups.id} = ${workspaces.workspaceGroupId}
      left join per_workspace on per_workspace.workspace_id = ${workspaces.id}
      left join workflow_counts on workflow_counts.workspace_id = ${workspaces.id}
      left join instruction_counts on instruction_counts.workspace_id = ${workspaces.id}
      where ${within(workspaces.id, scope.workspaceIds)}
        ${keyword ? sql`and ${workspaces.name} ilike ${likePattern(keyword)}` : sql``}
      order by views desc, ${workspaces.name}, ${workspaces.id}
      ${pageOf(query.page, query.size)}`,
  );
  return {
    items: rows.map((r) => ({
      workspaceId: r.workspace_id,
      name: r.name,
      groupName: r.group_name,
      workflows: num(r.workflows),
      smartInstructions: num(r.instructions),
      views: num(r.views),
      viewers: num(r.viewers),
      watchSeconds: num(r.watch),
      completionRate: share(num(r.done), num(r.views)),
      lastViewedAt: iso(r.last_viewed),
    })),
    page: pageInfo(
      query.page,
      query.size,
      await countOr(rows, () => countWorkspaces(tenant, scope, keyword)),
    ),
  };
}

/** The total of a paged query: from its window column, or counted when the page is empty. */
async function countOr(rows: { total: number }[], count: () => Promise<number>): Promise<number> {
  return rows.length > 0 ? num(rows[0]!.total) : count();
}

async function countWorkspaces(tenant: Tenant, scope: ReportScope, keyword?: string) {
  const [row] = await tenant.query<{ n: number }>(
    (from) => sql`select count(*)::int as n from ${from(workspaces)}
      where ${within(workspaces.id, scope.workspaceIds)}
      ${keyword ? sql`and ${workspaces.name} ilike ${likePattern(keyword)}` : sql``}`,
  );
  return num(row?.n);
}

/** GET /v1/analytics/top-workspaces: the 10 most viewed in range. */
export async function topWorkspaces(tenant: Tenant, scope: ReportScope) {
  const rows = await tenant.query<{
    workspace_id: string;
    name: string;
    views: number;
    viewers: number;
    watch: number;
  }>(
    (from) => sql`
      with ${perWorkspace(scope, from)}
      select per_workspace.workspace_id, ${workspaces.name} as name, per_workspace.views,
             per_workspace.viewers, coalesce(per_workspace.watch, 0)::float8 as watch
      from per_workspace join ${from(workspaces)} on ${workspaces.id} = per_workspace.workspace_id
      order by per_workspace.views desc, ${workspaces.name}, ${workspaces.id}
      limit 10`,
  );
  return {
    items: rows.map((r) => ({
      workspaceId: r.workspace_id,
      name: r.name,
      views: num(r.views),
      viewers: num(r.viewers),
      watchSeconds: num(r.watch),
    })),
  };
}

/** GET /v1/analytics/top-users: the 10 signed-in viewers with the most views in range. */
export async function topUsers(tenant: Tenant, scope: ReportScope) {
  const rows = await tenant.query<{
    user_id: string;
    name: string;
    email: string;
    views: number;
    watch: number;
    done: number;
  }>(
    (from) => sql`
      with per_user as (
        select ${analyticsViews.userId} as user_id, count(*)::int as views,
               sum(${analyticsViews.playedSeconds})::float8 as watch,
               count(*) filter (where ${analyticsViews.completed})::int as done
        from ${from(analyticsViews)}
        where ${analyticsViews.userId} is not null and ${viewDays(scope.range)}
          and ${viewScope(from, scope.workspaceIds)}
        group by 1
      )
      select per_user.user_id, ${userName} as name, ${userEmail} as email, per_user.views,
             per_user.watch, per_user.done
      from per_user join ${from(users)} on ${users.id} = per_user.user_id
      order by per_user.views desc, name, per_user.user_id
      limit 10`,
  );
  return {
    items: rows.map((r) => ({
      userId: r.user_id,
      name: r.name,
      email: r.email,
      views: num(r.views),
      watchSeconds: num(r.watch),
      completions: num(r.done),
    })),
  };
}
