/**
 * Which workflows a caller may see in lists and search, and the card each one becomes. Every list
 * (a workspace's workflows, owned-by-me, search) asks here, so a deleted workflow, a private
 * workspace the caller is not in, or a draft a viewer may not see is missing the same way in all.
 */

import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { displayName, pageInfo, type PageInfo, type WorkflowCard } from '@stepwise/core';

import type { Services } from '../services.js';
import { steps, users, workflows, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { signedMediaUrls } from './media-urls.js';
import { WorkspaceAccess, type WorkspaceRow } from './workspace-access.js';
import type { WorkflowRow } from './workflow-access.js';
import { isGen2, workflowView, type StepRow } from './workflow-view.js';

/** The workspaces a caller sees, and those where they see drafts too (publisher or more). */
export interface ListingScope {
  workspaces: ReadonlyMap<string, WorkspaceRow>;
  drafts: ReadonlySet<string>;
}

export async function listingScope(caller: Caller): Promise<ListingScope> {
  const [all, access] = await Promise.all([
    caller.tenant.select(workspaces),
    WorkspaceAccess.of(caller),
  ]);
  const visible = all.filter((ws) => access.canView(ws));
  return {
    workspaces: new Map(visible.map((ws) => [ws.id, ws])),
    drafts: new Set(visible.filter((ws) => access.canEdit(ws)).map((ws) => ws.id)),
  };
}

export interface WorkflowFilters {
  /** Only these workspaces (ids the caller cannot see simply match nothing). */
  workspaceIds?: readonly string[];
  published?: boolean;
  /** Only workflows this user wrote. */
  authorId?: string;
  /** Case-insensitive substring of the title or a translated title (the lists' filter box). */
  titleContains?: string;
}

/** A jsonb that must be an object, or `{}`: rows of the wrong shape give nothing, not an error. */
export const jsonObjectOf = (j: SQL) =>
  sql`(case when jsonb_typeof(${j}) = 'object' then ${j} else '{}'::jsonb end)`;

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition every list carries: live, in a workspace the caller sees, and published unless
 * the caller may edit that workspace. Column references are plain `workflows.*`, so the same
 * condition serves `tenant.select` and the hand-written search query.
 */
export function listableWhere(scope: ListingScope, filters: WorkflowFilters = {}): SQL {
  let visible = [...scope.workspaces.keys()];
  if (filters.workspaceIds) {
    const wanted = new Set(filters.workspaceIds);
    visible = visible.filter((id) => wanted.has(id));
  }
  const drafts = visible.filter((id) => scope.drafts.has(id));
  const conditions: (SQL | undefined)[] = [
    isNull(workflows.deletedAt),
    inArray(workflows.workspaceId, visible),
    drafts.length > 0
      ? or(eq(workflows.published, true), inArray(workflows.workspaceId, drafts))
      : eq(workflows.published, true),
    filters.published === undefined ? undefined : eq(workflows.published, filters.published),
    filters.authorId === undefined ? undefined : eq(workflows.authorId, filters.authorId),
  ];
  const text = filters.titleContains?.trim();
  if (text) {
    const p = likePattern(text);
    conditions.push(
      or(
        ilike(workflows.title, p),
        sql`exists (
          select 1 from jsonb_each_text(${jsonObjectOf(sql`${workflows.translatedTitles}`)})
            as t(key, value)
          where t.value ilike ${p})`,
      ),
    );
  }
  return and(...conditions) as SQL;
}

/** What card posters are signed with: the server's services and the origin the caller used. */
export interface CardMedia {
  services: Services;
  origin?: string;
}

/** Cards for workflow rows, in the order given; the steps come back for callers that need them. */
export async function workflowCards(
  caller: Caller,
  media: CardMedia,
  scope: ListingScope,
  rows: readonly WorkflowRow[],
): Promise<{ cards: WorkflowCard[]; stepsByWorkflow: Map<string, StepRow[]> }> {
  const ids = rows.map((w) => w.id);
  const authorIds = [...new Set(rows.flatMap((w) => (w.authorId ? [w.authorId] : [])))];
  const [stepRows, authors] = await Promise.all([
    ids.length ? caller.tenant.select(steps, inArray(steps.workflowId, ids)) : [],
    authorIds.length ? caller.tenant.select(users, inArray(users.id, authorIds)) : [],
  ]);
  const stepsByWorkflow = new Map<string, StepRow[]>(ids.map((id) => [id, []]));
  for (const s of stepRows) stepsByWorkflow.get(s.workflowId)?.push(s);
  for (const list of stepsByWorkflow.values()) {
    list.sort((a, b) => a.order - b.order || a.startTime - b.startTime);
  }
  const authorById = new Map(authors.map((u) => [u.id, { id: u.id, displayName: displayName(u) }]));
  const cards = rows.flatMap((w) => {
    const ws = scope.workspaces.get(w.workspaceId);
    if (!ws) return [];
    const stepList = stepsByWorkflow.get(w.id) ?? [];
    const author = (w.authorId && authorById.get(w.authorId)) || null;
    return [
      {
        ...workflowView(w, ws, stepList, author, isGen2(caller)),
        posterURL: signedMediaUrls(media.services, w, { origin: media.origin }).posterURL,
        stepCount: stepList.length,
      },
    ];
  });
  return { cards, stepsByWorkflow };
}

export interface ListRequest {
  filters: WorkflowFilters;
  orderBy: SQL[];
  page: number;
  size: number;
}

/** One page of cards with its page info (lists and searches without a keyword). */
export async function listWorkflows(
  caller: Caller,
  media: CardMedia,
  req: ListRequest,
): Promise<{ items: WorkflowCard[]; page: PageInfo }> {
  const scope = await listingScope(caller);
  const where = listableWhere(scope, req.filters);
  const [dataCount, rows] = await Promise.all([
    caller.tenant.count(workflows, where),
    caller.tenant.select(workflows, where, {
      orderBy: req.orderBy,
      limit: req.size,
      offset: req.page * req.size,
    }),
  ]);
  const { cards } = await workflowCards(caller, media, scope, rows);
  return { items: cards, page: pageInfo(req.page, req.size, dataCount) };
}
