/**
 * Skills over real HTTP (issue 24; 002 §3, §5, §7, §8): creating with the title rules, content
 * and assessment rules, assigning users and teams with due dates (a person's own assignment
 * wins), the notices that follow, a person's assigned skills with codes 52 (not assigned) and
 * 2 (unpublished), and another organisation that reaches nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { skillPageSchema } from '@stepwise/core';
import { notifications, skillPerformances } from '../src/db/schema.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { makeSkill, publishQuiz, signIn, videoWorkflow, type Tokens } from './skill-helpers.js';

let s: TestServer;
let fx: Fixtures;
let t: Tokens;
let ws = '';

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  t = await signIn(s);
  ws = fx.base.workspaceId!;
});
afterAll(() => s?.close());

const noticesOf = (skillId: string, receiverId: string) =>
  s.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.skillId, skillId), eq(notifications.receiverId, receiverId)));

describe('creating a skill', () => {
  it('keeps the title rules: 90 characters, not blank, a string', async () => {
    const post = (playlistTitle: unknown) =>
      s.api.post('/v1/playlists', { group: ws, playlistTitle }, t.pub);
    const ok = await post(`  ${'x'.repeat(90)}  `);
    expect(ok.status).toBe(200);
    expect(ok.body.data.item).toMatchObject({
      playlistTitle: 'x'.repeat(90),
      published: false,
      group: ws,
      list: [],
      assignedCount: 0,
    });
    for (const bad of ['x'.repeat(91), '', '   ', 42, null]) {
      const r = await post(bad);
      expect(r.status, String(bad)).toBe(400);
      expect(r.body).toMatchObject({ ok: false, code: 400 });
    }
  });

  it('needs skills management in the workspace: viewers 403, unknown workspaces 404', async () => {
    const body = { group: ws, playlistTitle: 'Torque' };
    expect((await s.api.post('/v1/playlists', body, t.view)).status).toBe(403);
    expect((await s.api.post('/v1/playlists', { ...body, group: 'nope' }, t.pub)).status).toBe(404);
    expect((await s.api.post('/v1/playlists', body, t.other)).status).toBe(404);
    const foreign = await s.api.post('/v1/playlists', { ...body, organization: 'x' }, t.pub);
    expect(foreign.status).toBe(400);
  });

  it('lists drafts to managers only, and mine=true the caller’s own', async () => {
    const id = await makeSkill(s, t, ws, 'Draft list check', []);
    const asPub = await s.api.get('/v1/skills', t.pub, { keyword: 'Draft list check' });
    expect(skillPageSchema.parse(asPub.body.data).items.map((i) => i.id)).toEqual([id]);
    const asView = await s.api.get('/v1/playlists', t.view, { keyword: 'Draft list check' });
    expect(asView.body.data.items).toEqual([]);
    const mine = await s.api.get('/v1/skills', t.org, { mine: 'true', skillIds: id });
    expect(mine.body.data.items).toEqual([]);
    expect((await s.api.get('/v1/skills', t.pub, { size: '501' })).status).toBe(400);
  });
});

describe('content and assessment', () => {
  it('keeps the order, refuses duplicates and content the caller cannot see', async () => {
    const [a, b] = [await videoWorkflow(s, fx), await videoWorkflow(s, fx)];
    const id = await makeSkill(s, t, ws, 'Ordered', []);
    const put = (list: unknown) => s.api.put(`/v1/playlists/${id}/content`, { list }, t.pub);
    const ordered = await put([
      { type: 'workflows', id: b },
      { type: 'workflows', id: a },
    ]);
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.item.list.map((e: any) => e.id)).toEqual([b, a]);
    expect(ordered.body.data.item.totalVideoDuration).toBe(200);
    const twice = await put([
      { type: 'workflows', id: a },
      { type: 'workflows', id: a },
    ]);
    expect(twice.status).toBe(400);
    const unknown = await put([{ type: 'multimodal-sops', id: 'no-such-sop' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.missing).toEqual([{ type: 'multimodal-sops', id: 'no-such-sop' }]);
    expect((await put([{ type: 'videos', id: a }])).status).toBe(400);
  });

  it('requires only workflows of the skill that have a published quiz', async () => {
    const [withQuiz, without, outside] = [
      await videoWorkflow(s, fx),
      await videoWorkflow(s, fx),
      await videoWorkflow(s, fx),
    ];
    await publishQuiz(s, t.pub, withQuiz);
    await publishQuiz(s, t.pub, outside);
    const id = await makeSkill(s, t, ws, 'Assessed', [
      { type: 'workflows', id: withQuiz },
      { type: 'workflows', id: without },
    ]);
    const quiz = (quizWorkflowIds: string[]) =>
      s.api.post(`/v1/skill/skills/${id}/quiz`, { quizWorkflowIds, passingScore: 60 }, t.pub);
    expect((await quiz([without])).status).toBe(400);
    expect((await quiz([outside])).status).toBe(400);
    const good = await quiz([withQuiz]);
    expect(good.status).toBe(200);
    expect(good.body.data.item.assessment).toEqual({
      quizWorkflowIds: [withQuiz],
      passingScore: 60,
    });
    expect(
      (await s.api.post(`/v1/skill/skills/${id}/quiz`, { quizWorkflowIds: [] }, t.view)).status,
    ).toBe(404);
  });
});

describe('assigning', () => {
  it('assigns a user and a team with due dates; a person’s own assignment wins', async () => {
    const wf = await videoWorkflow(s, fx);
    const id = await makeSkill(s, t, ws, 'Assigned', [{ type: 'workflows', id: wf }]);
    const team = await s.api.post(
      '/v1/teams',
      {
        name: `Skill team ${Date.now()}`,
        workspaceId: ws,
        memberIds: [fx.base.viewerId, fx.base.employeeUserId],
      },
      t.org,
    );
    expect(team.status).toBe(200);
    const teamId: string = team.body.data.item.id;
    const userDue = '2030-01-10T00:00:00.000Z';
    const teamDue = '2030-02-10T00:00:00.000Z';
    const patched = await s.api.patch(
      `/v1/skills/${id}/members`,
      {
        add: [
          { type: 'team', id: teamId, dueAt: teamDue },
          { type: 'user', id: fx.base.viewerId, dueAt: userDue },
        ],
      },
      t.pub,
    );
    expect(patched.status).toBe(200);
    expect(patched.body.data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'team', id: teamId, memberCount: 2, dueAt: teamDue }),
        expect.objectContaining({ type: 'user', id: fx.base.viewerId, dueAt: userDue }),
      ]),
    );
    const direct = await s.api.get(`/v1/skills/${id}/skill-performances`, t.pub);
    expect(direct.body.data.items).toEqual([
      expect.objectContaining({
        userId: fx.base.viewerId,
        teamId: null,
        dueAt: userDue,
        state: 'NONE',
      }),
    ]);
    const viaTeam = await s.api.get(`/v1/skills/${id}/skill-performances`, t.pub, {
      performanceType: 'team_skill_user',
    });
    expect(viaTeam.body.data.items).toEqual([
      expect.objectContaining({ userId: fx.base.employeeUserId, teamId, dueAt: teamDue }),
    ]);
    const teams = await s.api.get(`/v1/skills/${id}/team-skills`, t.pub);
    expect(teams.body.data.items).toEqual([
      expect.objectContaining({ teamId, memberCount: 2, passed: 0, failed: 0, dueAt: teamDue }),
    ]);
    // A draft tells nobody; publishing tells every assignee.
    expect(await noticesOf(id, fx.base.viewerId!)).toEqual([]);
    expect((await s.api.put(`/v1/playlists/${id}`, { published: true }, t.pub)).status).toBe(200);
    for (const who of [fx.base.viewerId!, fx.base.employeeUserId!]) {
      expect((await noticesOf(id, who)).map((n) => n.type)).toEqual(['skill_publish']);
    }
    // Assigned once published: told at once, with the due date.
    await s.api.patch(
      `/v1/skills/${id}/members`,
      { add: [{ type: 'user', id: fx.base.orgAdminId, dueAt: userDue }] },
      t.pub,
    );
    const told = await noticesOf(id, fx.base.orgAdminId!);
    expect(told.map((n) => [n.type, n.dueAt?.toISOString()])).toEqual([
      ['skill_assign_due', userDue],
    ]);
    // Removing the team removes the people it alone reached.
    await s.api.patch(
      `/v1/skills/${id}/members`,
      { remove: [{ type: 'team', id: teamId }] },
      t.pub,
    );
    const left = await s.database.db
      .select()
      .from(skillPerformances)
      .where(eq(skillPerformances.skillId, id));
    expect(left.map((p) => p.userId).sort()).toEqual([fx.base.orgAdminId, fx.base.viewerId].sort());
    const reminded = await s.api.post(`/v1/skills/${id}/reminders`, {}, t.pub);
    expect(reminded.body.data).toEqual({ sent: 2 });
    expect((await s.api.put(`/v1/playlists/${id}`, { published: false }, t.pub)).status).toBe(200);
    expect((await noticesOf(id, fx.base.viewerId!)).map((n) => n.type).sort()).toEqual([
      'skill_publish',
      'skill_remind',
      'skill_unpublish',
    ]);
  });

  it('follows a team: new members get the skill, a deleted team takes its people along', async () => {
    const wf = await videoWorkflow(s, fx);
    const id = await makeSkill(s, t, ws, 'Team follows', [{ type: 'workflows', id: wf }]);
    await s.api.put(`/v1/playlists/${id}`, { published: true }, t.pub);
    const team = await s.api.post(
      '/v1/teams',
      { name: `Followers ${Date.now()}`, workspaceId: ws, memberIds: [fx.base.viewerId] },
      t.org,
    );
    const teamId: string = team.body.data.item.id;
    await s.api.patch(`/v1/skills/${id}/members`, { add: [{ type: 'team', id: teamId }] }, t.pub);
    const grown = await s.api.put(
      `/v1/teams/${teamId}/members`,
      { userIds: [fx.base.viewerId, fx.base.employeeUserId] },
      t.org,
    );
    expect(grown.status).toBe(200);
    const people = async () =>
      (
        await s.database.db
          .select()
          .from(skillPerformances)
          .where(eq(skillPerformances.skillId, id))
      )
        .map((p) => p.userId)
        .sort();
    expect(await people()).toEqual([fx.base.viewerId, fx.base.employeeUserId].sort());
    expect((await noticesOf(id, fx.base.employeeUserId!)).map((n) => n.type)).toEqual([
      'skill_assign',
    ]);
    expect((await s.api.delete(`/v1/teams/${teamId}`, t.org)).status).toBe(200);
    expect(await people()).toEqual([]);
    expect((await s.api.get(`/v1/skills/${id}/users`, t.pub)).body.data.items).toEqual([]);
  });

  it('refuses unknown people, twice-named ones and assignees who manage nothing', async () => {
    const id = await makeSkill(s, t, ws, 'Refusals', []);
    const patch = (body: unknown, token = t.pub) =>
      s.api.patch(`/v1/skills/${id}/members`, body, token);
    expect((await patch({ add: [{ type: 'user', id: 'ghost', dueAt: null }] })).status).toBe(400);
    const twice = {
      add: [{ type: 'user', id: fx.base.viewerId, dueAt: null }],
      remove: [{ type: 'user', id: fx.base.viewerId }],
    };
    expect((await patch(twice)).status).toBe(400);
    expect(
      (await patch({ update: [{ type: 'user', id: fx.base.viewerId, dueAt: null }] })).status,
    ).toBe(400);
    expect(
      (await patch({ add: [{ type: 'user', id: fx.base.viewerId, dueAt: 'soon' }] })).status,
    ).toBe(400);
    expect((await patch({ add: [{ type: 'user', id: fx.base.viewerId }] })).status).toBe(200);
    expect((await patch({}, t.view)).status).toBe(403);
  });
});

describe("a person's assigned skills", () => {
  it('answers 52 when not assigned, 2 when unpublished, 404 for others', async () => {
    const wf = await videoWorkflow(s, fx);
    const id = await makeSkill(s, t, ws, 'Codes', [{ type: 'workflows', id: wf }]);
    await s.api.patch(
      `/v1/skills/${id}/members`,
      { add: [{ type: 'user', id: fx.base.viewerId }] },
      t.pub,
    );
    const own = `/v1/users/${fx.base.viewerId}/skills-assigned/${id}`;
    const draft = await s.api.get(own, t.view);
    expect(draft.status).toBe(409);
    expect(draft.body).toMatchObject({ ok: false, code: 2 });
    expect((await s.api.get(`/v1/playlists/${id}`, t.view)).body.code).toBe(2);
    await s.api.put(`/v1/playlists/${id}`, { published: true }, t.pub);
    const read = await s.api.get(own, t.view);
    expect(read.status).toBe(200);
    expect(read.body.data.item).toMatchObject({
      skill: { id, published: true, totalInList: 1 },
      list: [{ id: wf, done: false, quiz: null }],
      progress: 0,
      state: 'NONE',
      certificate: null,
    });
    const notMine = await s.api.get(
      `/v1/users/${fx.base.workspaceAdminId}/skills-assigned/${id}`,
      t.ws,
    );
    expect(notMine.status).toBe(403);
    expect(notMine.body).toMatchObject({ ok: false, code: 52 });
    // The viewer does not read others'; a manager reads the viewer's.
    expect(
      (await s.api.get(`/v1/users/${fx.base.publisherId}/skills-assigned/${id}`, t.view)).status,
    ).toBe(404);
    expect((await s.api.get(own, t.pub)).status).toBe(200);
    const todo = await s.api.get(`/v1/users/${fx.base.viewerId}/skills-assigned`, t.view, {
      keyword: 'Codes',
    });
    expect(todo.body.data.items.map((i: any) => i.skill.id)).toEqual([id]);
    const done = await s.api.get(`/v1/users/${fx.base.viewerId}/skills-assigned`, t.view, {
      type: 'completed',
      keyword: 'Codes',
    });
    expect(done.body.data.items).toEqual([]);
  });

  it('deletes a skill with its assignments; its people then find nothing', async () => {
    const id = await makeSkill(s, t, ws, 'Short-lived', []);
    await s.api.patch(
      `/v1/skills/${id}/members`,
      { add: [{ type: 'user', id: fx.base.viewerId }] },
      t.pub,
    );
    expect((await s.api.delete(`/v1/playlists/${id}`, t.view)).status).toBe(403);
    const gone = await s.api.delete(`/v1/playlists/${id}`, t.pub);
    expect(gone.body).toMatchObject({ ok: true, data: { item: { id } } });
    expect((await s.api.get(`/v1/playlists/${id}`, t.pub)).status).toBe(404);
    expect(
      (await s.api.get(`/v1/users/${fx.base.viewerId}/skills-assigned/${id}`, t.view)).status,
    ).toBe(404);
  });

  it('gives another organisation nothing: every skill route is 404', async () => {
    const id = fx.base.skillId!;
    const calls = [
      s.api.get(`/v1/playlists/${id}`, t.other),
      s.api.put(`/v1/playlists/${id}`, { playlistTitle: 'Mine now' }, t.other),
      s.api.delete(`/v1/playlists/${id}`, t.other),
      s.api.get(`/v1/skills/${id}/users`, t.other),
      s.api.get(`/v1/skills/${id}/skill-performances`, t.other),
      s.api.patch(`/v1/skills/${id}/members`, { add: [] }, t.other),
      s.api.get(`/v1/users/${fx.base.viewerId}/skills-assigned`, t.other),
      s.api.get(`/v1/users/${fx.base.viewerId}/skills-assigned/${id}`, t.other),
      s.api.post(
        `/v1/skill-performances/${fx.base.skillPerformanceId}/user-certification`,
        {},
        t.other,
      ),
    ];
    for (const r of await Promise.all(calls)) expect(r.status).toBe(404);
    const list = await s.api.get('/v1/skills', t.other);
    expect(list.body.data.items.map((i: any) => i.id)).not.toContain(id);
    const matrix = await s.api.get('/v1/skills/skills-matrix', t.other);
    expect(JSON.stringify(matrix.body.data)).not.toContain(id);
  });
});
