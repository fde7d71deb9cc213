/**
 * SQL pieces shared by the legacy analytics reports (issue 25; 002 §7 Analytics): the scope
 * conditions (role scope + workspace filter, domain/analytics-scope.ts), the date range, the
 * viewer key and the shapes raw rows come back in.
 *
 * Views count under the workflow's current workspace: with a workspace scope the views are
 * narrowed with `workflow_id in (the scope's workflows)`; for the whole organisation the
 * (organization_id, day) index alone answers. A viewer is a signed-in user, or one public (or
 * anonymous) session: `coalesce(user_id, '~' || record_id)`. Distinct viewers are counted in two
 * steps (group by the viewer first, then count the groups) instead of `count(distinct)`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateRange } from '@stepwise/core';
import {
  analyticsViews,
  smartInstructions,
  sopSessions,
  users,
  workflows,
  workspaceMembers,
} from '../db/schema.js';
import type { OrgTable } from '../db/tenant.js';

/** The `from` of `tenant.query`: an organisation table, already filtered to the caller's org. */
export type From = <T extends OrgTable>(table: T) => SQL;

/** `column in (ids)`, or true for the whole organisation, or false for no workspace. */
export function within(column: SQL | AnyPgColumn, ids: string[] | null): SQL {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** The views of the scope's workflows (true for the whole organisation). */
export function viewScope(from: From, ids: string[] | null): SQL {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${analyticsViews.workflowId} in (select ${workflows.id} from ${from(workflows)} where ${within(workflows.workspaceId, ids)})`;
}

/** The runs of the scope's smart instructions. */
export function runScope(from: From, ids: string[] | null): SQL {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${sopSessions.instructionId} in (select ${smartInstructions.id} from ${from(smartInstructions)} where ${within(smartInstructions.workspaceId, ids)})`;
}

/** Users of the scope: everyone for the organisation, else members of its workspaces. */
export function userScope(from: From, ids: string[] | null): SQL {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${users.id} in (select ${workspaceMembers.userId} from ${from(workspaceMembers)} where ${within(workspaceMembers.workspaceId, ids)})`;
}

/** The views of the range (the day column, both ends included). */
export const viewDays = ([from, to]: DateRange): SQL =>
  sql`${analyticsViews.day} between ${from}::date and ${to}::date`;

/** Epoch milliseconds of the range's first instant and of the instant after it. */
export function rangeMs([from, to]: DateRange): [number, number] {
  return [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`) + 86_400_000];
}

/** The runs started in the range (`on_enter` is epoch milliseconds). */
export function runDays(range: DateRange): SQL {
  const [start, end] = rangeMs(range);
  return sql`${sopSessions.onEnter} >= ${start} and ${sopSessions.onEnter} < ${end}`;
}

/** A run's UTC day, 'YYYY-MM-DD'. */
export const runDay = sql`to_char(to_timestamp(${sopSessions.onEnter} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')`;

/** The viewer of a view (a user, or the session when public or anonymous). */
export const viewerKey = sql`coalesce(${analyticsViews.userId}, '~' || ${analyticsViews.recordId})`;
/** The runner of a run. */
export const runnerKey = sql`coalesce(${sopSessions.userId}, '~' || ${sopSessions.id})`;

/** A person's name as lists show it. */
export const userName = sql`coalesce(nullif(trim(${users.displayName}), ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.employeeId}, ${users.email})`;
/** The e-mail a person signs in with ('' for employee-ID and shared accounts). */
export const userEmail = sql`case when ${users.passwordless} or ${users.shared} then '' else ${users.email} end`;

/** ILIKE pattern of a keyword (its wildcards taken literally). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A timestamp as the driver gives it (Date or text), as ISO text; null stays null. */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** An epoch-milliseconds number (a run's on_enter) as ISO text. */
export function isoMs(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? new Date(n).toISOString() : null;
}

export const num = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** a / b, 0 when b is 0. */
export const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);
/** a / b capped to 0..1 (rates). */
export const share = (a: number, b: number): number => Math.min(1, Math.max(0, ratio(a, b)));

/** `limit size offset page*size`. */
export const pageOf = (page: number, size: number): SQL => sql`limit ${size} offset ${page * size}`;
