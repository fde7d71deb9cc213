/**
 * The users reports (issue 25; 002 §7 Analytics): overview (users, active, inactive, new), the
 * list with each person's viewing, runs and quizzes, one person's overview and view history.
 * People of the scope are everyone for the organisation, else the members of its workspaces;
 * a person outside it is 404. Their numbers count only the scope's content.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  daysOf,
  pageInfo,
  type ReportQuery,
  type UserOverview,
  type UsersOverview,
} from '@stepwise/core';
import {
  analyticsViews,
  skillPerformances,
  skills,
  sopSessions,
  userQuizzes,
  users,
  workflows,
  workspaceMembers,
  workspaces,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { ReportScope } from './analytics-scope.js';
import {
  iso,
  likePattern,
  num,
  pageOf,
  runDays,
  runScope,
  userEmail,
  userName,
  userScope,
  viewDays,
  viewScope,
  within,
  type From,
} from './analytics-sql.js';
import { notFound } from './errors.js';

const quizDays = (scope: ReportScope) =>
  sql`${userQuizzes.createdAt} >= ${scope.range[0]}::date and ${userQuizzes.createdAt} < (${scope.range[1]}::date + 1)`;

const quizScope = (from: From, ids: string[] | null) =>
  ids === null
    ? sql`true`
    : sql`${userQuizzes.workflowId} in (select ${workflows.id} from ${from(workflows)} where ${within(workflows.workspaceId, ids)})`;

/** GET /v1/analytics/users/overview */
export async function usersOverview(tenant: Tenant, scope: ReportScope): Promise<UsersOverview> {
  const ids = scope.workspaceIds;
  const [row] = await tenant.query<{ users: number; active: number; fresh: number }>(
    (from) => sql`
      with people as (
        select ${users.id} as id, ${users.createdAt} as created_at
        from ${from(users)} where ${userScope(from, ids)}
      ),
      active as (
        select ${analyticsViews.userId} as id from ${from(analyticsViews)}
        where ${analyticsViews.userId} is not null and ${viewDays(scope.range)}
          and ${viewScope(from, ids)}
        union
        select ${sopSessions.userId} from ${from(sopSessions)}
        where ${sopSessions.userId} is not null and ${runDays(scope.range)}
          and ${runScope(from, ids)}
      )
      select (select count(*)::int from people) as users,
             (select count(*)::int from people where id in (select id from active)) as active,
             (select count(*)::int from people
               where created_at >= ${scope.range[0]}::date
                 and created_at < (${scope.range[1]}::date + 1)) as fresh`,
  );
  const total = num(row?.users);
  const active = num(row?.active);
  return { users: total, active, inactive: Math.max(0, total - active), new: num(row?.fresh) };
}

const keywordOn = (keyword: string | undefined) => {
  const k = keyword?.trim();
  if (!k) return sql`true`;
  const p = likePattern(k);
  return sql`(${userName} ilike ${p} or ${users.email} ilike ${p} or coalesce(${users.employeeId}, '') ilike ${p})`;
};

/** GET /v1/analytics/users/list: the people of the scope, most views first. */
export async function userList(tenant: Tenant, scope: ReportScope, query: ReportQuery) {
  const ids = scope.workspaceIds;
  const rows = await tenant.query<{
    user_id: string;
    name: string;
    email: string;
    employee_id: string | null;
    role: string;
    disabled: boolean;
    views: number;
    watch: number;
    done: number;
    runs: number;
    passed: number;
    last_active: unknown;
    total: number;
  }>(
    (from) => sql`
      with per_user as (
        select ${analyticsViews.userId} as user_id, count(*)::int as views,
               sum(${analyticsViews.playedSeconds})::float8 as watch,
               count(*) filter (where ${analyticsViews.completed})::int as done,
               max(${analyticsViews.enteredAt}) as last_view
        from ${from(analyticsViews)}
        where ${analyticsViews.userId} is not null and ${viewDays(scope.range)}
          and ${viewScope(from, ids)}
        group by 1
      ),
      per_runner as (
        select ${sopSessions.userId} as user_id, count(*)::int as runs,
               max(${sopSessions.onEnter}) as last_run
        from ${from(sopSessions)}
        where ${sopSessions.userId} is not null and ${runDays(scope.range)}
          and ${runScope(from, ids)}
        group by 1
      ),
      per_taker as (
        select ${userQuizzes.userId} as user_id,
               count(distinct ${userQuizzes.quizId}) filter (where ${userQuizzes.status} = 'passed')::int as passed
        from ${from(userQuizzes)}
        where ${userQuizzes.userId} is not null and ${quizDays(scope)} and ${quizScope(from, ids)}
        group by 1
      )
      select ${users.id} as user_id, ${userName} as name, ${userEmail} as email,
             ${users.employeeId} as employee_id, ${users.role} as role,
             ${users.disabled} as disabled,
             coalesce(per_user.views, 0)::int as views, coalesce(per_user.watch, 0)::float8 as watch,
             coalesce(per_user.done, 0)::int as done, coalesce(per_runner.runs, 0)::int as runs,
             coalesce(per_taker.passed, 0)::int as passed,
             greatest(per_user.last_view, to_timestamp(per_runner.last_run / 1000.0),
                      ${users.lastInteractionAt}) as last_active,
             count(*) over ()::int as total
      from ${from(users)}
      left join per_user on per_user.user_id = ${users.id}
      left join per_runner on per_runner.user_id = ${users.id}
      left join per_taker on per_taker.user_id = ${users.id}
      where ${userScope(from, ids)} and ${keywordOn(query.keyword)}
      order by views desc, name, ${users.id}
      ${pageOf(query.page, query.size)}`,
  );
  let total = rows.length > 0 ? num(rows[0]!.total) : 0;
  if (rows.length === 0 && query.page > 0) {
    const [row] = await tenant.query<{ n: number }>(
      (from) => sql`select count(*)::int as n from ${from(users)}
        where ${userScope(from, ids)} and ${keywordOn(query.keyword)}`,
    );
    total = num(row?.n);
  }
  return {
    items: rows.map((r) => ({
      userId: r.user_id,
      name: r.name,
      email: r.email,
      employeeId: r.employee_id,
      role: r.role,
      disabled: Boolean(r.disabled),
      views: num(r.views),
      watchSeconds: num(r.watch),
      completions: num(r.done),
      sopRuns: num(r.runs),
      quizzesPassed: num(r.passed),
      lastActiveAt: iso(r.last_active),
    })),
    page: pageInfo(query.page, query.size, total),
  };
}

/** The person a one-user report reads: in the organisation and in the scope, else 404. */
export async function reportedUser(tenant: Tenant, scope: ReportScope, id: string) {
  const user = await tenant.first(users, eq(users.id, id));
  if (!user) throw notFound('User');
  const ids = scope.workspaceIds;
  if (ids !== null) {
    const member =
      ids.length > 0 &&
      (await tenant.first(
        workspaceMembers,
        and(eq(workspaceMembers.userId, user.id), within(workspaceMembers.workspaceId, ids)),
      ));
    if (!member) throw notFound('User');
  }
  return user;
}

/** GET /v1/analytics/users/:id/overview */
export async function userOverview(
  tenant: Tenant,
  scope: ReportScope,
  id: string,
  now = new Date(),
): Promise<UserOverview> {
  const user = await reportedUser(tenant, scope, id);
  const ids = scope.workspaceIds;
  const [[head], perDay, [skill], [quiz]] = await Promise.all([
    tenant.query<{
      name: string;
      email: string;
      views: number;
      workflows: number;
      watch: number;
      done: number;
      runs: number;
    }>(
      (from) => sql`
        select ${userName} as name, ${userEmail} as email,
          (select count(*)::int from ${from(analyticsViews)}
            where ${analyticsViews.userId} = ${user.id} and ${viewDays(scope.range)}
              and ${viewScope(from, ids)}) as views,
          (select count(distinct ${analyticsViews.workflowId})::int from ${from(analyticsViews)}
            where ${analyticsViews.userId} = ${user.id} and ${viewDays(scope.range)}
              and ${viewScope(from, ids)}) as workflows,
          (select coalesce(sum(${analyticsViews.playedSeconds}), 0)::float8 from ${from(analyticsViews)}
            where ${analyticsViews.userId} = ${user.id} and ${viewDays(scope.range)}
              and ${viewScope(from, ids)}) as watch,
          (select count(*)::int from ${from(analyticsViews)}
            where ${analyticsViews.userId} = ${user.id} and ${analyticsViews.completed}
              and ${viewDays(scope.range)} and ${viewScope(from, ids)}) as done,
          (select count(*)::int from ${from(sopSessions)}
            where ${sopSessions.userId} = ${user.id} and ${runDays(scope.range)}
              and ${runScope(from, ids)}) as runs
        from ${from(users)} where ${users.id} = ${user.id}`,
    ),
    tenant.query<{ day: string; views: number; watch: number }>(
      (from) => sql`
        select ${analyticsViews.day}::text as day, count(*)::int as views,
               sum(${analyticsViews.playedSeconds})::float8 as watch
        from ${from(analyticsViews)}
        where ${analyticsViews.userId} = ${user.id} and ${viewDays(scope.range)}
          and ${viewScope(from, ids)}
        group by 1`,
    ),
    tenant.query<{
      assigned: number;
      completed: number;
      passed: number;
      certified: number;
      overdue: number;
    }>(
      (from) => sql`
        select count(*)::int as assigned,
               count(*) filter (where ${skillPerformances.completedAt} is not null)::int as completed,
               count(*) filter (where ${skillPerformances.passedAt} is not null)::int as passed,
               count(*) filter (where ${skillPerformances.certifiedAt} is not null)::int as certified,
               count(*) filter (where ${skillPerformances.dueAt} < ${now.toISOString()}::timestamptz
                                  and ${skillPerformances.completedAt} is null)::int as overdue
        from ${from(skillPerformances)}
        where ${skillPerformances.userId} = ${user.id}
          and ${skillPerformances.skillId} in (
            select ${skills.id} from ${from(skills)} where ${within(skills.workspaceId, ids)})`,
    ),
    tenant.query<{ attempts: number; passed: number; failed: number; score: number | null }>(
      (from) => sql`
        select count(*)::int as attempts,
               count(*) filter (where ${userQuizzes.status} = 'passed')::int as passed,
               count(*) filter (where ${userQuizzes.status} = 'failed')::int as failed,
               avg(${userQuizzes.score})::float8 as score
        from ${from(userQuizzes)}
        where ${userQuizzes.userId} = ${user.id} and ${quizDays(scope)} and ${quizScope(from, ids)}`,
    ),
  ]);
  const days = new Map(perDay.map((d) => [d.day, d]));
  return {
    user: {
      id: user.id,
      name: head?.name ?? '',
      email: head?.email ?? '',
      employeeId: user.employeeId,
      role: user.role,
      disabled: user.disabled,
    },
    totals: {
      views: num(head?.views),
      workflowsViewed: num(head?.workflows),
      watchSeconds: num(head?.watch),
      completions: num(head?.done),
      sopRuns: num(head?.runs),
    },
    days: daysOf(scope.range).map((day) => ({
      day,
      views: num(days.get(day)?.views),
      watchSeconds: num(days.get(day)?.watch),
    })),
    skills: {
      assigned: num(skill?.assigned),
      completed: num(skill?.completed),
      passed: num(skill?.passed),
      certified: num(skill?.certified),
      overdue: num(skill?.overdue),
    },
    quizzes: {
      attempts: num(quiz?.attempts),
      passed: num(quiz?.passed),
      failed: num(quiz?.failed),
      averageScore:
        quiz?.score === null || quiz?.score === undefined
          ? null
          : Math.round(num(quiz.score) * 10) / 10,
    },
  };
}

/** GET /v1/analytics/users/:id/view-history: that person's sessions in range, newest first. */
export async function userViewHistory(
  tenant: Tenant,
  scope: ReportScope,
  id: string,
  query: ReportQuery,
) {
  const user = await reportedUser(tenant, scope, id);
  const ids = scope.workspaceIds;
  const where = (from: From) =>
    sql`${analyticsViews.userId} = ${user.id} and ${viewDays(scope.range)} and ${viewScope(from, ids)}`;
  const rows = await tenant.query<{
    record_id: string;
    workflow_id: string;
    title: string;
    workspace_name: string;
    entered_at: unknown;
    played: number;
    reached: number;
    steps: number;
    completed: boolean;
    total: number;
  }>(
    (from) => sql`
      select ${analyticsViews.recordId} as record_id, ${analyticsViews.workflowId} as workflow_id,
             ${workflows.title} as title, ${workspaces.name} as workspace_name,
             ${analyticsViews.enteredAt} as entered_at,
             ${analyticsViews.playedSeconds}::float8 as played,
             ${analyticsViews.stepsReached} as reached, ${analyticsViews.stepsTotal} as steps,
             ${analyticsViews.completed} as completed, count(*) over ()::int as total
      from ${from(analyticsViews)}
      join ${from(workflows)} on ${workflows.id} = ${analyticsViews.workflowId}
      join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
      where ${where(from)}
      order by ${analyticsViews.enteredAt} desc, ${analyticsViews.recordId}
      ${pageOf(query.page, query.size)}`,
  );
  let total = rows.length > 0 ? num(rows[0]!.total) : 0;
  if (rows.length === 0 && query.page > 0) {
    const [row] = await tenant.query<{ n: number }>(
      (from) => sql`select count(*)::int as n from ${from(analyticsViews)} where ${where(from)}`,
    );
    total = num(row?.n);
  }
  return {
    items: rows.map((r) => ({
      recordId: r.record_id,
      workflowId: r.workflow_id,
      title: r.title,
      workspaceName: r.workspace_name,
      viewedAt: iso(r.entered_at) ?? new Date(0).toISOString(),
      watchSeconds: num(r.played),
      stepsReached: num(r.reached),
      stepsTotal: num(r.steps),
      completed: Boolean(r.completed),
    })),
    page: pageInfo(query.page, query.size, total),
  };
}
