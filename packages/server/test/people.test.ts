/**
 * GET /v1/people over real HTTP (issue 24): the people a skills or tasks manager or a content
 * creator picks as assignees or receivers — found by name or address, enabled accounts of the
 * caller's organisation only, names and addresses only; viewers without those rights refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { peopleAnswerSchema } from '@stepwise/core';
import { users } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
const token = { publisher: '', viewer: '', other: '' };

beforeAll(async () => {
  s = await startTestServer();
  await buildFixtures(s.database.db, s.demoOrganizationId);
  token.publisher = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  token.viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
  token.other = (await s.api.login(OTHER_ORG.admin)).accessToken;
});
afterAll(() => s?.close());

const search = (keyword: string, who: string, size?: number) =>
  s.api.get('/v1/people', who, { keyword, ...(size ? { size: String(size) } : {}) });

describe('GET /v1/people', () => {
  it('finds people of the organisation by address or name, with only what a picker shows', async () => {
    const res = await search('viewer@', token.publisher);
    expect(res.status).toBe(200);
    const { items } = peopleAnswerSchema.parse(res.body.data);
    const viewer = items.find((p) => p.email === DEMO_USERS.viewer);
    expect(viewer).toBeDefined();
    expect(Object.keys(viewer!).sort()).toEqual(['displayName', 'email', 'id']);
    // Another organisation's viewer has the same local part and is never found.
    expect(items.map((p) => p.email)).not.toContain(OTHER_ORG.viewer);
  });

  it('leaves disabled accounts out', async () => {
    await s.database.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.email, DEMO_USERS.viewer));
    try {
      const { items } = peopleAnswerSchema.parse(
        (await search('viewer@', token.publisher)).body.data,
      );
      expect(items.map((p) => p.email)).not.toContain(DEMO_USERS.viewer);
    } finally {
      await s.database.db
        .update(users)
        .set({ disabled: false })
        .where(eq(users.email, DEMO_USERS.viewer));
    }
  });

  it('answers another organisation about its own people only', async () => {
    const { items } = peopleAnswerSchema.parse((await search('demo', token.other)).body.data);
    expect(items.every((p) => !p.email?.endsWith('demo.stepwise.test'))).toBe(true);
  });

  it('refuses a viewer who neither manages skills or tasks nor creates content', async () => {
    const res = await search('viewer@', token.viewer);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ ok: false });
  });

  it('refuses a keyword under two letters and a size over 50 (400, the wrapper)', async () => {
    for (const res of [
      await search('v', token.publisher),
      await search('vi', token.publisher, 51),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, data: null });
    }
  });
});
