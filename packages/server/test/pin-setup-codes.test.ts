/**
 * Issue 14, "Employee PIN takeover": a PIN is chosen only with the one-time setup code an
 * admin's reset (or the account's creation) issued; every other attempt gets one refusal, the
 * same for unknown IDs; the status answers every ID alike; setting the PIN ends the sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PIN_SETUP_CODE_INVALID,
  PIN_SETUP_CODE_TTL_HOURS,
  employeeIdEmail,
  normalisePinSetupCode,
} from '@stepwise/core';
import { startSession } from '../src/auth/session.js';
import { mailOutbox, organizations, pinSetupCodes, users } from '../src/db/schema.js';
import { deliverPinSetupCode } from '../src/domain/pin-setup-codes.js';
import {
  DEMO_CLIENT_KEY,
  DEMO_EMPLOYEE_ID,
  DEMO_SHARED_ACCOUNT,
  DEMO_USERS,
} from '../src/seed/demo.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';
import { addEmployee, patchDemoSettings } from './employee-helpers.js';

const SET_PIN = '/v1/reset/password/employeeIdPIN';
const RESET = '/v1/reset/password/employeeIdPIN/request';
const PIN_STATUS = '/v1/auth/employeeIdPIN/status';
const PIN_LOGIN = '/v1/auth/employeeId-account/login';
const PIN_REFRESH = '/v1/auth/employeeId-account/refresh';
const NEW_PIN = 'Chosen-Pin-2026!';
const MAX_FAILURES = 4;

const REFUSAL = { ok: false, code: 400, errorMessage: PIN_SETUP_CODE_INVALID, data: null };

let s: TestServer;
let orgAdmin: string;

beforeAll(async () => {
  s = await startTestServer({
    LOGIN_MAX_FAILURES: String(MAX_FAILURES),
    LOGIN_LOCKOUT_SECONDS: '60',
    // Every request comes from 127.0.0.1: keep the address limits out of the account tests.
    LOGIN_IP_MAX_FAILURES: '1000',
  });
  orgAdmin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
});
afterAll(() => s?.close());

/** An employee with a valid PIN whom the org admin resets; answers the issued setup code. */
async function resetEmployee(employeeId: string, opts: { add?: boolean } = {}): Promise<string> {
  if (opts.add !== false)
    await addEmployee(s, employeeId, { pin: TEST_PASSWORD, resetStatus: 'valid' });
  const r = await s.api.post(RESET, { employeeId }, orgAdmin);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.pinSetup.code;
}

const setPin = (employeeId: string, setupCode?: string, clientKey = DEMO_CLIENT_KEY) =>
  s.api.put(SET_PIN, {
    employeeId,
    clientKey,
    password: NEW_PIN,
    ...(setupCode === undefined ? {} : { setupCode }),
  });
const pinLogin = (employeeId: string, password: string) =>
  s.api.post(PIN_LOGIN, { employeeId, clientKey: DEMO_CLIENT_KEY, password });
const userOf = async (employeeId: string) =>
  (await s.database.db.select().from(users).where(eq(users.employeeId, employeeId)))[0]!;
const codeRowOf = async (employeeId: string) =>
  (
    await s.database.db
      .select()
      .from(pinSetupCodes)
      .where(eq(pinSetupCodes.userId, (await userOf(employeeId)).id))
  )[0];

describe('issuing a setup code (admin PIN reset)', () => {
  it('answers the code once, with its expiry and the /usernewpin path; only a hash is kept', async () => {
    await addEmployee(s, 'E8001', { pin: TEST_PASSWORD, resetStatus: 'valid' });
    const before = Date.now();
    const r = await s.api.post(RESET, { employeeId: 'E8001' }, orgAdmin);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      employeeId: 'E8001',
      resetStatus: 'reset-required',
      pinSetup: {
        code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
        expiresAt: expect.any(String),
        path: `/usernewpin/E8001?clientKey=${DEMO_CLIENT_KEY}`,
        mailed: false,
      },
    });
    const ttl = Date.parse(r.body.data.pinSetup.expiresAt) - before;
    expect(Math.abs(ttl - PIN_SETUP_CODE_TTL_HOURS * 3_600_000)).toBeLessThan(60_000);
    const row = await codeRowOf('E8001');
    const code = normalisePinSetupCode(r.body.data.pinSetup.code);
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(r.body.data.pinSetup.code);
    expect(row!.issuedBy).toBe((await s.api.login(DEMO_USERS.orgAdmin)).userId);
    // A generated address is not mail: nothing was sent.
    const mails = await s.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, employeeIdEmail(DEMO_CLIENT_KEY, 'E8001')));
    expect(mails).toEqual([]);
  });

  it('mails the code and its link when the account has a real address', async () => {
    const user = { ...(await userOf('E8001')), email: 'erin.employee@example.com' };
    const issued = { code: 'K7QM-4TXP', expiresAt: new Date(Date.now() + 72 * 3_600_000) };
    const answer = await deliverPinSetupCode(s.app.services, {
      user,
      clientKey: DEMO_CLIENT_KEY,
      issued,
    });
    expect(answer).toMatchObject({ code: 'K7QM-4TXP', mailed: true });
    const [mail] = await s.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'pin-setup')));
    expect(mail!.text).toContain('K7QM-4TXP');
    expect(mail!.link).toBe(
      `${s.config.publicUrl}/usernewpin/E8001?clientKey=${DEMO_CLIENT_KEY}&code=K7QM-4TXP`,
    );
  });
});

describe('PUT /v1/reset/password/employeeIdPIN with a setup code', () => {
  it('one refusal for no code, a wrong code, another account, an unknown or settled ID', async () => {
    const code = await resetEmployee('E8101');
    const otherCode = await resetEmployee('E8102');
    await addEmployee(s, 'E8103', { pin: TEST_PASSWORD, resetStatus: 'valid' });
    const attempts = {
      'no code': await setPin('E8101'),
      'a wrong code': await setPin('E8101', code === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA'),
      "another account's code": await setPin('E8101', otherCode),
      'an unknown ID': await setPin('E0000', code),
      'an unknown client key': await setPin('E8101', code, 'nowhere'),
      'an ID with a valid PIN': await setPin('E8103', code),
      'a malformed code': await setPin('E8102', 'not a code at all'),
    };
    for (const [what, r] of Object.entries(attempts)) {
      expect(r.status, what).toBe(400);
      expect(r.body, what).toEqual(REFUSAL);
    }
    // The refusals did not change anything, nor use the codes up.
    expect((await userOf('E8103')).pinResetStatus).toBe('valid');
    expect((await pinLogin('E8103', TEST_PASSWORD)).status).toBe(200);
    expect((await setPin('E8101', code.toLowerCase().replace('-', ' '))).status).toBe(200);
    expect((await setPin('E8102', otherCode)).status).toBe(200);
    expect((await pinLogin('E8101', NEW_PIN)).status).toBe(200);
  });

  it('a code works once, even for two requests at the same time', async () => {
    const code = await resetEmployee('E8201');
    const both = await Promise.all([setPin('E8201', code), setPin('E8201', code)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body).toEqual(REFUSAL);
    expect((await codeRowOf('E8201'))!.usedAt).not.toBeNull();
    const again = await setPin('E8201', code);
    expect(again.body).toEqual(REFUSAL);
  });

  it('an expired code is refused and changes nothing', async () => {
    const code = await resetEmployee('E8301');
    await s.database.db
      .update(pinSetupCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pinSetupCodes.userId, (await userOf('E8301')).id));
    const r = await setPin('E8301', code);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(REFUSAL);
    expect(await userOf('E8301')).toMatchObject({
      pinResetStatus: 'reset-required',
      pinHash: null,
    });
  });

  it('a new reset voids the earlier code', async () => {
    const first = await resetEmployee('E8401');
    const second = await resetEmployee('E8401', { add: false });
    expect(second).not.toBe(first);
    expect((await setPin('E8401', first)).body).toEqual(REFUSAL);
    expect((await setPin('E8401', second)).status).toBe(200);
  });

  it('refuses a PIN that breaks the rules before looking at the code, keeping it', async () => {
    const code = await resetEmployee('E8501');
    const weak = await s.api.put(SET_PIN, {
      employeeId: 'E8501',
      clientKey: DEMO_CLIENT_KEY,
      password: 'short1!',
      setupCode: code,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errorMessage).toBe('Invalid password format');
    expect((await setPin('E8501', code)).status).toBe(200);
  });

  it('ends every session of the account and clears its failed sign-ins', async () => {
    const code = await resetEmployee('E8601');
    // A session started after the reset (as an operator or another sign-in path could).
    const user = await userOf('E8601');
    const [org] = await s.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, s.demoOrganizationId));
    const session = await startSession(s.app.services, user, org!, 'employee-id');
    expect((await s.api.get('/v1/profile/me', session.accessToken)).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES - 1; i += 1) {
      expect((await pinLogin('E8601', `Wrong-Pin-${i}-2026!`)).status).toBe(401);
    }

    expect((await setPin('E8601', code)).status).toBe(200);
    const refresh = await s.api.post(PIN_REFRESH, { refreshToken: session.refreshToken });
    expect(refresh.status).toBe(401);
    expect((await s.api.get('/v1/profile/me', session.accessToken)).status).toBe(401);
    // The failed sign-ins before it no longer count: the new PIN signs in at once.
    expect((await pinLogin('E8601', 'Wrong-Pin-x-2026!')).status).toBe(401);
    expect((await pinLogin('E8601', NEW_PIN)).status).toBe(200);
  });

  it('bounds guessing: after a few wrong codes even the right one waits (429, Retry-After)', async () => {
    const code = await resetEmployee('E8701');
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect((await setPin('E8701', `WRNG-000${i}`)).body).toEqual(REFUSAL);
    }
    const locked = await setPin('E8701', code);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect(locked.body.data.retryAfterSeconds).toBeGreaterThan(0);
    // Unknown IDs are throttled alike, so the lock tells nothing either.
    for (let i = 0; i < MAX_FAILURES; i += 1) await setPin('E0001', `WRNG-000${i}`);
    expect((await setPin('E0001', code)).status).toBe(429);
    // Sign-in is throttled apart: the lock on setting the PIN does not lock the account's sign-in.
    expect((await pinLogin('E8701', NEW_PIN)).status).toBe(401);
    // The admin's new reset (a new code) lifts it.
    const fresh = await resetEmployee('E8701', { add: false });
    expect((await setPin('E8701', fresh)).status).toBe(200);
  });
});

describe('GET /v1/auth/employeeIdPIN/status', () => {
  it('answers the same for existing, reset, new and unknown IDs', async () => {
    await resetEmployee('E8801');
    await addEmployee(s, 'E8802');
    const ids = [DEMO_EMPLOYEE_ID, 'E8801', 'E8802', 'E0000', 'no-such-person'];
    const answers = await Promise.all(
      ids.map((employeeId) =>
        s.api.get(PIN_STATUS, undefined, { employeeId, clientKey: DEMO_CLIENT_KEY }),
      ),
    );
    const other = await s.api.get(PIN_STATUS, undefined, {
      employeeId: DEMO_EMPLOYEE_ID,
      clientKey: 'nowhere',
    });
    for (const r of [...answers, other]) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        ok: true,
        code: 0,
        errorMessage: null,
        data: { resetStatus: 'valid' },
      });
    }
  });

  it('a sign-in attempt does not tell a reset account from an unknown one either', async () => {
    await resetEmployee('E8901');
    const reset = await pinLogin('E8901', TEST_PASSWORD);
    const unknown = await pinLogin('E0009', TEST_PASSWORD);
    expect(reset.status).toBe(401);
    expect(reset.body).toEqual(unknown.body);
  });
});

describe('shared accounts typed at the ID step (the screen can no longer tell them apart)', () => {
  const getToken = (body: Record<string, unknown>) =>
    s.api.post('/admin/gettoken', { clientKey: DEMO_CLIENT_KEY, ...body });

  it('the PIN step signs a shared account in with its own password, or refuses it alike', async () => {
    const r = await pinLogin(DEMO_SHARED_ACCOUNT, TEST_PASSWORD);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ account: DEMO_SHARED_ACCOUNT, isSharedAccount: true });
    // A shared-device session: it renews where shared accounts renew.
    const renewed = await s.api.post('/v1/auth/shared-account/refresh', {
      refreshToken: r.body.data.refreshToken,
    });
    expect(renewed.status).toBe(200);
    const wrong = await pinLogin(DEMO_SHARED_ACCOUNT, 'Wrong-Pass-2026!');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual((await pinLogin('E0010', 'Wrong-Pass-2026!')).body);
    const restore = await patchDemoSettings(s, { features: { sharedAccountLogin: false } });
    const off = await pinLogin(DEMO_SHARED_ACCOUNT, TEST_PASSWORD);
    await restore();
    expect(off.status).toBe(401);
  });

  it('by ID alone, a shared account is asked for its password, then signs in with it', async () => {
    const restore = await patchDemoSettings(s, { features: { employeeIdPinLogin: false } });
    try {
      const asked = await getToken({ employeeId: DEMO_SHARED_ACCOUNT });
      expect(asked.status).toBe(409);
      expect(asked.body.errorMessage).toBe('This account signs in with its password');
      const wrong = await getToken({
        employeeId: DEMO_SHARED_ACCOUNT,
        employeeIdMP: 'Wrong-Pass-2026!',
      });
      expect(wrong.status).toBe(401);
      const signedIn = await getToken({
        employeeId: DEMO_SHARED_ACCOUNT,
        employeeIdMP: TEST_PASSWORD,
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data).toMatchObject({ isSharedAccount: true });
    } finally {
      await restore();
    }
  });
});

describe('GET /v1/admin/users', () => {
  it('lists the organisation for its admins, searchable, employee accounts with their PIN state', async () => {
    const all = await s.api.get('/v1/admin/users', orgAdmin);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(all.body.data.items.length);
    const employee = all.body.data.items.find(
      (u: { employeeId: string | null }) => u.employeeId === DEMO_EMPLOYEE_ID,
    );
    expect(employee).toMatchObject({ kind: 'employee-id', email: null, role: 'viewer' });
    const admin = all.body.data.items.find(
      (u: { email: string | null }) => u.email === DEMO_USERS.orgAdmin,
    );
    expect(admin).toMatchObject({
      kind: 'email',
      role: 'admin-organization',
      pinResetStatus: null,
    });

    const found = await s.api.get('/v1/admin/users', orgAdmin, { keyword: 'e880' });
    expect(found.body.data.items.map((u: { employeeId: string }) => u.employeeId).sort()).toEqual([
      'E8801',
      'E8802',
    ]);
    expect(found.body.data.items[0]).toMatchObject({ pinResetStatus: 'reset-required' });
    // Generated addresses are not searched: every employee's ends in the client key.
    const byKey = await s.api.get('/v1/admin/users', orgAdmin, { keyword: DEMO_CLIENT_KEY });
    expect(byKey.body.data.items.filter((u: { kind: string }) => u.kind === 'employee-id')).toEqual(
      [],
    );

    const page = await s.api.get('/v1/admin/users', orgAdmin, { size: '2', page: '1' });
    expect(page.body.data).toMatchObject({ page: 1, size: 2, total: all.body.data.total });
    expect(page.body.data.items).toHaveLength(2);
  });

  it('is for org admins only, and refuses bad input with a 400', async () => {
    const viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
    const wsAdmin = (await s.api.login(DEMO_USERS.workspaceAdmin)).accessToken;
    expect((await s.api.get('/v1/admin/users', viewer)).status).toBe(403);
    expect((await s.api.get('/v1/admin/users', wsAdmin)).status).toBe(403);
    expect((await s.api.get('/v1/admin/users')).status).toBe(401);
    const queries: Record<string, string>[] = [
      { size: '0' },
      { size: '1000' },
      { page: '-1' },
      { other: 'x' },
    ];
    for (const query of queries) {
      const r = await s.api.get('/v1/admin/users', orgAdmin, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body).toMatchObject({ ok: false, code: 400 });
    }
  });
});
