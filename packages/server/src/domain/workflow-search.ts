/**
 * Workflow search (002 §7 "Workflow search"): PostgreSQL full-text search, computed in the
 * query, over a workflow's titles, its steps' titles and its transcripts, ranked with ts_rank.
 * The 'simple' configuration (lower case, no stemming, no stop words) because a workflow's
 * language is any of the interface languages and no single dictionary fits them all.
 */

import { asc, desc, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type PageInfo,
  pageInfo,
  type SearchMatch,
  type SearchResult,
  type SearchSnippet,
  searchSnippet,
  stepTitleFromSentences,
} from '@stepwise/core';

import { steps, transcriptions, workflowSearch, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import {
  jsonObjectOf,
  listableWhere,
  listingScope,
  listWorkflows,
  workflowCards,
  type CardMedia,
  type WorkflowFilters,
} from './workflow-lists.js';
import type { WorkflowRow } from './workflow-access.js';
import type { StepRow } from './workflow-view.js';
import { highlightCandidates, searchTerms } from './search-terms.js';

/** Ours: at most this many matches per workflow, so one page of results stays bounded. */
export const MAX_MATCHES_PER_WORKFLOW = 20;

export const SORT_FIELDS = ['relevance', 'updatedAt', 'createdAt', 'title'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface SearchRequest extends Omit<WorkflowFilters, 'titleContains'> {
  /** websearch syntax; blank lists every workflow the caller may see. */
  keyword?: string;
  sort: { field: SortField; order?: SortOrder };
  page: number;
  size: number;
}

// Each workflow's document (titles A, step titles B, transcripts C, each part capped because
// PostgreSQL refuses a tsvector past 1 MB) is kept by triggers in workflow_search: see
// drizzle/0005_workflow_search.sql.

// Rows are checked by our writers, but a jsonb of the wrong shape must give nothing, not an error.
const objectOf = jsonObjectOf;
const arrayOf = (j: SQL) =>
  sql`(case when jsonb_typeof(${j}) = 'array' then ${j} else '[]'::jsonb end)`;
const defaultOrder = (field: SortField): SortOrder => (field === 'title' ? 'asc' : 'desc');

/** The ORDER BY of a sort, ties broken by the last change and then the id (stable pages). */
function orderOf(sort: SearchRequest['sort'], withRank: boolean): SQL[] {
  const dir = sort.order ?? defaultOrder(sort.field);
  const by = dir === 'asc' ? asc : desc;
  const tail = [desc(workflows.updatedAt), asc(workflows.id)];
  switch (sort.field) {
    case 'relevance':
      return withRank ? [by(sql`rank`), ...tail] : tail;
    case 'updatedAt':
      return [by(workflows.updatedAt), asc(workflows.id)];
    case 'createdAt':
      return [by(workflows.createdAt), asc(workflows.id)];
    case 'title':
      return [by(sql`lower(${workflows.title})`), ...tail];
  }
}

/**
 * One page of workflow ids in the sort's order, and how many workflows match in all. The page
 * reads `matched` under the table's name, so the sort's column references read its rows.
 */
async function rankedIds(
  tenant: Tenant,
  where: SQL,
  keyword: string,
  req: SearchRequest,
): Promise<{ ids: string[]; dataCount: number }> {
  const rows = await tenant.query<{ total: number; id: string | null }>(
    (from) => sql`
      with matched as (
        select ${workflows.id}, ${workflows.updatedAt}, ${workflows.createdAt}, ${workflows.title},
          ts_rank(${workflowSearch.document}, q.query) as rank
        from ${from(workflows)}
        join ${from(workflowSearch)} on ${workflowSearch.workflowId} = ${workflows.id}
        cross join (select websearch_to_tsquery('simple', ${keyword}) as query) as q
        where ${where} and ${workflowSearch.document} @@ q.query
      )
      select t.total, p.id from (select count(*)::int as total from matched) as t
      left join lateral (
        select ${workflows.id} from matched as ${sql.identifier(getTableName(workflows))}
        order by ${sql.join(orderOf(req.sort, true), sql`, `)}
        limit ${req.size} offset ${req.page * req.size}
      ) as p on true`,
  );
  return {
    dataCount: rows[0]?.total ?? 0,
    ids: rows.flatMap((r) => (r.id ? [r.id] : [])),
  };
}

interface MatchRow extends Record<string, unknown> {
  kind: 'sentence' | 'title';
  workflowId: string;
  languageCode: string;
  text: string;
  startTime: number;
  stepId: string;
  firstSentence: string | null;
}

// A sentence's start, read only when it is a number (CASE keeps the cast from seeing anything
// else). Times are compared as numeric, the step's real through its text, so a sentence lands in
// the same step as core's sentencesInRange puts it in, to the last digit.
const startOf = (e: SQL) =>
  sql`(case when jsonb_typeof(${e}->'startTime') = 'number' then (${e}->>'startTime')::numeric end)`;
const exact = (seconds: SQL) => sql`${seconds}::text::numeric`;

/**
 * The transcript sentences and step titles of these workflows that hold any of the terms, each
 * placed in its step the way the player does (a sentence belongs to the step its start falls
 * in), at most MAX_MATCHES_PER_WORKFLOW per workflow. For steps with no title in the sentence's
 * language, the first sentence of the step comes along so the title can be derived.
 */
async function matchRows(tenant: Tenant, ids: string[], terms: string[]): Promise<MatchRow[]> {
  if (ids.length === 0 || terms.length === 0) return [];
  // Any term, not the whole query: a sentence need not hold every word the workflow matched on.
  const anyTerm = sql.join(
    terms.map((t) => sql`websearch_to_tsquery('simple', ${`"${t.replaceAll('"', ' ')}"`})`),
    sql` || `,
  );
  const e = sql`e.value`;
  const f = sql`f.value`;
  return tenant.query<MatchRow>(
    (from) => sql`
      with q as (select ${anyTerm} as query),
      hits as (
        select 'sentence' as kind, ${transcriptions.workflowId} as "workflowId",
          ${transcriptions.languageCode} as "languageCode", ${e}->>'sentence' as text,
          ${startOf(e)}::float8 as "startTime", ${steps.id} as "stepId", ${steps.title} as title,
          ${exact(sql`${steps.startTime}`)} as step_start, ${exact(sql`${steps.endTime}`)} as step_end,
          ${transcriptions.sentences} as sentences
        from ${from(transcriptions)}
        cross join lateral jsonb_array_elements(${arrayOf(sql`${transcriptions.sentences}`)})
          as e(value)
        join ${from(steps)} on ${steps.workflowId} = ${transcriptions.workflowId}
          and ${startOf(e)} >= ${exact(sql`${steps.startTime}`)}
          and ${startOf(e)} < ${exact(sql`${steps.endTime}`)}
        cross join q
        where ${inArray(transcriptions.workflowId, ids)}
          and to_tsvector('simple', coalesce(${e}->>'sentence', '')) @@ q.query
        union all
        select 'title', ${steps.workflowId}, t.key, t.value, ${steps.startTime}::float8,
          ${steps.id}, ${steps.title}, 0, 0, null
        from ${from(steps)}
        cross join lateral jsonb_each_text(${objectOf(sql`${steps.title}`)}) as t(key, value)
        cross join q
        where ${inArray(steps.workflowId, ids)} and to_tsvector('simple', t.value) @@ q.query
      ),
      kept as (
        select hits.*, row_number() over (
          partition by "workflowId" order by "startTime", kind, "languageCode") as n
        from hits
      )
      select kind, "workflowId", "languageCode", text, "startTime", "stepId", first.sentence
        as "firstSentence"
      from kept
      left join lateral (
        select ${f}->>'sentence' as sentence
        from jsonb_array_elements(${arrayOf(sql`kept.sentences`)}) with ordinality as f(value, i)
        where kind = 'sentence' and coalesce(kept.title->>kept."languageCode", '') = ''
          and ${startOf(f)} >= kept.step_start and ${startOf(f)} < kept.step_end
          and ${f}->>'sentence' ~ '[^[:space:]]'
        order by f.i limit 1
      ) as first on true
      where n <= ${MAX_MATCHES_PER_WORKFLOW}
      order by "workflowId", "startTime", kind, "languageCode"`,
  );
}

function snippetOf(text: string, candidates: readonly string[], languageCode: string) {
  for (const c of candidates) {
    const found = searchSnippet(text, c, languageCode);
    if (found) return found;
  }
  // Token and substring matching can disagree at the edges (Unicode case folding): show the text.
  return { text: text.trim(), matchStart: 0, matchEnd: 0 } satisfies SearchSnippet;
}

/** Step titles: the match's language, else derived from its transcript, else the workflow's. */
function stepTitleOf(step: StepRow, row: MatchRow, workflow: WorkflowRow): string {
  if (row.kind === 'title') return row.text;
  return (
    step.title[row.languageCode] ||
    stepTitleFromSentences(row.firstSentence ? [{ sentence: row.firstSentence }] : []) ||
    step.title[workflow.languageCode] ||
    ''
  );
}

/**
 * Matches per workflow: sentences in time order; a step-title match only for a step none of
 * whose sentences matched (the sentence is the better place to jump to).
 */
function matchesOf(
  rows: readonly MatchRow[],
  candidates: readonly string[],
  stepsByWorkflow: ReadonlyMap<string, StepRow[]>,
  workflowById: ReadonlyMap<string, WorkflowRow>,
): Map<string, SearchMatch[]> {
  const bySentence = new Set(rows.filter((r) => r.kind === 'sentence').map((r) => r.stepId));
  const titled = new Set<string>();
  const out = new Map<string, SearchMatch[]>();
  for (const row of rows) {
    const workflow = workflowById.get(row.workflowId);
    const step = stepsByWorkflow.get(row.workflowId)?.find((s) => s.id === row.stepId);
    if (!workflow || !step) continue;
    if (row.kind === 'title' && (bySentence.has(step.id) || titled.has(step.id))) continue;
    if (row.kind === 'title') titled.add(step.id);
    const list = out.get(row.workflowId) ?? [];
    list.push({
      stepId: step.id,
      stepOrder: step.order,
      stepTitle: stepTitleOf(step, row, workflow),
      languageCode: row.languageCode,
      snippet: snippetOf(row.text, candidates, row.languageCode),
      // A title match starts its step; the row's copy of the time went through float8.
      startTime: row.kind === 'title' ? step.startTime : row.startTime,
    });
    out.set(row.workflowId, list);
  }
  return out;
}

/** One page of search results: full-text with a keyword, a plain list without one. */
export async function searchWorkflows(
  caller: Caller,
  media: CardMedia,
  req: SearchRequest,
): Promise<{ items: SearchResult[]; page: PageInfo }> {
  const { keyword: raw, sort, page, size, ...filters } = req;
  const keyword = raw?.trim() ?? '';
  if (keyword === '') {
    const list = await listWorkflows(caller, media, {
      filters,
      orderBy: orderOf(sort, false),
      page,
      size,
    });
    return { items: list.items.map((c) => ({ ...c, matches: [] })), page: list.page };
  }
  const scope = await listingScope(caller);
  const { ids, dataCount } = await rankedIds(
    caller.tenant,
    listableWhere(scope, filters),
    keyword,
    req,
  );
  const terms = searchTerms(keyword);
  const [rows, matchList] = await Promise.all([
    ids.length ? caller.tenant.select(workflows, inArray(workflows.id, ids)) : [],
    matchRows(caller.tenant, ids, terms),
  ]);
  const byId = new Map(rows.map((w) => [w.id, w]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const { cards, stepsByWorkflow } = await workflowCards(caller, media, scope, ordered);
  const matches = matchesOf(matchList, highlightCandidates(terms), stepsByWorkflow, byId);
  return {
    items: cards.map((c) => ({ ...c, matches: matches.get(c.id) ?? [] })),
    page: pageInfo(page, size, dataCount),
  };
}
