/**
 * Passage vectors (pgvector) for the assistant's retrieval. The table is made at run time, only
 * when embeddings are configured and the `vector` extension is there (PGlite ships it; Debian's
 * PostgreSQL has no pgvector package), so the shared migrations never need the extension.
 * Vectors are kept per passage content (`content_hash`) and model: a passage rebuilt by the
 * triggers with the same text keeps its vector.
 */
import { customType, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { and, sql, type SQL } from 'drizzle-orm';
import { organizations, retrievalPassages, workflows } from '../../db/schema.js';
import type { Tenant } from '../../db/tenant.js';
import type { Embeddings } from './embeddings.js';

const vector = customType<{ data: string }>({ dataType: () => 'vector' });

/** Not in db/schema.ts on purpose: created by ensureVectorStore, never by a migration. */
export const retrievalVectors = pgTable(
  'retrieval_vectors',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    contentHash: text('content_hash').notNull(),
    embedding: vector('embedding').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.model, t.contentHash] })],
);

export type VectorStore = { kind: 'available' } | { kind: 'not-available'; reason: string };

export const PGVECTOR_MISSING =
  'Vector search is not available: install pgvector (the PostgreSQL `vector` extension); ' +
  'retrieval uses full-text search only.';

/** Ours: passages embedded per retrieval call at most, so a first question stays bounded. */
export const EMBED_PER_CALL = 256;

/** Makes the vector table when the extension can be had; says why not otherwise. */
export async function ensureVectorStore(tenant: Tenant): Promise<VectorStore> {
  const [state] = await tenant.query<{ ready: boolean; installable: boolean }>(
    () => sql`select
      (exists (select 1 from pg_extension where extname = 'vector')
        and to_regclass('retrieval_vectors') is not null) as ready,
      exists (select 1 from pg_available_extensions where name = 'vector') as installable`,
  );
  if (state?.ready) return { kind: 'available' };
  if (!state?.installable) return { kind: 'not-available', reason: PGVECTOR_MISSING };
  try {
    await tenant.query(() => sql`create extension if not exists vector`);
    await tenant.query(
      () => sql`create table if not exists retrieval_vectors (
        organization_id text not null references organizations(id) on delete cascade,
        model text not null,
        content_hash text not null,
        embedding vector not null,
        primary key (organization_id, model, content_hash))`,
    );
  } catch (err) {
    return { kind: 'not-available', reason: `${PGVECTOR_MISSING} (${(err as Error).message})` };
  }
  return { kind: 'available' };
}

/** What a passage's vector is made of: the same text its full-text document holds. */
const passageText = sql`${retrievalPassages.workflowTitle} || E'\n' || ${retrievalPassages.stepTitle}
  || E'\n' || coalesce((select string_agg(e.value->>'sentence', ' ')
    from jsonb_array_elements(${retrievalPassages.sentences}) as e(value)), '')`;

/**
 * Embeds up to EMBED_PER_CALL passages the caller may see (`where` on workflows) that have no
 * vector for this model yet. Lazy: the first questions of an organisation fill the store.
 */
export async function embedMissingPassages(
  tenant: Tenant,
  embeddings: Embeddings,
  where: SQL,
  signal?: AbortSignal,
): Promise<number> {
  const missing = await tenant.query<{ hash: string; text: string }>(
    (from) => sql`
      select distinct on (${retrievalPassages.contentHash}) ${retrievalPassages.contentHash} as hash,
        ${passageText} as text
      from ${from(retrievalPassages)}
      join ${from(workflows)} on ${workflows.id} = ${retrievalPassages.workflowId}
      where ${where} and not exists (
        select 1 from ${from(retrievalVectors)}
        where ${retrievalVectors.contentHash} = ${retrievalPassages.contentHash}
          and ${retrievalVectors.model} = ${embeddings.model})
      order by ${retrievalPassages.contentHash}
      limit ${EMBED_PER_CALL}`,
  );
  if (missing.length === 0) return 0;
  const vectors = await embeddings.embed(
    missing.map((m) => m.text),
    signal,
  );
  const rows = missing.map((m, i) => ({
    organizationId: tenant.organizationId,
    model: embeddings.model,
    contentHash: m.hash,
    embedding: JSON.stringify(vectors[i]),
  }));
  await tenant.query(
    () => sql`insert into retrieval_vectors (organization_id, model, content_hash, embedding)
      select r.organization_id, r.model, r.content_hash, r.embedding::vector
      from jsonb_to_recordset(${JSON.stringify(
        rows.map((r) => ({
          organization_id: r.organizationId,
          model: r.model,
          content_hash: r.contentHash,
          embedding: r.embedding,
        })),
      )}::jsonb) as r(organization_id text, model text, content_hash text, embedding text)
      on conflict do nothing`,
  );
  return missing.length;
}

/**
 * Cosine similarity of the query to the passages the caller may see: the `limit` nearest, plus
 * those in `alsoIds` (the full-text candidates), so both lists are scored on the same scale.
 */
export async function vectorSimilarities(
  tenant: Tenant,
  model: string,
  queryVector: readonly number[],
  where: SQL,
  alsoIds: readonly string[],
  limit: number,
): Promise<Map<string, { stepId: string; similarity: number }>> {
  const q = JSON.stringify(queryVector);
  const rows = await tenant.query<{ id: string; stepId: string; similarity: number }>(
    (from) => sql`
      with scoped as (
        select ${retrievalPassages.id} as id, ${retrievalPassages.stepId} as "stepId",
          ${retrievalVectors.embedding} <=> ${q}::vector as distance
        from ${from(retrievalPassages)}
        join ${from(workflows)} on ${workflows.id} = ${retrievalPassages.workflowId}
        join ${from(retrievalVectors)} on ${retrievalVectors.contentHash} = ${retrievalPassages.contentHash}
          and ${retrievalVectors.model} = ${model}
        where ${and(where)}
      )
      select id, "stepId", (1 - distance)::float8 as similarity from (
        (select * from scoped order by distance, id limit ${limit})
        union
        (select * from scoped where id in (select jsonb_array_elements_text(${JSON.stringify(alsoIds)}::jsonb)))
      ) as v`,
  );
  return new Map(rows.map((r) => [r.id, { stepId: r.stepId, similarity: Number(r.similarity) }]));
}
