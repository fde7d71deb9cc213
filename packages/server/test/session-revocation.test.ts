/**
 * Sessions end when they should (issue 14): after a logout, a password change or reset, an
 * admin's PIN reset, a disabled account and a stolen refresh token's reuse, the session's access
 * token — still unexpired and correctly signed — gets 401 on the very next request, in this
 * server and in a second one on the same database (on PostgreSQL, a second process).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountTokens, mailOutbox, sessions, users } from '../src/db/schema.js';
import { buildApp } from '../src/app.js';
import {
  DEMO_CLIENT_KEY,
  DEMO_EMPLOYEE_ID,
  DEMO_SHARED_ACCOUNT,
  DEMO_USERS,
} from '../src/seed/demo.js';
import {
  ApiClient,
  ageRotation,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness.js';
import { spawnProcess, type ChildServer } from './server-process.js';

const ME = '/v1/profile/me';
const onPostgres = !!inject('postgresTemplate');

let s: TestServer;
/** A second server on the same database: another process on PostgreSQL, another app on PGlite. */
let other: { api: ApiClient; close(): Promise<void> };
let admin: string;

beforeAll(async () => {
  s = await startTestServer({ LOGIN_MAX_FAILURES: '1000', LOGIN_IP_MAX_FAILURES: '100000' });
  admin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  if (onPostgres) {
    const child: ChildServer = await spawnProcess('server', {
      DATABASE_URL: s.database.url!,
      SEED_DEMO: 'false',
      JOBS_IN_PROCESS: 'false',
      PORTAL_DIR: '',
      EMBED_DIR: '',
      DATA_DIR: s.config.dataDir,
    });
    other = { api: new ApiClient(child.url), close: () => child.stop() };
  } else {
    const app = await buildApp({ config: s.config, database: s.database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    other = { api: new ApiClient(`http://127.0.0.1:${port}`), close: () => app.close() };
  }
}, 90_000);
afterAll(async () => {
  await other?.close();
  await s?.close();
});

/** The token works on both servers (so both have it cached as alive), then `end` runs. */
async function expectEnded(token: string, end: () => Promise<void>) {
  expect((await s.api.get(ME, token)).status).toBe(200);
  expect((await other.api.get(ME, token)).status).toBe(200);
  // Twice, so both servers have taken their no-await path (token and session remembered).
  expect((await other.api.get(ME, token)).status).toBe(200);
  await end();
  const here = await s.api.get(ME, token);
  const there = await other.api.get(ME, token);
  expect([here.status, there.status]).toEqual([401, 401]);
  expect(there.body).toMatchObject({ ok: false, code: 401 });
}

async function revokedReason(userId: string): Promise<(string | null)[]> {
  const rows = await s.database.db
    .select({ reason: sessions.revokedReason })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((r) => r.reason);
}

describe('an access token dies with its session', () => {
  it('after logout, on this server and the other one', async () => {
    const session = await s.api.login(DEMO_USERS.viewer);
    await expectEnded(session.accessToken, async () => {
      expect((await s.api.post('/v1/auth/logout', undefined, session.accessToken)).status).toBe(
        200,
      );
    });
    // Its refresh token is dead too; the user's other sessions are untouched.
    expect(
      (await s.api.post('/v1/auth/refresh', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
  });

  it('logout through the other server ends the token here too', async () => {
    const session = await s.api.login(DEMO_USERS.viewer);
    expect((await s.api.get(ME, session.accessToken)).status).toBe(200);
    expect((await s.api.get(ME, session.accessToken)).status).toBe(200);
    expect((await other.api.post('/v1/auth/logout', undefined, session.accessToken)).status).toBe(
      200,
    );
    expect((await s.api.get(ME, session.accessToken)).status).toBe(401);
  });

  it('only the session that logged out ends', async () => {
    const a = await s.api.login(DEMO_USERS.publisher);
    const b = await s.api.login(DEMO_USERS.publisher);
    await expectEnded(a.accessToken, async () => {
      await s.api.post('/v1/auth/logout', undefined, a.accessToken);
    });
    expect((await other.api.get(ME, b.accessToken)).status).toBe(200);
  });

  it('after a stolen refresh token is used again (the whole family ends)', async () => {
    const first = await s.api.login(DEMO_USERS.workspaceAdmin);
    const rotated = await s.api.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const current = rotated.body.data.accessToken as string;
    await ageRotation(s.database, first.refreshToken, 3600);
    await expectEnded(current, async () => {
      const replay = await s.api.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
      expect(replay.status).toBe(401);
    });
    const [user] = await s.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.workspaceAdmin));
    expect(await revokedReason(user!.id)).toContain('refresh-reuse');
  });

  it("after a password change (the user's other sessions end, the changing one stays)", async () => {
    const email = DEMO_USERS.publisher;
    const changing = await s.api.login(email);
    const elsewhere = await s.api.login(email);
    const NEW = 'Changed-Password-2026!';
    await expectEnded(elsewhere.accessToken, async () => {
      const r = await s.api.post(
        '/v1/auth/reset-password',
        { currentPassword: TEST_PASSWORD, newPassword: NEW },
        changing.accessToken,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    });
    expect((await other.api.get(ME, changing.accessToken)).status).toBe(200);
    // Put it back for the other tests.
    const back = await s.api.post(
      '/v1/auth/reset-password',
      { currentPassword: NEW, newPassword: TEST_PASSWORD },
      changing.accessToken,
    );
    expect(back.status).toBe(200);
  });

  it('after a password reset from the mailed link', async () => {
    const email = DEMO_USERS.viewer;
    const session = await s.api.login(email);
    await expectEnded(session.accessToken, async () => {
      expect(
        (await s.api.post('/reset/forgot', { email, baseUrl: s.url, languageCode: 'en' })).status,
      ).toBe(200);
      const [mail] = await s.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'reset')))
        .orderBy(mailOutbox.createdAt)
        .limit(1);
      const token = decodeURIComponent(
        mail!.link!.slice(`${s.config.publicUrl}/usernewpassword/`.length).split('/')[0]!,
      );
      const r = await s.api.request('POST', '/reset/v2/setpwd', {
        raw: new URLSearchParams({ token, password: TEST_PASSWORD + 'x' }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    });
    const [user] = await s.database.db.select().from(users).where(eq(users.email, email));
    expect(await revokedReason(user!.id)).toContain('password-reset');
    // The account tokens table is where the link lived; it is single use.
    const used = await s.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user!.id));
    expect(used.some((t) => t.usedAt !== null)).toBe(true);
  });

  it("after an admin resets an employee's PIN", async () => {
    const r = await s.api.post('/v1/auth/employeeId-account/login', {
      employeeId: DEMO_EMPLOYEE_ID,
      clientKey: DEMO_CLIENT_KEY,
      password: TEST_PASSWORD,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await expectEnded(r.body.data.accessToken, async () => {
      const reset = await s.api.post(
        '/v1/reset/password/employeeIdPIN/request',
        { employeeId: DEMO_EMPLOYEE_ID },
        admin,
      );
      expect(reset.status).toBe(200);
    });
  });

  it('after an admin disables a shared account', async () => {
    const r = await s.api.post('/v1/auth/shared-account/login', {
      account: DEMO_SHARED_ACCOUNT,
      clientKey: DEMO_CLIENT_KEY,
      password: TEST_PASSWORD,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [device] = await s.database.db
      .select()
      .from(users)
      .where(eq(users.id, r.body.data.userId));
    await expectEnded(r.body.data.accessToken, async () => {
      const patch = await s.api.patch(
        `/v1/admin/user/shared-account/${device!.id}`,
        { disabled: true },
        admin,
      );
      expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    });
    expect(await revokedReason(device!.id)).toContain('disabled');
  });

  it('a token whose session row is gone is refused (no row, no session)', async () => {
    const session = await s.api.login(DEMO_USERS.orgAdmin);
    expect((await s.api.get(ME, session.accessToken)).status).toBe(200);
    // Written outside any server (an operator's SQL): the servers learn of it from the
    // database's notification, a moment later rather than before the statement returns.
    await s.database.db.delete(sessions).where(eq(sessions.userId, session.userId));
    for (const api of [s.api, other.api]) {
      await expect
        .poll(async () => (await api.get(ME, session.accessToken)).status, { timeout: 5_000 })
        .toBe(401);
    }
    admin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  });
});
