/**
 * Typo correction beyond pg_trgm's reach (issue 15 answer or decline): a letter swap in the
 * middle of a word shares few trigrams with the word meant ("hygeine" and "hygiene" 27%, below
 * pg_trgm's 0.3), so candidates are looked up down to RANKING.candidateSimilarity and one below
 * RANKING.minSimilarity is taken only when the edit distance says it is a typo (one edit in five
 * letters or more). A short word one letter away from another ("bank", "tank") is not taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workspaces } from '../../src/db/schema.js';
import { createRetriever } from '../../src/ai/retrieval/retrieve.js';
import type { Caller } from '../../src/domain/caller.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { startTestServer, type TestServer } from '../harness.js';
import { callerFor, loadRetrievalSet } from './retrieval-helpers.js';

let s: TestServer;
let viewer: Caller;
const retrieve = createRetriever({
  embeddings: () => ({ kind: 'not-configured', reason: 'offline' }),
});

const SAID: [number, number, string][] = [
  [0, 10, 'Hand hygiene comes before every patient contact.'],
  [10, 20, 'Empty the water tank before you move the trolley.'],
];

beforeAll(async () => {
  s = await startTestServer();
  const wss = await s.database.db
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, s.demoOrganizationId));
  await loadRetrievalSet(
    s.database.db,
    { organizationId: s.demoOrganizationId, workspaceId: wss.find((w) => !w.private)!.id },
    [
      {
        id: 'rs-ward',
        title: 'Ward routine',
        language: 'en',
        steps: SAID.map(([start, end, sentence], i) => ({
          id: `rs-ward--s${i}`,
          title: `Step ${i + 1}`,
          startTime: start,
          endTime: end,
          sentences: [{ sentence, startTime: start + 0.1, endTime: end - 0.1 }],
        })),
      },
    ],
  );
  viewer = await callerFor(s, DEMO_USERS.viewer);
}, 60_000);
afterAll(() => s?.close());

describe('typo candidates', () => {
  it('takes a swapped pair of letters that trigrams miss', async () => {
    const [best] = await retrieve(viewer, 'hygeine moments');
    expect(best?.stepTitle).toBe('Step 1');
    const hygiene = best!.coverage.words.find((w) => w.word.startsWith('hyge'));
    expect(hygiene?.step).toBe(1);
    expect(hygiene?.nowhere).toBe(false);
  });

  it('leaves a short word one letter from another unknown', async () => {
    const passages = await retrieve(viewer, 'bank trolley');
    const bank = passages[0]?.coverage.words.find((w) => w.word === 'bank');
    expect(bank?.workflow).toBe(0);
    expect(bank?.nowhere).toBe(true);
  });
});
