/**
 * Lists of smart instructions (issue 20; 001 §7 list by workspace, 002 §2, §7 owned-by-me and
 * search): pages from 0, newest change first by default, `page.dataCount` / `pageCount`. Editors
 * of a workspace see all of its SOPs; everyone else who sees the workspace sees the published
 * ones that are published to all or to one of their teams. Search matches the title, the
 * description and the items' text (sop_items.search_text), case-insensitively.
 */
import { and, asc, desc, eq, inArray, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  pageInfo,
  type PageInfo,
  type SmartInstructionListQuery,
  type SmartInstructionSummary,
} from '@stepwise/core';
import { smartInstructions, sopItems, teamMembers, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import type { SmartInstructionRow } from './smart-instruction-access.js';
import { summariesOf } from './smart-instruction-view.js';
import type { MediaSigner } from './sop-item-rows.js';
import { likePattern } from './workflow-lists.js';
import { visibleWorkspace, WorkspaceAccess } from './workspace-access.js';

export interface SopPage {
  items: SmartInstructionSummary[];
  page: PageInfo;
}

/** `published_team_ids ?| array[...]`, each id a bound parameter. */
function teamArrayMatch(teamIds: readonly string[]): SQL {
  const list = sql.join(
    teamIds.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`${smartInstructions.publishedTeamIds} ?| array[${list}]::text[]`;
}

/** Published, to all or to one of `teamIds`. */
function publishedToAny(teamIds: readonly string[]): SQL {
  const toAll = sql`jsonb_array_length(${smartInstructions.publishedTeamIds}) = 0`;
  return and(
    eq(smartInstructions.published, true),
    teamIds.length === 0 ? toAll : or(toAll, teamArrayMatch(teamIds)),
  ) as SQL;
}

/** What the caller may see of the workspaces in `scope` (all of theirs when not given). */
async function visibleWhere(caller: Caller, scope?: string[]): Promise<SQL | undefined> {
  if (caller.kind === 'custom') return sql`false`;
  const [all, access, memberships] = await Promise.all([
    caller.tenant.select(workspaces, scope ? inArray(workspaces.id, scope) : undefined),
    WorkspaceAccess.of(caller),
    caller.tenant.select(teamMembers, eq(teamMembers.userId, caller.userId)),
  ]);
  const editable = all.filter((w) => access.canEdit(w)).map((w) => w.id);
  const readable = all.filter((w) => access.canView(w) && !access.canEdit(w)).map((w) => w.id);
  const teamIds = memberships.map((m) => m.teamId);
  const parts = [
    editable.length ? inArray(smartInstructions.workspaceId, editable) : undefined,
    readable.length
      ? and(inArray(smartInstructions.workspaceId, readable), publishedToAny(teamIds))
      : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length === 0 ? sql`false` : or(...parts);
}

/**
 * The smart instructions the caller may see, as a condition on `smart_instructions.*`, in the
 * workspaces of `scope` (all when not given): the assistant's retrieval reads it too.
 */
export const visibleInstructionsWhere = visibleWhere;

function keywordWhere(keyword: string): SQL | undefined {
  const k = keyword.trim();
  if (!k) return undefined;
  const p = likePattern(k);
  return or(
    ilike(smartInstructions.title, p),
    ilike(smartInstructions.description, p),
    sql`exists (select 1 from ${sopItems} where ${sopItems.instructionId} = ${smartInstructions.id}
      and ${sopItems.organizationId} = ${smartInstructions.organizationId}
      and ${sopItems.searchText} ilike ${p})`,
  );
}

function orderOf(query: Pick<SmartInstructionListQuery, 'orderBy' | 'order'>): SQL[] {
  const by = query.order === 'asc' ? asc : desc;
  const column =
    query.orderBy === 'title'
      ? sql`lower(${smartInstructions.title})`
      : query.orderBy === 'createdAt'
        ? smartInstructions.createdAt
        : smartInstructions.updatedAt;
  return [by(column), asc(smartInstructions.id)];
}

async function pageOf(
  caller: Caller,
  where: SQL | undefined,
  query: Pick<SmartInstructionListQuery, 'page' | 'size' | 'orderBy' | 'order'>,
  sign: MediaSigner,
): Promise<SopPage> {
  const [rows, count] = await Promise.all([
    caller.tenant.select(smartInstructions, where, {
      orderBy: orderOf(query),
      limit: query.size,
      offset: query.page * query.size,
    }),
    caller.tenant.count(smartInstructions, where),
  ]);
  return {
    items: await summariesOf(caller.tenant, rows as SmartInstructionRow[], sign),
    page: pageInfo(query.page, query.size, count),
  };
}

/** GET /v1/workspaces/{id}/multimodal-sops. */
export async function workspaceInstructions(
  caller: Caller,
  workspaceId: string,
  query: SmartInstructionListQuery,
  sign: MediaSigner,
): Promise<SopPage> {
  const { workspace } = await visibleWorkspace(caller, workspaceId);
  return pageOf(caller, await visibleWhere(caller, [workspace.id]), query, sign);
}

/** GET /v1/multimodal-sop/owned-by-me: the SOPs the caller made that they still see. */
export async function ownedInstructions(
  caller: Caller,
  query: { page: number; size: number },
  sign: MediaSigner,
): Promise<SopPage> {
  const where = and(eq(smartInstructions.authorId, caller.userId), await visibleWhere(caller));
  return pageOf(caller, where, { ...query, orderBy: 'updatedAt', order: 'desc' }, sign);
}

/** GET /v1/search/mmsop: visible SOPs whose title, description or item text holds `keyword`. */
export async function searchInstructions(
  caller: Caller,
  query: { keyword: string; page: number; size: number },
  sign: MediaSigner,
): Promise<SopPage> {
  const where = and(await visibleWhere(caller), keywordWhere(query.keyword));
  return pageOf(caller, where, { ...query, orderBy: 'updatedAt', order: 'desc' }, sign);
}
