/**
 * The queue and a worker over the real database: a job runs once and keeps its result; progress
 * reaches readers and live watchers on another connection; a dedupe key holds one live job; a job
 * enqueued in a transaction exists only if that transaction commits; cancel reaches a running
 * handler.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { JobEvents, type JobUpdate } from '../../src/jobs/events.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { isFinal, type Job } from '../../src/jobs/types.js';
import { JobAbortedError } from '../../src/jobs/worker.js';
import { openTestDatabase } from '../harness.js';
import {
  closeDatabase,
  eventually,
  query,
  secondConnection,
  sleep,
  workerPool,
} from './helpers.js';

let database: Database;
let other: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
let events: JobEvents;
const pool = workerPool();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  other = await secondConnection(database);
  queue = new JobQueue(database.db);
  events = await JobEvents.open(database, { pollMs: 200 });
});
afterEach(() => pool.stopAll());
afterAll(async () => {
  await events?.close();
  await closeDatabase(other);
  await closeDatabase(database);
  await drop?.();
});

const settled = (id: string) =>
  eventually(
    () => queue.get(id),
    (j) => !!j && isFinal(j.status),
  ) as Promise<Job>;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('job queue', () => {
  it('runs an enqueued job once and stores its result', async () => {
    let calls = 0;
    const job = await queue.enqueue(database.db, { kind: 'echo', payload: { n: 1 } });
    expect(job).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 3, progress: 0 });
    await pool.start({
      database,
      handlers: {
        echo: async ({ job }) => {
          calls++;
          return { got: job.payload };
        },
      },
    });
    const done = await settled(job.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      result: { got: { n: 1 } },
      attempts: 1,
      progress: 1,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
    });
    expect(done.finishedAt).toBeInstanceOf(Date);
    await sleep(300);
    expect(calls).toBe(1);
  });

  it('shows progress through get and, live, through watchJob from another connection', async () => {
    const first = gate();
    const second = gate();
    const job = await queue.enqueue(database.db, { kind: 'steps' });
    const updates: JobUpdate[] = [];
    const watching = (async () => {
      for await (const u of events.watchJob(job.id)) updates.push(u);
    })();
    // The worker writes through its own connection, as another process would.
    await pool.start({
      database: other,
      handlers: {
        steps: async (ctx) => {
          ctx.progress(0.25, 'cutting');
          await first.opened;
          ctx.progress(0.75, 'encoding');
          await second.opened;
          return { ok: true };
        },
      },
    });
    const quarter = await eventually(
      () => queue.get(job.id),
      (j) => j?.progress === 0.25,
    );
    expect(quarter).toMatchObject({ status: 'running', progressMessage: 'cutting' });
    await eventually(
      async () => updates,
      (u) => u.some((x) => x.job.progress === 0.25),
    );
    first.open();
    const threeQuarters = await eventually(
      () => queue.get(job.id),
      (j) => j?.progress === 0.75,
    );
    expect(threeQuarters?.progressMessage).toBe('encoding');
    await eventually(
      async () => updates,
      (u) => u.some((x) => x.job.progress === 0.75),
    );
    second.open();
    await watching; // ends by itself after the final status
    const seen = updates.map((u) => [u.type, u.job.status, u.job.progress, u.job.progressMessage]);
    expect(seen).toContainEqual(['progress', 'running', 0.75, 'encoding']);
    expect(seen.at(-1)).toEqual(['status', 'succeeded', 1, 'encoding']);
    expect(updates.at(-1)!.job.result).toEqual({ ok: true });
    expect(updates[0]!.type).toBe('status');
  });

  it('returns the live job for a dedupe key, and a new job once it has finished', async () => {
    const a = await queue.enqueue(database.db, { kind: 'held', dedupeKey: 'media-1:transcode' });
    const again = await queue.enqueue(database.db, {
      kind: 'held',
      dedupeKey: 'media-1:transcode',
      payload: { ignored: true },
    });
    expect(again.id).toBe(a.id);
    expect(again.payload).toEqual({});
    const otherKey = await queue.enqueue(database.db, { kind: 'held', dedupeKey: 'media-2' });
    expect(otherKey.id).not.toBe(a.id);

    // Still deduplicated while running; free again once finished.
    const release = gate();
    await pool.start({ database, handlers: { held: () => release.opened.then(() => 'done') } });
    await eventually(
      () => queue.get(a.id),
      (j) => j?.status === 'running',
    );
    expect(
      (await queue.enqueue(database.db, { kind: 'held', dedupeKey: 'media-1:transcode' })).id,
    ).toBe(a.id);
    release.open();
    expect((await settled(a.id)).status).toBe('succeeded');
    const fresh = await queue.enqueue(database.db, {
      kind: 'held',
      dedupeKey: 'media-1:transcode',
    });
    expect(fresh.id).not.toBe(a.id);
    expect((await settled(fresh.id)).status).toBe('succeeded');
  });

  it('leaves no job when the enqueueing transaction rolls back, and runs it after a commit', async () => {
    await database.db.execute(sql`create table work_items (id text primary key)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into work_items (id) values ('rolled-back')`);
        await queue.enqueue(tx, { kind: 'item', payload: { id: 'rolled-back' } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await queue.list({ kind: 'item' })).toEqual([]);

    await pool.start({
      database: other,
      handlers: {
        // Finds its row only if it runs after the commit.
        item: async ({ job }) => {
          const id = (job.payload as { id: string }).id;
          const found = await query(other, sql`select id from work_items where id = ${id}`);
          return { found: found.length === 1 };
        },
      },
    });
    const job = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into work_items (id) values ('committed')`);
      const j = await queue.enqueue(tx, { kind: 'item', payload: { id: 'committed' } });
      await sleep(300);
      return j;
    });
    const done = await settled(job.id);
    expect(done).toMatchObject({ status: 'succeeded', result: { found: true }, attempts: 1 });
    expect(await queue.list({ kind: 'item' })).toHaveLength(1);
  });

  it('cancels a queued job, and aborts a running handler without retrying it', async () => {
    const queued = await queue.enqueue(database.db, { kind: 'nobody-runs-this' });
    const cancelled = await queue.cancel(queued.id);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled!.finishedAt).toBeInstanceOf(Date);
    expect((await queue.cancel(queued.id))?.status).toBe('cancelled');
    expect(await queue.cancel('00000000-0000-0000-0000-000000000000')).toBeUndefined();

    let reason: unknown;
    const job = await queue.enqueue(database.db, { kind: 'long' });
    await pool.start({
      database,
      leaseSeconds: 3,
      heartbeatMs: 200,
      handlers: {
        long: ({ signal }) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => {
              reason = signal.reason;
              reject(signal.reason);
            }),
          ),
      },
    });
    await eventually(
      () => queue.get(job.id),
      (j) => j?.status === 'running',
    );
    await queue.cancel(job.id);
    await eventually(
      async () => reason,
      (r) => r !== undefined,
    );
    expect(reason).toBeInstanceOf(JobAbortedError);
    expect((reason as JobAbortedError).reason).toBe('cancelled');
    await sleep(300);
    expect(await queue.get(job.id)).toMatchObject({ status: 'cancelled', attempts: 1 });
  });

  it('lists jobs by status and kind, newest first', async () => {
    const a = await queue.enqueue(database.db, { kind: 'listed', priority: 1 });
    // Newest is by creation time (ms): two jobs made in the same millisecond have no order.
    await sleep(5);
    const b = await queue.enqueue(database.db, { kind: 'listed' });
    await queue.cancel(b.id);
    expect((await queue.list({ kind: 'listed' })).map((j) => j.id)).toEqual([b.id, a.id]);
    expect((await queue.list({ kind: 'listed', status: 'queued' })).map((j) => j.id)).toEqual([
      a.id,
    ]);
    expect(await queue.list({ kind: 'listed', status: ['succeeded', 'failed'] })).toEqual([]);
  });
});
