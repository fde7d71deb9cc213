/**
 * Issue 16, tracking by beacon: on page hide the player sends its record with
 * navigator.sendBeacon, which cannot set headers and sends a string as `text/plain`. The
 * credential rides in the body instead: the access token (`POST /v1/tracking/beacon`, a learner's
 * too) or a public share's id (`POST /v1/tracking/beacon/public`), and the record is stored as
 * `POST /v1/tracking` would store it. Nothing else is let through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../src/db/ids.js';
import { trackingRecords, workflows } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { trackingSample } from '../src/routes/tracking.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = { pub: '', view: '', other: '' };
let published = '';
let share = '';

function record(id: string, workflowId: string, isPublic = false) {
  return { ...trackingSample({ uniq: id, workflowId }), id, isPublic };
}

/** What navigator.sendBeacon sends for a string: a POST with a text/plain body, no headers. */
async function beacon(path: string, body: unknown, contentType = 'text/plain;charset=UTF-8') {
  const res = await fetch(new URL(path, s.url), {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

const rowOf = async (id: string) =>
  (await s.database.db.select().from(trackingRecords).where(eq(trackingRecords.id, id)))[0];

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [source] = await s.database.db
    .select()
    .from(workflows)
    .where(eq(workflows.id, fx.base.workflowId!));
  published = newId();
  await s.database.db
    .insert(workflows)
    .values({ ...source!, id: published, published: true, publishedDate: new Date() });
  const logins = await Promise.all([
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  token.pub = logins[0]!.accessToken;
  token.view = logins[1]!.accessToken;
  token.other = logins[2]!.accessToken;
  const ensured = await s.api.post(
    '/v1/content-shares/ensure',
    { type: 'workflow', workflowId: published },
    token.pub,
  );
  share = ensured.body.data.item.id;
  const put = await s.api.put(
    `/v1/content-shares/${share}`,
    { externalAccessType: 'public' },
    token.pub,
  );
  expect(put.status).toBe(200);
});
afterAll(() => s?.close());

describe('POST /v1/tracking/beacon (the access token in the body)', () => {
  it('stores the record under the token’s user, from a text/plain body', async () => {
    const res = await beacon('/v1/tracking/beacon', {
      token: token.view,
      record: record('beacon-1', published),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.current).toBe(true);
    const row = await rowOf('beacon-1');
    expect(row).toMatchObject({ workflowId: published, isPublic: false, email: DEMO_USERS.viewer });
  });

  it('takes a JSON body and the Authorization header as well', async () => {
    const res = await s.api.post(
      '/v1/tracking/beacon',
      { record: record('beacon-2', published) },
      token.view,
    );
    expect(res.status).toBe(200);
    expect((await rowOf('beacon-2'))?.email).toBe(DEMO_USERS.viewer);
  });

  it('needs a valid token: none, a forged one and another organisation’s are refused', async () => {
    const none = await beacon('/v1/tracking/beacon', { record: record('beacon-3', published) });
    expect(none.status).toBe(401);
    const forged = await beacon('/v1/tracking/beacon', {
      token: `${token.view}x`,
      record: record('beacon-3', published),
    });
    expect(forged.status).toBe(401);
    const other = await beacon('/v1/tracking/beacon', {
      token: token.other,
      record: record('beacon-3', published),
    });
    expect(other.status).toBe(404);
    expect(await rowOf('beacon-3')).toBeUndefined();
  });

  it('refuses what is not JSON or not a record with a 400 in the wrapper', async () => {
    const text = await beacon('/v1/tracking/beacon', '{not json');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ ok: false, code: 400 });
    const shape = await beacon('/v1/tracking/beacon', { token: token.view, record: { id: 1 } });
    expect(shape.status).toBe(400);
    expect(shape.body.ok).toBe(false);
  });

  it('does not read text/plain as JSON on the other routes', async () => {
    const res = await fetch(new URL('/v1/tracking', s.url), {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        authorization: `Bearer ${token.view}`,
      },
      body: JSON.stringify(record('beacon-4', published)),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await rowOf('beacon-4')).toBeUndefined();
  });
});

describe('POST /v1/tracking/beacon/public (the share token in the body)', () => {
  it('stores the record without identity for the share’s workflow', async () => {
    const res = await beacon('/v1/tracking/beacon/public', {
      shareToken: share,
      record: record('beacon-public-1', published, true),
    });
    expect(res.status).toBe(200);
    expect(await rowOf('beacon-public-1')).toMatchObject({
      isPublic: true,
      userId: null,
      email: null,
    });
  });

  it('refuses an unknown share and a workflow the share does not open', async () => {
    const unknown = await beacon('/v1/tracking/beacon/public', {
      shareToken: newId(),
      record: record('beacon-public-2', published, true),
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    const elsewhere = await beacon('/v1/tracking/beacon/public', {
      shareToken: share,
      record: record('beacon-public-2', fx.base.workflowId!, true),
    });
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect(await rowOf('beacon-public-2')).toBeUndefined();
  });
});
