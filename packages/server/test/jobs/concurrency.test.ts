/**
 * Two workers on one database, as two processes would be (on PostgreSQL each has its own pool):
 * 50 jobs enqueued at once each run exactly once between them, and none is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { JobQueue } from '../../src/jobs/queue.js';
import type { JobHandler } from '../../src/jobs/types.js';
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
const pool = workerPool();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  other = await secondConnection(database);
  await database.db.execute(
    sql`create table job_runs (job_id text not null, worker text not null)`,
  );
});
afterAll(async () => {
  await pool.stopAll();
  await closeDatabase(other);
  await closeDatabase(database);
  await drop?.();
});

describe('two workers', () => {
  it('run 50 jobs exactly once between them', async () => {
    const runs = new Map<string, number>();
    const handler =
      (name: string, db: Database): JobHandler =>
      async ({ job }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await sleep(2 + Math.random() * 15);
        await db.db.execute(sql`insert into job_runs (job_id, worker) values (${job.id}, ${name})`);
        return { by: name };
      };
    await pool.start({ database, concurrency: 3, handlers: { work: handler('a', database) } });
    await pool.start({ database: other, concurrency: 3, handlers: { work: handler('b', other) } });

    const queue = new JobQueue(database.db);
    // One transaction: all 50 become claimable at the same moment, and both workers wake.
    const ids = await database.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 50; i++)
        out.push((await queue.enqueue(tx, { kind: 'work', payload: { i }, priority: i % 3 })).id);
      return out;
    });

    const done = await eventually(
      () => queue.list({ kind: 'work', limit: 100 }),
      (jobs) => jobs.length === 50 && jobs.every((j) => j.status === 'succeeded'),
      15_000,
    );
    expect(done.filter((j) => j.status === 'succeeded')).toHaveLength(50);
    expect(done.every((j) => j.attempts === 1)).toBe(true);
    expect(new Set(done.map((j) => j.id))).toEqual(new Set(ids));

    expect(runs.size).toBe(50);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const rows = await query<{ job_id: string; worker: string }>(
      database,
      sql`select job_id, worker from job_runs`,
    );
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.job_id)).size).toBe(50);
    // Both took part; each job's result names the worker whose run was recorded.
    const byWorker = new Map(rows.map((r) => [r.job_id, r.worker]));
    expect(new Set(byWorker.values())).toEqual(new Set(['a', 'b']));
    for (const j of done) expect(j.result).toEqual({ by: byWorker.get(j.id) });
  });
});
