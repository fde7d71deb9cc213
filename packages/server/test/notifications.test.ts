/**
 * The notification centre over real HTTP (issue 24): reactions grouped into one card naming
 * their senders, read and seen counts, the live stream (a card stored by another process arrives
 * within 2 s), sending to a team, refusals across organisations, and the PIN reset request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, teamMembers, teams } from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import { Tenant } from '../src/db/tenant.js';
import { notify } from '../src/domain/notify.js';
import { DEMO_CLIENT_KEY, DEMO_EMPLOYEE_ID, DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';
import { buildFixtures, OTHER_ORG } from './fixtures.js';
import {
  demoPeople,
  insertWorkflow,
  openEvents,
  otherProcessDatabase,
  type DemoPeople,
} from './notification-support.js';

let s: TestServer;
let people: DemoPeople;
const token: Record<'orgAdmin' | 'wsAdmin' | 'publisher' | 'viewer', string> = {} as never;

beforeAll(async () => {
  s = await startTestServer();
  people = await demoPeople(s);
  token.orgAdmin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  token.wsAdmin = (await s.api.login(DEMO_USERS.workspaceAdmin)).accessToken;
  token.publisher = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  token.viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
});
afterAll(() => s?.close());

const list = async (who: keyof typeof token) => {
  const r = await s.api.get('/v1/me/notifications', token[who]);
  expect(r.status).toBe(200);
  return r.body.data as {
    items: { id: string; ids: string[]; type: string; [k: string]: unknown }[];
    unread: number;
    unseen: number;
  };
};

describe('reactions', () => {
  it('become one card per workflow naming each sender once, newest first', async () => {
    const workflowId = await insertWorkflow(s, {
      workspaceId: people.workspaceId,
      authorId: people.ids.publisher,
      title: 'Reacted workflow',
    });
    const react = (who: keyof typeof token, reactionId: string) =>
      s.api.put(`/v1/workflows/${workflowId}/reactions`, { reactionId }, token[who]);
    expect((await react('viewer', 'like')).status).toBe(200);
    expect((await react('wsAdmin', 'like')).status).toBe(200);
    // A changed reaction replaces the viewer's row: still one per sender, the viewer now newest.
    expect((await react('viewer', 'love')).status).toBe(200);
    // The author's own reaction tells nobody.
    expect((await react('publisher', 'like')).status).toBe(200);

    const cards = (await list('publisher')).items.filter((n) => n.workflowId === workflowId);
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card.type).toBe('reaction_workflow');
    expect(card.ids).toHaveLength(2);
    expect(card.reaction).toBe('love');
    expect((card.senders as { id: string }[]).map((x) => x.id)).toEqual([
      people.ids.viewer,
      people.ids.wsAdmin,
    ]);
    expect(card.counter).toBe(2);
    expect(card.title).toBe('Reacted workflow');

    // A removed reaction deletes its row: the card names the one sender left.
    expect(
      (await s.api.delete(`/v1/workflows/${workflowId}/reactions`, token.wsAdmin)).status,
    ).toBe(200);
    const after = (await list('publisher')).items.find((n) => n.workflowId === workflowId)!;
    expect(after.ids).toHaveLength(1);
    expect((after.senders as { id: string }[]).map((x) => x.id)).toEqual([people.ids.viewer]);
  });
});

describe('read and seen', () => {
  it('count cards: reading a card takes all its rows, seen clears the badge', async () => {
    const workflowId = await insertWorkflow(s, {
      workspaceId: people.workspaceId,
      authorId: people.ids.publisher,
    });
    for (const who of ['viewer', 'wsAdmin', 'orgAdmin'] as const)
      await s.api.put(`/v1/workflows/${workflowId}/reactions`, { reactionId: 'like' }, token[who]);
    const before = await list('publisher');
    const card = before.items.find((n) => n.workflowId === workflowId)!;
    expect(card.ids).toHaveLength(3);
    expect(before.unread).toBe(before.items.filter((n) => !n.read).length);

    // Someone else's ids and unknown ids are ignored.
    const foreign = await s.api.post('/v1/me/notifications/read', { ids: card.ids }, token.viewer);
    expect(foreign.status).toBe(200);
    const read = await s.api.post(
      '/v1/me/notifications/read',
      { ids: [...card.ids, newId()] },
      token.publisher,
    );
    expect(read.status).toBe(200);
    expect(read.body.data.unread).toBe(before.unread - 1);
    expect((await list('publisher')).items.find((n) => n.id === card.id)!.read).toBe(true);

    const seen = await s.api.post('/v1/me/notifications/seen', undefined, token.publisher);
    expect(seen.status).toBe(200);
    expect(seen.body.data.unseen).toBe(0);
    expect((await list('publisher')).unseen).toBe(0);
  });

  it('refuses a malformed body with a 4xx', async () => {
    const r = await s.api.post('/v1/me/notifications/read', { ids: [] }, token.viewer);
    expect(r.status).toBe(400);
    expect(r.body.ok).toBe(false);
  });
});

describe('the live stream', () => {
  it('sends the counts, then a card stored by another process within 2 s', async () => {
    const stream = await openEvents(s, token.viewer);
    const other = await otherProcessDatabase(s);
    try {
      const first = await stream.next();
      expect(first).toMatchObject({ unread: expect.any(Number), unseen: expect.any(Number) });
      expect(first!.item).toBeUndefined();
      const started = Date.now();
      await notify(new Tenant(other.database.db, s.demoOrganizationId), {
        type: 'share_workflow',
        receiverIds: [people.ids.viewer],
        sender: { id: people.ids.publisher, name: 'Priya Author' },
        title: 'Live share',
      });
      const next = await stream.next(2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(next).toMatchObject({ unread: (first!.unread as number) + 1 });
      expect(next!.item).toMatchObject({ type: 'share_workflow', title: 'Live share' });

      // Seen changes the counts only: an event without a card.
      await s.api.post('/v1/me/notifications/seen', undefined, token.viewer);
      const cleared = await stream.next(2_000);
      expect(cleared).toMatchObject({ unseen: 0 });
      expect(cleared!.item).toBeUndefined();
    } finally {
      stream.close();
      await other.close();
    }
  });

  it('answers once=true with one event and ends', async () => {
    const res = await fetch(`${s.url}/v1/me/notifications/events?once=true`, {
      headers: { authorization: `Bearer ${token.viewer}` },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    expect(text.match(/event: notification/g)).toHaveLength(1);
  });

  it('refuses a stream without a sign-in', async () => {
    const res = await fetch(`${s.url}/v1/me/notifications/events`);
    expect(res.status).toBe(401);
  });
});

describe('sending', () => {
  it('shares a workflow with the members of a team, never the sender', async () => {
    const workflowId = await insertWorkflow(s, {
      workspaceId: people.workspaceId,
      authorId: people.ids.publisher,
      title: 'Shared with a team',
    });
    const teamId = newId();
    const db = s.database.db;
    await db.insert(teams).values({
      id: teamId,
      organizationId: s.demoOrganizationId,
      workspaceId: people.workspaceId,
      name: `Day shift ${teamId.slice(-4)}`,
    });
    await db.insert(teamMembers).values(
      [people.ids.viewer, people.ids.wsAdmin, people.ids.publisher].map((userId) => ({
        organizationId: s.demoOrganizationId,
        teamId,
        userId,
      })),
    );
    const r = await s.api.post(
      '/v1/notifications',
      {
        type: 'share_workflow',
        workflowId,
        teamIds: [teamId],
        userIds: [people.ids.viewer],
        message: 'Please watch before Monday',
      },
      token.publisher,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.sent).toBe(2);
    const viewerCard = (await list('viewer')).items.find((n) => n.workflowId === workflowId)!;
    expect(viewerCard).toMatchObject({
      type: 'share_workflow',
      message: 'Please watch before Monday',
      activity: { senderId: people.ids.publisher },
    });
    const rows = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.workflowId, workflowId), eq(notifications.type, 'share_workflow')),
      );
    expect(rows.map((n) => n.receiverId).sort()).toEqual(
      [people.ids.viewer, people.ids.wsAdmin].sort(),
    );
  });

  it('refuses receivers and content outside the organisation, and a viewer asking to review', async () => {
    const workflowId = await insertWorkflow(s, {
      workspaceId: people.workspaceId,
      authorId: people.ids.publisher,
    });
    const unknownUser = await s.api.post(
      '/v1/notifications',
      { type: 'share_workflow', workflowId, userIds: [newId()] },
      token.publisher,
    );
    expect(unknownUser.status).toBe(400);
    const review = await s.api.post(
      '/v1/notifications',
      { type: 'review_workflow', workflowId, userIds: [people.ids.wsAdmin] },
      token.viewer,
    );
    expect(review.status).toBe(403);
    const wrongShape = await s.api.post(
      '/v1/notifications',
      { type: 'share_mmsop', workflowId, userIds: [people.ids.wsAdmin] },
      token.publisher,
    );
    expect(wrongShape.status).toBe(400);

    await buildFixtures(s.database.db, s.demoOrganizationId);
    const otherAdmin = (await s.api.login(OTHER_ORG.admin)).accessToken;
    const foreign = await s.api.post(
      '/v1/notifications',
      { type: 'share_workflow', workflowId, userIds: [people.ids.viewer] },
      otherAdmin,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.ok).toBe(false);
  });
});

describe('PIN reset request', () => {
  it('tells the organisation admins, from the employee', async () => {
    const r = await s.api.post('/v1/reset/password/employeeIdPIN/forgot-PIN', {
      employeeId: DEMO_EMPLOYEE_ID,
      clientKey: DEMO_CLIENT_KEY,
    });
    expect(r.status).toBe(200);
    const card = (await list('orgAdmin')).items.find((n) => n.type === 'pin_reset_request');
    expect(card).toMatchObject({
      title: DEMO_EMPLOYEE_ID,
      activity: { senderId: people.ids.employee },
    });
    // Viewers are not told.
    expect((await list('viewer')).items.some((n) => n.type === 'pin_reset_request')).toBe(false);
  });
});
