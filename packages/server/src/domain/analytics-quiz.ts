/**
 * The quiz reports (issue 25; 002 §7 "quizzes (overview, workflow-list, user-list,
 * result-history)", "quiz performance reports"): aggregated in SQL over the graded attempts
 * (`user_quizzes`, one row per attempt with its own copy of what was asked and answered),
 * scoped by `reportScope` to the workflows of the caller's workspaces. The quiz page has no date
 * filter (002 §2): its four reports read every attempt; quiz performance reads the date range.
 * Public attempts (no user) count as attempts, never as takers.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  DateRange,
  QuizOverview,
  QuizQuestionPerformance,
  QuizResultAttempt,
  QuizUserRow,
  QuizWorkflowRow,
  ReportQuery,
  SubmittedAnswer,
} from '@stepwise/core';
import { quizzes, userQuizzes, users, workflows, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { reportScope, type ReportScope } from './analytics-scope.js';
import {
  type From,
  iso,
  likePattern,
  num,
  rangeMs,
  share,
  userEmail,
  userName,
  within,
} from './analytics-sql.js';
import { forbidden, notFound } from './errors.js';
import { registerExportSource, type ExportRow } from './export-sources.js';
import { exportParamsOf } from './report-export.js';

/** The attempts of the scope's live workflows (`uq` aliases user_quizzes). */
const attemptScope = (from: From, ids: string[] | null): SQL =>
  sql`${userQuizzes.workflowId} in (select ${workflows.id} from ${from(workflows)} where ${workflows.deletedAt} is null and ${within(workflows.workspaceId, ids)})`;

const attemptDays = (range: DateRange): SQL => {
  const [start, end] = rangeMs(range);
  return sql`${userQuizzes.createdAt} >= ${new Date(start).toISOString()}::timestamptz and ${userQuizzes.createdAt} < ${new Date(end).toISOString()}::timestamptz`;
};

export async function quizOverview(caller: Caller, query: ReportQuery): Promise<QuizOverview> {
  const { workspaceIds: ids } = await reportScope(caller, query);
  const [row] = await caller.tenant.query<Record<string, unknown>>(
    (from) => sql`
      with attempts as (
        select ${userQuizzes.userId} as user_id, count(*)::int as n,
               count(*) filter (where ${userQuizzes.status} = 'passed')::int as passed,
               sum(${userQuizzes.score})::float8 as score
        from ${from(userQuizzes)}
        where ${attemptScope(from, ids)}
        group by 1
      )
      select
        (select count(*)::int from ${from(quizzes)} join ${from(workflows)} on ${workflows.id} = ${quizzes.workflowId}
          where ${quizzes.published} and ${workflows.deletedAt} is null and ${within(workflows.workspaceId, ids)}) as quizzes,
        coalesce((select sum(n)::int from attempts), 0) as attempts,
        (select count(*)::int from attempts where user_id is not null) as takers,
        coalesce((select sum(passed)::int from attempts), 0) as passed,
        coalesce((select sum(score)::float8 from attempts), 0) as score`,
  );
  const attempts = num(row?.attempts);
  return {
    quizzes: num(row?.quizzes),
    attempts,
    takers: num(row?.takers),
    passRate: share(num(row?.passed), attempts),
    avgScore: attempts > 0 ? num(row?.score) / attempts : 0,
  };
}

export async function quizWorkflowList(
  caller: Caller,
  query: ReportQuery,
): Promise<{ items: QuizWorkflowRow[]; total: number }> {
  const { workspaceIds: ids } = await reportScope(caller, query);
  const keyword = query.keyword?.trim()
    ? sql`and ${workflows.title} ilike ${likePattern(query.keyword.trim())}`
    : sql``;
  const rows = await caller.tenant.query<Record<string, unknown>>(
    (from) => sql`
      with per_taker as (
        select ${userQuizzes.quizId} as quiz_id, ${userQuizzes.userId} as user_id, count(*)::int as n,
               count(*) filter (where ${userQuizzes.status} = 'passed')::int as passed,
               sum(${userQuizzes.score})::float8 as score
        from ${from(userQuizzes)}
        where ${attemptScope(from, ids)}
        group by 1, 2
      ),
      per_quiz as (
        select quiz_id, sum(n)::int as attempts, count(user_id)::int as takers,
               sum(passed)::int as passed, sum(score)::float8 as score
        from per_taker group by 1
      )
      select ${quizzes.id} as quiz_id, ${workflows.id} as workflow_id, ${workflows.title} as title,
             ${workspaces.id} as workspace_id, ${workspaces.name} as workspace_name,
             jsonb_array_length(${quizzes.questions})::int as question_count,
             coalesce(p.attempts, 0) as attempts, coalesce(p.takers, 0) as takers,
             coalesce(p.passed, 0) as passed, coalesce(p.score, 0) as score
      from ${from(quizzes)}
      join ${from(workflows)} on ${workflows.id} = ${quizzes.workflowId}
      join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
      left join per_quiz p on p.quiz_id = ${quizzes.id}
      where ${workflows.deletedAt} is null and ${within(workflows.workspaceId, ids)}
        and (${quizzes.published} or p.attempts > 0) ${keyword}
      order by coalesce(p.attempts, 0) desc, ${workflows.title}, ${quizzes.id}`,
  );
  const items = rows.map((r): QuizWorkflowRow => {
    const attempts = num(r.attempts);
    return {
      quizId: String(r.quiz_id),
      workflowId: String(r.workflow_id),
      workflowTitle: String(r.title),
      workspaceId: String(r.workspace_id),
      workspaceName: String(r.workspace_name),
      questionCount: num(r.question_count),
      attempts,
      takers: num(r.takers),
      passRate: share(num(r.passed), attempts),
      avgScore: attempts > 0 ? num(r.score) / attempts : 0,
    };
  });
  return {
    items: items.slice(query.page * query.size, (query.page + 1) * query.size),
    total: items.length,
  };
}

/**
 * A workflow the caller may read quiz results of: unknown (or deleted) is 404, outside the
 * caller's scope 403.
 */
async function scopedWorkflow(caller: Caller, scope: ReportScope, workflowId: string) {
  const [row] = await caller.tenant.query<{ id: string; title: string; workspace_id: string }>(
    (from) => sql`
      select ${workflows.id} as id, ${workflows.title} as title, ${workflows.workspaceId} as workspace_id
      from ${from(workflows)} where ${workflows.id} = ${workflowId} and ${workflows.deletedAt} is null`,
  );
  if (!row) throw notFound('Workflow');
  if (scope.workspaceIds !== null && !scope.workspaceIds.includes(row.workspace_id))
    throw forbidden();
  return row;
}

export async function quizUserList(
  caller: Caller,
  workflowId: string,
  query: ReportQuery,
): Promise<{ workflow: { id: string; title: string }; items: QuizUserRow[]; total: number }> {
  const scope = await reportScope(caller, query);
  const workflow = await scopedWorkflow(caller, scope, workflowId);
  const keyword = query.keyword?.trim()
    ? sql`and ${userName} ilike ${likePattern(query.keyword.trim())}`
    : sql``;
  const rows = await caller.tenant.query<Record<string, unknown>>(
    (from) => sql`
      with per_user as (
        select ${userQuizzes.quizId} as quiz_id, ${userQuizzes.userId} as user_id, count(*)::int as attempts,
               max(${userQuizzes.score})::int as best, bool_or(${userQuizzes.status} = 'passed') as passed,
               max(${userQuizzes.createdAt}) as last_at
        from ${from(userQuizzes)}
        where ${userQuizzes.workflowId} = ${workflow.id} and ${userQuizzes.userId} is not null
        group by 1, 2
      )
      select p.quiz_id, p.user_id, ${userName} as name, ${userEmail} as email, p.attempts, p.best,
             p.passed, p.last_at
      from per_user p join ${from(users)} on ${users.id} = p.user_id
      where true ${keyword}
      order by p.last_at desc, p.user_id`,
  );
  const items = rows.map((r): QuizUserRow => ({
    quizId: String(r.quiz_id),
    userId: String(r.user_id),
    userName: String(r.name),
    email: r.email ? String(r.email) : null,
    attempts: num(r.attempts),
    bestScore: num(r.best),
    passed: r.passed === true,
    lastAttemptAt: iso(r.last_at) ?? '',
  }));
  return {
    workflow: { id: workflow.id, title: workflow.title },
    items: items.slice(query.page * query.size, (query.page + 1) * query.size),
    total: items.length,
  };
}

export async function quizResultHistory(
  caller: Caller,
  ids: { quizId: string; workflowId: string; userId: string },
  query: ReportQuery,
) {
  const scope = await reportScope(caller, query);
  const workflow = await scopedWorkflow(caller, scope, ids.workflowId);
  const quiz = await caller.tenant.query<{ id: string }>(
    (from) => sql`select ${quizzes.id} as id from ${from(quizzes)}
      where ${quizzes.id} = ${ids.quizId} and ${quizzes.workflowId} = ${workflow.id}`,
  );
  if (quiz.length === 0) throw notFound('Quiz');
  const [person] = await caller.tenant.query<{ id: string; name: string; email: string }>(
    (from) => sql`select ${users.id} as id, ${userName} as name, ${userEmail} as email
      from ${from(users)} where ${users.id} = ${ids.userId}`,
  );
  if (!person) throw notFound('User');
  const rows = await caller.tenant.query<Record<string, unknown>>(
    (from) => sql`
      select ${userQuizzes.id} as id, ${userQuizzes.attempt} as attempt, ${userQuizzes.createdAt} as created_at,
             ${userQuizzes.score} as score, ${userQuizzes.passingScore} as passing_score,
             ${userQuizzes.status} as status, ${userQuizzes.correctAnswerCount} as correct,
             ${userQuizzes.questionCount} as question_count, ${userQuizzes.questions} as questions
      from ${from(userQuizzes)}
      where ${userQuizzes.quizId} = ${ids.quizId} and ${userQuizzes.workflowId} = ${workflow.id}
        and ${userQuizzes.userId} = ${person.id}
      order by ${userQuizzes.createdAt} desc, ${userQuizzes.attempt} desc`,
  );
  const items = rows.map((r): QuizResultAttempt => {
    const status = String(r.status) as QuizResultAttempt['status'];
    const answers = (
      typeof r.questions === 'string' ? JSON.parse(r.questions) : r.questions
    ) as SubmittedAnswer[];
    return {
      id: String(r.id),
      attempt: num(r.attempt),
      createdAt: iso(r.created_at) ?? '',
      score: num(r.score),
      passingScore: num(r.passing_score),
      status,
      passed: status === 'passed',
      correctAnswerCount: num(r.correct),
      questionCount: num(r.question_count),
      answers,
    };
  });
  return {
    quizId: ids.quizId,
    workflow: { id: workflow.id, title: workflow.title },
    user: { id: person.id, name: person.name, email: person.email || null },
    items,
  };
}

/** Every question's attempts in the scope and range, the hardest (lowest correct rate) first. */
export async function quizPerformanceRows(
  caller: Caller,
  query: ReportQuery,
): Promise<QuizQuestionPerformance[]> {
  const { workspaceIds: ids, range } = await reportScope(caller, query);
  const keyword = query.keyword?.trim()
    ? sql`and (t.title ilike ${likePattern(query.keyword.trim())} or ${workflows.title} ilike ${likePattern(query.keyword.trim())})`
    : sql``;
  const rows = await caller.tenant.query<Record<string, unknown>>(
    (from) => sql`
      with answers as (
        select ${userQuizzes.quizId} as quiz_id, ${userQuizzes.workflowId} as workflow_id,
               q->>'questionId' as question_id, q->>'title' as title,
               coalesce((q->>'isCorrect')::boolean, false) as correct,
               ${userQuizzes.createdAt} as at
        from ${from(userQuizzes)}, jsonb_array_elements(${userQuizzes.questions}) as q
        where ${attemptScope(from, ids)} and ${attemptDays(range)}
      ),
      t as (
        select quiz_id, workflow_id, question_id,
               (array_agg(title order by at desc))[1] as title,
               count(*)::int as attempts, count(*) filter (where correct)::int as correct
        from answers group by 1, 2, 3
      )
      select t.*, ${workflows.title} as workflow_title
      from t join ${from(workflows)} on ${workflows.id} = t.workflow_id
      where true ${keyword}`,
  );
  return rows
    .map((r): QuizQuestionPerformance => ({
      quizId: String(r.quiz_id),
      workflowId: String(r.workflow_id),
      workflowTitle: String(r.workflow_title),
      questionId: String(r.question_id),
      questionTitle: String(r.title ?? ''),
      attempts: num(r.attempts),
      correct: num(r.correct),
      correctRate: share(num(r.correct), num(r.attempts)),
    }))
    .sort(
      (a, b) =>
        a.correctRate - b.correctRate ||
        b.attempts - a.attempts ||
        a.workflowTitle.localeCompare(b.workflowTitle) ||
        a.questionId.localeCompare(b.questionId),
    );
}

export async function quizPerformance(caller: Caller, query: ReportQuery) {
  const items = await quizPerformanceRows(caller, query);
  return {
    items: items.slice(query.page * query.size, (query.page + 1) * query.size),
    total: items.length,
  };
}

registerExportSource({
  report: 'quiz/performance',
  async rows(caller, params) {
    const items = await quizPerformanceRows(caller, exportParamsOf(params).query);
    return {
      columns: [
        { field: 'workflowTitle', header: 'Workflow' },
        { field: 'questionTitle', header: 'Question' },
        { field: 'attempts', header: 'Attempts', type: 'number' },
        { field: 'correct', header: 'Correct', type: 'number' },
        { field: 'correctRate', header: 'Correct rate', type: 'percent' },
      ],
      total: items.length,
      pages: (async function* () {
        yield items as unknown as ExportRow[];
      })(),
    };
  },
});
