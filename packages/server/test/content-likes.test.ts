/**
 * Favourite workflows and smart instructions, and comments on skill runs, over real HTTP
 * (issue 24): likes are idempotent, private and limited to visible content; favourites show
 * only what is still visible and published; a run's person and its reviewers comment and tell
 * each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workflows } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { demoPeople, insertWorkflow, type DemoPeople } from './notification-support.js';

let s: TestServer;
let people: DemoPeople;
let fx: Fixtures;
const token = {} as Record<'orgAdmin' | 'wsAdmin' | 'publisher' | 'viewer' | 'other', string>;

beforeAll(async () => {
  s = await startTestServer();
  people = await demoPeople(s);
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token.orgAdmin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  token.wsAdmin = (await s.api.login(DEMO_USERS.workspaceAdmin)).accessToken;
  token.publisher = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  token.viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
  token.other = (await s.api.login(OTHER_ORG.admin)).accessToken;
});
afterAll(() => s?.close());

const likeWorkflow = (id: string, like: boolean, who: keyof typeof token = 'viewer') =>
  s.api.post('/v1/user-likes/workflows', { workflowId: id, like }, token[who]);

describe('likes and favourites', () => {
  it('likes idempotently, lists own likes only, and shows visible published favourites', async () => {
    const kept = await insertWorkflow(s, {
      workspaceId: people.workspaceId,
      authorId: people.ids.publisher,
      title: 'Favourite one',
    });
    const unpublishedLater = await insertWorkflow(s, {
      workspaceId: people.workspaceId,
      authorId: people.ids.publisher,
    });
    expect((await likeWorkflow(kept, true)).body.data).toEqual({
      item: { id: kept, isLike: true },
    });
    expect((await likeWorkflow(kept, true)).status).toBe(200);
    expect((await likeWorkflow(unpublishedLater, true)).status).toBe(200);
    const sop = await s.api.post(
      '/v1/user-likes/multimodal-sops',
      { multimodalSopId: fx.base.publishedSopId, like: true },
      token.viewer,
    );
    expect(sop.status).toBe(200);

    // A draft is not the viewer's to like (code 2); another organisation's workflow is unknown.
    const hidden = await insertWorkflow(s, {
      workspaceId: people.workspaceId,
      authorId: people.ids.publisher,
      published: false,
    });
    expect((await likeWorkflow(hidden, true)).status).toBe(409);
    expect((await likeWorkflow(kept, true, 'other')).status).toBe(404);

    const mine = await s.api.get(`/v1/user-likes/${people.ids.viewer}/contents`, token.viewer);
    expect(mine.status).toBe(200);
    expect(mine.body.data.workflows).toEqual([unpublishedLater, kept]);
    expect(mine.body.data.multimodalSops).toEqual([fx.base.publishedSopId]);
    const theirs = await s.api.get(`/v1/user-likes/${people.ids.viewer}/contents`, token.orgAdmin);
    expect(theirs.status).toBe(403);

    await s.database.db
      .update(workflows)
      .set({ published: false })
      .where(eq(workflows.id, unpublishedLater));
    const fav = await s.api.get('/v1/me/favorites', token.viewer);
    expect(fav.status).toBe(200);
    expect(fav.body.data.workflows.map((w: { id: string }) => w.id)).toEqual([kept]);
    expect(fav.body.data.workflows[0].title).toBe('Favourite one');
    expect(fav.body.data.multimodalSops.map((x: { id: string }) => x.id)).toEqual([
      fx.base.publishedSopId,
    ]);

    expect((await likeWorkflow(kept, false)).body.data.item.isLike).toBe(false);
    expect((await likeWorkflow(kept, false)).status).toBe(200);
    const none = await s.api.get('/v1/me/favorites', token.viewer);
    expect(none.body.data.workflows).toEqual([]);
  });
});

describe('run comments', () => {
  const path = () => `/v1/sop-sessions/${fx.base.sopSessionId}/comments`;
  const cardsOf = async (who: keyof typeof token) =>
    (
      (await s.api.get('/v1/me/notifications', token[who])).body.data.items as {
        type: string;
        mmsopSessionId: string | null;
        comment: { isReviewer: boolean } | null;
        message: string;
      }[]
    ).filter((n) => n.mmsopSessionId === fx.base.sopSessionId);

  it('lets the runner and the skill managers talk, telling the other side', async () => {
    const fromReviewer = await s.api.post(
      path(),
      { comment: 'Check step 2 again' },
      token.orgAdmin,
    );
    expect(fromReviewer.status).toBe(200);
    expect(fromReviewer.body.data.item).toMatchObject({
      isReviewer: true,
      uid: people.ids.orgAdmin,
      comment: 'Check step 2 again',
    });
    const toRunner = await cardsOf('viewer');
    expect(toRunner).toHaveLength(1);
    expect(toRunner[0]).toMatchObject({
      type: 'comment_skill_mmsop',
      comment: { isReviewer: false },
      message: 'Check step 2 again',
    });

    const fromRunner = await s.api.post(path(), { comment: 'Done, thanks' }, token.viewer);
    expect(fromRunner.status).toBe(200);
    expect(fromRunner.body.data.item.isReviewer).toBe(false);
    // The reviewer who wrote, and the skill's creator, hear back.
    for (const who of ['orgAdmin', 'publisher'] as const) {
      const cards = await cardsOf(who);
      expect(cards.map((c) => c.comment)).toEqual([{ isReviewer: true }]);
    }

    const thread = await s.api.get(path(), token.viewer);
    expect(thread.body.data.items.map((c: { comment: string }) => c.comment)).toEqual([
      'Check step 2 again',
      'Done, thanks',
    ]);
  });

  it('refuses others, another organisation and empty comments', async () => {
    expect((await s.api.get(path(), token.other)).status).toBe(404);
    expect((await s.api.post(path(), { comment: '   ' }, token.viewer)).status).toBe(400);
    expect((await s.api.get('/v1/sop-sessions/nope/comments', token.viewer)).status).toBe(404);
  });
});
