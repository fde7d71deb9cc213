/**
 * The data hub (issue 25; 000 §2 /data-hub): the organisation's users, content, tracking and quiz
 * results as export sources ('data-hub/<kind>', read by the export job) and as datasets (the
 * read-only API-key route).
 *
 * Scope (ours): the page needs the dataHub feature and a create role; organisation admins read
 * the whole organisation, anyone else the workspaces where they are at least publisher. An API
 * key stands for an organisation admin (domain/api-keys.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  DATA_HUB_DATASET_MAX_ROWS,
  DATA_HUB_KINDS,
  Role,
  canCreateContent,
  dataHubReport,
  defaultDateRange,
  isAdminRole,
  roleAtLeast,
  type DataHubKind,
  type DateRange,
} from '@stepwise/core';
import {
  analyticsViews,
  smartInstructions,
  userQuizzes,
  users,
  workflows,
  workspaceMembers,
  workspaces,
} from '../db/schema.js';
import type { OrgTable } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { forbidden } from './errors.js';
import {
  registerExportSource,
  type ExportColumn,
  type ExportRow,
  type ExportRows,
} from './export-sources.js';

const PAGE_ROWS = 1000;

/** The params a data-hub export keeps (report_exports.params). */
export interface DataHubParams {
  kind: DataHubKind;
  /** Tracking and quiz results; absent = the default 3 months. */
  dateRange?: DateRange;
}

/** May the caller use the data hub at all (feature on, create role)? */
export function assertDataHub(caller: Caller): void {
  if (!caller.features.dataHub || !canCreateContent(caller.role)) throw forbidden();
}

/** The workspaces the caller's data-hub reads cover; null = the whole organisation. */
export function dataHubWorkspaces(caller: Caller): string[] | null {
  assertDataHub(caller);
  if (isAdminRole(caller.role)) return null;
  return Object.entries(caller.workspaceRoles)
    .filter(([, role]) => roleAtLeast(role, Role.Publisher))
    .map(([id]) => id);
}

/** `column in (ids)`, or true for the whole organisation, or false for no workspace. */
function within(column: SQL | typeof workflows.workspaceId, ids: string[] | null): SQL {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

const col = (field: string, header: string, type?: ExportColumn['type']): ExportColumn => ({
  field,
  header,
  ...(type ? { type } : {}),
});

interface KindSpec {
  columns: ExportColumn[];
  /** One page of rows (ordered by a stable key). */
  page(
    caller: Caller,
    scope: string[] | null,
    range: DateRange,
    offset: number,
  ): Promise<ExportRow[]>;
  count(caller: Caller, scope: string[] | null, range: DateRange): Promise<number>;
}

/** Rows of a raw query: dates as ISO text, numbers as numbers. */
function clean(rows: Record<string, unknown>[]): ExportRow[] {
  return rows.map((r) => {
    const out: ExportRow = {};
    for (const [k, v] of Object.entries(r)) {
      out[k] =
        v instanceof Date
          ? v.toISOString()
          : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
            ? v
            : v === null || v === undefined
              ? null
              : String(v);
    }
    return out;
  });
}

const nameOf = sql`coalesce(nullif(trim(${users.displayName}), ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.employeeId}, ${users.email})`;

const userKind = sql`case when ${users.lmsLearnerId} is not null then 'e-learning' when ${users.shared} then 'shared' when ${users.employeeId} is not null then 'employee-id' else 'email' end`;

/** Users of the scope: everyone for the organisation, else members of its workspaces. */
const userScope = (from: <T extends OrgTable>(table: T) => SQL, ids: string[] | null): SQL =>
  ids === null
    ? sql`true`
    : sql`${users.id} in (select ${workspaceMembers.userId} from ${from(workspaceMembers)} where ${within(sql`${workspaceMembers.workspaceId}`, ids)})`;

const dayFrom = (range: DateRange) => sql`${range[0]}::date`;
const dayTo = (range: DateRange) => sql`(${range[1]}::date + 1)`;

const SPECS: Record<DataHubKind, KindSpec> = {
  users: {
    columns: [
      col('name', 'Name'),
      col('email', 'E-mail'),
      col('employeeId', 'Employee ID'),
      col('kind', 'Kind'),
      col('role', 'Role'),
      col('status', 'Status'),
      col('createdAt', 'Created', 'date'),
      col('lastActiveAt', 'Last active', 'date'),
    ],
    async page(caller, ids, _range, offset) {
      const rows = await caller.tenant.query(
        (from) => sql`select ${nameOf} as "name",
          case when ${users.passwordless} or ${users.shared} then null else ${users.email} end as "email",
          ${users.employeeId} as "employeeId", ${userKind} as "kind", ${users.role} as "role",
          case when ${users.disabled} then 'disabled' else 'active' end as "status",
          ${users.createdAt} as "createdAt", ${users.lastInteractionAt} as "lastActiveAt"
        from ${from(users)} where ${userScope(from, ids)}
        order by ${users.createdAt}, ${users.id} limit ${PAGE_ROWS} offset ${offset}`,
      );
      return clean(rows);
    },
    async count(caller, ids) {
      const [r] = await caller.tenant.query<{ n: number }>(
        (from) => sql`select count(*)::int as n from ${from(users)} where ${userScope(from, ids)}`,
      );
      return r?.n ?? 0;
    },
  },
  content: {
    columns: [
      col('type', 'Type'),
      col('title', 'Title'),
      col('workspace', 'Workspace'),
      col('creator', 'Creator'),
      col('status', 'Status'),
      col('createdAt', 'Created', 'date'),
      col('updatedAt', 'Updated', 'date'),
      col('publishedAt', 'Published', 'date'),
    ],
    async page(caller, ids, _range, offset) {
      const rows = await caller.tenant.query(
        (from) => sql`select * from (
          select 'workflow' as "type", ${workflows.id} as "id", ${workflows.title} as "title",
            ${workspaces.name} as "workspace", ${nameOf} as "creator",
            case when ${workflows.published} then 'published' else 'draft' end as "status",
            ${workflows.createdAt} as "createdAt", ${workflows.updatedAt} as "updatedAt",
            ${workflows.publishedDate} as "publishedAt"
          from ${from(workflows)}
          join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
          left join ${from(users)} on ${users.id} = ${workflows.authorId}
          where ${workflows.deletedAt} is null and ${within(workflows.workspaceId, ids)}
          union all
          select 'smart instruction', ${smartInstructions.id}, ${smartInstructions.title},
            ${workspaces.name}, ${nameOf},
            case when ${smartInstructions.published} then 'published' else 'draft' end,
            ${smartInstructions.createdAt}, ${smartInstructions.updatedAt}, ${smartInstructions.publishedAt}
          from ${from(smartInstructions)}
          join ${from(workspaces)} on ${workspaces.id} = ${smartInstructions.workspaceId}
          left join ${from(users)} on ${users.id} = ${smartInstructions.authorId}
          where ${within(sql`${smartInstructions.workspaceId}`, ids)}
        ) c order by c."createdAt", c."id" limit ${PAGE_ROWS} offset ${offset}`,
      );
      return clean(rows).map(({ id: _id, ...rest }) => rest);
    },
    async count(caller, ids) {
      const [r] = await caller.tenant.query<{ n: number }>(
        (from) => sql`select
          (select count(*) from ${from(workflows)} where ${workflows.deletedAt} is null and ${within(workflows.workspaceId, ids)})::int
          + (select count(*) from ${from(smartInstructions)} where ${within(sql`${smartInstructions.workspaceId}`, ids)})::int as n`,
      );
      return r?.n ?? 0;
    },
  },
  tracking: {
    columns: [
      col('day', 'Day', 'date'),
      col('startedAt', 'Started', 'date'),
      col('workflow', 'Workflow'),
      col('workspace', 'Workspace'),
      col('user', 'User'),
      col('userEmail', 'E-mail / employee ID'),
      col('playedSeconds', 'Played seconds', 'number'),
      col('durationSeconds', 'Duration seconds', 'number'),
      col('stepsTotal', 'Steps', 'number'),
      col('stepsReached', 'Steps reached', 'number'),
      col('stepsFinished', 'Steps finished', 'number'),
      col('completed', 'Completed'),
    ],
    async page(caller, ids, range, offset) {
      const rows = await caller.tenant.query(
        (
          from,
        ) => sql`select ${analyticsViews.day}::text as "day", ${analyticsViews.enteredAt} as "startedAt",
            ${workflows.title} as "workflow", ${workspaces.name} as "workspace",
            case when ${analyticsViews.isPublic} then 'Public visitor' else ${nameOf} end as "user",
            coalesce(${users.employeeId}, ${users.email}) as "userEmail",
            round(${analyticsViews.playedSeconds}::numeric, 1)::float8 as "playedSeconds",
            round(${analyticsViews.durationSeconds}::numeric, 1)::float8 as "durationSeconds",
            ${analyticsViews.stepsTotal} as "stepsTotal", ${analyticsViews.stepsReached} as "stepsReached",
            ${analyticsViews.stepsFinished} as "stepsFinished", ${analyticsViews.completed} as "completed"
          from ${from(analyticsViews)}
          join ${from(workflows)} on ${workflows.id} = ${analyticsViews.workflowId}
          join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
          left join ${from(users)} on ${users.id} = ${analyticsViews.userId}
          where ${analyticsViews.day} >= ${dayFrom(range)} and ${analyticsViews.day} < ${dayTo(range)}
            and ${within(workflows.workspaceId, ids)}
          order by ${analyticsViews.enteredAt}, ${analyticsViews.recordId}
          limit ${PAGE_ROWS} offset ${offset}`,
      );
      return clean(rows);
    },
    async count(caller, ids, range) {
      const [r] = await caller.tenant.query<{ n: number }>(
        (from) => sql`select count(*)::int as n from ${from(analyticsViews)}
          join ${from(workflows)} on ${workflows.id} = ${analyticsViews.workflowId}
          where ${analyticsViews.day} >= ${dayFrom(range)} and ${analyticsViews.day} < ${dayTo(range)}
            and ${within(workflows.workspaceId, ids)}`,
      );
      return r?.n ?? 0;
    },
  },
  'quiz-results': {
    columns: [
      col('submittedAt', 'Submitted', 'date'),
      col('workflow', 'Workflow'),
      col('workspace', 'Workspace'),
      col('user', 'User'),
      col('userEmail', 'E-mail / employee ID'),
      col('attempt', 'Attempt', 'number'),
      col('score', 'Score', 'number'),
      col('passingScore', 'Passing score', 'number'),
      col('correctAnswers', 'Correct answers', 'number'),
      col('questions', 'Questions', 'number'),
      col('result', 'Result'),
    ],
    async page(caller, ids, range, offset) {
      const rows = await caller.tenant.query(
        (
          from,
        ) => sql`select ${userQuizzes.createdAt} as "submittedAt", ${workflows.title} as "workflow",
            ${workspaces.name} as "workspace",
            case when ${userQuizzes.userId} is null then 'Public visitor' else ${nameOf} end as "user",
            coalesce(${users.employeeId}, ${users.email}) as "userEmail",
            ${userQuizzes.attempt} as "attempt", ${userQuizzes.score} as "score",
            ${userQuizzes.passingScore} as "passingScore",
            ${userQuizzes.correctAnswerCount} as "correctAnswers",
            ${userQuizzes.questionCount} as "questions", ${userQuizzes.status} as "result"
          from ${from(userQuizzes)}
          join ${from(workflows)} on ${workflows.id} = ${userQuizzes.workflowId}
          join ${from(workspaces)} on ${workspaces.id} = ${workflows.workspaceId}
          left join ${from(users)} on ${users.id} = ${userQuizzes.userId}
          where ${userQuizzes.createdAt} >= ${dayFrom(range)} and ${userQuizzes.createdAt} < ${dayTo(range)}
            and ${within(workflows.workspaceId, ids)}
          order by ${userQuizzes.createdAt}, ${userQuizzes.id}
          limit ${PAGE_ROWS} offset ${offset}`,
      );
      return clean(rows);
    },
    async count(caller, ids, range) {
      const [r] = await caller.tenant.query<{ n: number }>(
        (from) => sql`select count(*)::int as n from ${from(userQuizzes)}
          join ${from(workflows)} on ${workflows.id} = ${userQuizzes.workflowId}
          where ${userQuizzes.createdAt} >= ${dayFrom(range)} and ${userQuizzes.createdAt} < ${dayTo(range)}
            and ${within(workflows.workspaceId, ids)}`,
      );
      return r?.n ?? 0;
    },
  },
};

/** The rows of one kind for this caller, in pages (the export job's and the dataset's source). */
export async function dataHubRows(
  caller: Caller,
  params: DataHubParams,
  now = new Date(),
): Promise<ExportRows> {
  const scope = dataHubWorkspaces(caller);
  const spec = SPECS[params.kind];
  const range = params.dateRange ?? defaultDateRange(now);
  const total = await spec.count(caller, scope, range);
  async function* pages(): AsyncIterable<ExportRow[]> {
    for (let offset = 0; offset < total; offset += PAGE_ROWS) {
      const rows = await spec.page(caller, scope, range, offset);
      if (rows.length === 0) return;
      yield rows;
    }
  }
  return { columns: spec.columns, total, pages: pages() };
}

/** A dataset read at once (the API-key route), bounded by DATA_HUB_DATASET_MAX_ROWS. */
export async function dataHubDataset(
  caller: Caller,
  params: DataHubParams,
): Promise<{ columns: ExportColumn[]; rows: ExportRow[]; truncated: boolean }> {
  const { columns, total, pages } = await dataHubRows(caller, params);
  const rows: ExportRow[] = [];
  for await (const page of pages) {
    rows.push(...page);
    if (rows.length >= DATA_HUB_DATASET_MAX_ROWS) break;
  }
  return {
    columns,
    rows: rows.slice(0, DATA_HUB_DATASET_MAX_ROWS),
    truncated: (total ?? 0) > DATA_HUB_DATASET_MAX_ROWS,
  };
}

/** CSV (RFC 4180, a header row; cells that a spreadsheet would run as formulas are quoted). */
export function toCsv(columns: ExportColumn[], rows: ExportRow[]): string {
  const cell = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    let s = String(v);
    if (/^[=+\-@\t\r]/.test(s) && typeof v === 'string') s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => cell(r[c.field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function paramsOf(params: unknown): DataHubParams {
  const p = (params ?? {}) as Partial<DataHubParams>;
  if (!p.kind || !(DATA_HUB_KINDS as readonly string[]).includes(p.kind)) {
    throw new Error('data-hub export without a kind');
  }
  return { kind: p.kind, ...(p.dateRange ? { dateRange: p.dateRange } : {}) };
}

for (const kind of DATA_HUB_KINDS) {
  registerExportSource({
    report: dataHubReport(kind),
    rows: (caller, params) => dataHubRows(caller, { ...paramsOf(params), kind }),
  });
}
