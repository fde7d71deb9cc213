import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
const token: Record<'org' | 'ws' | 'pub' | 'view', string> = { org: '', ws: '', pub: '', view: '' };
const userId: Record<keyof typeof token, string> = { org: '', ws: '', pub: '', view: '' };
const ws: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  const logins = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
  ]);
  (['org', 'ws', 'pub', 'view'] as const).forEach((k, i) => {
    token[k] = logins[i]!.accessToken;
    userId[k] = logins[i]!.userId;
  });
  const list = await s.api.get('/v1/workspaces', token.org);
  for (const w of list.body.data.items) ws[w.name] = w.id;
});
afterAll(() => s?.close());

describe('teams', () => {
  const team: Record<string, string> = {};

  it('workspace admins create teams in their workspaces; org-wide teams are for org admins', async () => {
    const body = {
      name: ' Night Shift ',
      workspaceId: ws['Assembly Line'],
      memberIds: [userId.view, userId.view],
    };
    const r = await s.api.post('/v1/teams', body, token.ws);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toMatchObject({
      name: 'Night Shift',
      workspaceId: ws['Assembly Line'],
      memberIds: [userId.view],
    });
    team.night = r.body.data.item.id;

    expect((await s.api.post('/v1/teams', body, token.pub)).status).toBe(403);
    const orgWide = { name: 'Everyone' };
    expect((await s.api.post('/v1/teams', orgWide, token.ws)).status).toBe(403);
    const made = await s.api.post('/v1/teams', orgWide, token.org);
    expect(made.body.data.item).toEqual({
      id: expect.any(String),
      name: 'Everyone',
      workspaceId: null,
      memberIds: [],
    });
    team.everyone = made.body.data.item.id;

    const hidden = await s.api.post(
      '/v1/teams',
      { name: 'Auditors', workspaceId: ws['Safety Audits'] },
      token.ws,
    );
    expect(hidden.status).toBe(200);
    team.auditors = hidden.body.data.item.id;
  });

  it("a private workspace's teams are hidden from non-members", async () => {
    const viewer = await s.api.get('/v1/teams', token.view);
    expect(viewer.body.data.items.map((t: any) => t.name)).toEqual(['Everyone', 'Night Shift']);
    const wsadmin = await s.api.get('/v1/teams', token.ws);
    expect(wsadmin.body.data.items.map((t: any) => t.name)).toEqual([
      'Auditors',
      'Everyone',
      'Night Shift',
    ]);
    expect(
      (await s.api.get('/v1/teams', token.view, { workspaceId: ws['Safety Audits']! })).status,
    ).toBe(404);
    expect(
      (await s.api.get(`/v1/workspaces/${ws['Safety Audits']}/teams`, token.view)).status,
    ).toBe(404);
    const inAssembly = await s.api.get(`/v1/workspaces/${ws['Assembly Line']}/teams`, token.view);
    expect(inAssembly.body.data.items).toEqual([
      {
        id: team.night,
        name: 'Night Shift',
        workspaceId: ws['Assembly Line'],
        memberIds: [userId.view],
      },
    ]);
    // The private workspace's admin manages its team; a viewer has no admin flag at all.
    expect(
      (await s.api.patch(`/v1/teams/${team.auditors}`, { name: 'Audit Crew' }, token.ws)).status,
    ).toBe(200);
    expect(
      (await s.api.patch(`/v1/teams/${team.auditors}`, { name: 'Y' }, token.view)).status,
    ).toBe(403);
  });

  it('replaces members, renames and moves, within what the caller administers', async () => {
    const members = await s.api.put(
      `/v1/teams/${team.night}/members`,
      { userIds: [userId.pub, userId.ws] },
      token.ws,
    );
    expect(members.status).toBe(200);
    expect([...members.body.data.item.memberIds].sort()).toEqual([userId.pub, userId.ws].sort());
    const unknown = await s.api.put(
      `/v1/teams/${team.night}/members`,
      { userIds: ['ghost-user'] },
      token.ws,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toBe('Some team members are not users of this organisation');
    expect(
      (await s.api.put(`/v1/teams/${team.night}/members`, { userIds: ['bad id!'] }, token.ws))
        .status,
    ).toBe(400);

    const renamed = await s.api.patch(`/v1/teams/${team.night}`, { name: 'Late Shift' }, token.ws);
    expect(renamed.body.data.item.name).toBe('Late Shift');
    // Org-wide is org admin territory; a workspace wsadmin does not administer is too.
    expect(
      (await s.api.patch(`/v1/teams/${team.night}`, { workspaceId: null }, token.ws)).status,
    ).toBe(403);
    expect(
      (await s.api.patch(`/v1/teams/${team.everyone}`, { name: 'All' }, token.ws)).status,
    ).toBe(403);
    const moved = await s.api.patch(
      `/v1/teams/${team.night}`,
      { workspaceId: ws.Maintenance },
      token.ws,
    );
    expect(moved.body.data.item.workspaceId).toBe(ws.Maintenance);
    for (const body of [{}, { name: 'a<b' }, { name: 'x'.repeat(91) }, { color: 'red' }]) {
      expect(
        (await s.api.patch(`/v1/teams/${team.night}`, body, token.ws)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
  });

  it('deletes teams the caller administers', async () => {
    expect((await s.api.delete(`/v1/teams/${team.everyone}`, token.ws)).status).toBe(403);
    expect((await s.api.delete(`/v1/teams/${team.night}`, token.ws)).status).toBe(200);
    expect((await s.api.delete(`/v1/teams/${team.night}`, token.ws)).status).toBe(404);
    expect((await s.api.delete(`/v1/teams/${team.everyone}`, token.org)).status).toBe(200);
  });
});

describe('categories', () => {
  const cat: Record<string, string> = {};

  it('org admins build a tree; parents must exist in the organisation', async () => {
    const top = await s.api.post('/v1/categories', { name: 'Safety' }, token.org);
    expect(top.body.data.item).toEqual({ id: expect.any(String), name: 'Safety', parentId: null });
    cat.safety = top.body.data.item.id;
    const child = await s.api.post(
      '/v1/categories',
      { name: 'Lockout', parentId: cat.safety },
      token.org,
    );
    cat.lockout = child.body.data.item.id;
    const grandchild = await s.api.post(
      '/v1/categories',
      { name: 'Tags', parentId: cat.lockout },
      token.org,
    );
    cat.tags = grandchild.body.data.item.id;
    const orphan = await s.api.post(
      '/v1/categories',
      { name: 'Orphan', parentId: 'no-such-category' },
      token.org,
    );
    expect(orphan.status).toBe(404);
    expect(orphan.body.errorMessage).toBe('Parent category not found');
    expect((await s.api.post('/v1/categories', { name: 'Mine' }, token.ws)).status).toBe(403);
    for (const body of [
      { name: 'a=b' },
      { name: 'x'.repeat(91) },
      { name: '' },
      { name: 'A', parentId: 'bad id!' },
      { name: 'A', extra: 1 },
    ]) {
      expect(
        (await s.api.post('/v1/categories', body, token.org)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
  });

  it('every member reads the categories, sorted by name', async () => {
    const r = await s.api.get('/v1/categories', token.view);
    expect(r.body.data.items.map((c: any) => c.name)).toEqual(['Lockout', 'Safety', 'Tags']);
  });

  it('refuses to move a category under itself or a descendant', async () => {
    for (const parentId of [cat.safety, cat.tags]) {
      const r = await s.api.patch(`/v1/categories/${cat.safety}`, { parentId }, token.org);
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe(
        'A category cannot be moved under itself or one of its subcategories',
      );
    }
    const moved = await s.api.patch(
      `/v1/categories/${cat.tags}`,
      { parentId: cat.safety, name: 'Tagging' },
      token.org,
    );
    expect(moved.body.data.item).toEqual({ id: cat.tags, name: 'Tagging', parentId: cat.safety });
    expect((await s.api.patch('/v1/categories/unknown', { name: 'A' }, token.org)).status).toBe(
      404,
    );
    expect((await s.api.patch(`/v1/categories/${cat.tags}`, {}, token.org)).status).toBe(400);
  });

  it('refuses to delete a category with subcategories', async () => {
    const r = await s.api.delete(`/v1/categories/${cat.safety}`, token.org);
    expect(r.status).toBe(409);
    expect(r.body.errorMessage).toBe(
      'This category still has subcategories: move or delete them first',
    );
    expect((await s.api.delete(`/v1/categories/${cat.tags}`, token.view)).status).toBe(403);
    for (const id of [cat.tags, cat.lockout, cat.safety]) {
      expect((await s.api.delete(`/v1/categories/${id}`, token.org)).status).toBe(200);
    }
    expect((await s.api.get('/v1/categories', token.org)).body.data.items).toEqual([]);
  });
});
