/**
 * Content governance (issue 25; 000 §2 /governance): every workflow and smart instruction with
 * its owner and review-by date (table content_governance), and the lists that need attention:
 * review due (review-by passed), stale (not updated for GOVERNANCE_STALE_DAYS) and never viewed
 * (published, no view ever: no analytics_views row, no smart-instruction session).
 *
 * Who (000 §6): the governance feature and access flag. Organisation admins govern the whole
 * organisation; anyone else given the flag by the permission settings, the workspaces they
 * belong to. The owner shown is the one set here, else the content's author.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  isAdminRole,
  isoDate,
  nextReviewBy,
  staleBefore,
  type GovernanceItem,
  type GovernancePage,
  type GovernanceQuery,
  type GovernanceUpdate,
  type GovernedContentType,
} from '@stepwise/core';
import {
  analyticsViews,
  contentGovernance,
  smartInstructions,
  sopSessions,
  users,
  workflows,
  workspaces,
} from '../db/schema.js';
import type { OrgTable } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { forbidden, notFound } from './errors.js';

type From = <T extends OrgTable>(table: T) => SQL;

/** The workspaces the caller governs; null = the whole organisation. */
export function governedWorkspaces(caller: Caller): string[] | null {
  if (!caller.features.governance || !caller.flags.governance) throw forbidden();
  if (isAdminRole(caller.role)) return null;
  return Object.keys(caller.workspaceRoles);
}

function within(column: SQL, ids: string[] | null): SQL {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

const personName = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(${alias}.display_name), ''), nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.employee_id, ${alias}.email)`,
  );

/** Every governed item of the scope as one relation `c` (the list's and one item's source). */
function contentRelation(from: From, ids: string[] | null): SQL {
  return sql`(
    select 'workflows' as type, ${workflows.id} as id, ${workflows.title} as title,
      ${workflows.workspaceId} as workspace_id, ${workflows.published} as published,
      ${workflows.authorId} as author_id, ${workflows.createdAt} as created_at,
      ${workflows.updatedAt} as updated_at,
      (select count(*) from ${from(analyticsViews)} where ${analyticsViews.workflowId} = ${workflows.id})::int as views
    from ${from(workflows)}
    where ${workflows.deletedAt} is null and ${within(sql`${workflows.workspaceId}`, ids)}
    union all
    select 'multimodal-sops', ${smartInstructions.id}, ${smartInstructions.title},
      ${smartInstructions.workspaceId}, ${smartInstructions.published}, ${smartInstructions.authorId},
      ${smartInstructions.createdAt}, ${smartInstructions.updatedAt},
      (select count(*) from ${from(sopSessions)} where ${sopSessions.instructionId} = ${smartInstructions.id})::int
    from ${from(smartInstructions)}
    where ${within(sql`${smartInstructions.workspaceId}`, ids)}
  ) c`;
}

interface Row extends Record<string, unknown> {
  type: GovernedContentType;
  id: string;
  title: string;
  workspace_id: string;
  workspace_name: string;
  published: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  views: number;
  owner_id: string | null;
  owner_name: string | null;
  review_by: string | null;
  reviewed_at: string | Date | null;
  review_due: boolean;
  stale: boolean;
  total: number;
}

const isoOf = (v: string | Date): string => new Date(v).toISOString();

function item(r: Row): GovernanceItem {
  return {
    type: r.type,
    id: r.id,
    title: r.title,
    workspaceId: r.workspace_id,
    workspaceName: r.workspace_name,
    published: r.published,
    createdAt: isoOf(r.created_at),
    updatedAt: isoOf(r.updated_at),
    owner: r.owner_id ? { id: r.owner_id, name: r.owner_name ?? '' } : null,
    reviewBy: r.review_by,
    reviewedAt: r.reviewed_at ? isoOf(r.reviewed_at) : null,
    reviewDue: r.review_due,
    stale: r.stale,
    views: r.views,
  };
}

async function selectItems(
  caller: Caller,
  ids: string[] | null,
  where: SQL,
  orderBy: SQL,
  page: { limit: number; offset: number },
  now: Date,
): Promise<Row[]> {
  const today = isoDate(now);
  const stale = staleBefore(now).toISOString();
  return caller.tenant.query<Row>(
    (from) => sql`select g.*, count(*) over()::int as total from (
      select c.type, c.id, c.title, c.workspace_id, ${workspaces.name} as workspace_name,
        c.published, c.created_at, c.updated_at, c.views,
        coalesce(${contentGovernance.ownerId}, c.author_id) as owner_id,
        ${personName('o')} as owner_name,
        ${contentGovernance.reviewBy}::text as review_by, ${contentGovernance.reviewedAt} as reviewed_at,
        coalesce(${contentGovernance.reviewBy} < ${today}::date, false) as review_due,
        (c.updated_at < ${stale}::timestamptz) as stale
      from ${contentRelation(from, ids)}
      join ${from(workspaces)} on ${workspaces.id} = c.workspace_id
      left join ${from(contentGovernance)} on ${contentGovernance.contentType} = c.type
        and ${contentGovernance.contentId} = c.id
      left join (select * from ${from(users)}) o on o.id = coalesce(${contentGovernance.ownerId}, c.author_id)
    ) g where ${where}
    order by ${orderBy}, g.id
    limit ${page.limit} offset ${page.offset}`,
  );
}

/** One page of a governance list. */
export async function governanceList(
  caller: Caller,
  query: GovernanceQuery,
  now = new Date(),
): Promise<GovernancePage> {
  const ids = governedWorkspaces(caller);
  const conditions: SQL[] = [];
  let orderBy = sql`lower(g.title)`;
  if (query.list === 'review-due') {
    conditions.push(sql`g.review_due`);
    orderBy = sql`g.review_by`;
  } else if (query.list === 'stale') {
    conditions.push(sql`g.stale`);
    orderBy = sql`g.updated_at`;
  } else if (query.list === 'never-viewed') {
    conditions.push(sql`g.published and g.views = 0`);
  }
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`g.title ilike ${like}`);
  }
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const rows = await selectItems(
    caller,
    ids,
    where,
    orderBy,
    { limit: query.size, offset: query.page * query.size },
    now,
  );
  const dataCount =
    rows[0]?.total ?? (query.page === 0 ? 0 : await countOnly(caller, ids, where, now));
  return {
    items: rows.map(item),
    page: {
      page: query.page,
      size: query.size,
      dataCount,
      pageCount: Math.ceil(dataCount / query.size),
    },
  };
}

/** The size of a list when the page asked for is past its end. */
async function countOnly(caller: Caller, ids: string[] | null, where: SQL, now: Date) {
  const [first] = await selectItems(caller, ids, where, sql`g.id`, { limit: 1, offset: 0 }, now);
  return first?.total ?? 0;
}

/** One governed item the caller may govern (404 when it is not there or not theirs). */
export async function governedItem(
  caller: Caller,
  type: GovernedContentType,
  id: string,
  now = new Date(),
): Promise<GovernanceItem> {
  const ids = governedWorkspaces(caller);
  const [row] = await selectItems(
    caller,
    ids,
    sql`g.type = ${type} and g.id = ${id}`,
    sql`g.id`,
    { limit: 1, offset: 0 },
    now,
  );
  if (!row) throw notFound(type === 'workflows' ? 'Workflow' : 'Smart instruction');
  return item(row);
}

async function write(
  caller: Caller,
  type: GovernedContentType,
  id: string,
  set: Partial<typeof contentGovernance.$inferInsert>,
): Promise<void> {
  await caller.tenant.insertIgnore(contentGovernance, { contentType: type, contentId: id });
  await caller.tenant.update(
    contentGovernance,
    { ...set, updatedAt: new Date() },
    and(eq(contentGovernance.contentType, type), eq(contentGovernance.contentId, id)),
  );
}

/** Sets the owner (a person of the organisation) and the review-by date. */
export async function updateGovernance(
  caller: Caller,
  type: GovernedContentType,
  id: string,
  input: GovernanceUpdate,
): Promise<GovernanceItem> {
  await governedItem(caller, type, id);
  if (input.ownerId) {
    const owner = await caller.tenant.first(
      users,
      and(eq(users.id, input.ownerId), eq(users.disabled, false)),
    );
    if (!owner) throw notFound('User');
  }
  await write(caller, type, id, { ownerId: input.ownerId, reviewBy: input.reviewBy });
  return governedItem(caller, type, id);
}

/** Marks the item reviewed today; a recurring review moves its review-by date one period on. */
export async function markReviewed(
  caller: Caller,
  type: GovernedContentType,
  id: string,
  now = new Date(),
): Promise<GovernanceItem> {
  const before = await governedItem(caller, type, id, now);
  await write(caller, type, id, {
    reviewedAt: now,
    reviewBy: nextReviewBy(before.reviewBy, now),
  });
  return governedItem(caller, type, id, now);
}
