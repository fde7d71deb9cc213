/**
 * Content analysis (issue 25; 002 §7 "Advanced report: content-analysis"): one row per workflow
 * and smart instruction of the scope with its viewing in the date range.
 *
 * Workflows: the facts (`analytics_views`) are aggregated per workflow first — distinct viewers
 * in two steps (per viewer, then per workflow), on the (organization_id, day) index — and the
 * names are joined after aggregating, so the cost follows the views in range, not the joins.
 * Smart instructions: their runs (`sop_sessions`) in the range stand for views. Quiz attempts in
 * the range and likes (all time) are counted per content item the same way.
 */
import { sql } from 'drizzle-orm';
import {
  applyGridView,
  visibleColumns,
  type ContentAnalysisRow,
  type ReportQuery,
} from '@stepwise/core';
import {
  analyticsViews,
  smartInstructions,
  sopLikes,
  sopSessions,
  userQuizzes,
  users,
  workflowLikes,
  workflows,
  workspaceGroups,
  workspaces,
} from '../db/schema.js';
import type { Caller } from './caller.js';
import { reportScope } from './analytics-scope.js';
import {
  iso,
  isoMs,
  likePattern,
  num,
  rangeMs,
  ratio,
  runDays,
  runnerKey,
  runScope,
  share,
  userName,
  viewDays,
  viewerKey,
  viewScope,
  within,
} from './analytics-sql.js';
import { registerExportSource, type ExportColumn } from './export-sources.js';
import { exportParamsOf } from './report-export.js';
import { pagesOf } from './analytics-skills.js';

/** Every content row of the scope: the most viewed first, then by title. */
export async function contentAnalysisRows(
  caller: Caller,
  query: ReportQuery,
): Promise<ContentAnalysisRow[]> {
  const { workspaceIds: ids, range } = await reportScope(caller, query);
  const [start, end] = rangeMs(range);
  const kw = query.keyword?.trim();
  const wfKeyword = kw ? sql`and ${workflows.title} ilike ${likePattern(kw)}` : sql``;
  const sopKeyword = kw ? sql`and ${smartInstructions.title} ilike ${likePattern(kw)}` : sql``;
  const tenant = caller.tenant;

  const [wfRows, sopRows] = await Promise.all([
    tenant.query<Record<string, unknown>>(
      (from) => sql`
        with per_viewer as (
          select ${analyticsViews.workflowId} as workflow_id, ${viewerKey} as viewer,
                 count(*)::int as n, sum(${analyticsViews.playedSeconds})::float8 as played,
                 count(*) filter (where ${analyticsViews.completed})::int as done,
                 sum(case when ${analyticsViews.stepsTotal} > 0
                     then ${analyticsViews.stepsReached}::float8 / ${analyticsViews.stepsTotal} else 0 end)::float8 as reached,
                 max(${analyticsViews.enteredAt}) as last_at
          from ${from(analyticsViews)}
          where ${viewDays(range)} and ${viewScope(from, ids)}
          group by 1, 2
        ),
        per_workflow as (
          select workflow_id, sum(n)::int as views, count(*)::int as viewers,
                 sum(played)::float8 as watch, sum(done)::int as done, sum(reached)::float8 as reached,
                 max(last_at) as last_at
          from per_viewer group by 1
        ),
        quiz as (
          select ${userQuizzes.workflowId} as workflow_id, count(*)::int as attempts,
                 count(*) filter (where ${userQuizzes.status} = 'passed')::int as passed
          from ${from(userQuizzes)}
          where ${userQuizzes.createdAt} >= ${new Date(start).toISOString()}::timestamptz
            and ${userQuizzes.createdAt} < ${new Date(end).toISOString()}::timestamptz
          group by 1
        ),
        likes as (
          select ${workflowLikes.workflowId} as workflow_id, count(*)::int as n
          from ${from(workflowLikes)} group by 1
        )
        select ${workflows.id} as id, ${workflows.title} as title,
               ${workflows.published} as published, ${workflows.publishedDate} as published_at,
               ${workspaces.id} as workspace_id, ${workspaces.name} as workspace_name,
               ${workspaceGroups.name} as group_name, ${userName} as creator,
               coalesce(v.views, 0) as views, coalesce(v.viewers, 0) as viewers,
               coalesce(v.watch, 0) as watch, coalesce(v.done, 0) as done,
               coalesce(v.reached, 0) as reached, v.last_at,
               coalesce(q.attempts, 0) as attempts, coalesce(q.passed, 0) as passed,
               coalesce(l.n, 0) as likes
        from ${from(workflows)}
        join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
        left join ${from(workspaceGroups)} on ${workspaceGroups.id} = ${workspaces.workspaceGroupId}
        left join ${from(users)} on ${users.id} = ${workflows.authorId}
        left join per_workflow v on v.workflow_id = ${workflows.id}
        left join quiz q on q.workflow_id = ${workflows.id}
        left join likes l on l.workflow_id = ${workflows.id}
        where ${workflows.deletedAt} is null and ${within(workflows.workspaceId, ids)} ${wfKeyword}`,
    ),
    tenant.query<Record<string, unknown>>(
      (from) => sql`
        with per_runner as (
          select ${sopSessions.instructionId} as sop_id, ${runnerKey} as runner, count(*)::int as n,
                 sum(${sopSessions.durationSeconds})::float8 as played,
                 count(*) filter (where ${sopSessions.completed})::int as done,
                 max(${sopSessions.onEnter}) as last_at
          from ${from(sopSessions)}
          where ${runDays(range)} and ${runScope(from, ids)}
          group by 1, 2
        ),
        per_sop as (
          select sop_id, sum(n)::int as runs, count(*)::int as runners, sum(played)::float8 as watch,
                 sum(done)::int as done, max(last_at) as last_at
          from per_runner group by 1
        ),
        likes as (
          select ${sopLikes.multimodalSopId} as sop_id, count(*)::int as n
          from ${from(sopLikes)} group by 1
        )
        select ${smartInstructions.id} as id, ${smartInstructions.title} as title,
               ${smartInstructions.published} as published, ${smartInstructions.publishedAt} as published_at,
               ${workspaces.id} as workspace_id, ${workspaces.name} as workspace_name,
               ${workspaceGroups.name} as group_name, ${userName} as creator,
               coalesce(r.runs, 0) as runs, coalesce(r.runners, 0) as runners,
               coalesce(r.watch, 0) as watch, coalesce(r.done, 0) as done, r.last_at,
               coalesce(l.n, 0) as likes
        from ${from(smartInstructions)}
        join ${from(workspaces)} on ${workspaces.id} = ${smartInstructions.workspaceId}
        left join ${from(workspaceGroups)} on ${workspaceGroups.id} = ${workspaces.workspaceGroupId}
        left join ${from(users)} on ${users.id} = ${smartInstructions.authorId}
        left join per_sop r on r.sop_id = ${smartInstructions.id}
        left join likes l on l.sop_id = ${smartInstructions.id}
        where ${within(smartInstructions.workspaceId, ids)} ${sopKeyword}`,
    ),
  ]);

  const base = (r: Record<string, unknown>) => ({
    id: String(r.id),
    title: String(r.title),
    workspaceId: String(r.workspace_id),
    workspaceName: String(r.workspace_name),
    workspaceGroupName: r.group_name ? String(r.group_name) : null,
    creatorName: r.creator ? String(r.creator) : null,
    publishedAt: r.published ? iso(r.published_at) : null,
    likes: num(r.likes),
  });
  const rows: ContentAnalysisRow[] = [
    ...wfRows.map((r): ContentAnalysisRow => {
      const views = num(r.views);
      const attempts = num(r.attempts);
      return {
        ...base(r),
        type: 'workflows',
        views,
        uniqueViewers: num(r.viewers),
        totalWatchSeconds: num(r.watch),
        avgWatchSeconds: ratio(num(r.watch), views),
        completionRate: share(num(r.done), views),
        avgStepsReachedRate: share(num(r.reached), views),
        sopRuns: null,
        quizAttempts: attempts,
        quizPassRate: attempts > 0 ? share(num(r.passed), attempts) : null,
        lastViewedAt: iso(r.last_at),
      };
    }),
    ...sopRows.map((r): ContentAnalysisRow => {
      const runs = num(r.runs);
      return {
        ...base(r),
        type: 'multimodal-sops',
        views: runs,
        uniqueViewers: num(r.runners),
        totalWatchSeconds: num(r.watch),
        avgWatchSeconds: ratio(num(r.watch), runs),
        completionRate: share(num(r.done), runs),
        avgStepsReachedRate: null,
        sopRuns: runs,
        quizAttempts: 0,
        quizPassRate: null,
        lastViewedAt: isoMs(r.last_at),
      };
    }),
  ];
  return rows.sort(
    (a, b) => b.views - a.views || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
  );
}

/** GET /v1/analytics/advanced-report/content-analysis (paged by the report query). */
export async function contentAnalysis(caller: Caller, query: ReportQuery) {
  const items = await contentAnalysisRows(caller, query);
  return {
    items: items.slice(query.page * query.size, (query.page + 1) * query.size),
    total: items.length,
  };
}

const typeOf = (t: string): ExportColumn['type'] =>
  t === 'number' || t === 'date' || t === 'percent' ? t : 'text';

registerExportSource({
  report: 'content-analysis',
  async rows(caller, params) {
    const { query, gridState } = exportParamsOf(params);
    const rows = applyGridView(await contentAnalysisRows(caller, query), gridState);
    return {
      columns: visibleColumns('content-analysis', gridState).map((c) => ({
        field: c.field,
        header: c.headerName,
        type: typeOf(c.type),
      })),
      total: rows.length,
      pages: pagesOf(rows),
    };
  },
});
