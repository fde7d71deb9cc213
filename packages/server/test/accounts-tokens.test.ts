import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { employeeIdEmail } from '@stepwise/core';
import { accountTokens, mailOutbox, organizations, users } from '../src/db/schema.js';
import { tokenHash } from '../src/auth/secrets.js';
import { DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID, DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, TEST_PASSWORD, type ApiResult, type TestServer } from './harness.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_SECONDS: '60' });
  admin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
});
afterAll(() => s?.close());

const NEW_PASSWORD = 'Brand-New-Secret-77!';

/** The portal posts these forms url-encoded (002 §7). */
function postForm(path: string, fields: Record<string, string>): Promise<ApiResult> {
  return s.api.request('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
}

async function mailsTo(to: string) {
  return s.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.createdAt));
}

/** The token in the newest link mailed to `to`, and the link itself. */
async function mailedToken(to: string, page: string): Promise<{ token: string; link: string }> {
  const link = (await mailsTo(to)).at(-1)?.link;
  if (!link) throw new Error(`no mail to ${to}`);
  expect(link.startsWith(`${s.config.publicUrl}/${page}/`)).toBe(true);
  const token = decodeURIComponent(
    link.slice(`${s.config.publicUrl}/${page}/`.length).split('/')[0]!,
  );
  return { token, link };
}

async function expire(token: string) {
  await s.database.db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountTokens.tokenHash, tokenHash(token)));
}

async function invite(email: string, firstName = 'Amy'): Promise<string> {
  const r = await s.api.post(
    '/user/add',
    { type: 'org-admin', data: { email, firstName, role: 'admin-organization', locale: 'de-de' } },
    admin,
  );
  expect(r.status).toBe(200);
  return (await mailedToken(email, 'userinvitecreate')).token;
}

describe('invitation (POST /invite/v2/setuser)', () => {
  it('creates the account from the mailed link, url-encoded, and the user can sign in', async () => {
    const email = 'amy.invited@demo.stepwise.test';
    await invite(email);
    const { token, link } = await mailedToken(email, 'userinvitecreate');
    expect(link.endsWith('/Amy/de-de')).toBe(true);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'invite', organizationId: s.demoOrganizationId });

    const r = await postForm('/invite/v2/setuser', {
      token,
      name: "Amy O'Neil",
      password: NEW_PASSWORD,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, code: 0, errorMessage: null, data: { email } });

    const session = await s.api.login(email, NEW_PASSWORD);
    const me = await s.api.get('/v1/profile/me', session.accessToken);
    expect(me.body.data).toMatchObject({
      role: 'admin-organization',
      displayName: 'Amy O&#39;Neil',
    });

    const again = await postForm('/invite/v2/setuser', {
      token,
      name: 'Amy',
      password: 'Other-Secret-88!',
    });
    expect(again.status).toBe(400);
    expect(again.body.ok).toBe(false);
  });

  it('accepts JSON too', async () => {
    const email = 'json.invited@demo.stepwise.test';
    const token = await invite(email, 'Jay');
    const r = await s.api.post('/invite/v2/setuser', {
      token,
      name: 'Jay',
      password: NEW_PASSWORD,
    });
    expect(r.status).toBe(200);
    await s.api.login(email, NEW_PASSWORD);
  });

  it('refuses bad passwords with the texts the portal maps (002 §8) and keeps the link usable', async () => {
    const email = 'bella.invited@demo.stepwise.test';
    const token = await invite(email, 'Bella');
    const weak = await s.api.post('/invite/v2/setuser', {
      token,
      name: 'Bella',
      password: 'weakpass',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errorMessage).toContain('password format');
    expect(weak.body.data).toMatchObject({ authType: 'REGEX' });
    expect(weak.body.data.rules).toContain('rules.min10');

    const own = await postForm('/invite/v2/setuser', {
      token,
      name: 'Bella',
      password: 'Bella.Invited-1',
    });
    expect(own.status).toBe(400);
    expect(own.body.errorMessage).toContain('certain value');
    expect(own.body.data).toEqual({ authType: 'CERTAIN_VALUE' });

    const ok = await postForm('/invite/v2/setuser', {
      token,
      name: 'Bella',
      password: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
  });

  it('checks the name: required, not only spaces, no forbidden characters', async () => {
    const token = await invite('carl.invited@demo.stepwise.test', 'Carl');
    for (const name of ['', '   ', 'Carl <admin>', 'a;b']) {
      const r = await postForm('/invite/v2/setuser', { token, name, password: NEW_PASSWORD });
      expect(r.status, name).toBe(400);
      expect(r.body.ok).toBe(false);
    }
  });

  it('answers an expired link with 410 and what /emailexpired needs; unknown links with 400', async () => {
    const email = 'dora.invited@demo.stepwise.test';
    const token = await invite(email, 'Dora');
    await expire(token);
    const r = await postForm('/invite/v2/setuser', { token, name: 'Dora', password: NEW_PASSWORD });
    expect(r.status).toBe(410);
    expect(r.body).toMatchObject({
      ok: false,
      code: 410,
      data: { expired: true, type: 'invite', email },
    });

    const unknown = await postForm('/invite/v2/setuser', {
      token: 'made-up',
      name: 'X',
      password: NEW_PASSWORD,
    });
    expect(unknown.status).toBe(400);
    const missing = await postForm('/invite/v2/setuser', { token: 'made-up', name: 'X' });
    expect(missing.status).toBe(400);
  });
});

describe('password reset (POST /reset/forgot, /reset/v2/setpwd)', () => {
  it('mails a 1-hour link on the public URL, whatever baseUrl the caller names', async () => {
    const email = DEMO_USERS.publisher;
    const r = await s.api.post('/reset/forgot', {
      email: email.toUpperCase(),
      baseUrl: 'https://attacker.example/steal',
      languageCode: 'ja-jp',
    });
    expect(r.status).toBe(200);
    const { token, link } = await mailedToken(email, 'usernewpassword');
    expect(link).toBe(`${s.config.publicUrl}/usernewpassword/${token}/ja-jp`);
    const [row] = await s.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, tokenHash(token)));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3_500_000);

    // A base on the public URL's own origin is honoured.
    await s.api.post('/reset/forgot', { email, baseUrl: `${s.config.publicUrl}/portal/` });
    const second = await mailedToken(email, 'portal/usernewpassword');
    expect(second.link).toBe(`${s.config.publicUrl}/portal/usernewpassword/${second.token}/en`);
  });

  it('answers unknown, employee-ID and real addresses alike, mailing only the real one', async () => {
    const employee = employeeIdEmail(DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID);
    const answers = [];
    for (const email of [DEMO_USERS.workspaceAdmin, 'ghost@demo.stepwise.test', employee]) {
      const r = await s.api.post('/reset/forgot', { email });
      answers.push({ status: r.status, body: r.body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await mailsTo(DEMO_USERS.workspaceAdmin)).toHaveLength(1);
    expect(await mailsTo('ghost@demo.stepwise.test')).toHaveLength(0);
    expect(await mailsTo(employee)).toHaveLength(0);
  });

  it('refuses REGEX, REUSED and CERTAIN_VALUE, then sets the password (url-encoded)', async () => {
    const email = DEMO_USERS.viewer;
    const before = await s.api.login(email);
    // Lock the account: the reset must clear the lock.
    for (let i = 0; i < 3; i++)
      await s.api.post('/v1/auth/login', { email, password: `Wrong-${i}-Pass!` });
    expect((await s.api.post('/v1/auth/login', { email, password: TEST_PASSWORD })).status).toBe(
      429,
    );

    await s.api.post('/reset/forgot', { email });
    const { token } = await mailedToken(email, 'usernewpassword');
    const fail = async (password: string) =>
      (await postForm('/reset/v2/setpwd', { token, password })).body;
    expect(await fail('short')).toMatchObject({
      ok: false,
      code: 400,
      data: { authType: 'REGEX' },
    });
    expect(await fail(TEST_PASSWORD)).toMatchObject({ data: { authType: 'REUSED' } });
    expect(await fail('Viewer-Secret-2026')).toMatchObject({ data: { authType: 'CERTAIN_VALUE' } });

    const r = await postForm('/reset/v2/setpwd', { token, password: NEW_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ email });

    // Old sessions are revoked, the lock is gone, the new password works and the old one not.
    expect(
      (await s.api.post('/v1/auth/refresh', { refreshToken: before.refreshToken })).status,
    ).toBe(401);
    await s.api.login(email, NEW_PASSWORD);
    expect((await s.api.post('/v1/auth/login', { email, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    // Single use.
    expect(
      (await postForm('/reset/v2/setpwd', { token, password: 'Another-Secret-99!' })).status,
    ).toBe(400);
  });

  it('answers an expired reset link with 410 (type reset) and accepts JSON', async () => {
    const email = DEMO_USERS.workspaceAdmin;
    await s.api.post('/reset/forgot', { email });
    const { token } = await mailedToken(email, 'usernewpassword');
    await expire(token);
    const r = await s.api.post('/reset/v2/setpwd', { token, password: NEW_PASSWORD });
    expect(r.status).toBe(410);
    expect(r.body.data).toEqual({ expired: true, type: 'reset', email });
    // An invitation token is not a reset token.
    const invited = await invite('erin.invited@demo.stepwise.test', 'Erin');
    expect(
      (await s.api.post('/reset/v2/setpwd', { token: invited, password: NEW_PASSWORD })).status,
    ).toBe(400);
  });

  it('refuses bad input', async () => {
    expect((await s.api.post('/reset/forgot', {})).status).toBe(400);
    expect((await s.api.post('/reset/forgot', { email: 'x'.repeat(300) })).status).toBe(400);
    expect((await s.api.post('/reset/v2/setpwd', { token: 'x' })).status).toBe(400);
    expect((await s.api.request('POST', '/reset/v2/setpwd', { raw: '{"token":' })).status).toBe(
      400,
    );
  });
});

describe('self-signup (free trial)', () => {
  it('mails a /startfreetrial link and creates an organisation with the signer as its admin', async () => {
    const email = 'founder@trial.example';
    const r = await s.api.post('/v1/self-signup/request', {
      email: ` ${email.toUpperCase()} `,
      organizationName: 'Crème Works',
      lang: 'fr-fr',
    });
    expect(r.status).toBe(200);
    const { token, link } = await mailedToken(email, 'startfreetrial');
    expect(link.endsWith('/founder/fr-fr')).toBe(true);

    const weak = await postForm('/v1/self-signup/setuser', {
      token,
      name: 'Fran',
      password: 'nope',
    });
    expect(weak.body.data).toMatchObject({ authType: 'REGEX' });
    const done = await postForm('/v1/self-signup/setuser', {
      token,
      name: 'Fran Founder',
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ email });

    const session = await s.api.login(email, NEW_PASSWORD);
    const me = (await s.api.get('/v1/profile/me', session.accessToken)).body.data;
    expect(me).toMatchObject({
      role: 'admin-organization',
      isFreeTrialAdmin: true,
      displayName: 'Fran Founder',
      locale: 'fr-fr',
      organizationInfo: { planType: 'free-trial' },
    });
    const [org] = await s.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, me.organizationInfo.id));
    expect(org!.name).toBe('Crème Works');
    expect(org!.clientKey).toMatch(/^creme-works-[0-9a-f]{8}$/);
    expect(org!.id).not.toBe(s.demoOrganizationId);

    expect(
      (await postForm('/v1/self-signup/setuser', { token, name: 'Fran', password: NEW_PASSWORD }))
        .status,
    ).toBe(400);
  });

  it('answers the same for a taken address and mails nothing', async () => {
    const fresh = await s.api.post('/v1/self-signup/request', {
      email: 'newcomer@trial.example',
      organizationName: 'New Co',
    });
    const taken = await s.api.post('/v1/self-signup/request', {
      email: DEMO_USERS.orgAdmin,
      organizationName: 'New Co',
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(
      (await mailsTo(DEMO_USERS.orgAdmin)).filter((m) => m.kind === 'self-signup'),
    ).toHaveLength(0);
  });

  it('refuses an expired link with 410, and one whose address was taken meanwhile with 409', async () => {
    await s.api.post('/v1/self-signup/request', {
      email: 'late@trial.example',
      organizationName: 'Late Co',
    });
    const late = await mailedToken('late@trial.example', 'startfreetrial');
    await expire(late.token);
    const r = await s.api.post('/v1/self-signup/setuser', {
      token: late.token,
      name: 'Late',
      password: NEW_PASSWORD,
    });
    expect(r.status).toBe(410);
    expect(r.body.data).toEqual({
      expired: true,
      type: 'self-signup',
      email: 'late@trial.example',
    });

    await s.api.post('/v1/self-signup/request', {
      email: 'race@trial.example',
      organizationName: 'Race Co',
    });
    const race = await mailedToken('race@trial.example', 'startfreetrial');
    await invite('race@trial.example', 'Race');
    const taken = await s.api.post('/v1/self-signup/setuser', {
      token: race.token,
      name: 'Race',
      password: NEW_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errorMessage).toBe('user already exists');
  });

  it('rate-limits requests per address, known or not', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await s.api.post('/v1/self-signup/request', {
            email: 'spam@trial.example',
            organizationName: 'Spam',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo('spam@trial.example')).toHaveLength(3);
  });

  it('refuses bad input', async () => {
    const bad = [
      { email: 'not-an-email', organizationName: 'X' },
      { email: 'a@b.example', organizationName: 'Bad <org>' },
      { email: 'a@b.example' },
      { email: 'a@b.example', organizationName: 'X', extra: 1 },
    ];
    for (const body of bad)
      expect((await s.api.post('/v1/self-signup/request', body)).status).toBe(400);
  });
});

describe('password change (POST /v1/auth/reset-password)', () => {
  it('needs the current password, applies the policy, and ends the other sessions', async () => {
    const email = 'changer@demo.stepwise.test';
    await postForm('/invite/v2/setuser', {
      token: await invite(email, 'Chang'),
      name: 'Chang',
      password: NEW_PASSWORD,
    });
    const other = await s.api.login(email, NEW_PASSWORD);
    const me = await s.api.login(email, NEW_PASSWORD);
    const call = (currentPassword: string, newPassword: string) =>
      s.api.post('/v1/auth/reset-password', { currentPassword, newPassword }, me.accessToken);

    const wrong = await call('Wrong-Password-1!', 'Next-Secret-2026!');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toBe('auth.invalidLoginCredentials');
    expect((await call(NEW_PASSWORD, 'weak')).body.data).toMatchObject({ authType: 'REGEX' });
    expect((await call(NEW_PASSWORD, NEW_PASSWORD)).body.data).toEqual({ authType: 'REUSED' });
    expect((await call(NEW_PASSWORD, 'Changer-Secret-1')).body.data).toEqual({
      authType: 'CERTAIN_VALUE',
    });

    const r = await call(NEW_PASSWORD, 'Next-Secret-2026!');
    expect(r.status).toBe(200);
    await s.api.login(email, 'Next-Secret-2026!');
    expect(
      (await s.api.post('/v1/auth/refresh', { refreshToken: other.refreshToken })).status,
    ).toBe(401);
    expect((await s.api.post('/v1/auth/refresh', { refreshToken: me.refreshToken })).status).toBe(
      200,
    );
    expect(
      (await s.api.post('/v1/auth/reset-password', { currentPassword: 'x', newPassword: 'y' }))
        .status,
    ).toBe(401);
  });
});

describe('GET /v1/auth/encode-term', () => {
  it('answers the base64url form of the text, up to 200 characters', async () => {
    const r = await s.api.get('/v1/auth/encode-term', undefined, { text: 'Pässword/+?' });
    expect(r.body.data).toEqual({ text: Buffer.from('Pässword/+?').toString('base64url') });
    expect(
      (await s.api.get('/v1/auth/encode-term', undefined, { text: 'x'.repeat(201) })).status,
    ).toBe(400);
    expect((await s.api.get('/v1/auth/encode-term')).status).toBe(400);
  });
});

describe('POST /sso/check-idp', () => {
  it('answers null (200) for a domain no organisation claims: no failed request per sign-in', async () => {
    const r = await s.api.post('/sso/check-idp', { email: 'someone@nowhere.example' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, data: null });
  });

  it('finds the organisation by email domain or hostname', async () => {
    const [org] = await s.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, s.demoOrganizationId));
    await s.database.db
      .update(organizations)
      .set({
        settings: {
          ...(org!.settings as object),
          ssoDomains: ['sso.example.com'],
          ssoLoginOnly: true,
        },
      })
      .where(eq(organizations.id, s.demoOrganizationId));
    const host = new URL(s.config.publicUrl).host;
    const byEmail = await s.api.post('/sso/check-idp', { email: 'Pat@SSO.example.com' });
    expect(byEmail.body).toEqual({
      ok: true,
      code: 0,
      errorMessage: null,
      data: { domain: host, ssoLoginOnly: true },
    });
    const byHost = await s.api.post('/sso/check-idp', { hostname: 'sso.example.com' });
    expect(byHost.body.data).toEqual({ domain: host, ssoLoginOnly: true });
    // A suffix is not the domain.
    expect(
      (await s.api.post('/sso/check-idp', { email: 'x@evil-sso.example.com' })).body.data,
    ).toBe(null);
    await s.database.db
      .update(organizations)
      .set({ settings: org!.settings })
      .where(eq(organizations.id, s.demoOrganizationId));
  });

  it('takes exactly one of email and hostname', async () => {
    expect((await s.api.post('/sso/check-idp', {})).status).toBe(400);
    expect((await s.api.post('/sso/check-idp', { email: 'a@b.c', hostname: 'b.c' })).status).toBe(
      400,
    );
    expect((await s.api.post('/sso/check-idp', { email: 'x'.repeat(300) })).status).toBe(400);
  });
});

it('stores no plain token anywhere', async () => {
  const tokens = await s.database.db.select().from(accountTokens);
  const links = (await s.database.db.select().from(mailOutbox)).map((m) => m.link ?? '');
  for (const t of tokens) expect(links.some((l) => l.includes(t.tokenHash))).toBe(false);
  expect(
    (await s.database.db.select().from(users).where(eq(users.email, 'ghost@demo.stepwise.test')))
      .length,
  ).toBe(0);
});
