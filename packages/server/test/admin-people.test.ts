/**
 * The admin people routes over real HTTP (issue 25): the CSV bulk import (50 rows with two bad
 * ones → 48 made, the two reported by row; a dry run makes nothing), disabling a user (their
 * sessions end at once, every sign-in path refuses them; never yourself nor the last org admin),
 * the users list's kind and status filters, roles per workspace and the overview counts — and a
 * workspace admin refused the organisation-wide actions.
 *
 * Bad input tried: a header with an unknown or missing column, an unclosed quote, more than
 * 1000 rows, a body over 1 MB, an unknown kind filter, a role that is not a workspace role,
 * an unknown workspace id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminOverviewSchema,
  BULK_IMPORT_ROW_ERRORS,
  bulkImportAnswerSchema,
  orgUserListSchema,
  workspaceRolesAnswerSchema,
} from '@stepwise/core';
import { mailOutbox, users, workspaceMembers } from '../src/db/schema.js';
import { DEMO_CLIENT_KEY, DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';
import { addEmployee } from './employee-helpers.js';

const HEADER = 'kind,email,employeeId,firstName,lastName,role,workspaces';
const IMPORT = '/v1/admin/users/bulk-import';
const ME = '/v1/profile/me';

let s: TestServer;
let fx: Fixtures;
let admin: string;
let wsAdmin: string;

beforeAll(async () => {
  s = await startTestServer({ LOGIN_MAX_FAILURES: '1000', LOGIN_IP_MAX_FAILURES: '100000' });
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  admin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  wsAdmin = (await s.api.login(DEMO_USERS.workspaceAdmin)).accessToken;
}, 60_000);
afterAll(() => s?.close());

/** 50 account rows: 46 e-mail users, 2 employees, one bad address (row 12), one duplicate (row 31). */
function fiftyRows(tag: string): string {
  const rows = Array.from({ length: 50 }, (_, i) => {
    if (i === 10) return `email,not-an-address,,Bad,Mail,viewer,Assembly Line`;
    if (i === 29) return `email,${tag}-3@example.com,,Copy,Cat,viewer,`;
    if (i === 40) return `employee-id,,${tag}-E1,"Hopper, Grace",,viewer,Assembly Line`;
    if (i === 41) return `employee-id,,${tag}-E2,Alan,Turing,publisher,${fx.base.workspaceId}`;
    return `email,${tag}-${i}@example.com,,"Person ""${i}""",Import,viewer,Assembly Line`;
  });
  return `\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\n`;
}

const countTagged = async (tag: string) =>
  (await s.database.db.select().from(users)).filter(
    (u) => u.email.startsWith(`${tag}-`) || u.employeeId?.startsWith(`${tag}-`),
  ).length;

describe('POST /v1/admin/users/bulk-import', () => {
  it('a dry run reports the two bad rows and makes nothing', async () => {
    const res = await s.api.post(IMPORT, { csv: fiftyRows('dry'), dryRun: true }, admin);
    expect(res.status).toBe(200);
    const answer = bulkImportAnswerSchema.parse(res.body.data);
    expect(answer).toMatchObject({ created: 48, dryRun: true, rows: 50 });
    expect(answer.failed.map((f) => f.row)).toEqual([12, 31]);
    expect(await countTagged('dry')).toBe(0);
  });

  it('imports 50 rows with two bad ones: 48 made, the two reported with their row numbers', async () => {
    const mailsBefore = (await s.database.db.select().from(mailOutbox)).length;
    const res = await s.api.post(IMPORT, { csv: fiftyRows('bulk') }, admin);
    expect(res.status).toBe(200);
    const answer = bulkImportAnswerSchema.parse(res.body.data);
    expect(answer.created).toBe(48);
    expect(answer.failed).toEqual([
      { row: 12, field: 'email', message: BULK_IMPORT_ROW_ERRORS.email },
      { row: 31, field: 'email', message: BULK_IMPORT_ROW_ERRORS.duplicate(5) },
    ]);
    expect(await countTagged('bulk')).toBe(48);
    // E-mail users are invited the /user/add way: one invitation each.
    const mails = (await s.database.db.select().from(mailOutbox)).length - mailsBefore;
    expect(mails).toBeGreaterThanOrEqual(46);
    const [grace] = await s.database.db.select().from(users).where(eq(users.employeeId, 'bulk-E1'));
    expect(grace).toMatchObject({ displayName: 'Hopper, Grace', passwordless: true });
    // Imported again: every row now exists, nothing is made twice.
    const again = bulkImportAnswerSchema.parse(
      (await s.api.post(IMPORT, { csv: fiftyRows('bulk') }, admin)).body.data,
    );
    expect(again.created).toBe(0);
    expect(again.failed).toHaveLength(50);
    expect(again.failed[0]).toEqual({
      row: 2,
      field: 'email',
      message: BULK_IMPORT_ROW_ERRORS.exists,
    });
  });

  it('refuses a file it cannot read as a whole, with the reason', async () => {
    const bad = async (csv: string) => {
      const r = await s.api.post(IMPORT, { csv }, admin);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ ok: false });
      return String(r.body.errorMessage);
    };
    expect(await bad(`${HEADER},age\nemail,a@x.io,,,,,,1`)).toContain('unknown column "age"');
    expect(await bad('kind,email\nemail,a@x.io')).toContain('no "employeeId" column');
    expect(await bad(`${HEADER}\nemail,"a@x.io,,,,,`)).toContain('not closed');
    const many = Array.from({ length: 1001 }, (_, i) => `email,m${i}@x.io,,,,,`).join('\n');
    expect(await bad(`${HEADER}\n${many}`)).toContain('more than 1000 rows');
    const huge = await s.api.post(IMPORT, { csv: 'x'.repeat(1_000_001) }, admin);
    expect(huge.status).toBe(400);
    expect((await s.api.post(IMPORT, { csv: '', dryRun: 'yes' }, admin)).status).toBe(400);
  });

  it('is for organisation admins only', async () => {
    const csv = `${HEADER}\nemail,ws-${Date.now()}@example.com,,,,viewer,Assembly Line`;
    expect((await s.api.post(IMPORT, { csv }, wsAdmin)).status).toBe(403);
  });
});

describe('GET /v1/admin/users filters', () => {
  it('lists one kind and one status, the invited marked', async () => {
    const list = async (query: Record<string, string>) =>
      orgUserListSchema.parse((await s.api.get('/v1/admin/users', admin, query)).body.data);
    const employees = await list({ kind: 'employee-id', size: '100' });
    expect(employees.items.length).toBeGreaterThan(0);
    expect(employees.items.every((u) => u.kind === 'employee-id')).toBe(true);
    const shared = await list({ kind: 'shared' });
    expect(shared.items.every((u) => u.kind === 'shared')).toBe(true);
    const invited = await list({ status: 'invited', keyword: 'bulk-1', size: '100' });
    expect(invited.total).toBeGreaterThan(0);
    expect(invited.items.every((u) => u.invited && u.kind === 'email')).toBe(true);
    const active = await list({ status: 'active', keyword: 'orgadmin' });
    expect(active.items.map((u) => u.email)).toContain(DEMO_USERS.orgAdmin);
    expect(active.items[0]!.invited).toBe(false);
    const r = await s.api.get('/v1/admin/users', admin, { kind: 'robot' });
    expect(r.status).toBe(400);
  });
});

describe('PATCH /v1/admin/users/:id (disable / enable)', () => {
  it('ends the user’s sessions at once and every sign-in refuses them until enabled', async () => {
    const session = await s.api.login(DEMO_USERS.publisher);
    expect((await s.api.get(ME, session.accessToken)).status).toBe(200);
    const res = await s.api.patch(
      `/v1/admin/users/${fx.base.publisherId}`,
      { disabled: true },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ disabled: true, id: fx.base.publisherId });
    expect((await s.api.get(ME, session.accessToken)).status).toBe(401);
    expect(
      (await s.api.post('/v1/auth/refresh', { refreshToken: session.refreshToken })).status,
    ).toBeGreaterThanOrEqual(400);
    const login = await s.api.post('/v1/auth/login', {
      email: DEMO_USERS.publisher,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    const list = orgUserListSchema.parse(
      (await s.api.get('/v1/admin/users', admin, { status: 'disabled' })).body.data,
    );
    expect(list.items.map((u) => u.id)).toContain(fx.base.publisherId);

    await s.api.patch(`/v1/admin/users/${fx.base.publisherId}`, { disabled: false }, admin);
    expect((await s.api.login(DEMO_USERS.publisher)).accessToken).toBeTruthy();
  });

  it('an employee-ID user cannot sign in with their PIN while disabled', async () => {
    const id = await addEmployee(s, 'DIS-1', { pin: 'Pin-For-Disable-1!', resetStatus: 'valid' });
    const pinLogin = () =>
      s.api.post('/v1/auth/employeeId-account/login', {
        employeeId: 'DIS-1',
        clientKey: DEMO_CLIENT_KEY,
        password: 'Pin-For-Disable-1!',
      });
    expect((await pinLogin()).status).toBe(200);
    await s.api.patch(`/v1/admin/users/${id}`, { disabled: true }, admin);
    expect((await pinLogin()).status).toBeGreaterThanOrEqual(400);
  });

  it('never yourself, never the last organisation admin; workspace admins refused', async () => {
    const self = await s.api.patch(
      `/v1/admin/users/${fx.base.orgAdminId}`,
      { disabled: true },
      admin,
    );
    expect(self.status).toBe(400);
    expect(self.body.errorMessage).toContain('your own account');
    // A second org admin tries to disable the only other one: refused as the last one.
    await s.api.post(
      IMPORT,
      { csv: `${HEADER}\nemail,second-admin@example.com,,Sec,Ond,admin-organization,` },
      admin,
    );
    const [second] = await s.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'second-admin@example.com'));
    const ok = await s.api.patch(`/v1/admin/users/${second!.id}`, { disabled: true }, admin);
    expect(ok.status).toBe(200);
    const other = (await s.database.db.select().from(users)).filter(
      (u) =>
        u.organizationId === s.demoOrganizationId &&
        u.role === 'admin-organization' &&
        !u.disabled &&
        u.id !== fx.base.orgAdminId,
    );
    for (const u of other) {
      await s.database.db.update(users).set({ disabled: true }).where(eq(users.id, u.id));
    }
    // Only the caller is left enabled; the rule protects them even from another route's caller.
    const last = await s.api.patch(
      `/v1/admin/users/${fx.base.orgAdminId}`,
      { disabled: true },
      admin,
    );
    expect(last.status).toBe(400);
    for (const u of other) {
      await s.database.db.update(users).set({ disabled: false }).where(eq(users.id, u.id));
    }
    expect(
      (await s.api.patch(`/v1/admin/users/${fx.base.viewerId}`, { disabled: true }, wsAdmin))
        .status,
    ).toBe(403);
    expect(
      (await s.api.patch(`/v1/admin/users/${fx.base.viewerId}`, { disabled: 'yes' }, admin)).status,
    ).toBe(400);
    expect((await s.api.patch('/v1/admin/users/nope', { disabled: true }, admin)).status).toBe(404);
  });
});

describe('roles per workspace', () => {
  it('sets, changes and removes a user’s role in a workspace', async () => {
    const path = `/v1/admin/users/${fx.base.employeeUserId}/workspace-roles`;
    const put = (roles: Record<string, string>) => s.api.put(path, { roles }, admin);
    const set = await put({ [fx.base.privateWorkspaceId!]: 'publisher' });
    expect(set.status).toBe(200);
    expect(workspaceRolesAnswerSchema.parse(set.body.data).roles).toMatchObject({
      [fx.base.privateWorkspaceId!]: 'publisher',
      [fx.base.workspaceId!]: 'viewer',
    });
    const removed = workspaceRolesAnswerSchema.parse(
      (await put({ [fx.base.privateWorkspaceId!]: 'none' })).body.data,
    );
    expect(removed.roles[fx.base.privateWorkspaceId!]).toBeUndefined();
    expect((await put({ [fx.base.workspaceId!]: 'admin-organization' })).status).toBe(400);
    expect((await put({ unknownWs1: 'viewer' })).status).toBe(404);
    const orgAdmin = await s.api.get(
      `/v1/admin/users/${fx.base.orgAdminId}/workspace-roles`,
      admin,
    );
    expect(orgAdmin.body.data).toMatchObject({ allWorkspaces: true });
    expect((await s.api.put(path, { roles: {} }, wsAdmin)).status).toBe(403);
  });
});

describe('GET /v1/admin/overview', () => {
  it('counts the organisation for org admins and their workspaces for a workspace admin', async () => {
    const org = adminOverviewSchema.parse((await s.api.get('/v1/admin/overview', admin)).body.data);
    expect(org.scope).toBe('organization');
    expect(org.users.email).toBeGreaterThanOrEqual(48);
    expect(org.users.employeeId).toBeGreaterThanOrEqual(2);
    expect(org.users.shared).toBeGreaterThanOrEqual(1);
    expect(org.users.invited).toBeGreaterThanOrEqual(46);
    expect(org.users.disabled).toBeGreaterThanOrEqual(1);
    expect(org.users.recentSignIns).toBeGreaterThanOrEqual(2);
    expect(org.users.total).toBe(
      org.users.email + org.users.employeeId + org.users.shared + org.users.lmsLearner,
    );
    expect(org.workspaces).toBeGreaterThanOrEqual(2);

    const ws = adminOverviewSchema.parse(
      (await s.api.get('/v1/admin/overview', wsAdmin)).body.data,
    );
    expect(ws.scope).toBe('workspaces');
    // Their part: the workspaces they administer and the members of those.
    const members = (await s.database.db.select().from(workspaceMembers)).filter(
      (m) => m.organizationId === s.demoOrganizationId,
    );
    const theirs = new Set(
      members
        .filter((m) => m.userId === fx.base.workspaceAdminId && m.role === 'admin-group')
        .map((m) => m.workspaceId),
    );
    expect(ws.workspaces).toBe(theirs.size);
    expect(ws.users.total).toBe(
      new Set(members.filter((m) => theirs.has(m.workspaceId)).map((m) => m.userId)).size,
    );
    expect(ws.workspaces).toBeLessThanOrEqual(org.workspaces);
    const viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
    expect((await s.api.get('/v1/admin/overview', viewer)).status).toBe(403);
  });
});
