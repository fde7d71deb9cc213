/**
 * What a worker claims and when: failed attempts come back after an exponential backoff until
 * maxAttempts, then fail with the last error; PermanentJobError fails at once; priority, runAt
 * and the kinds a worker has handlers for decide the order and who runs what.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { PermanentJobError, isFinal, type Job } from '../../src/jobs/types.js';
import { exponentialBackoff } from '../../src/jobs/worker.js';
import { openTestDatabase } from '../harness.js';
import { closeDatabase, eventually, sleep, workerPool } from './helpers.js';

let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
const pool = workerPool();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  queue = new JobQueue(database.db);
});
afterEach(() => pool.stopAll());
afterAll(async () => {
  await closeDatabase(database);
  await drop?.();
});

const settled = (id: string) =>
  eventually(
    () => queue.get(id),
    (j) => !!j && isFinal(j.status),
  ) as Promise<Job>;

describe('retries', () => {
  it('retries a failing handler with growing delays, then fails with the last error', async () => {
    const calls: number[] = [];
    await pool.start({
      database,
      // Wide enough that a poll sees the queued state between attempts on a loaded machine.
      retryDelayMs: (attempts) => 500 * 2 ** (attempts - 1),
      handlers: {
        flaky: async () => {
          calls.push(Date.now());
          throw new Error(`boom ${calls.length}`);
        },
      },
    });
    const job = await queue.enqueue(database.db, { kind: 'flaky' });
    const between = await eventually(
      () => queue.get(job.id),
      (j) => j?.status === 'queued' && j.attempts === 1,
    );
    expect(between).toMatchObject({ lastError: 'boom 1', lockedBy: null });
    expect(between!.runAt.getTime()).toBeGreaterThan(job.runAt.getTime());

    const done = await settled(job.id);
    expect(done).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(calls).toHaveLength(3);
    const [first, second, third] = calls as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(500);
    expect(third - second).toBeGreaterThanOrEqual(1000);
    await sleep(400);
    expect(calls).toHaveLength(3);
  });

  it('succeeds on a later attempt and clears the error', async () => {
    let calls = 0;
    await pool.start({
      database,
      retryDelayMs: () => 50,
      handlers: {
        second: async () => {
          if (++calls === 1) throw new Error('transient');
          return 'ok';
        },
      },
    });
    const job = await queue.enqueue(database.db, { kind: 'second', maxAttempts: 2 });
    expect(await settled(job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: 'ok',
      lastError: null,
    });
  });

  it('fails at once on PermanentJobError', async () => {
    let calls = 0;
    await pool.start({
      database,
      retryDelayMs: () => 50,
      handlers: {
        bad: async () => {
          calls++;
          throw new PermanentJobError('payload.mediaId is missing');
        },
      },
    });
    const job = await queue.enqueue(database.db, { kind: 'bad', maxAttempts: 5 });
    expect(await settled(job.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'payload.mediaId is missing',
    });
    await sleep(200);
    expect(calls).toBe(1);
  });

  it('backs off 5 s, 10 s, 20 s ... up to 10 min by default, each within 20%', () => {
    for (const [attempts, base] of [
      [1, 5_000],
      [2, 10_000],
      [3, 20_000],
      [30, 600_000],
    ] as const) {
      const ms = exponentialBackoff(attempts);
      expect(ms).toBeGreaterThanOrEqual(base * 0.8);
      expect(ms).toBeLessThanOrEqual(base * 1.2);
    }
  });
});

describe('claiming', () => {
  it('runs higher priority first, waits for runAt, and claims only kinds it can run', async () => {
    const order: string[] = [];
    const handlers = {
      task: async ({ job }: { job: Job }) => {
        order.push((job.payload as { name: string }).name);
      },
    };
    const low = await queue.enqueue(database.db, { kind: 'task', payload: { name: 'low' } });
    const high = await queue.enqueue(database.db, {
      kind: 'task',
      payload: { name: 'high' },
      priority: 10,
    });
    const laterRunAt = new Date(Date.now() + 600);
    const later = await queue.enqueue(database.db, {
      kind: 'task',
      payload: { name: 'later' },
      priority: 100,
      runAt: laterRunAt,
    });
    const foreign = await queue.enqueue(database.db, { kind: 'someone-else' });
    const started = Date.now();
    await pool.start({ database, handlers, pollMs: 10_000 });
    await settled(low.id);
    await settled(high.id);
    expect(order).toEqual(['high', 'low']);
    // No notification announces a due job: the worker sleeps until then, not a whole poll.
    const done = await settled(later.id);
    expect(order).toEqual(['high', 'low', 'later']);
    // Judged against the job's own runAt: on a loaded machine the enqueues above can take longer
    // than the 100 ms a bound of `started + 500` leaves.
    expect(done.updatedAt.getTime()).toBeGreaterThanOrEqual(laterRunAt.getTime());
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(await queue.get(foreign.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
