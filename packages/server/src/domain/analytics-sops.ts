/**
 * The smart-instruction (multimodal SOP) reports (issue 25; 002 §7 Analytics): runs per day and
 * per instruction, from the runs (sop_sessions; `on_enter` is the run's start in epoch ms).
 * A runner is a signed-in user, or one public run.
 */
import { sql } from 'drizzle-orm';
import { daysOf, pageInfo, type ReportQuery } from '@stepwise/core';
import { smartInstructions, sopSessions, workspaces } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { ReportScope } from './analytics-scope.js';
import { runsPerDay } from './analytics-organization.js';
import {
  isoMs,
  likePattern,
  num,
  pageOf,
  ratio,
  runDays,
  runnerKey,
  runScope,
} from './analytics-sql.js';

/** GET /v1/analytics/mm-sops/trend: every day of the range. */
export async function sopTrend(tenant: Tenant, scope: ReportScope) {
  const perDay = await runsPerDay(tenant, scope);
  return {
    items: daysOf(scope.range).map((day) => ({
      day,
      runs: 0,
      completedRuns: 0,
      runners: 0,
      ...perDay.get(day),
    })),
  };
}

/** GET /v1/analytics/mm-sops/details: one row per instruction run in range, most runs first. */
export async function sopDetails(tenant: Tenant, scope: ReportScope, query: ReportQuery) {
  const k = query.keyword?.trim();
  const keyword = k ? sql`${smartInstructions.title} ilike ${likePattern(k)}` : sql`true`;
  const rows = await tenant.query<{
    instruction_id: string;
    title: string;
    workspace_id: string;
    workspace_name: string;
    runs: number;
    done: number;
    runners: number;
    duration: number;
    last_run: number;
    total: number;
  }>(
    (from) => sql`
      with per_runner as (
        select ${sopSessions.instructionId} as instruction_id, ${runnerKey} as runner,
               count(*)::int as n, count(*) filter (where ${sopSessions.completed})::int as done,
               sum(${sopSessions.durationSeconds}) as duration, max(${sopSessions.onEnter}) as last_run
        from ${from(sopSessions)}
        where ${runDays(scope.range)} and ${runScope(from, scope.workspaceIds)}
        group by 1, 2
      ),
      per_instruction as (
        select instruction_id, sum(n)::int as runs, sum(done)::int as done,
               count(*)::int as runners, sum(duration)::float8 as duration,
               max(last_run)::float8 as last_run
        from per_runner group by 1
      )
      select per_instruction.*, ${smartInstructions.title} as title,
             ${smartInstructions.workspaceId} as workspace_id, ${workspaces.name} as workspace_name,
             count(*) over ()::int as total
      from per_instruction
      join ${from(smartInstructions)} on ${smartInstructions.id} = per_instruction.instruction_id
      join ${from(workspaces)} on ${workspaces.id} = ${smartInstructions.workspaceId}
      where ${keyword}
      order by per_instruction.runs desc, ${smartInstructions.title}, ${smartInstructions.id}
      ${pageOf(query.page, query.size)}`,
  );
  let total = rows.length > 0 ? num(rows[0]!.total) : 0;
  if (rows.length === 0 && query.page > 0) {
    const [row] = await tenant.query<{ n: number }>(
      (from) => sql`
        select count(*)::int as n from ${from(smartInstructions)}
        where ${keyword} and ${smartInstructions.id} in (
          select ${sopSessions.instructionId} from ${from(sopSessions)}
          where ${runDays(scope.range)} and ${runScope(from, scope.workspaceIds)})`,
    );
    total = num(row?.n);
  }
  return {
    items: rows.map((r) => ({
      smartInstructionId: r.instruction_id,
      title: r.title,
      workspaceId: r.workspace_id,
      workspaceName: r.workspace_name,
      runs: num(r.runs),
      completedRuns: num(r.done),
      runners: num(r.runners),
      avgDurationSeconds: Math.max(0, ratio(num(r.duration), num(r.runs))),
      lastRunAt: isoMs(r.last_run),
    })),
    page: pageInfo(query.page, query.size, total),
  };
}
