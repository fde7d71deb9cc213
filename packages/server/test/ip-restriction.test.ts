import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizations } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
const token: Record<'org' | 'view', string> = { org: '', view: '' };
const RESTRICTED_IP = '/v1/organization-settings/my/customized-permissions/restricted-ip';
const LOCKOUT =
  'The allowed IP rules do not include your current address (127.0.0.1); add it before enabling the restriction, or you would lock yourself out';

/** Writes the restriction straight into the stored settings, bypassing the lock-out guard. */
async function restrictInDb(enableRestrictedIP: boolean, allowedRules: string[]) {
  const db = s.database.db;
  const [org] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, s.demoOrganizationId));
  const settings = org!.settings as { customizedPermissions: Record<string, unknown> };
  settings.customizedPermissions = {
    ...settings.customizedPermissions,
    enableRestrictedIP,
    allowedRules,
  };
  await db
    .update(organizations)
    .set({ settings })
    .where(eq(organizations.id, s.demoOrganizationId));
}

beforeAll(async () => {
  s = await startTestServer();
  token.org = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  token.view = (await s.api.login(DEMO_USERS.viewer)).accessToken;
});
afterAll(() => s?.close());

describe('POST /v1/permission/check-ip-access', () => {
  it('answers item.allowed and item.clientIP', async () => {
    const r = await s.api.post('/v1/permission/check-ip-access', undefined, token.view);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ item: { allowed: true, clientIP: '127.0.0.1' } });
    expect((await s.api.post('/v1/permission/check-ip-access')).status).toBe(401);
    expect((await s.api.post('/v1/permission/check-ip-access', { x: 1 }, token.view)).status).toBe(
      400,
    );
  });
});

describe('PUT .../customized-permissions/restricted-ip', () => {
  it('refuses a list that would lock out the admin making the change', async () => {
    const r = await s.api.put(
      RESTRICTED_IP,
      { enableRestrictedIP: true, allowedRules: ['203.0.113.0/24'] },
      token.org,
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      ok: false,
      errorMessage: LOCKOUT,
      data: { clientIP: '127.0.0.1' },
    });
    // The general settings update applies the same guard.
    const viaSettings = await s.api.post(
      '/admin/organization/settings',
      {
        action: 'update',
        data: { customizedPermissions: { enableRestrictedIP: true, allowedRules: ['10.0.0.0/8'] } },
      },
      token.org,
    );
    expect(viaSettings.status).toBe(400);
    expect(viaSettings.body.errorMessage).toBe(LOCKOUT);
  });

  it('enables a list that includes the admin, trimmed and without duplicates', async () => {
    const r = await s.api.put(
      RESTRICTED_IP,
      { enableRestrictedIP: true, allowedRules: [' 127.0.0.0/8 ', '127.0.0.0/8', '2001:db8::/32'] },
      token.org,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      enableRestrictedIP: true,
      allowedRules: ['127.0.0.0/8', '2001:db8::/32'],
    });
    const check = await s.api.post('/v1/permission/check-ip-access', undefined, token.view);
    expect(check.body.data.item.allowed).toBe(true);
    // Disabling is always possible, whatever the list.
    const off = await s.api.put(
      RESTRICTED_IP,
      { enableRestrictedIP: false, allowedRules: ['203.0.113.9'] },
      token.org,
    );
    expect(off.body.data).toMatchObject({
      enableRestrictedIP: false,
      allowedRules: ['203.0.113.9'],
    });
  });

  it('validates every rule and the request shape; org admins only', async () => {
    const bad = [
      { enableRestrictedIP: true, allowedRules: ['10.0.0.0/99'] },
      { enableRestrictedIP: true, allowedRules: ['010.0.0.1'] },
      { enableRestrictedIP: true, allowedRules: ['not an address'] },
      {
        enableRestrictedIP: true,
        allowedRules: Array.from({ length: 501 }, (_, i) => `10.0.${i >> 8}.${i & 255}`),
      },
      { enableRestrictedIP: 'yes', allowedRules: [] },
      { allowedRules: ['127.0.0.1'] },
      { enableRestrictedIP: false, allowedRules: [], allowedOrigins: [] },
    ];
    for (const body of bad) {
      const r = await s.api.put(RESTRICTED_IP, body, token.org);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const viewer = await s.api.put(
      RESTRICTED_IP,
      { enableRestrictedIP: false, allowedRules: [] },
      token.view,
    );
    expect(viewer.status).toBe(403);
  });
});

describe('an active restriction that excludes the client (000 §3, §4)', () => {
  beforeAll(() => restrictInDb(true, ['203.0.113.0/24']));

  it("refuses the viewer's calls with code 5 and the client address", async () => {
    for (const path of ['/v1/workspaces', '/v1/workspaces-groups/', '/v1/categories']) {
      const r = await s.api.get(path, token.view);
      expect(r.status, path).toBe(403);
      expect(r.body).toEqual({
        ok: false,
        code: 5,
        errorMessage: 'IP not allowed',
        data: { clientIP: '127.0.0.1' },
      });
    }
    const settings = await s.api.post(
      '/admin/organization/settings',
      { action: 'get' },
      token.view,
    );
    expect(settings.body.code).toBe(5);
  });

  it('still answers the check and the session-start reads', async () => {
    const check = await s.api.post('/v1/permission/check-ip-access', undefined, token.view);
    expect(check.body.data).toEqual({ item: { allowed: false, clientIP: '127.0.0.1' } });
    const perms = await s.api.get(
      `/v1/permission-settings/organization/${s.demoOrganizationId}`,
      token.view,
    );
    expect(perms.status).toBe(200);
  });

  it("lets the org admin reach the 'admin-exempt' settings routes, and only those", async () => {
    expect((await s.api.get('/v1/workspaces', token.org)).body.code).toBe(5);
    const read = await s.api.post('/admin/organization/settings', { action: 'get' }, token.org);
    expect(read.status).toBe(200);
    expect(read.body.data.customizedPermissions).toMatchObject({ enableRestrictedIP: true });
    // An update that leaves the restriction alone is not held back by the lock-out guard.
    const other = await s.api.put(
      '/v1/organization-settings/my/customized-permissions',
      { autoLogoutTimeout: 20 },
      token.org,
    );
    expect(other.status).toBe(200);
    expect((await s.api.get('/v1/organization-settings/my/versions', token.org)).status).toBe(200);
    const fix = await s.api.put(
      RESTRICTED_IP,
      { enableRestrictedIP: true, allowedRules: ['203.0.113.0/24', '127.0.0.1'] },
      token.org,
    );
    expect(fix.status).toBe(200);
    expect((await s.api.get('/v1/workspaces', token.view)).status).toBe(200);
  });
});
