/**
 * Embeddings in retrieval: the OpenAI-compatible `/embeddings` client against a local stand-in
 * (its own deterministic embedding: a hashed bag of words with a few synonyms folded together,
 * standing in for a real model's sense of meaning), passages embedded lazily into pgvector, and
 * vector similarity blended into the ranking. Where pgvector is missing (Debian's PostgreSQL)
 * the store says so and retrieval stays full-text.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { workspaces } from '../../src/db/schema.js';
import { Tenant } from '../../src/db/tenant.js';
import { createRetriever } from '../../src/ai/retrieval/retrieve.js';
import {
  EMBEDDINGS_NOT_CONFIGURED_REASON,
  resolveEmbeddings,
  type Embeddings,
} from '../../src/ai/embeddings/embeddings.js';
import { ensureVectorStore, PGVECTOR_MISSING } from '../../src/ai/embeddings/vector-store.js';
import type { Caller } from '../../src/domain/caller.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { startTestServer, type TestServer } from '../harness.js';
import { RETRIEVAL_WORKFLOWS } from './retrieval-set.js';
import { callerFor, loadRetrievalSet } from './retrieval-helpers.js';

const DIMENSIONS = 256;
const SYNONYMS: Record<string, string> = { propane: 'lpg', gas: 'lpg', tank: 'cylinder' };

function embed(text: string): number[] {
  const v = new Array<number>(DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const word = SYNONYMS[raw] ?? raw;
    let h = 2166136261;
    for (const ch of word) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
    v[(h >>> 0) % DIMENSIONS]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

let s: TestServer;
let viewer: Caller;
let baseUrl = '';
const received: { model: string; inputs: number; authorization?: string }[] = [];
let fluidsStepId = '';

beforeAll(async () => {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        model: string;
        input: string[];
      };
      received.push({
        model: body.model,
        inputs: body.input.length,
        authorization: req.headers.authorization,
      });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: body.input.map((t, index) => ({ object: 'embedding', index, embedding: embed(t) })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  s = await startTestServer();
  const wss = await s.database.db
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, s.demoOrganizationId));
  const ids = await loadRetrievalSet(
    s.database.db,
    { organizationId: s.demoOrganizationId, workspaceId: wss.find((w) => !w.private)!.id },
    RETRIEVAL_WORKFLOWS.slice(0, 6),
  );
  fluidsStepId = ids.stepIds.get('rs-forklift-daily-check--fluids')!;
  viewer = await callerFor(s, DEMO_USERS.viewer);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('embeddings configuration', () => {
  it('is not configured without AI_EMBEDDING_MODEL, and says which variables to set', () => {
    expect(resolveEmbeddings({ AI_BASE_URL: 'http://x.test/v1' })).toEqual({
      kind: 'not-configured',
      reason: EMBEDDINGS_NOT_CONFIGURED_REASON,
    });
    expect(resolveEmbeddings({ AI_EMBEDDING_MODEL: 'm', AI_BASE_URL: 'not a url' })).toMatchObject({
      kind: 'not-configured',
      reason: expect.stringContaining('AI_BASE_URL'),
    });
    expect(
      resolveEmbeddings({ AI_EMBEDDING_MODEL: 'm', AI_BASE_URL: 'http://x.test/v1' }),
    ).toMatchObject({ kind: 'openai-compatible', model: 'm' });
  });
});

describe('retrieval with embeddings', () => {
  it('blends vector similarity in where pgvector is there, else stays full-text', async () => {
    const embeddings = resolveEmbeddings({
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'sk-stand-in',
      AI_EMBEDDING_MODEL: 'stand-in-embed',
    }) as Embeddings;
    expect(embeddings.kind).toBe('openai-compatible');
    const withVectors = createRetriever({ embeddings: () => embeddings });
    const fullText = createRetriever({
      embeddings: () => ({ kind: 'not-configured', reason: 'off' }),
    });
    const question = 'propane';
    const store = await ensureVectorStore(new Tenant(s.database.db, s.demoOrganizationId));
    if (store.kind === 'not-available') {
      // PostgreSQL without pgvector: a clear reason, and the same answers as full-text.
      expect(store.reason).toContain(PGVECTOR_MISSING);
      expect(await withVectors(viewer, 'hydraulic oil')).toEqual(
        await fullText(viewer, 'hydraulic oil'),
      );
      return;
    }
    // Full-text alone knows no "propane"; the stand-in model puts it next to "LPG".
    expect((await fullText(viewer, question)).map((p) => p.stepId)).not.toContain(fluidsStepId);
    const hits = await withVectors(viewer, question);
    expect(hits[0]?.stepId).toBe(fluidsStepId);
    expect(received.every((r) => r.model === 'stand-in-embed')).toBe(true);
    expect(received[0]?.authorization).toBe('Bearer sk-stand-in');
    const [stored] = await new Tenant(s.database.db, s.demoOrganizationId).query<{ n: number }>(
      () => sql`select count(*)::int as n from retrieval_vectors`,
    );
    expect(stored!.n).toBeGreaterThan(20);
    // Embedded once: a second question embeds only itself.
    const before = received.reduce((n, r) => n + r.inputs, 0);
    await withVectors(viewer, 'hydraulic oil level');
    expect(received.reduce((n, r) => n + r.inputs, 0)).toBe(before + 1);
  });
});
