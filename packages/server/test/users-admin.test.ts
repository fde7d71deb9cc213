import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GENERIC_EMAIL_DOMAIN, employeeIdEmail, sharedAccountEmail } from '@stepwise/core';
import { mailOutbox, users, workspaceMembers, workspaces } from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import {
  DEMO_CLIENT_KEY,
  DEMO_EMPLOYEE_ID,
  DEMO_SHARED_ACCOUNT,
  DEMO_USERS,
} from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';

let s: TestServer;
let fx: Fixtures;
const token: Record<string, string> = {};
let foreignWorkspaceId: string; // in the demo org, but not administered by the workspace admin
let otherOrgWorkspaceId: string;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  for (const [role, email] of Object.entries(DEMO_USERS))
    token[role] = (await s.api.login(email)).accessToken;
  foreignWorkspaceId = newId();
  await s.database.db.insert(workspaces).values({
    id: foreignWorkspaceId,
    organizationId: s.demoOrganizationId,
    workspaceGroupId: fx.base.groupId!,
    name: 'Paint Shop',
  });
  const [other] = await s.database.db
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, fx.otherOrganizationId));
  otherOrgWorkspaceId = other!.id;
});
afterAll(() => s?.close());

const add = (body: unknown, as = token.orgAdmin) => s.api.post('/user/add', body, as);
const userByEmail = async (email: string) =>
  (await s.database.db.select().from(users).where(eq(users.email, email)))[0];
const membershipsOf = (userId: string) =>
  s.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));

describe('POST /user/add, email kinds', () => {
  it('adds an org admin without a password, with an invitation mailed and its link returned', async () => {
    const r = await add({
      type: 'org-admin',
      data: {
        email: '  Nora.New@Demo.Stepwise.Test ',
        firstName: 'Nora',
        lastName: "O'Brien & Co",
        role: 'admin-organization',
      },
    });
    expect(r.status).toBe(200);
    const email = 'nora.new@demo.stepwise.test';
    expect(r.body.data).toMatchObject({ email, kind: 'org-admin' });
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      id: r.body.data.id,
      organizationId: s.demoOrganizationId,
      role: 'admin-organization',
      firstName: 'Nora',
      lastName: 'O&#39;Brien &amp; Co', // 000 §5: HTML-escaped when adding users
      passwordHash: null,
    });
    const [mail] = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.kind).toBe('invite');
    expect(r.body.data.inviteLink).toBe(mail!.link);
    expect(mail!.link).toMatch(
      new RegExp(
        `^${s.config.publicUrl}/userinvitecreate/[A-Za-z0-9_-]{20,}/Nora%20O'Brien%20%26%20Co/en$`,
      ),
    );
    // Not able to sign in until the invitation is accepted.
    expect((await s.api.post('/v1/auth/login', { email, password: 'Anything-1234!' })).status).toBe(
      401,
    );
  });

  it('appends the generic domain to an address without @ (000 §5)', async () => {
    const r = await add({ type: 'group-user', data: { email: 'Floor.Lead', role: 'viewer' } });
    expect(r.status).toBe(200);
    expect(r.body.data.email).toBe(`floor.lead@${GENERIC_EMAIL_DOMAIN}`);
  });

  it('answers 409 "user already exists" for a taken address, in this or another organisation', async () => {
    for (const email of [DEMO_USERS.viewer, OTHER_ORG.admin]) {
      const r = await add({ type: 'group-user', data: { email, role: 'viewer' } });
      expect(r.status, email).toBe(409);
      expect(r.body.errorMessage).toBe('user already exists');
    }
  });

  it('lets a workspace admin add group users only into workspaces they administer', async () => {
    const body = (email: string, workspaceId: string, role = 'publisher') => ({
      type: 'group-user',
      data: { email, role: 'publisher', groups: [{ workspaceId, role }] },
    });
    const r = await add(
      body('gina@demo.stepwise.test', fx.base.workspaceId!),
      token.workspaceAdmin,
    );
    expect(r.status).toBe(200);
    expect(await membershipsOf(r.body.data.id)).toMatchObject([
      { workspaceId: fx.base.workspaceId, role: 'publisher' },
    ]);

    const outside = await add(
      body('hank@demo.stepwise.test', foreignWorkspaceId),
      token.workspaceAdmin,
    );
    expect(outside.status).toBe(403);
    const none = await add(
      { type: 'group-user', data: { email: 'ivan@demo.stepwise.test', role: 'viewer' } },
      token.workspaceAdmin,
    );
    expect(none.status).toBe(403);
    expect(await userByEmail('hank@demo.stepwise.test')).toBeUndefined();
    // The org admin may use any workspace of the organisation.
    expect((await add(body('hank@demo.stepwise.test', foreignWorkspaceId))).status).toBe(200);
  });

  it('refuses a workspace of another organisation with 404 and creates nothing', async () => {
    const r = await add({
      type: 'group-user',
      data: {
        email: 'jade@demo.stepwise.test',
        role: 'viewer',
        groups: [{ workspaceId: otherOrgWorkspaceId, role: 'viewer' }],
      },
    });
    expect(r.status).toBe(404);
    expect(await userByEmail('jade@demo.stepwise.test')).toBeUndefined();
  });

  it('keeps organisation-wide kinds for org admins, and the endpoint from publishers and viewers', async () => {
    const kinds = [
      { type: 'org-admin', data: { email: 'kay@demo.stepwise.test', role: 'admin-organization' } },
      {
        type: 'user-passwordless',
        data: { employeeId: 'E7001', displayName: 'Kay', role: 'viewer' },
      },
      {
        type: 'user-shared',
        data: { account: 'kiosk-7', displayName: 'Kiosk', password: 'Kiosk-Secret-2026!' },
      },
    ];
    for (const body of kinds)
      expect((await add(body, token.workspaceAdmin)).status, body.type).toBe(403);
    const groupUser = {
      type: 'group-user',
      data: { email: 'lee@demo.stepwise.test', role: 'viewer' },
    };
    expect((await add(groupUser, token.publisher)).status).toBe(403);
    expect((await add(groupUser, token.viewer)).status).toBe(403);
    expect((await s.api.post('/user/add', groupUser)).status).toBe(401);
  });
});

describe('POST /user/add, employee-ID and shared kinds', () => {
  it('adds a passwordless employee-ID user who sets a PIN at first sign-in', async () => {
    const r = await add({
      type: 'user-passwordless',
      data: {
        employeeId: 'E2002',
        displayName: 'Max Floor',
        role: 'viewer',
        groups: [{ workspaceId: fx.base.workspaceId, role: 'viewer' }],
      },
    });
    expect(r.status).toBe(200);
    const email = employeeIdEmail(DEMO_CLIENT_KEY, 'E2002');
    // Issue 14: the first PIN takes the setup code issued with the account, shown this once.
    expect(r.body.data).toEqual({
      id: expect.any(String),
      email,
      kind: 'user-passwordless',
      pinSetup: {
        code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        expiresAt: expect.any(String),
        path: `/usernewpin/E2002?clientKey=${DEMO_CLIENT_KEY}`,
        mailed: false,
      },
    });
    expect(await userByEmail(email)).toMatchObject({
      passwordless: true,
      employeeId: 'E2002',
      pinResetStatus: null,
      pinHash: null,
      passwordHash: null,
      displayName: 'Max Floor',
    });
    expect(await membershipsOf(r.body.data.id)).toHaveLength(1);
    // No invitation mail for an address that cannot receive one.
    expect(
      await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)),
    ).toHaveLength(0);

    const dup = await add({
      type: 'user-passwordless',
      data: { employeeId: DEMO_EMPLOYEE_ID.toLowerCase(), displayName: 'X', role: 'viewer' },
    });
    expect(dup.status).toBe(409);
    const bad = await add({
      type: 'user-passwordless',
      data: { employeeId: 'has space', displayName: 'X', role: 'viewer' },
    });
    expect(bad.status).toBe(400);
  });

  it('adds a shared account that can sign in with its password', async () => {
    const password = 'Tablet-Secret-2026!';
    const r = await add({
      type: 'user-shared',
      data: { account: 'line-2', displayName: 'Line 2 tablet', password },
    });
    expect(r.status).toBe(200);
    const email = sharedAccountEmail(DEMO_CLIENT_KEY, 'line-2');
    expect(r.body.data).toEqual({ id: expect.any(String), email, kind: 'user-shared' });
    const row = await userByEmail(email);
    expect(row).toMatchObject({ shared: true, sharedAccount: 'line-2', role: 'viewer' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const weak = await add({
      type: 'user-shared',
      data: { account: 'line-3', displayName: 'L3', password: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errorMessage).toContain('password format');
    const own = await add({
      type: 'user-shared',
      data: { account: 'line-3', displayName: 'L3', password: 'Line-3-Secret!' },
    });
    expect(own.body.data).toEqual({ authType: 'CERTAIN_VALUE' });
    const dup = await add({
      type: 'user-shared',
      data: { account: DEMO_SHARED_ACCOUNT, displayName: 'Dup', password },
    });
    expect(dup.status).toBe(409);
  });
});

describe('POST /user/add, bad input', () => {
  it.each([
    ['an unknown type', { type: 'super-admin', data: { email: 'a@b.example', role: 'viewer' } }],
    ['no data', { type: 'group-user' }],
    ['a bad address', { type: 'group-user', data: { email: 'a b@@c', role: 'viewer' } }],
    [
      'a forbidden name character',
      { type: 'group-user', data: { email: 'a@b.example', firstName: 'A;B', role: 'viewer' } },
    ],
    [
      'an all-space name',
      { type: 'group-user', data: { email: 'a@b.example', firstName: '   ', role: 'viewer' } },
    ],
    [
      'an org role for a group user',
      { type: 'group-user', data: { email: 'a@b.example', role: 'admin-organization' } },
    ],
    [
      'a non-admin role for an org admin',
      { type: 'org-admin', data: { email: 'a@b.example', role: 'viewer' } },
    ],
    [
      'a workspace listed twice',
      {
        type: 'group-user',
        data: {
          email: 'a@b.example',
          role: 'viewer',
          groups: [
            { workspaceId: 'w1', role: 'viewer' },
            { workspaceId: 'w1', role: 'publisher' },
          ],
        },
      },
    ],
    [
      'an unknown field',
      { type: 'group-user', data: { email: 'a@b.example', role: 'viewer', admin: true } },
    ],
    [
      'a 100k address',
      { type: 'group-user', data: { email: 'x'.repeat(100_000), role: 'viewer' } },
    ],
  ])('refuses %s with 400', async (_label, body) => {
    const r = await add(body);
    expect(r.status).toBe(400);
    expect(r.body.ok).toBe(false);
  });
});

describe('POST /user/add with a mail server configured', () => {
  it('does not return the invitation link', async () => {
    // A closed port: delivery fails, is recorded on the outbox row, and the call still succeeds.
    const smtp = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const t = (await smtp.api.login(DEMO_USERS.orgAdmin)).accessToken;
      const r = await smtp.api.post(
        '/user/add',
        { type: 'group-user', data: { email: 'quinn@demo.stepwise.test', role: 'viewer' } },
        t,
      );
      expect(r.status).toBe(200);
      expect(r.body.data.inviteLink).toBeUndefined();
      const [mail] = await smtp.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, 'quinn@demo.stepwise.test'), eq(mailOutbox.kind, 'invite')));
      expect(mail!.link).toContain('/userinvitecreate/');
    } finally {
      await smtp.close();
    }
  });
});
