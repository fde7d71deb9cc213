import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizations, organizationsVersions } from '../src/db/schema.js';
import { Tenant } from '../src/db/tenant.js';
import { versionedUpdate } from '../src/domain/versioned-update.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
const token: Record<'org' | 'ws' | 'view', string> = { org: '', ws: '', view: '' };

const settings = (body: unknown, t = token.org) =>
  s.api.post('/admin/organization/settings', body, t);
const versionRows = () =>
  s.database.db
    .select()
    .from(organizationsVersions)
    .where(eq(organizationsVersions.oid, s.demoOrganizationId));
const orgRow = async () =>
  (
    await s.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, s.demoOrganizationId))
  )[0]!;

beforeAll(async () => {
  s = await startTestServer();
  const [org, ws, view] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.viewer),
  ]);
  token.org = org.accessToken;
  token.ws = ws.accessToken;
  token.view = view.accessToken;
});
afterAll(() => s?.close());

describe('POST /admin/organization/settings', () => {
  it('get: any member reads the settings with totalVersions', async () => {
    const r = await settings({ action: 'get' }, token.view);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      clientKey: 'demo',
      employeeIdLogin: true,
      loginType: 'email',
      totalVersions: 0,
      customizedPermissions: { autoLogoutTimeout: 15, enableRestrictedIP: false },
    });
    expect(r.body.data.features.comments).toBe(true);
  });

  it('update: org admins only; merged deeply and versioned', async () => {
    const refused = await settings({ action: 'update', data: { ssoLoginOnly: true } }, token.ws);
    expect(refused.status).toBe(403);

    const r = await settings({
      action: 'update',
      // The legacy fields are ignored: the bearer token decides the organisation.
      organization: 'some-other-organisation',
      token: 'legacy',
      data: { features: { comments: false }, customizedPermissions: { autoLogoutTimeout: 30 } },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.features.comments).toBe(false);
    expect(r.body.data.features.downloads).toBe(true);
    expect(r.body.data.customizedPermissions).toMatchObject({
      autoLogoutTimeout: 30,
      allowAutoLogout: false,
    });
    expect(r.body.data.totalVersions).toBe(1);

    // The copy is the whole row as it was before the update.
    const [version] = await versionRows();
    expect(version!.document).toMatchObject({
      id: s.demoOrganizationId,
      totalVersions: 0,
      clientKey: 'demo',
    });
    expect((version!.document as any).settings.features.comments).toBe(true);

    const versions = await s.api.get('/v1/organization-settings/my/versions', token.org);
    expect(versions.body.data).toMatchObject({ totalVersions: 1, items: [{ id: version!.id }] });
    expect((await s.api.get('/v1/organization-settings/my/versions', token.ws)).status).toBe(403);
  });

  it('stops keeping versions at the maximum, then updates plainly', async () => {
    const before = (await versionRows()).length;
    const first = await settings({ action: 'update', data: { maxDocumentVersions: before + 1 } });
    expect(first.body.data.totalVersions).toBe(before + 1);
    const second = await settings({ action: 'update', data: { ssoLoginOnly: true } });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ ssoLoginOnly: true, totalVersions: before + 1 });
    expect(await versionRows()).toHaveLength(before + 1);
    const versions = await s.api.get('/v1/organization-settings/my/versions', token.org);
    const stamps = versions.body.data.items.map((v: any) => v.vTimestamp);
    expect(stamps).toEqual([...stamps].sort().reverse()); // newest first
    await settings({ action: 'update', data: { maxDocumentVersions: 50, ssoLoginOnly: false } });
  });

  it('refuses bad updates: unknown keys, the client key, out-of-range values, missing data', async () => {
    const bad = [
      { action: 'update', data: { clientKey: 'stolen' } },
      { action: 'update', data: { nonsense: true } },
      { action: 'update', data: { features: { teleport: true } } },
      { action: 'update', data: { maxDocumentVersions: 0 } },
      { action: 'update', data: { customizedPermissions: { allowedRules: ['10.0.0.0/99'] } } },
      { action: 'update', data: { ssoDomains: ['not a domain'] } },
      { action: 'update' },
      { action: 'delete' },
      { action: 'get', organization: 'x'.repeat(129) },
    ];
    for (const body of bad) {
      const r = await settings(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.ok).toBe(false);
    }
    expect((await settings({ action: 'get' })).body.data.clientKey).toBe('demo');
  });
});

describe('allowed origins (issue 6: hosts that may drive the player in an iframe)', () => {
  const origins = (allowedOrigins: unknown) =>
    settings({ action: 'update', data: { customizedPermissions: { allowedOrigins } } });

  it('org admins set exact http(s) origins; other admins may not', async () => {
    const r = await origins(['https://lms.example.com', 'http://localhost:8080']);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.customizedPermissions.allowedOrigins).toEqual([
      'https://lms.example.com',
      'http://localhost:8080',
    ]);
    // Only the list changed: the session switches keep their values.
    expect(r.body.data.customizedPermissions.autoLogoutTimeout).toBeGreaterThanOrEqual(1);
    const refused = await settings(
      { action: 'update', data: { customizedPermissions: { allowedOrigins: [] } } },
      token.ws,
    );
    expect(refused.status).toBe(403);
    expect((await origins([])).status).toBe(200);
  });

  it('refuses entries that are not origins, duplicates and more than 100, with the reason', async () => {
    const before = (await settings({ action: 'get' })).body.data.customizedPermissions;
    const bad: unknown[] = [
      ['https://lms.example.com/path'],
      ['https://lms.example.com/'],
      ['lms.example.com'],
      ['ftp://lms.example.com'],
      ['javascript:alert(1)'],
      ['https://LMS.example.com'],
      ['https://user:pw@lms.example.com'],
      ['https://lms.example.com?x=1'],
      ['*'],
      ['null'],
      [''],
      [42],
      'https://lms.example.com',
      ['https://a.example', 'https://a.example'],
      Array.from({ length: 101 }, (_, i) => `https://h${i}.example`),
    ];
    for (const list of bad) {
      const r = await origins(list);
      expect(r.status, JSON.stringify(list)).toBe(400);
      expect(r.body.ok).toBe(false);
      expect(r.body.errorMessage, JSON.stringify(list)).toBeTruthy();
    }
    const message = (await origins(['https://lms.example.com/path'])).body.errorMessage;
    expect(message).toMatch(/origin/);
    const after = (await settings({ action: 'get' })).body.data.customizedPermissions;
    expect(after.allowedOrigins).toEqual(before.allowedOrigins);
  });

  it('the session-switch route does not take the list (it belongs to the settings update)', async () => {
    const r = await s.api.put(
      '/v1/organization-settings/my/customized-permissions',
      { allowedOrigins: ['https://lms.example.com'] },
      token.org,
    );
    expect(r.status).toBe(400);
  });
});

describe('versionedUpdate (000 §7)', () => {
  it('copies and counts in one transaction, honours the server maximum, and rolls back on failure', async () => {
    const tenant = new Tenant(s.database.db, s.demoOrganizationId);
    const start = await orgRow();
    const kept = await versionedUpdate(tenant, () => ({ name: 'Demo Manufacturing' }), {
      maxVersions: start.totalVersions + 1,
    });
    expect(kept).toMatchObject({
      versioned: true,
      row: { totalVersions: start.totalVersions + 1 },
    });
    const plain = await versionedUpdate(tenant, () => ({ name: 'Demo Manufacturing' }), {
      maxVersions: start.totalVersions + 1,
    });
    expect(plain).toMatchObject({
      versioned: false,
      row: { totalVersions: start.totalVersions + 1 },
    });
    // A server maximum of 0 keeps no versions at all.
    const none = await versionedUpdate(tenant, () => ({}), { maxVersions: 0 });
    expect(none.versioned).toBe(false);

    const count = (await versionRows()).length;
    await expect(
      versionedUpdate(tenant, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // The update itself fails after the copy was written: the copy goes too.
    await expect(
      versionedUpdate(tenant, () => ({ name: null as unknown as string }), { maxVersions: 1000 }),
    ).rejects.toThrow();
    expect(await versionRows()).toHaveLength(count);
    expect((await orgRow()).totalVersions).toBe(start.totalVersions + 1);
  });
});

describe('permission settings', () => {
  const path = () => `/v1/permission-settings/organization/${s.demoOrganizationId}`;

  it("answers the organisation's normalised settings with the caller's access flags", async () => {
    const r = await s.api.get(path(), token.ws);
    expect(r.status).toBe(200);
    expect(r.body.data.organizationId).toBe(s.demoOrganizationId);
    expect(r.body.data.permissionSettings.analytics).toContain('admin-group');
    expect(r.body.data.accessFlags).toMatchObject({
      admin: true,
      analytics: true,
      isOrgAdmin: false,
    });
    const viewer = await s.api.get(path(), token.view);
    expect(viewer.body.data.accessFlags).toMatchObject({
      player: true,
      admin: false,
      categories: true,
    });
  });

  it("another organisation's id, or a malformed one, is not found / refused", async () => {
    expect(
      (await s.api.get('/v1/permission-settings/organization/other-org', token.org)).status,
    ).toBe(404);
    expect(
      (await s.api.get('/v1/permission-settings/organization/bad%20id', token.org)).status,
    ).toBe(400);
    const put = await s.api.put(
      '/v1/permission-settings/organization/other-org',
      { analytics: [] },
      token.org,
    );
    expect(put.status).toBe(404);
  });

  it('org admins change lists; flags follow, and lists of switched-off features are emptied', async () => {
    expect((await s.api.put(path(), { analytics: ['admin-organization'] }, token.ws)).status).toBe(
      403,
    );
    const r = await s.api.put(
      path(),
      { analytics: ['admin-super', 'admin-organization'] },
      token.org,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.permissionSettings.analytics).toEqual(['admin-super', 'admin-organization']);
    expect(r.body.data.permissionSettings.skillsManager).toContain('publisher');
    // The demo organisation has the governance feature on (issue 25), so its list is kept.
    expect(r.body.data.permissionSettings.governance).toEqual([
      'admin-super',
      'admin-organization',
    ]);
    const ws = await s.api.get(path(), token.ws);
    expect(ws.body.data.accessFlags.analytics).toBe(false);

    await settings({ action: 'update', data: { features: { tasks: false } } });
    const off = await s.api.get(path(), token.ws);
    expect(off.body.data.permissionSettings.tasksManager).toEqual([]);
    // A switched-off feature's list reads empty (000 §6).
    await settings({ action: 'update', data: { features: { governance: false } } });
    const noGovernance = await s.api.get(path(), token.ws);
    expect(noGovernance.body.data.permissionSettings.governance).toEqual([]);
    expect(noGovernance.body.data.accessFlags.governance).toBe(false);
    expect(off.body.data.accessFlags.tasks).toBe(false);

    for (const body of [
      { analytics: ['owner'] },
      { everything: ['viewer'] },
      { analytics: 'viewer' },
    ]) {
      expect((await s.api.put(path(), body, token.org)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('PUT /v1/organization-settings/my/customized-permissions', () => {
  const path = '/v1/organization-settings/my/customized-permissions';

  it('org admins set the session and sharing switches', async () => {
    const r = await s.api.put(
      path,
      { allowAutoLogout: true, autoLogoutTimeout: 45, disableDownloads: true },
      token.org,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      allowAutoLogout: true,
      autoLogoutTimeout: 45,
      disableDownloads: true,
      disablePublicLinks: false,
    });
    const partial = await s.api.put(path, { disablePublicLinks: true }, token.org);
    expect(partial.body.data).toMatchObject({ autoLogoutTimeout: 45, disablePublicLinks: true });
    expect((await s.api.put(path, { allowAutoLogout: false }, token.ws)).status).toBe(403);
  });

  it('refuses values out of range and fields that belong to other routes', async () => {
    const bad = [
      { autoLogoutTimeout: 0 },
      { autoLogoutTimeout: 1441 },
      { autoLogoutTimeout: 2.5 },
      { allowAutoLogout: 'yes' },
      { enableRestrictedIP: true },
    ];
    for (const body of bad) {
      expect((await s.api.put(path, body, token.org)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
