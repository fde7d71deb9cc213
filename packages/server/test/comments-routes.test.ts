/**
 * Comments and comment reactions (002 §3-7): list (50 a page, newest first), send, edit (author
 * only, updatedAt only when edited), delete (author, org admin, workspace admin), emoji toggles,
 * the comments feature flag, code 2 on unpublished workflows, and organisation isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMENT_MAX_LENGTH, ErrorCode } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { comments, workflows } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', ws: '', pub: '', view: '', other: '' };
let wf = '';
let unpublished = '';

const send = (comment: string, as = token.view, id = wf) =>
  s.api.post('/v1/comments', { id, level: 'workflow', comment }, as);

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  unpublished = fx.base.workflowId!;
  const [source] = await s.database.db
    .select()
    .from(workflows)
    .where(eq(workflows.id, unpublished));
  wf = newId();
  await s.database.db
    .insert(workflows)
    .values({ ...source!, id: wf, published: true, publishedDate: new Date() });
  const logins = await Promise.all(
    [
      DEMO_USERS.orgAdmin,
      DEMO_USERS.workspaceAdmin,
      DEMO_USERS.publisher,
      DEMO_USERS.viewer,
      OTHER_ORG.admin,
    ].map((email) => s.api.login(email)),
  );
  (['org', 'ws', 'pub', 'view', 'other'] as const).forEach((k, i) => {
    token[k] = logins[i]!.accessToken;
  });
});
afterAll(() => s?.close());

describe('sending and listing', () => {
  it('stores the trimmed text and answers the comment without updatedAt', async () => {
    const res = await send('  The bracket goes first.  ');
    expect(res.status).toBe(200);
    const item = res.body.data.item;
    expect(item).toMatchObject({
      comment: 'The bracket goes first.',
      displayName: 'Victor Operator',
    });
    expect(item.uid).toEqual(expect.any(String));
    expect(Date.parse(item.createdAt)).not.toBeNaN();
    expect('updatedAt' in item).toBe(false);
  });

  it('accepts 1000 characters and refuses 1001, blank and unknown levels with a 400', async () => {
    expect((await send('x'.repeat(COMMENT_MAX_LENGTH))).status).toBe(200);
    for (const bad of [
      { id: wf, level: 'workflow', comment: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
      { id: wf, level: 'workflow', comment: '   ' },
      { id: wf, level: 'planet', comment: 'hi' },
      { id: wf, level: 'workflow', comment: 42 },
      { id: wf, level: 'workflow', comment: 'hi', extra: true },
    ]) {
      const res = await s.api.post('/v1/comments', bad, token.view);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ ok: false, code: 400 });
    }
  });

  it('lists newest first, 50 per page by default, with page info', async () => {
    const fresh = newId();
    const [source] = await s.database.db.select().from(workflows).where(eq(workflows.id, wf));
    await s.database.db.insert(workflows).values({ ...source!, id: fresh });
    for (let i = 0; i < 53; i++) {
      await s.database.db.insert(comments).values({
        id: newId(),
        organizationId: s.demoOrganizationId,
        level: 'workflow',
        workflowId: fresh,
        userId: fx.base.viewerId!,
        comment: `c${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    const first = await s.api.get('/v1/comments', token.view, { id: fresh, level: 'workflow' });
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(50);
    expect(first.body.data.items[0].comment).toBe('c52');
    expect(first.body.data.page).toMatchObject({ page: 0, size: 50, dataCount: 53, pageCount: 2 });
    const second = await s.api.get('/v1/comments', token.view, { id: fresh, page: '1' });
    expect(second.body.data.items.map((c: { comment: string }) => c.comment)).toEqual([
      'c2',
      'c1',
      'c0',
    ]);
    expect((await s.api.get('/v1/comments', token.view, { id: fresh, size: '101' })).status).toBe(
      400,
    );
  });
});

describe('editing and deleting (002 §6)', () => {
  it('only the author edits; an edit sets updatedAt', async () => {
    const id = (await send('first version')).body.data.item.id;
    const byAdmin = await s.api.put(`/v1/comments/${id}`, { comment: 'hijack' }, token.org);
    expect(byAdmin.status).toBe(403);
    const res = await s.api.put(`/v1/comments/${id}`, { comment: ' second version ' }, token.view);
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ id, comment: 'second version' });
    expect(Date.parse(res.body.data.item.updatedAt)).not.toBeNaN();
    const bad = await s.api.put(`/v1/comments/${id}`, { comment: '' }, token.view);
    expect(bad.status).toBe(400);
  });

  it('the author, an org admin and a workspace admin delete; a publisher does not', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async (n) => (await send(`to delete ${n}`)).body.data.item.id),
    );
    expect((await s.api.delete(`/v1/comments/${ids[0]}`, token.pub)).status).toBe(403);
    expect((await s.api.delete(`/v1/comments/${ids[0]}`, token.view)).status).toBe(200);
    expect((await s.api.delete(`/v1/comments/${ids[1]}`, token.org)).status).toBe(200);
    expect((await s.api.delete(`/v1/comments/${ids[2]}`, token.ws)).status).toBe(200);
    expect((await s.api.delete(`/v1/comments/${ids[2]}`, token.ws)).status).toBe(404);
  });
});

describe('comment reactions (002 §4 toggle)', () => {
  it('adds once per user and emoji, lists by emoji code, and removes only your own', async () => {
    const id = (await send('react to me')).body.data.item.id;
    const thumbs = { emojiChar: '👍', emojiCode: '1f44d' };
    const a = await s.api.post(`/v1/comments/${id}/reactions`, thumbs, token.view);
    expect(a.status).toBe(200);
    const again = await s.api.post(`/v1/comments/${id}/reactions`, thumbs, token.view);
    expect(again.body.data.item.id).toBe(a.body.data.item.id);
    await s.api.post(`/v1/comments/${id}/reactions`, thumbs, token.pub);
    await s.api.post(
      `/v1/comments/${id}/reactions`,
      { emojiChar: '🎉', emojiCode: '1f389' },
      token.view,
    );

    const list = await s.api.get(`/v1/comments/${id}/reactions`, token.view);
    expect(list.body.data.item['1f44d']).toHaveLength(2);
    expect(list.body.data.item['1f44d'][0]).toMatchObject({
      emojiChar: '👍',
      displayName: 'Victor Operator',
      email: DEMO_USERS.viewer,
    });
    expect(list.body.data.item['1f389']).toHaveLength(1);

    const withReactions = await s.api.get('/v1/comments', token.view, {
      id: wf,
      withReactions: 'true',
    });
    const mine = withReactions.body.data.items.find((c: { id: string }) => c.id === id);
    expect(Object.keys(mine.reactions).sort()).toEqual(['1f389', '1f44d']);
    const without = await s.api.get('/v1/comments', token.view, { id: wf });
    expect(
      without.body.data.items.find((c: { id: string }) => c.id === id).reactions,
    ).toBeUndefined();

    const reactionId = a.body.data.item.id;
    expect((await s.api.delete(`/v1/comments/${id}/${reactionId}`, token.pub)).status).toBe(403);
    expect((await s.api.delete(`/v1/comments/${id}/${reactionId}`, token.view)).status).toBe(200);
    expect((await s.api.delete(`/v1/comments/${id}/${reactionId}`, token.view)).status).toBe(404);
    const after = await s.api.get(`/v1/comments/${id}/reactions`, token.view);
    expect(after.body.data.item['1f44d']).toHaveLength(1);
  });

  it('refuses malformed emoji with a 400', async () => {
    const id = (await send('emoji checks')).body.data.item.id;
    const res = await s.api.post(
      `/v1/comments/${id}/reactions`,
      { emojiChar: '', emojiCode: 'x y' },
      token.view,
    );
    expect(res.status).toBe(400);
  });
});

describe('who may comment', () => {
  it('answers code 2 on an unpublished workflow except to those who may edit it', async () => {
    const viewer = await send('hello', token.view, unpublished);
    expect(viewer.status).toBe(409);
    expect(viewer.body.code).toBe(ErrorCode.UnpublishedSkill);
    expect((await send('preview note', token.pub, unpublished)).status).toBe(200);
  });

  it("is a 404 for another organisation's workflow and comments, and for unknown ids", async () => {
    const id = (await send('private to the demo org')).body.data.item.id;
    expect((await send('hi', token.other)).status).toBe(404);
    expect((await s.api.get('/v1/comments', token.other, { id: wf })).status).toBe(404);
    expect((await s.api.put(`/v1/comments/${id}`, { comment: 'x' }, token.other)).status).toBe(404);
    expect((await s.api.delete(`/v1/comments/${id}`, token.other)).status).toBe(404);
    expect((await s.api.get(`/v1/comments/${id}/reactions`, token.other)).status).toBe(404);
    expect((await s.api.get('/v1/comments', token.view, { id: newId() })).status).toBe(404);
  });

  it('needs sign-in', async () => {
    expect((await s.api.get('/v1/comments', undefined, { id: wf })).status).toBe(401);
  });

  it('is a 403 when the organisation turned comments off', async () => {
    const off = await s.api.post(
      '/admin/organization/settings',
      { action: 'update', data: { features: { comments: false } } },
      token.org,
    );
    expect(off.status).toBe(200);
    try {
      const res = await s.api.get('/v1/comments', token.view, { id: wf });
      expect(res.status).toBe(403);
      expect((await send('anyone?')).status).toBe(403);
    } finally {
      await s.api.post(
        '/admin/organization/settings',
        { action: 'update', data: { features: { comments: true } } },
        token.org,
      );
    }
  });
});
