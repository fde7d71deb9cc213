/**
 * Retrieval for the assistant (issue 7): the passages (one step of one workflow in one language,
 * migration 0008) that best answer a question, among the workflows the caller may list or play.
 *
 * Full-text first, in each passage's own text search configuration (stemming for the languages
 * PostgreSQL has a dictionary for, 'simple' otherwise):
 * - the question's words that are stop words in any of the organisation's languages are dropped;
 * - a word no passage holds is replaced by its nearest word in the organisation's lexicon
 *   (pg_trgm similarity), weighted by that similarity (typos);
 * - passages holding any word are ranked by BM25 (IDF over the organisation's passages, so rare
 *   words count more than common ones), with the workflow and step titles weighing more than
 *   the transcript; one passage per step.
 * When embeddings are configured and pgvector is there, cosine similarity is blended in.
 * Access is applied inside every query (listableWhere), never after it.
 *
 * Items of published smart instructions are passages too (migration 0018, issue 20): ranked,
 * weighed and judged for coverage with the workflows' passages, visible as the instruction
 * lists show them (published to all or to one of the caller's teams; editors see their
 * workspaces'), never in a workflow's own chat. Only workflows' passages get embeddings.
 */
import { CHAT_TOP_K } from '@stepwise/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  retrievalLexicon,
  retrievalPassages,
  smartInstructions,
  workflows,
} from '../../db/schema.js';
import type { OrgTable, Tenant } from '../../db/tenant.js';
import type { Caller } from '../../domain/caller.js';
import { listableWhere, listingScope } from '../../domain/workflow-lists.js';
import { visibleInstructionsWhere } from '../../domain/smart-instruction-lists.js';
import {
  EmbeddingError,
  embeddingsOnce,
  type Embeddings,
  type EmbeddingsNotConfigured,
} from '../embeddings/embeddings.js';
import {
  embedMissingPassages,
  ensureVectorStore,
  vectorSimilarities,
} from '../embeddings/vector-store.js';
import type { Passage, RetrieveOptions, RetrievePassages } from './types.js';
import { isPhrasing } from './phrasing.js';
import { editSimilarity } from './spelling.js';
import { extendQuoteWindow } from './quote-window.js';
import { spellOutNumbers } from './numbers.js';
import { recordAiUsage } from '../../domain/ai-usage.js';

/** Ours: BM25 parameters and field weights, tuned on test/ai/retrieval-set.ts. */
export const RANKING = {
  k1: 1.2,
  b: 0.75,
  /** Weight of an occurrence in the workflow title (A) and the step title (B); transcript 1. */
  workflowTitle: 2,
  stepTitle: 2.5,
  /** A corrected word needs at least this trigram similarity (pg_trgm's own default). */
  minSimilarity: 0.3,
  /** Words shorter than this are never corrected (too many near neighbours). */
  minCorrectedLength: 4,
  /** Full-text candidates kept for blending with vector similarity. */
  candidates: 50,
  /** Share of the vector similarity in the blended score, when vectors exist. */
  vectorShare: 0.4,
  /** Sentences in the window that gives a passage's start and end time, at most. */
  window: 3,
  /** A typo correction this similar or more is taken as the word meant (coverage). */
  sureCorrection: 0.6,
  /**
   * What a phrasing word ("right" in "is the torque right?") weighs in the ranking, as a share
   * of its IDF. Coverage ignores these words; ranking by their full IDF let a rare one pick the
   * best passage on its own (a short item "Release the right clips" over the torque step), and
   * the question was then judged on a passage about something else.
   */
  phrasingShare: 0.1,
} as const;

/** Ours: the longest question read (the chat's own limit is 4,000 characters). */
export const MAX_QUERY_CHARS = 4000;
/**
 * Ours: longer "words" (a pasted hash, a run of one key) are no words of any transcript, and
 * PostgreSQL refuses a tsquery lexeme past 2,047 bytes: they are left out of the query.
 */
export const MAX_LEXEME_LENGTH = 100;
/** Ours: words of a question used, at most, per configuration. */
const MAX_TERMS = 32;

export interface QueryTerm {
  config: string;
  lexeme: string;
  /** IDF, times the similarity for a corrected word. */
  weight: number;
  /** The question's own lexeme (the same, unless this one corrects a typo). */
  asked: string;
  /** 1 for the question's own word; the trigram similarity of a correction. */
  similarity: number;
  /** What a word no passage holds weighs (the IDF of a document frequency of 0). */
  unknownWeight: number;
  /** Some workflow or step is named with it: the name of a thing or a task. */
  titled: boolean;
  /** A spelt-out number (numbers.ts): used for coverage, never for ranking. */
  alias?: boolean;
}

/** A tsquery text of one lexeme, taken verbatim (quoted, so no parsing or stemming). */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The question's lexemes per configuration of the organisation's passages, stop words dropped. */
async function queryLexemes(
  tenant: Tenant,
  question: string,
): Promise<{
  lexemes: Map<string, string[]>;
  passages: Map<string, number>;
  /** Lexemes (per configuration) that only the question's phrasing gave ("need", "please"). */
  phrasing: Set<string>;
  /** A spelt-out number's lexeme (per configuration) -> the digits the question had. */
  aliases: Map<string, string>;
}> {
  const { text: query, aliases: numberWords } = spellOutNumbers(question);
  const rows = await tenant.query<{
    config: string;
    n: number;
    token: string | null;
    lexemes: string[] | null;
  }>(
    (from) => sql`
      with cfg as (
        select ${retrievalPassages.config} as config, count(*)::int as n
        from ${from(retrievalPassages)} group by ${retrievalPassages.config}
      )
      select cfg.config, cfg.n, d.token, d.lexemes
      from cfg left join lateral ts_debug(cfg.config::regconfig, ${query}) as d on true`,
  );
  const passages = new Map<string, number>();
  const stop = new Set<string>();
  for (const r of rows) {
    passages.set(r.config, r.n);
    if (r.config !== 'simple' && r.token && r.lexemes && r.lexemes.length === 0) {
      stop.add(r.token.toLowerCase());
    }
  }
  const lexemes = new Map<string, string[]>();
  const content = new Set<string>();
  const phrased = new Set<string>();
  const aliases = new Map<string, string>();
  for (const r of rows) {
    if (!r.token || !r.lexemes || stop.has(r.token.toLowerCase())) continue;
    const list = lexemes.get(r.config) ?? [];
    const phrasing = isPhrasing(r.token);
    const digits = numberWords.get(r.token.toLowerCase());
    for (const l of r.lexemes) {
      if (digits !== undefined && l !== digits) aliases.set(termKey(r.config, l), digits);
      (phrasing ? phrased : content).add(termKey(r.config, l));
      if (l.length <= MAX_LEXEME_LENGTH && !list.includes(l) && list.length < MAX_TERMS)
        list.push(l);
    }
    lexemes.set(r.config, list);
  }
  // A lexeme is phrasing only when no content word of the question gave it too.
  const phrasing = new Set([...phrased].filter((k) => !content.has(k)));
  return { lexemes, passages, phrasing, aliases };
}

const termKey = (config: string, lexeme: string) => `${config}\u0000${lexeme}`;

const idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/**
 * Each lexeme with its IDF weight; a lexeme no passage holds becomes its nearest lexicon word
 * that some passage holds, weighted by their similarity, or is dropped.
 */
async function weighTerms(
  tenant: Tenant,
  lexemes: Map<string, string[]>,
  passages: Map<string, number>,
  aliases: ReadonlyMap<string, string> = new Map(),
): Promise<{ terms: QueryTerm[]; missing: QueryTerm[] }> {
  const asked = [...lexemes].flatMap(([config, list]) =>
    list.map((lexeme) => ({ config, lexeme, q: quoteLexeme(lexeme) })),
  );
  if (asked.length === 0) return { terms: [], missing: [] };
  const rows = await tenant.query<{
    config: string;
    lexeme: string;
    df: number;
    titled: boolean;
    near: { lexeme: string; similarity: number; df: number }[] | null;
  }>(
    (from) => sql`
      select t.config, t.lexeme, d.df, d.titled, near.list as near
      from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb) as t(config text, lexeme text, q text)
      cross join lateral (
        select count(*)::int as df,
          coalesce(bool_or(${retrievalPassages.document} @@ (t.q || ':AB')::tsquery), false) as titled
        from ${from(retrievalPassages)}
        where ${retrievalPassages.config} = t.config and ${retrievalPassages.document} @@ t.q::tsquery
      ) as d
      left join lateral (
        select jsonb_agg(jsonb_build_object('lexeme', c.lexeme, 'similarity', c.similarity,
          'df', c.df) order by c.similarity desc, c.lexeme) as list
        from (
          select l.lexeme, similarity(l.lexeme, t.lexeme)::float8 as similarity,
            (select count(*)::int from ${from(retrievalPassages)}
              where ${retrievalPassages.config} = t.config
                and ${retrievalPassages.document} @@ ('''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery) as df
          from (
            select ${retrievalLexicon.config} as config, ${retrievalLexicon.lexeme} as lexeme
            from ${from(retrievalLexicon)}
          ) as l
          where d.df = 0 and char_length(t.lexeme) >= ${RANKING.minCorrectedLength}
            and l.config = t.config and l.lexeme % t.lexeme
            and similarity(l.lexeme, t.lexeme) >= ${RANKING.minSimilarity}
          order by similarity(l.lexeme, t.lexeme) desc, l.lexeme
          limit 5
        ) as c
      ) as near on true`,
  );
  const terms = new Map<string, QueryTerm>();
  const missing: QueryTerm[] = [];
  const add = (t: QueryTerm) => {
    const key = termKey(t.config, t.lexeme);
    const had = terms.get(key);
    if (!had || had.weight < t.weight) terms.set(key, t);
  };
  for (const r of rows) {
    const n = passages.get(r.config) ?? 0;
    const alias = aliases.get(termKey(r.config, r.lexeme));
    const common = {
      config: r.config,
      // A spelt-out number counts as the digits it stands for (numbers.ts).
      asked: alias ?? r.lexeme,
      ...(alias !== undefined ? { alias: true } : {}),
      unknownWeight: idf(n, 0),
      titled: false,
    };
    if (r.df > 0) {
      add({ ...common, lexeme: r.lexeme, weight: idf(n, r.df), similarity: 1, titled: r.titled });
      continue;
    }
    // The candidate most like the word as typed (edit distance, then trigrams).
    const best = (r.near ?? [])
      .filter((c) => c.df > 0)
      .map((c) => ({
        ...c,
        similarity: Math.max(c.similarity, editSimilarity(r.lexeme, c.lexeme)),
      }))
      .sort((x, y) => y.similarity - x.similarity || x.lexeme.localeCompare(y.lexeme))[0];
    if (best) {
      add({
        ...common,
        lexeme: best.lexeme,
        weight: idf(n, best.df) * best.similarity,
        similarity: best.similarity,
      });
    }
    // A word no passage holds, even misspelt: the question is about something the content
    // never mentions, which weighs as much as a word can.
    else missing.push({ ...common, lexeme: r.lexeme, weight: idf(n, 0), similarity: 0 });
  }
  return { terms: [...terms.values()], missing };
}

/**
 * Where the caller may look: the workflows they may list (on `workflows.*`) and the smart
 * instructions they may see (on `smart_instructions.*`), narrowed to a group; a workflow's own
 * chat looks in that workflow only.
 */
interface Access {
  workflows: SQL;
  instructions: SQL;
}

async function accessWhere(caller: Caller, options: RetrieveOptions): Promise<Access> {
  const scope = await listingScope(caller);
  const workspaceIds = options.groupId
    ? [...scope.workspaces.values()]
        .filter((ws) => ws.workspaceGroupId === options.groupId)
        .map((ws) => ws.id)
    : undefined;
  const where = listableWhere(scope, workspaceIds ? { workspaceIds } : {});
  if (options.workflowId) {
    return {
      workflows: and(where, eq(workflows.id, options.workflowId)) as SQL,
      instructions: sql`false`,
    };
  }
  const instructions = and(
    eq(smartInstructions.published, true),
    (await visibleInstructionsWhere(caller, workspaceIds)) ?? sql`true`,
  ) as SQL;
  return { workflows: where, instructions };
}

/** A passage `p` (an alias of retrieval_passages) the caller may see, its sources joined. */
const sourcesJoin = (from: <T extends OrgTable>(table: T) => SQL, p: SQL) => sql`
  left join ${from(workflows)} on ${workflows.id} = ${p}.workflow_id
  left join ${from(smartInstructions)} on ${smartInstructions.id} = ${p}.instruction_id`;
const visibleSource = (access: Access, p: SQL) => sql`(
  (${p}.workflow_id is not null and ${workflows.id} is not null and ${access.workflows})
  or (${p}.instruction_id is not null and ${smartInstructions.id} is not null
    and ${access.instructions}))`;

interface Ranked extends Record<string, unknown> {
  id: string;
  stepId: string;
  score: number;
}

/** BM25 over the passages holding any term, best passage per step, best first. */
async function rankFullText(
  tenant: Tenant,
  terms: readonly QueryTerm[],
  access: Access,
  limit: number,
): Promise<Ranked[]> {
  const byConfig = new Map<string, string[]>();
  for (const t of terms) byConfig.set(t.config, [...(byConfig.get(t.config) ?? []), t.lexeme]);
  const matches = sql.join(
    [...byConfig].map(
      ([config, list]) =>
        sql`(${retrievalPassages.config} = ${config}
          and ${retrievalPassages.document} @@ ${list.map(quoteLexeme).join(' | ')}::tsquery)`,
    ),
    sql` or `,
  );
  // Our own constants, written into the query as float8 literals.
  const num = (n: number) => sql.raw(`${Number(n)}::float8`);
  const [k1, k1p1, b] = [num(RANKING.k1), num(RANKING.k1 + 1), num(RANKING.b)];
  const { workflowTitle, stepTitle } = RANKING;
  // ts_rank of one term is its best occurrence's weight plus the others' decayed (1/i^2), over
  // pi^2/6: a saturating, title-aware term frequency, in units of one transcript occurrence.
  const weights = sql.raw(`'{0.4,0.4,${0.4 * stepTitle},${0.4 * workflowTitle}}'::float4[]`);
  const build = (from: <T extends OrgTable>(table: T) => SQL) => sql`
      with q as (
        select q.config, q.weight, q.q::tsquery as tq
        from jsonb_to_recordset(${JSON.stringify(terms.map((t) => ({ ...t, q: quoteLexeme(t.lexeme) })))}::jsonb)
          as q(config text, weight float8, q text)
      ),
      -- The GIN index finds the passages first, then access is checked on their workflows
      -- (or smart instructions): materialised, so the plan holds without table statistics
      -- (PGlite never autovacuums).
      matched as materialized (
        select ${retrievalPassages.id} as id, ${retrievalPassages.stepId} as step_id,
          ${retrievalPassages.workflowId} as workflow_id,
          ${retrievalPassages.instructionId} as instruction_id,
          ${retrievalPassages.config} as config, ${retrievalPassages.document} as document
        from ${from(retrievalPassages)}
        where ${matches}
      ),
      -- Each kind joined on its own (not one left join with an OR): the workflows' part keeps
      -- the plan it had before smart instructions were passages too.
      cand as materialized (
        select m.id, m.step_id, m.config, m.document, length(m.document)::float8 as len
        from matched as m
        join ${from(workflows)} on ${workflows.id} = m.workflow_id
        where ${access.workflows}
        union all
        select m.id, m.step_id, m.config, m.document, length(m.document)::float8 as len
        from matched as m
        join ${from(smartInstructions)} on ${smartInstructions.id} = m.instruction_id
        where ${access.instructions}
      ),
      stats as materialized (select greatest(avg(len), 1) as avgdl from cand),
      scored as (
        select c.id, c.step_id, sum(q.weight * r.tf * ${k1p1}
          / (r.tf + ${k1} * (1 - ${b} + ${b} * c.len / s.avgdl))) as score
        from cand c cross join stats s
        join q on q.config = c.config and c.document @@ q.tq
        cross join lateral (
          select ts_rank(${weights}, c.document, q.tq)::float8 * 1.6449340668 / 0.4 as tf
        ) as r
        group by c.id, c.step_id
      ),
      best as (
        select distinct on (step_id) id, step_id, score from scored
        order by step_id, score desc, id
      )
      select id, step_id as "stepId", score::float8 as score from best
      order by score desc, id limit ${limit}`;
  // PGlite never autovacuums: without statistics (reltuples < 0) every row estimate is 1 and the
  // planner nests loops over hundreds of candidates (seconds); then this query avoids them.
  const rows = await tenant.transaction(async (t) => {
    await t.query(
      () => sql`select set_config('enable_nestloop', 'off', true)
        where (select reltuples from pg_class where oid = 'retrieval_passages'::regclass) < 0`,
    );
    return t.query<Ranked>(build);
  });
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

interface PassageRow extends Record<string, unknown> {
  id: string;
  /** The workflow, or the smart instruction of an item's passage. */
  workflowId: string;
  /** Set for an item of a smart instruction. */
  instructionId: string | null;
  workspaceId: string;
  stepId: string;
  languageCode: string;
  stepOrder: number;
  stepStart: number;
  stepEnd: number;
  workflowTitle: string;
  stepTitle: string;
  sentences: unknown;
  /** Per sentence, the weight of the query terms it holds. */
  sentenceScores: number[] | null;
  /** The passage's text search configuration. */
  config: string;
  /** The terms (lexemes) this passage holds, and those any passage of its workflow holds. */
  stepTerms: string[] | null;
  workflowTerms: string[] | null;
}

/** The passages' contents, and how well each of their sentences matches the terms. */
async function passageRows(
  tenant: Tenant,
  ids: readonly string[],
  terms: readonly QueryTerm[],
  access: Access,
): Promise<PassageRow[]> {
  return tenant.query<PassageRow>(
    (from) => sql`
      with q as (
        select q.config, q.lexeme, q.weight, q.q::tsquery as tq
        from jsonb_to_recordset(${JSON.stringify(terms.map((t) => ({ ...t, q: quoteLexeme(t.lexeme) })))}::jsonb)
          as q(config text, lexeme text, weight float8, q text)
      ),
      -- The chosen passages first (by primary key), so sentences are scored for them only.
      chosen as materialized (
        select ${retrievalPassages.id} as id,
          coalesce(${retrievalPassages.workflowId}, ${retrievalPassages.instructionId}) as "workflowId",
          ${retrievalPassages.instructionId} as "instructionId",
          coalesce(${workflows.workspaceId}, ${smartInstructions.workspaceId}) as "workspaceId",
          ${retrievalPassages.stepId} as "stepId",
          ${retrievalPassages.languageCode} as "languageCode",
          ${retrievalPassages.stepOrder} as "stepOrder",
          ${retrievalPassages.stepStart}::float8 as "stepStart",
          ${retrievalPassages.stepEnd}::float8 as "stepEnd",
          ${retrievalPassages.workflowTitle} as "workflowTitle",
          ${retrievalPassages.stepTitle} as "stepTitle",
          ${retrievalPassages.sentences} as sentences, ${retrievalPassages.config} as config,
          ${retrievalPassages.document} as document
        from ${from(retrievalPassages)}
        ${sourcesJoin(from, sql`${retrievalPassages}`)}
        where ${visibleSource(access, sql`${retrievalPassages}`)}
          and ${retrievalPassages.id} = any(${sql.raw('array')}(
          select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)))
      )
      select c.id, c.config, c."workflowId", c."instructionId", c."workspaceId", c."stepId",
        c."languageCode", c."stepOrder",
        c."stepStart", c."stepEnd", c."workflowTitle", c."stepTitle", c.sentences,
        ss.scores as "sentenceScores",
        array(select q.lexeme from q where q.config = c.config and c.document @@ q.tq)
          as "stepTerms",
        -- One indexed lookup per kind (a coalesce of the two ids scanned every passage).
        array(select q.lexeme from q where q.config = c.config and (exists (
            select 1 from ${from(retrievalPassages)}
            where ${retrievalPassages.workflowId} = c."workflowId"
              and ${retrievalPassages.config} = c.config and ${retrievalPassages.document} @@ q.tq)
          or exists (
            select 1 from ${from(retrievalPassages)}
            where ${retrievalPassages.instructionId} = c."instructionId"
              and ${retrievalPassages.config} = c.config and ${retrievalPassages.document} @@ q.tq)))
          as "workflowTerms"
      from chosen as c
      left join lateral (
        select array_agg(coalesce(sc.score, 0)::float8 order by e.i) as scores
        from jsonb_array_elements(c.sentences) with ordinality as e(value, i)
        left join lateral (
          select sum(q.weight) as score
          from unnest(to_tsvector(c.config::regconfig, coalesce(e.value->>'sentence', ''))) as u
          join q on q.config = c.config and q.lexeme = u.lexeme
        ) as sc on true
      ) as ss on true`,
  );
}

type Sentence = Passage['sentences'][number];

const sentencesOf = (value: unknown): Sentence[] =>
  Array.isArray(value)
    ? value.flatMap((s: unknown) => {
        const o = s as Partial<Sentence> | null;
        return o && typeof o.sentence === 'string' && typeof o.startTime === 'number'
          ? [{ sentence: o.sentence, startTime: o.startTime, endTime: Number(o.endTime) }]
          : [];
      })
    : [];

/** The contiguous run of at most RANKING.window sentences holding the most query weight. */
export function bestWindow(scores: readonly number[]): { first: number; last: number } | null {
  let best: { first: number; last: number; sum: number } | null = null;
  for (let first = 0; first < scores.length; first++) {
    if (!(scores[first]! > 0)) continue;
    let sum = 0;
    for (let last = first; last < Math.min(scores.length, first + RANKING.window); last++) {
      sum += scores[last]!;
      // A window ends on a matching sentence; a longer one must add weight to win.
      if (scores[last]! > 0 && (!best || sum > best.sum + 1e-9)) best = { first, last, sum };
    }
  }
  return best ? { first: best.first, last: best.last } : null;
}

/**
 * How much of the question a passage and its workflow hold (see Passage.coverage). Each content
 * word of the question counts once, by its IDF; phrasing words count for nothing. A word the
 * content holds as asked counts as asked; a word only a typo correction matched counts as
 * unknown (it weighs what a word no passage holds weighs), covered in proportion to how close
 * the correction is (`RANKING.sureCorrection` and above: fully), so that "forklfit" is the
 * forklift and "dough" is not "doug".
 */
function coverageOf(
  row: PassageRow,
  terms: readonly QueryTerm[],
  missing: readonly QueryTerm[],
  phrasing: ReadonlySet<string>,
): Passage['coverage'] {
  const counts = (t: QueryTerm) =>
    t.config === row.config && !phrasing.has(termKey(t.config, t.asked));
  interface Asked {
    weight: number;
    /** lexeme -> share of the weight it covers */
    lexemes: Map<string, number>;
    known: boolean;
    titled: boolean;
  }
  const asked = new Map<string, Asked>();
  for (const t of [...terms, ...missing].filter(counts)) {
    const a: Asked = asked.get(t.asked) ?? {
      weight: 0,
      lexemes: new Map(),
      known: false,
      titled: false,
    };
    if (t.similarity >= 1) {
      a.weight = t.weight;
      a.known = true;
      a.titled = t.titled;
      a.lexemes.set(t.lexeme, 1);
    } else {
      if (!a.known) a.weight = t.unknownWeight;
      const share = Math.min(1, Math.max(0, t.similarity / RANKING.sureCorrection));
      if (t.similarity > 0) a.lexemes.set(t.lexeme, share * share);
    }
    asked.set(t.asked, a);
  }
  const inStep = new Set(row.stepTerms ?? []);
  const inWorkflow = new Set(row.workflowTerms ?? []);
  const held = (a: Asked, where: ReadonlySet<string>) =>
    Math.max(0, ...[...a.lexemes].filter(([l]) => where.has(l)).map(([, share]) => share));
  let total = 0;
  let step = 0;
  let workflow = 0;
  // The same in plain words, each content word of the question counting 1. IDF is no yardstick
  // of whether the content says what was asked: in a small library (four workflows) a word held
  // once weighs half an unknown word, and where a workflow exists in several copies (one per
  // line or site) its own words look common.
  const units = { step: 0, workflow: 0, total: 0 };
  const unmatched: Passage['coverage']['unmatched'] = [];
  for (const [word, a] of asked) {
    total += a.weight;
    step += a.weight * held(a, inStep);
    const w = held(a, inWorkflow);
    workflow += a.weight * w;
    units.total += 1;
    units.step += held(a, inStep);
    units.workflow += w;
    if (w < 1) {
      unmatched.push({
        word,
        weight: a.weight * (1 - w),
        elsewhere: a.known,
        titled: a.titled,
      });
    }
  }
  unmatched.sort((x, y) => y.weight - x.weight);
  const share = (v: number) => (total > 0 ? v / total : 0);
  // The weight of one word no passage holds: what makes weights comparable across corpora.
  const unit = [...terms, ...missing].find((t) => t.config === row.config)?.unknownWeight ?? 1;
  return {
    step: share(step),
    workflow: share(workflow),
    matched: workflow,
    total,
    unit,
    units,
    unmatched,
  };
}

function toPassage(row: PassageRow, score: number, coverage: Passage['coverage']): Passage {
  const sentences = sentencesOf(row.sentences);
  const best = bestWindow(row.sentenceScores ?? []);
  // Whole neighbouring sentences that must not be cut from the quote (quote-window.ts).
  const window = best
    ? extendQuoteWindow(
        sentences.map((s) => s.sentence),
        best,
      )
    : null;
  const from = window ? sentences[window.first] : undefined;
  const to = window ? sentences[window.last] : undefined;
  return {
    ...(row.instructionId ? { kind: 'multimodalSop' as const } : {}),
    workflowId: row.workflowId,
    workflowTitle: row.workflowTitle,
    workspaceId: row.workspaceId,
    stepId: row.stepId,
    stepTitle: row.stepTitle,
    stepOrder: Number(row.stepOrder),
    languageCode: row.languageCode,
    text: sentences.length ? sentences.map((s) => s.sentence.trim()).join(' ') : row.stepTitle,
    sentences,
    startTime: from ? from.startTime : Number(row.stepStart),
    endTime: to ? to.endTime : Number(row.stepEnd),
    score,
    coverage,
  };
}

const defaultEmbeddings = embeddingsOnce();

export interface RetrieveDependencies {
  /** The embedding provider; the process environment's by default. */
  embeddings?: () => Embeddings | EmbeddingsNotConfigured;
}

/**
 * The `topK` passages (distinct steps) that best answer `query`, among what the caller may see.
 * A blank or stop-word-only question gives [].
 */
export function createRetriever(deps: RetrieveDependencies = {}): RetrievePassages {
  const embeddingsOf = deps.embeddings ?? defaultEmbeddings;
  return async (caller, query, options = {}) => {
    const text = query.slice(0, MAX_QUERY_CHARS).trim();
    const topK = Math.max(1, Math.floor(options.topK ?? CHAT_TOP_K));
    if (text === '') return [];
    const tenant = caller.tenant;
    const [{ lexemes, passages, phrasing, aliases }, access] = await Promise.all([
      queryLexemes(tenant, text),
      accessWhere(caller, options),
    ]);
    // Nothing but stop words (or punctuation): nothing to look for.
    if (![...lexemes.values()].some((list) => list.length > 0)) return [];
    const { terms, missing } = await weighTerms(tenant, lexemes, passages, aliases);
    const ranking = terms
      .filter((t) => !t.alias)
      .map((t) =>
        phrasing.has(termKey(t.config, t.asked))
          ? { ...t, weight: t.weight * RANKING.phrasingShare }
          : t,
      );
    const ranked = ranking.length
      ? await rankFullText(tenant, ranking, access, RANKING.candidates)
      : [];
    let scored = ranked.map((r) => ({ id: r.id, stepId: r.stepId, score: r.score }));

    const embeddings = embeddingsOf();
    if (embeddings.kind !== 'not-configured') {
      const store = await ensureVectorStore(tenant);
      if (store.kind === 'available') {
        let queryVector: number[] | undefined;
        try {
          await embedMissingPassages(tenant, embeddings, access.workflows);
          [queryVector] = await embeddings.embed([text]);
          // The credit dashboard (issue 25): one embedding request of the question.
          await recordAiUsage(tenant, {
            feature: 'embeddings',
            provider: `openai-compatible:${embeddings.model}`,
            unit: 'requests',
            quantity: 1,
            userId: caller.userId,
          });
        } catch (err) {
          // The embedding service failing must not fail the question: full-text still answers.
          if (!(err instanceof EmbeddingError)) throw err;
        }
        const sims = queryVector
          ? await vectorSimilarities(
              tenant,
              embeddings.model,
              queryVector,
              access.workflows,
              scored.map((r) => r.id),
              RANKING.candidates,
            )
          : new Map<string, { stepId: string; similarity: number }>();
        const top = Math.max(...scored.map((r) => r.score), 0);
        const lexical = new Map(scored.map((r) => [r.id, r.score / (top || 1)]));
        const blended = new Map<string, { id: string; stepId: string; score: number }>();
        for (const [id, v] of sims) {
          const score =
            (1 - RANKING.vectorShare) * (lexical.get(id) ?? 0) +
            RANKING.vectorShare * Math.max(0, v.similarity);
          blended.set(id, { id, stepId: v.stepId, score });
        }
        for (const r of scored) {
          if (!blended.has(r.id)) {
            blended.set(r.id, {
              ...r,
              score: (1 - RANKING.vectorShare) * (lexical.get(r.id) ?? 0),
            });
          }
        }
        scored = [...blended.values()].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
      }
    }

    // One passage per step, best first.
    const seen = new Set<string>();
    const chosen = scored.filter((r) => !seen.has(r.stepId) && seen.add(r.stepId)).slice(0, topK);
    if (chosen.length === 0) return [];
    const rows = await passageRows(
      tenant,
      chosen.map((c) => c.id),
      terms,
      access,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return chosen.flatMap((c) => {
      const row = byId.get(c.id);
      return row ? [toPassage(row, c.score, coverageOf(row, terms, missing, phrasing))] : [];
    });
  };
}

/** Retrieval with the process environment's embedding provider (if any). */
export const retrievePassages: RetrievePassages = createRetriever();
