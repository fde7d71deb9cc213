/**
 * The notification feed (db/notification-feed.ts): a stored notification wakes its receiver's
 * watchers through the trigger's pg_notify, and only theirs; while notifications are down (no
 * LISTEN connection) the poll wakes every watcher instead, so streams re-read rather than miss.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { NotificationFeed } from '../src/db/notification-feed.js';
import { Tenant } from '../src/db/tenant.js';
import { notify } from '../src/domain/notify.js';
import { startTestServer, type TestServer } from './harness.js';
import { demoPeople, type DemoPeople } from './notification-support.js';

let s: TestServer;
let people: DemoPeople;

beforeAll(async () => {
  s = await startTestServer();
  people = await demoPeople(s);
});
afterAll(() => s?.close());

/** Counts the wakes of one watcher until aborted. */
function countWakes(feed: NotificationFeed, receiverId: string) {
  const abort = new AbortController();
  const state = { wakes: 0, ended: false };
  void (async () => {
    for await (const _ of feed.watch(receiverId, { signal: abort.signal })) state.wakes += 1;
    state.ended = true;
  })();
  return { state, stop: () => abort.abort() };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('notification feed', () => {
  it("wakes the receiver's watchers on a change, not the others'", async () => {
    const feed = await NotificationFeed.open(s.database);
    try {
      expect(feed.live).toBe(true);
      const viewer = countWakes(feed, people.ids.viewer);
      const admin = countWakes(feed, people.ids.orgAdmin);
      await settle(100);
      expect([viewer.state.wakes, admin.state.wakes]).toEqual([1, 1]);
      await notify(new Tenant(s.database.db, s.demoOrganizationId), {
        type: 'share_workflow',
        receiverIds: [people.ids.viewer],
        sender: { id: null, name: '' },
        title: 'Feed test',
      });
      await settle(500);
      expect(viewer.state.wakes).toBeGreaterThanOrEqual(2);
      expect(admin.state.wakes).toBe(1);
      viewer.stop();
      await settle(50);
      expect(viewer.state.ended).toBe(true);
      admin.stop();
    } finally {
      await feed.close();
    }
  });

  it('polls while notifications are down, and ends its watchers on close', async () => {
    // A PostgreSQL that is not there: the LISTEN connection keeps failing.
    const down = { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' } as Database;
    const feed = await NotificationFeed.open(down, { pollMs: 50 });
    const watcher = countWakes(feed, 'someone');
    await settle(400);
    expect(feed.live).toBe(false);
    expect(watcher.state.wakes).toBeGreaterThanOrEqual(3);
    await feed.close();
    await settle(50);
    expect(watcher.state.ended).toBe(true);
  });
});
