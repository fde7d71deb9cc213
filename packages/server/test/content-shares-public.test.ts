/**
 * Content shares (001 §3, §6-7) and the public player (002 §6-7): a public share's id, sent in
 * the x-external-access-token header, opens GET /v1/player/workflow and POST /v1/tracking for
 * that one published workflow without sign-in, and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, EXTERNAL_ACCESS_HEADER } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { trackingRecords, workflows } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { trackingSample } from '../src/routes/tracking.js';
import { buildFixtures, OTHER_ORG, WORKFLOW_TITLE, type Fixtures } from './fixtures.js';
import { anonymousCall, publishedCopy as copyPublished } from './share-helpers.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', pub: '', view: '', other: '' };
let wf = '';
let second = '';

const anonymous = (method: string, path: string, shareToken: string | null, body?: unknown) =>
  anonymousCall(s.url, method, path, shareToken, body);

const playerPath = (id: string) => `/v1/player/workflow?workflowId=${id}`;

const publishedCopy = () => copyPublished(s.database, fx.base.workflowId!);

async function publicShare(workflowId: string): Promise<string> {
  const ensured = await s.api.post(
    '/v1/content-shares/ensure',
    { type: 'workflow', workflowId },
    token.pub,
  );
  expect(ensured.status).toBe(200);
  const id = ensured.body.data.item.id;
  const put = await s.api.put(
    `/v1/content-shares/${id}`,
    { externalAccessType: 'public' },
    token.pub,
  );
  expect(put.status).toBe(200);
  return id;
}

const settings = (data: unknown) =>
  s.api.post('/admin/organization/settings', { action: 'update', data }, token.org);

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  wf = await publishedCopy();
  second = await publishedCopy();
  const logins = await Promise.all(
    [DEMO_USERS.orgAdmin, DEMO_USERS.publisher, DEMO_USERS.viewer, OTHER_ORG.admin].map((e) =>
      s.api.login(e),
    ),
  );
  (['org', 'pub', 'view', 'other'] as const).forEach((k, i) => {
    token[k] = logins[i]!.accessToken;
  });
});
afterAll(() => s?.close());

describe('content shares (001 §7)', () => {
  it('ensure makes one share per workflow, closed by default', async () => {
    const a = await s.api.post(
      '/v1/content-shares/ensure',
      { type: 'workflow', workflowId: wf },
      token.pub,
    );
    expect(a.status).toBe(200);
    expect(a.body.data.item).toMatchObject({
      type: 'workflow',
      workflowId: wf,
      externalAccessType: 'none',
      publicLinksAllowed: true,
    });
    expect(a.body.data.item.redirectId).toMatch(/^[A-Za-z0-9]{10}$/);
    const b = await s.api.post(
      '/v1/content-shares/ensure',
      { type: 'workflow', workflowId: wf },
      token.org,
    );
    expect(b.body.data.item.id).toBe(a.body.data.item.id);
    const read = await s.api.get(`/v1/content-shares/${a.body.data.item.id}`, token.pub);
    expect(read.body.data.item).toEqual(a.body.data.item);
  });

  it('is for publishers and admins of the workspace: viewers 403, other organisations 404', async () => {
    const ensure = { type: 'workflow', workflowId: wf };
    expect((await s.api.post('/v1/content-shares/ensure', ensure, token.view)).status).toBe(403);
    expect((await s.api.post('/v1/content-shares/ensure', ensure, token.other)).status).toBe(404);
    const id = (await s.api.post('/v1/content-shares/ensure', ensure, token.pub)).body.data.item.id;
    expect((await s.api.get(`/v1/content-shares/${id}`, token.view)).status).toBe(403);
    expect((await s.api.get(`/v1/content-shares/${id}`, token.other)).status).toBe(404);
    const put = await s.api.put(
      `/v1/content-shares/${id}`,
      { externalAccessType: 'public' },
      token.other,
    );
    expect(put.status).toBe(404);
  });

  it("refuses access types without their fields and ones that don't exist", async () => {
    const id = (
      await s.api.post('/v1/content-shares/ensure', { type: 'workflow', workflowId: wf }, token.pub)
    ).body.data.item.id;
    // Restricted needs an address or domain, password a password (share-access.test.ts).
    for (const externalAccessType of ['restricted', 'password', 'open']) {
      const res = await s.api.put(`/v1/content-shares/${id}`, { externalAccessType }, token.pub);
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
    }
  });
});

describe('the public player (002 §6-7)', () => {
  it('plays a published workflow through its public share, signed out, from any origin', async () => {
    const share = await publicShare(wf);
    const res = await anonymous('GET', `${playerPath(wf)}&withAddons=true`, share);
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ id: wf, title: WORKFLOW_TITLE, published: true });
    expect(res.body.data.item.author.uid).toBe(fx.base.publisherId);
    expect(res.body.data.item.steps).toHaveLength(0);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const preflight = await fetch(new URL(playerPath(wf), s.url), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://host.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': EXTERNAL_ACCESS_HEADER,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(EXTERNAL_ACCESS_HEADER);
  });

  it("carries the organisation's allowed host origins for the iframe bridge, both variants", async () => {
    const share = await publicShare(wf);
    expect((await anonymous('GET', playerPath(wf), share)).body.data.item.allowedOrigins).toEqual(
      [],
    );
    const origins = ['https://lms.example.com', 'http://localhost:5199'];
    const put = await settings({ customizedPermissions: { allowedOrigins: origins } });
    expect(put.status).toBe(200);
    try {
      const pub = await anonymous('GET', playerPath(wf), share);
      expect(pub.body.data.item.allowedOrigins).toEqual(origins);
      const signedIn = await s.api.get(playerPath(wf), token.view);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.item.allowedOrigins).toEqual(origins);
    } finally {
      await settings({ customizedPermissions: { allowedOrigins: [] } });
    }
  });

  it('the stream route answers a public share with its master playlist, renditions at signed URLs, cached briefly and privately', async () => {
    const id = await publishedCopy();
    const share = await publicShare(id);
    const stream = (workflowId: string, t: string, path = '/v1/player/stream.m3u8') =>
      fetch(new URL(`${path}?workflowId=${workflowId}&token=${t}`, s.url), {
        redirect: 'manual',
      });
    // Not processed yet: no video to send anyone to.
    const none = await stream(id, share);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ ok: false });
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, id));
    const hlsKey = `org/${row!.organizationId}/workflows/${id}/hls/master.m3u8`;
    await s.database.db.update(workflows).set({ hlsKey }).where(eq(workflows.id, id));
    // The key is set but the file is not in the store (yet): still nothing to send.
    expect((await stream(id, share)).status).toBe(404);
    await s.app.services.storage.put(
      hlsKey,
      Buffer.from(
        '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="en",URI="audio/index.m3u8"\n' +
          '#EXT-X-STREAM-INF:BANDWIDTH=482784,RESOLUTION=640x360,AUDIO="a"\n360p/index.m3u8\n',
      ),
    );
    const res = await stream(id, share);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/mpegurl/i);
    const master = await res.text();
    // Every URI absolute, under a signed media URL of the workflow's folder.
    const rendition = master.split('\n').find((l) => l && !l.startsWith('#'))!;
    expect(rendition).toMatch(/^http:\/\/[^/]+\/v1\/media\/[^/]+\/hls\/360p\/index\.m3u8$/);
    expect(master).toMatch(/URI="http:\/\/[^"]+\/v1\/media\/[^/]+\/hls\/audio\/index\.m3u8"/);
    // Kept briefly by the browser alone (its signed URLs last longer).
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    // The address embed codes carried before (no .m3u8) answers the same playlist, with the same
    // checks.
    const legacy = await stream(id, share, '/v1/player/stream');
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get('content-type')).toMatch(/mpegurl/i);
    const legacyMaster = await legacy.text();
    // Signed again (its expiry may differ by a second): the same playlist, URL for URL.
    const unsigned = (text: string) => text.replace(/\/v1\/media\/[^/]+\//g, '/v1/media/…/');
    expect(unsigned(legacyMaster)).toBe(unsigned(master));
    expect((await stream(second, share, '/v1/player/stream')).status).toBe(403);
    // Someone else's share, an unknown token, a missing one, a malformed id.
    expect((await stream(second, share)).status).toBe(403);
    expect((await stream(id, newId())).status).toBe(403);
    expect((await fetch(new URL(`/v1/player/stream.m3u8?workflowId=${id}`, s.url))).status).toBe(
      400,
    );
    expect((await stream('not an id!', share)).status).toBe(400);
    // The same checks as the player's public answer (one query reads them for the stream):
    // unpublished is code 2, deleted is not found.
    await s.database.db.update(workflows).set({ published: false }).where(eq(workflows.id, id));
    const unpublished = await stream(id, share);
    const player = await anonymous('GET', playerPath(id), share);
    expect(unpublished.status).toBe(player.status);
    expect(((await unpublished.json()) as { code: number }).code).toBe(2);
    expect(player.body.code).toBe(2);
    await s.database.db
      .update(workflows)
      .set({ published: true, deletedAt: new Date() })
      .where(eq(workflows.id, id));
    const deleted = await stream(id, share);
    expect(deleted.status).toBe(404);
    expect((await anonymous('GET', playerPath(id), share)).status).toBe(404);
  });

  it('the header changes nothing on routes without a public variant', async () => {
    const res = await fetch(new URL(`/v1/workflows/${wf}/reactions`, s.url), {
      headers: { authorization: `Bearer ${token.view}`, [EXTERNAL_ACCESS_HEADER]: 'whatever' },
    });
    expect(res.status).toBe(200);
    const signedOut = await anonymous('GET', `/v1/workflows/${wf}/reactions`, 'whatever');
    expect(signedOut.status).toBe(401);
  });

  it('the signed-in player is unchanged: no header and no sign-in is a 401', async () => {
    expect((await anonymous('GET', playerPath(wf), null)).status).toBe(401);
    expect((await s.api.get(playerPath(wf), token.view)).status).toBe(200);
  });

  it("refuses another workflow's share, an unknown token and a malformed one", async () => {
    const share = await publicShare(wf);
    for (const t of [share, newId(), 'not a token!', 'x'.repeat(500)]) {
      const res = await anonymous('GET', playerPath(second), t);
      expect(res.status, t.slice(0, 20)).toBe(403);
      expect(res.body).toMatchObject({ ok: false, errorMessage: 'no permission' });
    }
  });

  it('closes when the share goes back to none', async () => {
    const id = await publicShare(second);
    expect((await anonymous('GET', playerPath(second), id)).status).toBe(200);
    await s.api.put(`/v1/content-shares/${id}`, { externalAccessType: 'none' }, token.pub);
    expect((await anonymous('GET', playerPath(second), id)).status).toBe(403);
  });

  it('answers code 2 when the shared workflow is unpublished', async () => {
    const id = await publicShare(fx.base.workflowId!);
    const res = await anonymous('GET', playerPath(fx.base.workflowId!), id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ErrorCode.UnpublishedSkill);
  });

  it('closes every public link when the admin disables them, and refuses new ones', async () => {
    const id = await publicShare(wf);
    expect((await settings({ customizedPermissions: { disablePublicLinks: true } })).status).toBe(
      200,
    );
    try {
      expect((await anonymous('GET', playerPath(wf), id)).status).toBe(403);
      const put = await s.api.put(
        `/v1/content-shares/${id}`,
        { externalAccessType: 'public' },
        token.pub,
      );
      expect(put.status).toBe(403);
      const read = await s.api.get(`/v1/content-shares/${id}`, token.pub);
      expect(read.body.data.item.publicLinksAllowed).toBe(false);
    } finally {
      await settings({ customizedPermissions: { disablePublicLinks: false } });
    }
    expect((await anonymous('GET', playerPath(wf), id)).status).toBe(200);
  });

  it('refuses public links when public sharing is off', async () => {
    const id = await publicShare(wf);
    await settings({ features: { publicSharing: false } });
    try {
      expect((await anonymous('GET', playerPath(wf), id)).status).toBe(403);
    } finally {
      await settings({ features: { publicSharing: true } });
    }
  });
});

describe('public tracking (002 §6 "tracked without user identity")', () => {
  const record = (id: string, workflowId: string, lastUpdated: number) => ({
    ...trackingSample({ uniq: 'p', workflowId }),
    id,
    isPublic: true,
    lastUpdated,
  });

  it('stores a public record once, without identity, in the workflow’s organisation', async () => {
    const share = await publicShare(wf);
    const body = { ...record('pub-rec-1', wf, 10_000), uid: 'forged', email: 'forged@x.test' };
    const first = await anonymous('POST', '/v1/tracking', share, body);
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.body.data.item).toMatchObject({ uid: null, email: null, isPublic: true });
    expect((await anonymous('POST', '/v1/tracking', share, body)).status).toBe(200);
    const rows = await s.database.db
      .select()
      .from(trackingRecords)
      .where(eq(trackingRecords.id, 'pub-rec-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      organizationId: s.demoOrganizationId,
      userId: null,
      playedDuration: 10,
    });
  });

  it("refuses a record of another workflow than the share's, and bad input", async () => {
    const share = await publicShare(wf);
    const other = await anonymous('POST', '/v1/tracking', share, record('pub-rec-2', second, 1));
    expect(other.status).toBe(403);
    const bad = await anonymous('POST', '/v1/tracking', share, {
      ...record('pub-rec-3', wf, 1),
      playedDuration: -4,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.ok).toBe(false);
  });

  it('signed-in tracking still needs a bearer without the header', async () => {
    expect((await anonymous('POST', '/v1/tracking', null, record('pub-rec-4', wf, 1))).status).toBe(
      401,
    );
  });
});
