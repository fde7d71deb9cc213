/**
 * Complete answers (issue 15): the answer to a question sits in a step whose next sentence is a
 * warning, and the warning is in the answer (and in its reference's quote and time range), as
 * is the instruction that follows it; a description further on is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workspaces } from '../../src/db/schema.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { startTestServer, type TestServer } from '../harness.js';
import { loadRetrievalSet } from './retrieval-helpers.js';

let s: TestServer;
let token = '';

const DRAIN = [
  'Put the tray under the drain valve of the compressor tank.',
  'Open the drain valve slowly with a quarter turn.',
  'If the water comes out brown or oily, close the valve and call maintenance on 4410.',
  'Close the valve when only air comes out.',
  'The tray is emptied into the oil separator at the end of the shift.',
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
        id: 'rs-drain',
        title: 'Draining the compressor tank',
        language: 'en',
        steps: [
          {
            id: 'rs-drain--drain',
            title: 'Drain the condensate',
            startTime: 0,
            endTime: 50,
            sentences: DRAIN.map((sentence, i) => ({
              sentence,
              startTime: i * 10 + 0.5,
              endTime: i * 10 + 9.5,
            })),
          },
        ],
      },
    ],
  );
  token = (await s.api.login(DEMO_USERS.viewer)).accessToken;
}, 60_000);
afterAll(() => s?.close());

describe('a quote keeps what must stay with its step', () => {
  it('the warning after the answering sentence is in the answer', async () => {
    const r = await s.api.post(
      '/v2/chats',
      { query: 'How far do I turn the drain valve to open it?', streaming: false },
      token,
    );
    expect(r.status).toBe(200);
    const item = r.body.data;
    expect(item.declined).toBe(false);
    expect(item.answer).toContain('Open the drain valve slowly with a quarter turn.');
    expect(item.answer).toContain('call maintenance on 4410');
    const [ref] = item.references;
    expect(ref.quote).toContain('If the water comes out brown or oily');
    // The reference's time covers the warning too.
    expect(ref.endTime).toBeGreaterThanOrEqual(29.5);
    expect(item.answer).not.toContain('emptied into the oil separator');
  });
});
