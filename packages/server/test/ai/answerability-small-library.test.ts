/**
 * Answer or decline in a small library (a new organisation: one workflow of four sentences, the
 * e2e test video's). Rare words weigh little by IDF in so few passages; counted in words, the
 * questions it covers are answered, and one about a part it does not name is declined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workspaces } from '../../src/db/schema.js';
import { createRetriever } from '../../src/ai/retrieval/retrieve.js';
import { answerability } from '../../src/ai/answer/coverage.js';
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
  [0, 12, 'Take a bracket from the red bin.'],
  [12, 27, 'Hold the bracket against the frame.'],
  [27, 41, 'Insert four bolts and tighten them.'],
  [41, 60, 'Check the torque marking on each bolt.'],
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
        id: 'rs-bracket',
        title: 'Bracket assembly',
        language: 'en',
        steps: SAID.map(([start, end, sentence], i) => ({
          id: `rs-bracket--s${i}`,
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

describe('a small library', () => {
  it('answers what its one workflow covers, in other words', async () => {
    for (const q of [
      'How do I verify the torque on the bolts?',
      'Where should I look for torque markings?',
      'How do I verify the torque is right?',
    ]) {
      expect(answerability(await retrieve(viewer, q)).answerable, q).toBe(true);
    }
  });

  it('declines a part it never names, and topics it has nothing on', async () => {
    for (const q of [
      'What torque do the M20 bolts on the crane hook need?',
      'How do I book a day off?',
      'What is the wifi password?',
    ]) {
      expect(answerability(await retrieve(viewer, q)).answerable, q).toBe(false);
    }
  });
});
