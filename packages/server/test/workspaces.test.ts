import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
const token: Record<'org' | 'ws' | 'pub' | 'view', string> = { org: '', ws: '', pub: '', view: '' };
const userId: Record<keyof typeof token, string> = { org: '', ws: '', pub: '', view: '' };
const ws: Record<string, string> = {}; // name -> id
const group: Record<string, string> = {}; // name -> id

const names = (list: { name: string }[]) => list.map((w) => w.name);
const allWorkspaces = (items: { workspaces?: { name: string }[] }[]) =>
  items.flatMap((g) => names(g.workspaces ?? [])).sort();

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
  const groups = await s.api.get('/v1/workspaces-groups/', token.org, { workspacesType: 'all' });
  for (const g of groups.body.data.items) {
    group[g.name] = g.id;
    for (const w of g.workspaces) ws[w.name] = w.id;
  }
});
afterAll(() => s?.close());

describe('GET /v1/workspaces-groups/ at each level for each demo role (000 §6)', () => {
  const ALL3 = ['Assembly Line', 'Maintenance', 'Safety Audits'];
  const PUBLIC = ['Assembly Line', 'Maintenance'];
  const expected: Record<keyof typeof token, Record<string, string[]>> = {
    // Org admins hold their role in every workspace; private ones included.
    org: { view: ALL3, all: ALL3, edit: ALL3, admin: ALL3 },
    // wsadmin is admin-group in all three (a member of the private one).
    ws: { view: ALL3, all: ALL3, edit: ALL3, admin: ALL3 },
    // publisher in Assembly and Maintenance, no admin flag.
    pub: { view: PUBLIC, all: PUBLIC, edit: PUBLIC, admin: [] },
    // viewer in Assembly; sees public workspaces only, edits nothing.
    view: { view: PUBLIC, all: PUBLIC, edit: [], admin: [] },
  };

  for (const role of ['org', 'ws', 'pub', 'view'] as const) {
    it(`${role}: view, all, edit and admin lists`, async () => {
      for (const level of ['view', 'all', 'edit', 'admin']) {
        const r = await s.api.get('/v1/workspaces-groups/', token[role], {
          needWorkspaces: 'true',
          workspacesType: level,
        });
        expect(r.status, `${role} ${level}`).toBe(200);
        expect(allWorkspaces(r.body.data.items), `${role} ${level}`).toEqual(expected[role][level]);
      }
    });
  }

  it('org admins see every group, empty ones too; others only groups they have a workspace in', async () => {
    const org = await s.api.get('/v1/workspaces-groups/', token.org, { workspacesType: 'admin' });
    expect(names(org.body.data.items)).toEqual(['General', 'Plant Operations']);
    const viewer = await s.api.get('/v1/workspaces-groups/', token.view, {
      workspacesType: 'view',
    });
    // "General" holds only the private Safety Audits: the viewer does not see the group at all.
    expect(names(viewer.body.data.items)).toEqual(['Plant Operations']);
    const none = await s.api.get('/v1/workspaces-groups/', token.view, { workspacesType: 'admin' });
    expect(none.body.data.items).toEqual([]);
  });

  it('needWorkspaces=false leaves the workspaces out', async () => {
    const r = await s.api.get('/v1/workspaces-groups/', token.ws, { needWorkspaces: 'false' });
    expect(r.status).toBe(200);
    expect(r.body.data.items[0]).not.toHaveProperty('workspaces');
    expect(r.body.data.items[0]).toMatchObject({ name: 'General', locale: 'en', priority: 0 });
  });

  it('refuses unknown query values', async () => {
    const bad: Record<string, string>[] = [
      { workspacesType: 'owner' },
      { needWorkspaces: 'maybe' },
    ];
    for (const query of bad) {
      const r = await s.api.get('/v1/workspaces-groups/', token.view, query);
      expect(r.status).toBe(400);
      expect(r.body.ok).toBe(false);
    }
  });
});

describe('private workspaces', () => {
  it('are invisible (404) to non-members, with their members, teams and likes', async () => {
    const id = ws['Safety Audits']!;
    for (const path of [
      `/v1/groups/${id}`,
      `/v1/workspaces/${id}/users`,
      `/v1/workspaces/${id}/teams`,
    ]) {
      const r = await s.api.get(path, token.view);
      expect(r.status, path).toBe(404);
      expect(r.body).toMatchObject({ ok: false, code: 404 });
    }
    const like = await s.api.post(
      '/v1/user-likes/workspaces',
      { workspaceId: id, like: true },
      token.view,
    );
    expect(like.status).toBe(404);
    const list = await s.api.get('/v1/workspaces', token.pub);
    expect(names(list.body.data.items)).not.toContain('Safety Audits');
  });

  it('are visible to their members: wsadmin gets the detail with role and counts', async () => {
    const r = await s.api.get(`/v1/groups/${ws['Safety Audits']}`, token.ws);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toMatchObject({
      name: 'Safety Audits',
      private: true,
      color: 'red',
      workspaceGroupName: 'General',
      isInThisGroup: true,
      role: 'admin-group',
      counts: { members: 1, teams: 0 },
    });
    const members = await s.api.get(`/v1/workspaces/${ws['Safety Audits']}/users`, token.ws);
    expect(members.body.data.items.map((m: any) => m.role)).toEqual(['admin-group']);
  });

  it('the public detail gives a non-member viewer role and the member counts', async () => {
    const r = await s.api.get(`/v1/groups/${ws.Maintenance}`, token.view);
    expect(r.status).toBe(200);
    expect(r.body.data.item).toMatchObject({
      name: 'Maintenance',
      isInThisGroup: false,
      role: 'viewer',
      counts: { members: 2 },
    });
  });
});

describe('sorting (002 §5) over HTTP', () => {
  it('default group first, then priority, then name; in view lists members, then liked, then name', async () => {
    const mkGroup = async (name: string) => {
      const r = await s.api.post('/v1/workspaces-groups/', { name, locale: 'en' }, token.org);
      expect(r.status).toBe(200);
      group[name] = r.body.data.item.id;
      return r.body.data.item;
    };
    const zeta = await mkGroup('Zeta');
    const alpha = await mkGroup('alpha group');
    expect(alpha.priority).toBe(zeta.priority + 1); // max + 1
    // Same priority: the name decides, case-insensitively.
    const tie = await s.api.patch(
      `/v1/workspaces-groups/${group['alpha group']}`,
      { priority: zeta.priority },
      token.org,
    );
    expect(tie.status).toBe(200);
    // The default group stays on top whatever its priority.
    await s.api.patch(`/v1/workspaces-groups/${group.General}`, { priority: 99 }, token.org);
    const sorting = await mkGroup('Sorting');
    for (const name of ['beta', 'Alpha', '9 lives', '_under']) {
      const r = await s.api.post(
        '/v1/workspaces',
        { name, workspaceGroupId: sorting.id },
        token.org,
      );
      expect(r.status).toBe(200);
      ws[name] = r.body.data.item.id;
    }
    // wsadmin: a member of "beta", a fan of "Alpha".
    await s.api.post(
      `/v1/workspaces/${ws.beta}/users`,
      { userId: userId.ws, role: 'viewer' },
      token.org,
    );
    await s.api.post('/v1/user-likes/workspaces', { workspaceId: ws.Alpha, like: true }, token.ws);

    const groups = await s.api.get('/v1/workspaces-groups/', token.org, {
      workspacesType: 'admin',
    });
    expect(names(groups.body.data.items)).toEqual([
      'General',
      'Plant Operations',
      'alpha group',
      'Zeta',
      'Sorting',
    ]);

    const view = await s.api.get('/v1/workspaces-groups/', token.ws, { workspacesType: 'view' });
    const inSorting = view.body.data.items.find((g: any) => g.name === 'Sorting').workspaces;
    expect(names(inSorting)).toEqual(['beta', 'Alpha', '_under', '9 lives']);
    expect(inSorting[0]).toMatchObject({
      isInThisGroup: true,
      isLike: false,
      workspaceGroupName: 'Sorting',
      color: 'blue',
      private: false,
    });
    expect(inSorting[1]).toMatchObject({ isInThisGroup: false, isLike: true });

    // Edit and admin lists sort by name only: symbols, digits, letters.
    const edit = await s.api.get('/v1/workspaces-groups/', token.org, { workspacesType: 'edit' });
    expect(names(edit.body.data.items.find((g: any) => g.name === 'Sorting').workspaces)).toEqual([
      '_under',
      '9 lives',
      'Alpha',
      'beta',
    ]);

    // GET /v1/workspaces: one flat view list, same rule; keyword is a case-insensitive substring.
    const flat = await s.api.get('/v1/workspaces', token.ws);
    expect(names(flat.body.data.items).slice(0, 5)).toEqual([
      'Assembly Line',
      'beta',
      'Maintenance',
      'Safety Audits',
      'Alpha',
    ]);
    const found = await s.api.get('/v1/workspaces', token.ws, { keyword: 'LPH' });
    expect(names(found.body.data.items)).toEqual(['Alpha']);
  });
});

describe('workspace groups: create, update, delete', () => {
  it('refuses to delete a group that still has workspaces, and the default group', async () => {
    const full = await s.api.delete(
      `/v1/workspaces-groups/${group['Plant Operations']}`,
      token.org,
    );
    expect(full.status).toBe(409);
    expect(full.body.errorMessage).toBe(
      'This workspace group still has workspaces: move or delete them first',
    );
    const def = await s.api.delete(`/v1/workspaces-groups/${group.General}`, token.org);
    expect(def.status).toBe(409);
    expect(def.body.errorMessage).toBe(
      "The organisation's default workspace group cannot be deleted",
    );
  });

  it('deletes an empty group; a second delete is 404; malformed ids are 400', async () => {
    const r = await s.api.post(
      '/v1/workspaces-groups/',
      { name: 'Temporary', locale: 'de-de' },
      token.org,
    );
    const id = r.body.data.item.id;
    expect((await s.api.delete(`/v1/workspaces-groups/${id}`, token.org)).status).toBe(200);
    expect((await s.api.delete(`/v1/workspaces-groups/${id}`, token.org)).status).toBe(404);
    expect((await s.api.delete('/v1/workspaces-groups/bad%20id!', token.org)).status).toBe(400);
    // Past Fastify's path-parameter limit (100) the router itself answers 414.
    const long = await s.api.patch(
      '/v1/workspaces-groups/x'.padEnd(200, 'x'),
      { name: 'A' },
      token.org,
    );
    expect(long.status).toBe(414);
  });

  it('only org admins write groups; bad names and locales are 400', async () => {
    const body = { name: 'Nope', locale: 'en' };
    expect((await s.api.post('/v1/workspaces-groups/', body, token.ws)).status).toBe(403);
    const bad: [unknown, string?][] = [
      [{ name: 'A/B', locale: 'en' }, 'rules.invalidName'],
      [{ name: 'x'.repeat(91), locale: 'en' }, 'rules.max90'],
      [{ name: '   ', locale: 'en' }, 'rules.noAllSpace'],
      [{ name: 'Fine', locale: 'not a locale' }],
      [{ name: 'Fine', locale: 'en', priority: 3 }],
    ];
    for (const [b, key] of bad) {
      const r = await s.api.post('/v1/workspaces-groups/', b, token.org);
      expect(r.status, JSON.stringify(b)).toBe(400);
      if (key) expect(r.body.errorMessage).toContain(key);
    }
    const empty = await s.api.patch(`/v1/workspaces-groups/${group.Zeta}`, {}, token.org);
    expect(empty.status).toBe(400);
  });
});

describe('workspaces: create, update, delete', () => {
  it('validates names, colours and ids', async () => {
    const groupId = group['Plant Operations'];
    const bad: [unknown, number, string?][] = [
      [{ name: 'Line;1', workspaceGroupId: groupId }, 400, 'rules.invalidName'],
      [{ name: 'x'.repeat(91), workspaceGroupId: groupId }, 400, 'rules.max90'],
      [{ name: 'Line', workspaceGroupId: groupId, color: 'orange' }, 400],
      [{ name: 'Line', workspaceGroupId: 'not an id!' }, 400],
      [{ name: 'Line', workspaceGroupId: groupId, owner: 'me' }, 400],
      [{ name: 'Line' }, 400],
      [{ name: 'Line', workspaceGroupId: 'unknown-group' }, 404],
    ];
    for (const [body, status, key] of bad) {
      const r = await s.api.post('/v1/workspaces', body, token.org);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.ok).toBe(false);
      if (key) expect(r.body.errorMessage).toContain(key);
    }
    const malformed = await s.api.request('POST', '/v1/workspaces', {
      raw: '{"name":',
      token: token.org,
    });
    expect(malformed.status).toBe(400);
  });

  it('workspace admins rename and recolour their workspaces; only org admins move or expose them', async () => {
    const id = ws.Maintenance!;
    const ok = await s.api.patch(
      `/v1/workspaces/${id}`,
      { name: ' Maintenance Bay ', color: 'yellow' },
      token.ws,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.item).toMatchObject({ name: 'Maintenance Bay', color: 'yellow' });
    const expose = await s.api.patch(`/v1/workspaces/${id}`, { private: true }, token.ws);
    expect(expose.status).toBe(403);
    const move = await s.api.patch(
      `/v1/workspaces/${id}`,
      { workspaceGroupId: group.General },
      token.ws,
    );
    expect(move.status).toBe(403);
    // Sending the current value is no change, so it is allowed.
    expect((await s.api.patch(`/v1/workspaces/${id}`, { private: false }, token.ws)).status).toBe(
      200,
    );
    expect((await s.api.patch(`/v1/workspaces/${id}`, { color: 'blue' }, token.pub)).status).toBe(
      403,
    );
    // wsadmin is no member of "Alpha": a viewer there, so not its admin.
    expect(
      (await s.api.patch(`/v1/workspaces/${ws.Alpha}`, { color: 'red' }, token.ws)).status,
    ).toBe(403);
    expect((await s.api.patch(`/v1/workspaces/${id}`, { color: 'orange' }, token.org)).status).toBe(
      400,
    );
    expect((await s.api.patch(`/v1/workspaces/${id}`, {}, token.org)).status).toBe(400);
    const moved = await s.api.patch(
      `/v1/workspaces/${id}`,
      { workspaceGroupId: group.General },
      token.org,
    );
    expect(moved.body.data.item).toMatchObject({
      workspaceGroupId: group.General,
      workspaceGroupName: 'General',
    });
  });

  it('org admins delete workspaces; the rest of the org is refused', async () => {
    expect((await s.api.delete(`/v1/workspaces/${ws['9 lives']}`, token.ws)).status).toBe(403);
    expect((await s.api.delete(`/v1/workspaces/${ws['9 lives']}`, token.org)).status).toBe(200);
    expect((await s.api.get(`/v1/groups/${ws['9 lives']}`, token.org)).status).toBe(404);
    expect((await s.api.delete(`/v1/workspaces/${ws['9 lives']}`, token.org)).status).toBe(404);
  });
});

describe('GET /v1/users/{userId}/workspaces', () => {
  it("answers a user's own workspaces with their role in each", async () => {
    const r = await s.api.get(`/v1/users/${userId.pub}/workspaces`, token.pub);
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((w: any) => [w.name, w.role])).toEqual([
      ['Assembly Line', 'publisher'],
      ['Maintenance Bay', 'publisher'],
    ]);
    const filtered = await s.api.get(`/v1/users/${userId.pub}/workspaces`, token.pub, {
      keyword: 'bay',
    });
    expect(names(filtered.body.data.items)).toEqual(['Maintenance Bay']);
  });

  it("org admins may read anyone's; others only their own", async () => {
    expect((await s.api.get(`/v1/users/${userId.view}/workspaces`, token.pub)).status).toBe(403);
    const r = await s.api.get(`/v1/users/${userId.view}/workspaces`, token.org);
    expect(r.body.data.items.map((w: any) => [w.name, w.role])).toEqual([
      ['Assembly Line', 'viewer'],
    ]);
    const admin = await s.api.get(`/v1/users/${userId.org}/workspaces`, token.org);
    expect(admin.body.data.items.every((w: any) => w.role === 'admin-organization')).toBe(true);
    expect(names(admin.body.data.items)).toContain('Safety Audits');
    expect((await s.api.get('/v1/users/nobody/workspaces', token.org)).status).toBe(404);
  });
});

describe('workspace members', () => {
  const path = () => `/v1/workspaces/${ws['Assembly Line']}/users`;

  it('lists members with roles, pages and a keyword over name and email', async () => {
    const all = await s.api.get(path(), token.view);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(5);
    const victor = all.body.data.items.find((m: any) => m.firstName === 'Victor');
    expect(victor).toMatchObject({
      role: 'viewer',
      email: DEMO_USERS.viewer,
      displayName: 'Victor Operator',
    });
    // Generated addresses of employee-ID and shared accounts are not shown.
    expect(all.body.data.items.find((m: any) => m.passwordless).email).toBeNull();
    const page = await s.api.get(path(), token.view, { page: '1', size: '4' });
    expect(page.body.data.items).toHaveLength(1);
    expect(page.body.data).toMatchObject({ total: 5, page: 1, size: 4 });
    const byName = await s.api.get(path(), token.view, { keyword: 'priya AUTHOR' });
    expect(byName.body.data.items.map((m: any) => m.role)).toEqual(['publisher']);
    const byEmail = await s.api.get(path(), token.view, { keyword: 'wsadmin@' });
    expect(byEmail.body.data.items.map((m: any) => m.role)).toEqual(['admin-group']);
    const wildcard = await s.api.get(path(), token.view, { keyword: '%' });
    expect(wildcard.body.data.total).toBe(0);
    const badPages: Record<string, string>[] = [
      { size: '501' },
      { size: '0' },
      { page: '-1' },
      { page: 'x' },
    ];
    for (const query of badPages) {
      expect((await s.api.get(path(), token.view, query)).status, JSON.stringify(query)).toBe(400);
    }
  });

  it('workspace admins add, re-role and remove members', async () => {
    const target = `/v1/workspaces/${ws.Alpha}/users`;
    // wsadmin is only a viewer-level non-member of Alpha; the org admin makes them its admin.
    expect(
      (await s.api.post(target, { userId: userId.view, role: 'viewer' }, token.ws)).status,
    ).toBe(403);
    const made = await s.api.post(target, { userId: userId.ws, role: 'admin-group' }, token.org);
    expect(made.status).toBe(200);
    expect(made.body.data.item).toMatchObject({ id: userId.ws, role: 'admin-group' });
    const add = await s.api.post(target, { userId: userId.view, role: 'publisher' }, token.ws);
    expect(add.status).toBe(200);
    const again = await s.api.post(target, { userId: userId.view, role: 'viewer' }, token.ws);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('This user is already a member of the workspace');
    const rerole = await s.api.patch(`${target}/${userId.view}`, { role: 'viewer' }, token.ws);
    expect(rerole.body.data.item.role).toBe('viewer');
    expect((await s.api.delete(`${target}/${userId.view}`, token.ws)).status).toBe(200);
    expect((await s.api.delete(`${target}/${userId.view}`, token.ws)).status).toBe(404);
    expect(
      (await s.api.patch(`${target}/${userId.view}`, { role: 'viewer' }, token.ws)).status,
    ).toBe(404);
  });

  it('refuses organisation roles, unknown users and other bad input', async () => {
    const target = `/v1/workspaces/${ws.Alpha}/users`;
    const bad: [unknown, number][] = [
      [{ userId: userId.pub, role: 'admin-organization' }, 400],
      [{ userId: userId.pub, role: 'owner' }, 400],
      [{ userId: 'bad id!', role: 'viewer' }, 400],
      [{ userId: userId.pub }, 400],
      [{ userId: 'unknown-user', role: 'viewer' }, 404],
    ];
    for (const [body, status] of bad) {
      expect((await s.api.post(target, body, token.org)).status, JSON.stringify(body)).toBe(status);
    }
    expect(
      (await s.api.post(target, { userId: userId.pub, role: 'viewer' }, token.view)).status,
    ).toBe(403);
  });
});

describe('favourite workspaces', () => {
  it('likes are idempotent, appear in lists and are private to their owner', async () => {
    const like = { workspaceId: ws['Assembly Line'], like: true };
    for (let i = 0; i < 2; i++) {
      const r = await s.api.post('/v1/user-likes/workspaces', like, token.view);
      expect(r.status).toBe(200);
      expect(r.body.data.item).toEqual({ workspaceId: ws['Assembly Line'], isLike: true });
    }
    const mine = await s.api.get(`/v1/user-likes/${userId.view}/workspaces`, token.view);
    expect(mine.body.data.items).toEqual([ws['Assembly Line']]);
    const list = await s.api.get('/v1/workspaces', token.view);
    expect(list.body.data.items.find((w: any) => w.name === 'Assembly Line').isLike).toBe(true);
    expect((await s.api.get(`/v1/user-likes/${userId.view}/workspaces`, token.org)).status).toBe(
      403,
    );
    for (let i = 0; i < 2; i++) {
      const r = await s.api.post('/v1/user-likes/workspaces', { ...like, like: false }, token.view);
      expect(r.body.data.item.isLike).toBe(false);
    }
    expect(
      (await s.api.get(`/v1/user-likes/${userId.view}/workspaces`, token.view)).body.data.items,
    ).toEqual([]);
    const bad = await s.api.post(
      '/v1/user-likes/workspaces',
      { workspaceId: ws['Assembly Line'], like: 'yes' },
      token.view,
    );
    expect(bad.status).toBe(400);
  });
});
