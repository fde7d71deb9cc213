import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, TEST_PASSWORD, type TestServer, ageRotation } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_SECONDS: '60' });
});
afterAll(() => s?.close());

describe('email sign-in', () => {
  it('signs in with email and password and reads the profile with the bearer token', async () => {
    const r = await s.api.post('/v1/auth/login', {
      email: `  ${DEMO_USERS.publisher.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, code: 0, errorMessage: null });
    expect(r.body.data.accessToken).toMatch(/^ey/);
    expect(r.body.data.role).toBe('publisher');
    const me = await s.api.get('/v1/profile/me', r.body.data.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: DEMO_USERS.publisher,
      role: 'publisher',
      firstName: 'Priya',
    });
    expect(Object.keys(me.body.data.roles).length).toBe(2);
  });

  it('answers a wrong password with auth.invalidLoginCredentials', async () => {
    const r = await s.api.post('/v1/auth/login', {
      email: DEMO_USERS.viewer,
      password: 'Wrong-Password-1!',
    });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      ok: false,
      code: 401,
      errorMessage: 'auth.invalidLoginCredentials',
      data: null,
    });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const r = await s.api.post('/v1/auth/login', {
      email: 'ghost@demo.stepwise.test',
      password: TEST_PASSWORD,
    });
    expect(r.status).toBe(401);
    expect(r.body.errorMessage).toBe('auth.invalidLoginCredentials');
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const email = DEMO_USERS.workspaceAdmin;
    for (let i = 0; i < 3; i++) {
      const r = await s.api.post('/v1/auth/login', { email, password: `Wrong-Password-${i}!` });
      expect(r.status).toBe(401);
    }
    const locked = await s.api.post('/v1/auth/login', { email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.ok).toBe(false);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    // Another account from the same address is unaffected.
    const other = await s.api.post('/v1/auth/login', {
      email: DEMO_USERS.orgAdmin,
      password: TEST_PASSWORD,
    });
    expect(other.status).toBe(200);
  });

  it('rotates refresh tokens and rejects a used one (and then the whole family)', async () => {
    const first = await s.api.login(DEMO_USERS.viewer);
    const second = await s.api.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    // Past the leeway for lost answers: this is a stolen token.
    await ageRotation(s.database, first.refreshToken, 120);
    const reused = await s.api.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
    // Reuse revoked the family: the token issued by the legitimate rotation is dead too.
    const after = await s.api.post('/v1/auth/refresh', {
      refreshToken: second.body.data.refreshToken,
    });
    expect(after.status).toBe(401);
  });

  it('a token used again within the leeway (a lost answer, two tabs) gets a pair, the family lives', async () => {
    const first = await s.api.login(DEMO_USERS.viewer);
    const [a, b] = await Promise.all([
      s.api.post('/v1/auth/refresh', { refreshToken: first.refreshToken }),
      s.api.post('/v1/auth/refresh', { refreshToken: first.refreshToken }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // A page reloaded while its refresh was in flight sends the old token once more.
    const again = await s.api.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
    expect(again.status).toBe(200);
    for (const pair of [a, b, again]) {
      const next = await s.api.post('/v1/auth/refresh', {
        refreshToken: pair.body.data.refreshToken,
      });
      expect(next.status).toBe(200);
    }
  });

  it('logout revokes the session refresh token', async () => {
    const session = await s.api.login(DEMO_USERS.viewer);
    expect((await s.api.post('/v1/auth/logout', {}, session.accessToken)).status).toBe(200);
    expect(
      (await s.api.post('/v1/auth/refresh', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
  });

  it('refuses protected routes without a token or with a forged one', async () => {
    expect((await s.api.get('/v1/profile/me')).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const r = await s.api.get('/v1/profile/me', forged);
    expect(r.status).toBe(401);
    expect(r.body.ok).toBe(false);
  });
});
