import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PIN_SETUP_CODE_INVALID,
  employeeIdSignInStep,
  isValidPassword,
  organizationSettingsSchema,
} from '@stepwise/core';
import { mailOutbox, organizations, users } from '../src/db/schema.js';
import { DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID, DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, TEST_PASSWORD, type TestServer, ageRotation } from './harness.js';
import {
  addEmployee,
  demoSettings,
  patchDemoSettings,
  setDemoGeneration,
  setUserDisabled,
} from './employee-helpers.js';

const PIN_LOGIN = '/v1/auth/employeeId-account/login';
const PIN_REFRESH = '/v1/auth/employeeId-account/refresh';
const PIN_STATUS = '/v1/auth/employeeIdPIN/status';
const SET_PIN = '/v1/reset/password/employeeIdPIN';
const NEW_PIN = 'Fresh-Pin-2026!';

let s: TestServer;
let orgAdmin: string;
let viewer: string;

const pinLogin = (employeeId: string, password: string, clientKey = DEMO_CLIENT_KEY) =>
  s.api.post(PIN_LOGIN, { employeeId, clientKey, password });
const pinStatus = (employeeId: string) =>
  s.api.get(PIN_STATUS, undefined, { employeeId, clientKey: DEMO_CLIENT_KEY });

/** The 000 §4 step the sign-in screen takes for a PIN user with this status. */
const pinStep = (status: string | null) =>
  employeeIdSignInStep({
    pinUser: true,
    sharedAccount: false,
    employeeIdLogin: true,
    masterPasswordEnabled: false,
    pinStatus: status,
  });

beforeAll(async () => {
  s = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_SECONDS: '60' });
  orgAdmin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
});
afterAll(() => s?.close());

describe('login settings by client key', () => {
  it('answers what the sign-in screen needs, with shared login normalised', async () => {
    const r = await s.api.get(`/v1/permission-settings/client-key/${DEMO_CLIENT_KEY}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      employeeIdLogin: true,
      employeeIdMPEnabled: false,
      sharedAccountLogin: true,
      employeeIdPinLogin: true,
      loginType: 'email',
      ssoLoginOnly: false,
    });
    const restore = await patchDemoSettings(s, { employeeIdLogin: false });
    const off = await s.api.get(`/v1/permission-settings/client-key/${DEMO_CLIENT_KEY}`);
    expect(off.body.data).toMatchObject({ employeeIdLogin: false, sharedAccountLogin: false });
    await restore();
  });

  it('answers an unknown client key with auth.alertEmployeeIdInvalid', async () => {
    const r = await s.api.get('/v1/permission-settings/client-key/no-such-org');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ ok: false, errorMessage: 'auth.alertEmployeeIdInvalid' });
    expect((await s.api.get('/v1/permission-settings/client-key/bad_key!')).status).toBe(400);
  });
});

describe('employee ID + PIN', () => {
  it('signs in with the PIN and answers the local session account', async () => {
    const r = await pinLogin(DEMO_EMPLOYEE_ID.toLowerCase(), TEST_PASSWORD);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      account: DEMO_EMPLOYEE_ID,
      isSharedAccount: false,
      role: 'viewer',
      tokenType: 'Bearer',
    });
    const me = await s.api.get('/v1/profile/me', r.body.data.accessToken);
    expect(me.body.data).toMatchObject({ employeeId: DEMO_EMPLOYEE_ID, passwordless: true });
  });

  it('answers a wrong PIN, an unknown ID and an unknown client key alike', async () => {
    for (const r of [
      await pinLogin(DEMO_EMPLOYEE_ID, 'Wrong-Pin-2026!'),
      await pinLogin('E9999', TEST_PASSWORD),
      await pinLogin(DEMO_EMPLOYEE_ID, TEST_PASSWORD, 'nowhere'),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        ok: false,
        code: 401,
        errorMessage: 'auth.invalidLoginCredentials',
        data: null,
      });
    }
  });

  it('locks the account after repeated wrong PINs, even for the right one', async () => {
    await addEmployee(s, 'E2002', { pin: TEST_PASSWORD, resetStatus: 'valid' });
    for (let i = 0; i < 3; i++) {
      expect((await pinLogin('E2002', `Wrong-Pin-${i}-2026!`)).status).toBe(401);
    }
    const locked = await pinLogin('E2002', TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect((await pinLogin(DEMO_EMPLOYEE_ID, TEST_PASSWORD)).status).toBe(200);
  });

  it('a new account chooses its first PIN with the setup code its creation issued', async () => {
    const added = await s.api.post(
      '/user/add',
      {
        type: 'user-passwordless',
        data: { employeeId: 'E4004', displayName: 'E', role: 'viewer' },
      },
      orgAdmin,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const setupCode: string = added.body.data.pinSetup.code;
    // Issue 14: neither the status nor a sign-in attempt tells that this ID has no PIN yet.
    expect((await pinStatus('e4004')).body).toEqual((await pinStatus('E0000')).body);
    const refused = await pinLogin('E4004', NEW_PIN);
    expect(refused.status).toBe(401);
    expect(refused.body.errorMessage).toBe('auth.invalidLoginCredentials');

    const weak = await s.api.put(SET_PIN, {
      employeeId: 'E4004',
      clientKey: DEMO_CLIENT_KEY,
      password: 'short1!',
      setupCode,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errorMessage).toBe('Invalid password format');
    expect(weak.body.data.rules).toContain('rules.min10');
    expect(weak.body.data.rules).toContain('rules.validPasswordCharacters');
    const withId = await s.api.put(SET_PIN, {
      employeeId: 'E4004',
      clientKey: DEMO_CLIENT_KEY,
      password: 'Pin-e4004-Secret!',
      setupCode,
    });
    expect(withId.status).toBe(400);
    expect(withId.body.data.authType).toBe('CERTAIN_VALUE');

    const set = await s.api.put(SET_PIN, {
      employeeId: 'E4004',
      clientKey: DEMO_CLIENT_KEY,
      password: NEW_PIN,
      setupCode,
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ employeeId: 'E4004', resetStatus: 'valid' });
    expect(pinStep((await pinStatus('E4004')).body.data.resetStatus)).toBe('password');
    expect((await pinLogin('E4004', NEW_PIN)).status).toBe(200);
    // Once valid, the PIN cannot be replaced without an admin: the code was used.
    const again = await s.api.put(SET_PIN, {
      employeeId: 'E4004',
      clientKey: DEMO_CLIENT_KEY,
      password: 'Another-Pin-2026!',
      setupCode,
    });
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe(PIN_SETUP_CODE_INVALID);
  });

  it('forgot-PIN asks the admins and answers unknown IDs the same way', async () => {
    await addEmployee(s, 'E5005', { pin: TEST_PASSWORD, resetStatus: 'valid' });
    const body = { employeeId: 'E5005', clientKey: DEMO_CLIENT_KEY };
    const r = await s.api.post('/v1/reset/password/employeeIdPIN/forgot-PIN', body);
    const unknown = await s.api.post('/v1/reset/password/employeeIdPIN/forgot-PIN', {
      employeeId: 'E0000',
      clientKey: DEMO_CLIENT_KEY,
    });
    expect(r.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(r.body);
    const [asked] = await s.database.db.select().from(users).where(eq(users.employeeId, 'E5005'));
    expect(asked!.pinResetStatus).toBe('pending');
    // Asking twice mails once.
    await s.api.post('/v1/reset/password/employeeIdPIN/forgot-PIN', body);
    const mails = await s.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'pin-request'));
    expect(mails.map((m) => m.to)).toEqual([DEMO_USERS.orgAdmin]);
    expect(mails[0]!.text).toContain('E5005');
    // Pending is not a redirect (000 §4 step 2): the old PIN still works until an admin acts,
    // and the user cannot choose a new one alone ("PIN reset is admin only").
    expect(pinStep('pending')).toBe('password');
    expect((await pinLogin('E5005', TEST_PASSWORD)).status).toBe(200);
    const self = await s.api.put(SET_PIN, { ...body, password: NEW_PIN });
    expect(self.status).toBe(400);
    expect(self.body.errorMessage).toBe(PIN_SETUP_CODE_INVALID);
  });

  it('an admin reset requires a new PIN, ends the sessions and lets the user choose it', async () => {
    await addEmployee(s, 'E6006', { pin: TEST_PASSWORD, resetStatus: 'valid' });
    const session = (await pinLogin('E6006', TEST_PASSWORD)).body.data;
    const reset = await s.api.post(
      '/v1/reset/password/employeeIdPIN/request',
      { employeeId: 'E6006' },
      orgAdmin,
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ employeeId: 'E6006', resetStatus: 'reset-required' });
    const old = await pinLogin('E6006', TEST_PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body.errorMessage).toBe('auth.invalidLoginCredentials');
    expect((await s.api.post(PIN_REFRESH, { refreshToken: session.refreshToken })).status).toBe(
      401,
    );
    const set = await s.api.put(SET_PIN, {
      employeeId: 'E6006',
      clientKey: DEMO_CLIENT_KEY,
      password: NEW_PIN,
      setupCode: reset.body.data.pinSetup.code,
    });
    expect(set.status).toBe(200);
    expect((await pinLogin('E6006', NEW_PIN)).status).toBe(200);
    const unknown = await s.api.post(
      '/v1/reset/password/employeeIdPIN/request',
      { employeeId: 'E0000' },
      orgAdmin,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe('Invalid employee ID.');
  });

  it('answers the status of every ID alike, known or not (issue 14)', async () => {
    const unknown = await pinStatus('E0000');
    const known = await pinStatus(DEMO_EMPLOYEE_ID);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.data).toEqual({ resetStatus: 'valid' });
    expect(pinStep('valid')).toBe('password');
  });

  it('rotates the refresh token and rejects a used one', async () => {
    const first = (await pinLogin(DEMO_EMPLOYEE_ID, TEST_PASSWORD)).body.data;
    const second = await s.api.post(PIN_REFRESH, { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ account: DEMO_EMPLOYEE_ID, isSharedAccount: false });
    expect(second.body.data.accessToken).toMatch(/^ey/);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    // Past the leeway for lost answers: this is a stolen token.
    await ageRotation(s.database, first.refreshToken, 120);
    const reused = await s.api.post(PIN_REFRESH, { refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
    // An email session's token is not an employee-ID one.
    const email = await s.api.login(DEMO_USERS.publisher);
    expect((await s.api.post(PIN_REFRESH, { refreshToken: email.refreshToken })).status).toBe(401);
  });

  it('refuses disabled users and generation-2 organisations', async () => {
    const id = await addEmployee(s, 'E7007', { pin: TEST_PASSWORD, resetStatus: 'valid' });
    await setUserDisabled(s, id, true);
    expect((await pinLogin('E7007', TEST_PASSWORD)).body.errorMessage).toBe(
      'auth.invalidLoginCredentials',
    );
    await setUserDisabled(s, id, false);
    await setDemoGeneration(s, 'gen2');
    expect((await pinLogin('E7007', TEST_PASSWORD)).status).toBe(403);
    await setDemoGeneration(s, 'gen2plus');
    expect((await pinLogin('E7007', TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses PIN sign-in when the organisation has it off', async () => {
    const restore = await patchDemoSettings(s, { features: { employeeIdPinLogin: false } });
    const r = await pinLogin(DEMO_EMPLOYEE_ID, TEST_PASSWORD);
    await restore();
    expect(r.status).toBe(403);
    expect(r.body.errorMessage).toBe('auth.alertDisableDHLogin');
  });
});

describe('employee ID without a PIN (/admin/gettoken) and the master password', () => {
  const getToken = (body: Record<string, unknown>) => s.api.post('/admin/gettoken', body);

  it('sends PIN users to their PIN step', async () => {
    const r = await getToken({ employeeId: DEMO_EMPLOYEE_ID, clientKey: DEMO_CLIENT_KEY });
    expect(r.status).toBe(409);
    expect(r.body.data).toEqual({ resetStatus: 'valid' });
  });

  it('signs in by ID alone, then only with the master password once it is set', async () => {
    const restore = await patchDemoSettings(s, { features: { employeeIdPinLogin: false } });
    try {
      await addEmployee(s, 'E3003');
      const direct = await getToken({ employeeId: 'E3003', clientKey: DEMO_CLIENT_KEY });
      expect(direct.status).toBe(200);
      expect(direct.body.data).toMatchObject({ account: 'E3003', isSharedAccount: false });

      const set = await s.api.post(
        '/v1/auth/reset-employeeIdMP',
        { newPassword: 'Master-Pass-2026!' },
        orgAdmin,
      );
      expect(set.status).toBe(200);
      expect(set.body.data).toMatchObject({ enabled: true, password: 'Master-Pass-2026!' });
      const read = await s.api.get('/v1/auth/employeeIdMP', orgAdmin);
      expect(read.body.data).toEqual({ enabled: true, updatedAt: set.body.data.updatedAt });
      expect(JSON.stringify(read.body)).not.toContain('Master-Pass-2026!');
      const settings = await demoSettings(s);
      expect(settings.employeeIdMPEnabled).toBe(true);
      const [org] = await s.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, s.demoOrganizationId));
      expect(organizationSettingsSchema.safeParse(org!.settings).success).toBe(true);
      expect(org!.masterPasswordHash).toMatch(/^\$argon2id\$/);

      for (const mp of [undefined, 'Wrong-Master-2026!']) {
        const r = await getToken({
          employeeId: 'E3003',
          clientKey: DEMO_CLIENT_KEY,
          employeeIdMP: mp,
        });
        expect(r.status).toBe(401);
        expect(r.body.errorMessage).toBe('auth.invalidLoginCredentials');
      }
      const withMp = await getToken({
        employeeId: 'e3003',
        clientKey: DEMO_CLIENT_KEY,
        employeeIdMP: 'Master-Pass-2026!',
      });
      expect(withMp.status).toBe(200);
      const me = await s.api.get('/v1/profile/me', withMp.body.data.accessToken);
      expect(me.body.data.employeeId).toBe('E3003');

      // A generated one replaces it and is shown once.
      const generated = await s.api.post('/v1/auth/reset-employeeIdMP', undefined, orgAdmin);
      expect(generated.status).toBe(200);
      const fresh: string = generated.body.data.password;
      expect(isValidPassword(fresh)).toBe(true);
      const old = await getToken({
        employeeId: 'E3003',
        clientKey: DEMO_CLIENT_KEY,
        employeeIdMP: 'Master-Pass-2026!',
      });
      expect(old.status).toBe(401);
      const ok = await getToken({
        employeeId: 'E3003',
        clientKey: DEMO_CLIENT_KEY,
        employeeIdMP: fresh,
      });
      expect(ok.status).toBe(200);
    } finally {
      await restore();
    }
  });

  it('answers the spec messages for a missing client key, login off and an unknown ID', async () => {
    const noKey = await getToken({ employeeId: 'E3003' });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errorMessage).toBe('client key is required for employee id login.');
    // With PIN sign-in on every ID is sent to the PIN step, known or not (issue 14).
    const pinOrg = await getToken({ employeeId: 'E0000', clientKey: DEMO_CLIENT_KEY });
    expect(pinOrg.status).toBe(409);
    expect(pinOrg.body).toEqual(
      (await getToken({ employeeId: DEMO_EMPLOYEE_ID, clientKey: DEMO_CLIENT_KEY })).body,
    );
    const pinOff = await patchDemoSettings(s, { features: { employeeIdPinLogin: false } });
    const unknown = await getToken({ employeeId: 'E0000', clientKey: DEMO_CLIENT_KEY });
    await pinOff();
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorMessage).toBe('Invalid employee ID.');
    const restore = await patchDemoSettings(s, { employeeIdLogin: false });
    const off = await getToken({ employeeId: 'E3003', clientKey: DEMO_CLIENT_KEY });
    await restore();
    expect(off.status).toBe(403);
    expect(off.body.errorMessage).toBe('auth.alertDisableDHLogin');
  });

  it('refuses a master password that breaks the policy', async () => {
    const r = await s.api.post(
      '/v1/auth/reset-employeeIdMP',
      { newPassword: 'weakpass' },
      orgAdmin,
    );
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('Invalid password format');
    expect(r.body.data).toMatchObject({ authType: 'REGEX' });
    expect(r.body.data.rules).toContain('rules.min10');
  });
});

describe('admin routes and bad input', () => {
  it('refuses a viewer on every admin route', async () => {
    const calls = [
      s.api.get('/v1/auth/employeeIdMP', viewer),
      s.api.post('/v1/auth/reset-employeeIdMP', {}, viewer),
      s.api.post('/v1/reset/password/employeeIdPIN/request', { employeeId: 'E1001' }, viewer),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(403);
      expect(r.body.ok).toBe(false);
    }
    const wsAdmin = (await s.api.login(DEMO_USERS.workspaceAdmin)).accessToken;
    expect((await s.api.get('/v1/auth/employeeIdMP', wsAdmin)).status).toBe(403);
  });

  it('answers broken requests with a 400 in the wrapper', async () => {
    const bad = [
      await s.api.post('/admin/gettoken', { employeeId: 'a b', clientKey: DEMO_CLIENT_KEY }),
      await s.api.post('/admin/gettoken', { employeeId: 'x'.repeat(65), clientKey: 'demo' }),
      await s.api.post(PIN_LOGIN, { employeeId: DEMO_EMPLOYEE_ID, clientKey: DEMO_CLIENT_KEY }),
      await s.api.post(PIN_LOGIN, { employeeId: 42, clientKey: DEMO_CLIENT_KEY, password: 'x' }),
      await s.api.request('POST', PIN_LOGIN, { raw: '{"employeeId": ' }),
      await s.api.get(PIN_STATUS, undefined, { employeeId: DEMO_EMPLOYEE_ID }),
      await s.api.put(SET_PIN, {
        employeeId: 'E1001',
        clientKey: 'demo',
        password: 'x'.repeat(201),
      }),
      await s.api.post(PIN_REFRESH, {}),
      await s.api.post(
        '/v1/auth/reset-employeeIdMP',
        { newPassword: 'A-Pass-2026!', x: 1 },
        orgAdmin,
      ),
      await s.api.post('/v1/reset/password/employeeIdPIN/request', {}, orgAdmin),
    ];
    for (const r of bad) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ ok: false, code: 400 });
    }
    // The PIN status query without a client key gets the spec's message.
    expect(bad[5]!.body.errorMessage).toBe('client key is required for employee id login.');
  });
});
