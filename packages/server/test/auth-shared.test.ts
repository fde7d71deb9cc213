import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, workspaces } from '../src/db/schema.js';
import {
  DEMO_CLIENT_KEY,
  DEMO_EMPLOYEE_ID,
  DEMO_SHARED_ACCOUNT,
  DEMO_USERS,
} from '../src/seed/demo.js';
import { startTestServer, TEST_PASSWORD, type TestServer, ageRotation } from './harness.js';
import { patchDemoSettings } from './employee-helpers.js';

const LOGIN = '/v1/auth/shared-account/login';
const REFRESH = '/v1/auth/shared-account/refresh';
const ADMIN = '/v1/admin/user/shared-account';
const RESET = '/v1/auth/shared-account/reset-password';
const DEVICE_PASSWORD = 'Device-Pass-2026!';

let s: TestServer;
let orgAdmin: string;
let viewer: string;
let assemblyId: string;
let maintenanceId: string;

const sharedLogin = (account: string, password: string) =>
  s.api.post(LOGIN, { account, clientKey: DEMO_CLIENT_KEY, password });

beforeAll(async () => {
  s = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_SECONDS: '60' });
  orgAdmin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
  const ws = await s.database.db
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, s.demoOrganizationId));
  assemblyId = ws.find((w) => w.name === 'Assembly Line')!.id;
  maintenanceId = ws.find((w) => w.name === 'Maintenance')!.id;
});
afterAll(() => s?.close());

describe('shared-account sign-in', () => {
  it('signs in a shared account and answers the local session account', async () => {
    const r = await sharedLogin('Line-Tablet', TEST_PASSWORD);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      account: DEMO_SHARED_ACCOUNT,
      isSharedAccount: true,
      role: 'viewer',
    });
    const me = await s.api.get('/v1/profile/me', r.body.data.accessToken);
    expect(me.body.data).toMatchObject({ shared: true, email: null });
  });

  it('answers wrong credentials with auth.invalidLoginCredentials', async () => {
    for (const r of [
      await sharedLogin(DEMO_SHARED_ACCOUNT, 'Wrong-Pass-2026!'),
      await sharedLogin('no-such-tablet', TEST_PASSWORD),
      // An employee ID is not a shared account.
      await sharedLogin(DEMO_EMPLOYEE_ID, TEST_PASSWORD),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body.errorMessage).toBe('auth.invalidLoginCredentials');
    }
  });

  it('is refused when shared-account login, or the employee-ID login it needs, is off', async () => {
    for (const patch of [
      { features: { sharedAccountLogin: false } },
      { employeeIdLogin: false },
    ] as const) {
      const restore = await patchDemoSettings(s, patch);
      const r = await sharedLogin(DEMO_SHARED_ACCOUNT, TEST_PASSWORD);
      await restore();
      expect(r.status).toBe(403);
      expect(r.body.errorMessage).toBe('auth.alertDisableDHLogin');
    }
  });

  it('rotates the refresh token, rejects a used one and keeps the kinds apart', async () => {
    const first = (await sharedLogin(DEMO_SHARED_ACCOUNT, TEST_PASSWORD)).body.data;
    const second = await s.api.post(REFRESH, { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ account: DEMO_SHARED_ACCOUNT, isSharedAccount: true });
    // Past the leeway for lost answers: this is a stolen token.
    await ageRotation(s.database, first.refreshToken, 120);
    const reused = await s.api.post(REFRESH, { refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
    // Shared tokens do not refresh as employee-ID ones, nor the other way round.
    const fresh = (await sharedLogin(DEMO_SHARED_ACCOUNT, TEST_PASSWORD)).body.data;
    const wrongPath = await s.api.post('/v1/auth/employeeId-account/refresh', {
      refreshToken: fresh.refreshToken,
    });
    expect(wrongPath.status).toBe(401);
    const employee = await s.api.post('/v1/auth/employeeId-account/login', {
      employeeId: DEMO_EMPLOYEE_ID,
      clientKey: DEMO_CLIENT_KEY,
      password: TEST_PASSWORD,
    });
    expect(
      (await s.api.post(REFRESH, { refreshToken: employee.body.data.refreshToken })).status,
    ).toBe(401);
  });

  it('locks the account after repeated failures', async () => {
    const created = await s.api.post(
      ADMIN,
      { account: 'lock-test', displayName: 'Lock test', password: DEVICE_PASSWORD },
      orgAdmin,
    );
    expect(created.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await sharedLogin('lock-test', `Wrong-Pass-${i}-2026!`)).status).toBe(401);
    }
    expect((await sharedLogin('lock-test', DEVICE_PASSWORD)).status).toBe(429);
    // The admin's password reset lifts the lock.
    const reset = await s.api.post(
      RESET,
      { id: created.body.data.id, newPassword: 'Unlocked-Pass-2026!' },
      orgAdmin,
    );
    expect(reset.status).toBe(200);
    expect((await sharedLogin('lock-test', 'Unlocked-Pass-2026!')).status).toBe(200);
  });
});

describe('shared-account administration', () => {
  it('creates a viewer account in the listed workspaces that can sign in', async () => {
    const r = await s.api.post(
      ADMIN,
      {
        account: 'packing-1',
        displayName: 'Packing tablet',
        password: DEVICE_PASSWORD,
        workspaceIds: [assemblyId, assemblyId],
      },
      orgAdmin,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      account: 'packing-1',
      displayName: 'Packing tablet',
      disabled: false,
      workspaceIds: [assemblyId],
    });
    const [row] = await s.database.db.select().from(users).where(eq(users.id, r.body.data.id));
    expect(row).toMatchObject({
      role: 'viewer',
      shared: true,
      email: 'packing-1.shared@demo.users.stepwise.invalid',
    });
    const session = await sharedLogin('packing-1', DEVICE_PASSWORD);
    expect(session.status).toBe(200);
    const me = await s.api.get('/v1/profile/me', session.body.data.accessToken);
    expect(me.body.data.roles).toEqual({ [assemblyId]: 'viewer' });

    const again = await s.api.post(
      ADMIN,
      { account: 'packing-1', displayName: 'Twin', password: DEVICE_PASSWORD },
      orgAdmin,
    );
    expect(again.status).toBe(409);
  });

  it('refuses bad names, weak passwords and workspaces outside the organisation', async () => {
    const base = { account: 'bad-1', displayName: 'Tablet', password: DEVICE_PASSWORD };
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ ...base, account: 'Line 1' }, 400],
      [{ ...base, account: 'UPPER' }, 400],
      [{ ...base, account: 'x'.repeat(65) }, 400],
      [{ ...base, displayName: 'Bad <name>;' }, 400, 'body.displayName: rules.invalidName'],
      [{ ...base, password: 'short' }, 400, 'Invalid password format'],
      [{ ...base, password: 'Bad-1-Tablet!' }, 400], // contains the account name
      [{ ...base, workspaceIds: ['no-such-workspace'] }, 404],
      [{ ...base, role: 'admin-organization' }, 400],
    ];
    for (const [body, status, message] of cases) {
      const r = await s.api.post(ADMIN, body, orgAdmin);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.ok).toBe(false);
      if (message) expect(r.body.errorMessage).toBe(message);
    }
    const [none] = await s.database.db.select().from(users).where(eq(users.sharedAccount, 'bad-1'));
    expect(none).toBeUndefined();
  });

  it('updates the name and workspaces, and a disabled account can no longer sign in', async () => {
    const created = await s.api.post(
      ADMIN,
      {
        account: 'dock-2',
        displayName: 'Dock',
        password: DEVICE_PASSWORD,
        workspaceIds: [assemblyId],
      },
      orgAdmin,
    );
    const id = created.body.data.id;
    const session = (await sharedLogin('dock-2', DEVICE_PASSWORD)).body.data;
    const moved = await s.api.patch(
      `${ADMIN}/${id}`,
      { displayName: 'Dock 2', workspaceIds: [maintenanceId] },
      orgAdmin,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ displayName: 'Dock 2', workspaceIds: [maintenanceId] });

    const disabled = await s.api.patch(`${ADMIN}/${id}`, { disabled: true }, orgAdmin);
    expect(disabled.body.data.disabled).toBe(true);
    expect((await sharedLogin('dock-2', DEVICE_PASSWORD)).status).toBe(401);
    expect((await s.api.post(REFRESH, { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await s.api.get('/v1/profile/me', session.accessToken)).status).toBe(401);
    await s.api.patch(`${ADMIN}/${id}`, { disabled: false }, orgAdmin);
    expect((await sharedLogin('dock-2', DEVICE_PASSWORD)).status).toBe(200);

    expect((await s.api.patch(`${ADMIN}/${id}`, {}, orgAdmin)).status).toBe(400);
    expect((await s.api.patch(`${ADMIN}/no-such-id`, { disabled: true }, orgAdmin)).status).toBe(
      404,
    );
    // Only shared accounts: a person's id is not found here.
    const person = await s.api.login(DEMO_USERS.publisher);
    const notShared = await s.api.patch(`${ADMIN}/${person.userId}`, { disabled: true }, orgAdmin);
    expect(notShared.status).toBe(404);
    expect((await s.api.get('/v1/profile/me', person.accessToken)).status).toBe(200);
  });

  it('resets the password and ends the sessions signed in with the old one', async () => {
    const created = await s.api.post(
      ADMIN,
      { account: 'reset-3', displayName: 'Reset', password: DEVICE_PASSWORD },
      orgAdmin,
    );
    const id = created.body.data.id;
    const session = (await sharedLogin('reset-3', DEVICE_PASSWORD)).body.data;
    const weak = await s.api.post(RESET, { id, newPassword: 'weak' }, orgAdmin);
    expect(weak.status).toBe(400);
    expect(weak.body.errorMessage).toBe('Invalid password format');
    expect(weak.body.data.rules).toContain('rules.min10');
    const same = await s.api.post(RESET, { id, newPassword: DEVICE_PASSWORD }, orgAdmin);
    expect(same.body.data.authType).toBe('REUSED');
    const r = await s.api.post(RESET, { id, newPassword: 'Renewed-Pass-2026!' }, orgAdmin);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ id });
    expect((await s.api.post(REFRESH, { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await sharedLogin('reset-3', DEVICE_PASSWORD)).status).toBe(401);
    expect((await sharedLogin('reset-3', 'Renewed-Pass-2026!')).status).toBe(200);
    const unknown = await s.api.post(
      RESET,
      { id: 'no-such-id', newPassword: 'A-Pass-2026!' },
      orgAdmin,
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a viewer on every shared-account admin route', async () => {
    const [shared] = await s.database.db
      .select()
      .from(users)
      .where(eq(users.sharedAccount, DEMO_SHARED_ACCOUNT));
    const calls = [
      s.api.post(
        ADMIN,
        { account: 'viewer-made', displayName: 'V', password: DEVICE_PASSWORD },
        viewer,
      ),
      s.api.patch(`${ADMIN}/${shared!.id}`, { disabled: true }, viewer),
      s.api.post(RESET, { id: shared!.id, newPassword: 'Viewer-Pass-2026!' }, viewer),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(403);
      expect(r.body.ok).toBe(false);
    }
    expect((await sharedLogin(DEMO_SHARED_ACCOUNT, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers broken sign-in requests with a 400 in the wrapper', async () => {
    const bad = [
      await s.api.post(LOGIN, { account: DEMO_SHARED_ACCOUNT, clientKey: DEMO_CLIENT_KEY }),
      await s.api.post(LOGIN, { account: 'x'.repeat(65), clientKey: 'demo', password: 'x' }),
      await s.api.post(LOGIN, { account: '  ', clientKey: 'demo', password: 'x' }),
      await s.api.request('POST', LOGIN, { raw: '[1,' }),
      await s.api.post(REFRESH, { refreshToken: 'x'.repeat(201) }),
    ];
    for (const r of bad) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ ok: false, code: 400 });
    }
  });
});
