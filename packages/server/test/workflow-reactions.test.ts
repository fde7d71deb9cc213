/**
 * Workflow reactions (002 §3-4, §6-7): one reaction per user per workflow, set / replace with PUT,
 * removed with DELETE, listed with the set and counts; published workflows only (code 2 for
 * anyone otherwise), signed-in members only, isolated per organisation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, WORKFLOW_REACTION_IDS } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { workflowReactions, workflows } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
const token = { org: '', pub: '', view: '', other: '' };
let wf = '';
const path = () => `/v1/workflows/${wf}/reactions`;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const [source] = await s.database.db
    .select()
    .from(workflows)
    .where(eq(workflows.id, fx.base.workflowId!));
  wf = newId();
  await s.database.db
    .insert(workflows)
    .values({ ...source!, id: wf, published: true, publishedDate: new Date() });
  const logins = await Promise.all(
    [DEMO_USERS.orgAdmin, DEMO_USERS.publisher, DEMO_USERS.viewer, OTHER_ORG.admin].map((e) =>
      s.api.login(e),
    ),
  );
  (['org', 'pub', 'view', 'other'] as const).forEach((k, i) => {
    token[k] = logins[i]!.accessToken;
  });
});
afterAll(() => s?.close());

describe('workflow reactions', () => {
  it('starts empty, with the whole reaction set and zero counts', async () => {
    const res = await s.api.get(path(), token.view);
    expect(res.status).toBe(200);
    expect(res.body.data.reactionSet.map((r: { id: string }) => r.id)).toEqual(
      WORKFLOW_REACTION_IDS,
    );
    expect(res.body.data.reactionSet[0]).toEqual({ id: 'like', name: 'Like', icon: '👍' });
    expect(res.body.data).toMatchObject({ items: [], mine: null, counts: { like: 0, love: 0 } });
  });

  it('sets, replaces and removes the one reaction of a user (002 §3-4)', async () => {
    const set = await s.api.put(path(), { reactionId: 'like' }, token.view);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ mine: 'like', counts: { like: 1 } });
    expect(set.body.data.items[0]).toMatchObject({
      uid: fx.base.viewerId,
      displayName: 'Victor Operator',
      reaction: 'like',
    });
    expect(Date.parse(set.body.data.items[0].timestamp)).not.toBeNaN();

    const replaced = await s.api.put(path(), { reactionId: 'love' }, token.view);
    expect(replaced.body.data).toMatchObject({ mine: 'love', counts: { like: 0, love: 1 } });
    const rows = await s.database.db
      .select()
      .from(workflowReactions)
      .where(
        and(eq(workflowReactions.workflowId, wf), eq(workflowReactions.userId, fx.base.viewerId!)),
      );
    expect(rows).toHaveLength(1);

    const other = await s.api.put(path(), { reactionId: 'love' }, token.pub);
    expect(other.body.data).toMatchObject({ mine: 'love', counts: { love: 2 } });
    expect(other.body.data.items).toHaveLength(2);

    const removed = await s.api.delete(path(), token.view);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ mine: null, counts: { love: 1 } });
    expect((await s.api.delete(path(), token.view)).status).toBe(200);
  });

  it('keeps one row when the same user reacts twice at once', async () => {
    await Promise.all([
      s.api.put(path(), { reactionId: 'curious' }, token.org),
      s.api.put(path(), { reactionId: 'celebrate' }, token.org),
    ]);
    const rows = await s.database.db
      .select()
      .from(workflowReactions)
      .where(
        and(
          eq(workflowReactions.workflowId, wf),
          eq(workflowReactions.userId, fx.base.orgAdminId!),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('refuses a reaction outside the set with a 400', async () => {
    for (const body of [
      { reactionId: 'boo' },
      { reactionId: 3 },
      {},
      { reactionId: 'like', x: 1 },
    ]) {
      const res = await s.api.put(path(), body, token.view);
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
    }
  });

  it('answers code 2 on an unpublished workflow, even to its author', async () => {
    const res = await s.api.put(
      `/v1/workflows/${fx.base.workflowId}/reactions`,
      { reactionId: 'like' },
      token.pub,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ErrorCode.UnpublishedSkill);
  });

  it('is a 404 for another organisation and for unknown workflows; 401 signed out', async () => {
    expect((await s.api.get(path(), token.other)).status).toBe(404);
    expect((await s.api.put(path(), { reactionId: 'like' }, token.other)).status).toBe(404);
    expect((await s.api.get(`/v1/workflows/${newId()}/reactions`, token.view)).status).toBe(404);
    expect((await s.api.get(path())).status).toBe(401);
  });
});
