/**
 * Durability: a job whose worker dies is claimed again once its lease runs out and completes
 * elsewhere; a worker that lost its lease cannot overwrite the job; a stopped worker hands its
 * jobs back; a job that takes down every worker running it fails instead of looping. Leases are
 * 1 s here (30 s by default).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { isFinal, type Job, type JobContext } from '../../src/jobs/types.js';
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
const pool = workerPool();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  other = await secondConnection(database);
  queue = new JobQueue(database.db);
  await database.db.execute(
    sql`create table thumbnails (job_id text primary key, value text not null, writes int not null)`,
  );
});
afterEach(() => pool.stopAll());
afterAll(async () => {
  await closeDatabase(other);
  await closeDatabase(database);
  await drop?.();
});

const settled = (id: string, ms = 10_000) =>
  eventually(
    () => queue.get(id),
    (j) => !!j && isFinal(j.status),
    ms,
  ) as Promise<Job>;
const running = (id: string) =>
  eventually(
    () => queue.get(id),
    (j) => j?.status === 'running',
  ) as Promise<Job>;
const never = () => new Promise<never>(() => undefined);

/** Idempotent, as every handler must be: running it again leaves the same final state. */
async function makeThumbnail(db: Database, job: Job): Promise<void> {
  await db.db.execute(sql`
    insert into thumbnails (job_id, value, writes) values (${job.id}, 'poster.jpg', 1)
    on conflict (job_id) do update set value = excluded.value, writes = thumbnails.writes + 1`);
}

describe('crash and resume', () => {
  it('resumes a job abandoned by a killed worker after its lease, side effect once', async () => {
    const crashing = await pool.start({
      database,
      leaseSeconds: 1,
      handlers: {
        thumbnail: async ({ job, progress }: JobContext) => {
          await makeThumbnail(database, job);
          progress(0.5, 'half way');
          return never();
        },
      },
    });
    const job = await queue.enqueue(database.db, { kind: 'thumbnail' });
    await eventually(
      () => queue.get(job.id),
      (j) => j?.progressMessage === 'half way',
    );
    crashing.kill();
    const abandoned = (await queue.get(job.id))!;
    expect(abandoned).toMatchObject({ status: 'running', lockedBy: crashing.workerId });

    let resumedAt = 0;
    const rescuer = await pool.start({
      database: other,
      leaseSeconds: 1,
      handlers: {
        thumbnail: async ({ job }: JobContext) => {
          resumedAt = Date.now();
          await makeThumbnail(other, job);
          return { poster: 'poster.jpg' };
        },
      },
    });
    const done = await settled(job.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: { poster: 'poster.jpg' },
      lockedBy: null,
    });
    // Not before the dead worker's lease ran out.
    expect(resumedAt).toBeGreaterThanOrEqual(abandoned.lockedUntil!.getTime() - 50);
    // The job row is final before the worker lets go of its slot: wait for the slot.
    expect(
      await eventually(
        async () => rescuer.activeJobIds,
        (ids) => ids.length === 0,
      ),
    ).toEqual([]);
    const rows = await query<{ value: string; writes: number }>(
      database,
      sql`select value, writes from thumbnails where job_id = ${job.id}`,
    );
    expect(rows).toEqual([{ value: 'poster.jpg', writes: 2 }]);
  });

  it('ignores the outcome of a worker whose lease ran out meanwhile', async () => {
    let releaseStale!: () => void;
    const staleDone = new Promise<void>((r) => (releaseStale = r));
    let staleFinished = false;
    // No heartbeat within the lease: as if the process had been paused.
    const stale = await pool.start({
      database,
      leaseSeconds: 1,
      heartbeatMs: 60_000,
      handlers: {
        render: async () => {
          await staleDone;
          staleFinished = true;
          return { by: 'stale' };
        },
      },
    });
    const job = await queue.enqueue(database.db, { kind: 'render' });
    await running(job.id);
    await pool.start({
      database: other,
      leaseSeconds: 5,
      handlers: { render: async () => ({ by: 'rescuer' }) },
    });
    expect(await settled(job.id)).toMatchObject({
      status: 'succeeded',
      result: { by: 'rescuer' },
      attempts: 2,
    });
    releaseStale();
    await eventually(
      async () => staleFinished && stale.activeJobIds.length === 0,
      (ok) => ok,
    );
    await sleep(100);
    expect(await queue.get(job.id)).toMatchObject({
      status: 'succeeded',
      result: { by: 'rescuer' },
      attempts: 2,
    });
  });

  it('hands a running job back to the queue on stop(), the attempt not counted', async () => {
    const stopping = await pool.start({
      database,
      handlers: {
        encode: ({ signal }: JobContext) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason)),
          ),
      },
    });
    const job = await queue.enqueue(database.db, { kind: 'encode' });
    await running(job.id);
    await stopping.stop();
    expect(await queue.get(job.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
    });
    await pool.start({ database: other, handlers: { encode: async () => 'encoded' } });
    expect(await settled(job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: 'encoded',
    });
  });

  it('fails a job whose every attempt took its worker down, without running it again', async () => {
    let calls = 0;
    const handlers = {
      poison: async () => {
        calls++;
        return never();
      },
    };
    const job = await queue.enqueue(database.db, { kind: 'poison', maxAttempts: 2 });
    for (let attempt = 1; attempt <= 2; attempt++) {
      const w = await pool.start({ database, leaseSeconds: 1, handlers });
      await eventually(
        () => queue.get(job.id),
        (j) => j?.status === 'running' && j.attempts === attempt,
      );
      w.kill();
    }
    await pool.start({ database: other, leaseSeconds: 1, handlers });
    const done = await settled(job.id);
    expect(done.status).toBe('failed');
    expect(done.lastError).toMatch(/no attempt finished/);
    expect(calls).toBe(2);
  });
});
