import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorLogs, loginActivity, users } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';

let s: TestServer;
let fx: Fixtures;
let admin: { accessToken: string; userId: string };
let viewer: { accessToken: string; userId: string };
let otherAdmin: string;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  admin = await s.api.login(DEMO_USERS.orgAdmin);
  viewer = await s.api.login(DEMO_USERS.viewer);
  otherAdmin = (await s.api.login(OTHER_ORG.admin)).accessToken;
});
afterAll(() => s?.close());

describe('consents', () => {
  let optionalId: string;
  const mandatoryId = () => fx.base.consentId!; // the fixtures' mandatory "Camera Policy"

  it('lets org admins create and list consents, and no one else', async () => {
    const r = await s.api.post(
      '/v1/admin/consents',
      { name: 'Newsletter', content: 'Monthly product news.' },
      admin.accessToken,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      name: 'Newsletter',
      mandatory: false,
      content: 'Monthly product news.',
    });
    optionalId = r.body.data.id;
    const list = await s.api.get('/v1/admin/consents', admin.accessToken);
    expect(list.body.data.map((c: any) => c.name)).toEqual(['Camera Policy', 'Newsletter']);

    for (const t of [
      viewer.accessToken,
      (await s.api.login(DEMO_USERS.workspaceAdmin)).accessToken,
    ]) {
      expect((await s.api.get('/v1/admin/consents', t)).status).toBe(403);
      expect((await s.api.post('/v1/admin/consents', { name: 'X' }, t)).status).toBe(403);
    }
    const bad = await s.api.post('/v1/admin/consents', { name: 'Bad <b>' }, admin.accessToken);
    expect(bad.status).toBe(400);
  });

  it('opens the banner while any consent is unsigned or a mandatory one is refused (000 §4)', async () => {
    const mine = async () => (await s.api.get('/v1/user-consents', viewer.accessToken)).body.data;
    const start = await mine();
    expect(start.bannerNeeded).toBe(true);
    expect(start.consents).toEqual([
      expect.objectContaining({
        id: mandatoryId(),
        mandatory: true,
        signed: false,
        signedInfo: null,
        content: 'Videos may show you.',
      }),
      expect.objectContaining({
        id: optionalId,
        mandatory: false,
        signed: false,
        signedInfo: null,
      }),
    ]);

    const signed = await s.api.post(
      '/v1/user-consents',
      { consentId: mandatoryId(), isAgree: true },
      viewer.accessToken,
    );
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ signed: true, signedInfo: { isAgree: true } });
    expect((await mine()).bannerNeeded).toBe(true); // the optional one is still unsigned

    await s.api.post(
      '/v1/user-consents',
      { consentId: optionalId, isAgree: false },
      viewer.accessToken,
    );
    expect((await mine()).bannerNeeded).toBe(false); // refusing an optional consent is an answer

    const changed = await s.api.put(
      `/v1/user-consents/${mandatoryId()}`,
      { isAgree: false },
      viewer.accessToken,
    );
    expect(changed.body.data.signedInfo.isAgree).toBe(false);
    expect((await mine()).bannerNeeded).toBe(true); // a refused mandatory consent reopens it

    await s.api.put(`/v1/user-consents/${mandatoryId()}`, { isAgree: true }, viewer.accessToken);
    expect((await mine()).bannerNeeded).toBe(false);
    // Answers are per user.
    expect((await s.api.get('/v1/user-consents', admin.accessToken)).body.data.bannerNeeded).toBe(
      true,
    );
  });

  it("never shows or signs another organisation's consents", async () => {
    const theirs = await s.api.get('/v1/user-consents', otherAdmin);
    expect(theirs.body.data).toEqual({ consents: [], bannerNeeded: false });
    const sign = await s.api.post(
      '/v1/user-consents',
      { consentId: mandatoryId(), isAgree: true },
      otherAdmin,
    );
    expect(sign.status).toBe(404);
    expect(
      (await s.api.put(`/v1/user-consents/${mandatoryId()}`, { isAgree: true }, otherAdmin)).status,
    ).toBe(404);
    expect((await s.api.get('/v1/admin/consents', otherAdmin)).body.data).toEqual([]);
  });

  it('refuses bad input', async () => {
    const t = viewer.accessToken;
    expect((await s.api.post('/v1/user-consents', { consentId: mandatoryId() }, t)).status).toBe(
      400,
    );
    expect(
      (await s.api.post('/v1/user-consents', { consentId: mandatoryId(), isAgree: 'yes' }, t))
        .status,
    ).toBe(400);
    expect(
      (await s.api.post('/v1/user-consents', { consentId: 'no-such-consent', isAgree: true }, t))
        .status,
    ).toBe(404);
    // Fastify's router refuses a path parameter this long before routing (414).
    const long = await s.api.put(`/v1/user-consents/${'x'.repeat(300)}`, { isAgree: true }, t);
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
    const badId = await s.api.put(`/v1/user-consents/${'bad id!'}`, { isAgree: true }, t);
    expect(badId.status).toBe(400);
    expect((await s.api.get('/v1/user-consents')).status).toBe(401);
  });
});

describe('login activity and last interaction', () => {
  it('records the caller’s own sign-in with the client address and the session’s email', async () => {
    const r = await s.api.post(
      '/login-activity',
      {
        userId: viewer.userId,
        email: 'spoofed@elsewhere.example',
        device: 'iPad',
        product: 'portal',
      },
      viewer.accessToken,
    );
    expect(r.status).toBe(200);
    const [row] = await s.database.db
      .select()
      .from(loginActivity)
      .where(eq(loginActivity.id, r.body.data.id));
    expect(row).toMatchObject({
      organizationId: s.demoOrganizationId,
      userId: viewer.userId,
      email: DEMO_USERS.viewer,
      device: 'iPad',
      product: 'portal',
      ip: '127.0.0.1',
    });
  });

  it("refuses someone else's user id with 403, and anonymous callers with 401", async () => {
    const body = {
      userId: admin.userId,
      email: DEMO_USERS.orgAdmin,
      device: 'x',
      product: 'portal',
    };
    expect((await s.api.post('/login-activity', body, viewer.accessToken)).status).toBe(403);
    expect((await s.api.post('/login-activity', body)).status).toBe(401);
    expect(
      (await s.api.post('/login-activity', { ...body, device: '' }, admin.accessToken)).status,
    ).toBe(400);
  });

  it('sets the caller’s last interaction time', async () => {
    const r = await s.api.patch('/v1/admin/user/last-interaction', {}, viewer.accessToken);
    expect(r.status).toBe(200);
    const [row] = await s.database.db.select().from(users).where(eq(users.id, viewer.userId));
    expect(row!.lastInteractionAt?.toISOString()).toBe(r.body.data.lastInteractionAt);
    expect(
      (await s.api.patch('/v1/admin/user/last-interaction', { at: 'now' }, viewer.accessToken))
        .status,
    ).toBe(400);
  });
});

describe('POST /core-features/error-log', () => {
  const entry = {
    serviceName: 'portal',
    serviceModule: 'player',
    code: 500,
    uid: 'someone-else',
    organization: 'not-really-mine',
    deviceInfo: { browser: 'Safari 18', online: true },
    message: 'TypeError: x is undefined',
  };
  const stored = async (id: string) =>
    (await s.database.db.select().from(errorLogs).where(eq(errorLogs.id, id)))[0];

  it('takes reports without sign-in and never trusts the body’s organisation', async () => {
    const r = await s.api.post('/core-features/error-log', entry);
    expect(r.status).toBe(200);
    expect(await stored(r.body.data.id)).toMatchObject({
      organizationId: null,
      uid: null,
      code: '500',
      serviceModule: 'player',
      deviceInfo: { browser: 'Safari 18', online: true },
    });
  });

  it('attributes a signed-in report to the caller', async () => {
    const r = await s.api.post(
      '/core-features/error-log',
      { ...entry, deviceInfo: 'iOS 18' },
      viewer.accessToken,
    );
    expect(await stored(r.body.data.id)).toMatchObject({
      organizationId: s.demoOrganizationId,
      uid: viewer.userId,
      deviceInfo: 'iOS 18',
    });
  });

  it('refuses malformed and oversized reports', async () => {
    const { serviceName: _drop, ...noService } = entry;
    expect((await s.api.post('/core-features/error-log', noService)).status).toBe(400);
    expect(
      (await s.api.post('/core-features/error-log', { ...entry, message: 'x'.repeat(9000) }))
        .status,
    ).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]));
    expect(
      (await s.api.post('/core-features/error-log', { ...entry, deviceInfo: many })).status,
    ).toBe(400);
    const huge = await s.api.post('/core-features/error-log', {
      ...entry,
      message: 'x'.repeat(300_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.ok).toBe(false);
  });
});
