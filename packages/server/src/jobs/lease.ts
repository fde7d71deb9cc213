/**
 * Every write a worker makes to a job it runs. The claim takes a lease (`locked_until`, on the
 * database clock); each later write is fenced by (id, locked_by, attempts, status = 'running'),
 * so a worker that lost its lease (paused, partitioned, cancelled) changes nothing: the write
 * matches no row and answers false.
 */
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';
import type { Job } from './types.js';

export interface Lease {
  id: string;
  workerId: string;
  /** The attempt the lease belongs to: a reclaim increments it, which retires older leases. */
  attempts: number;
}

const leaseEnd = (seconds: number): SQL =>
  sql`now() + make_interval(secs => ${seconds}::double precision)`;

const held = (lease: Lease): SQL =>
  and(
    eq(jobs.id, lease.id),
    eq(jobs.lockedBy, lease.workerId),
    eq(jobs.attempts, lease.attempts),
    sql`${jobs.status} = 'running'`,
  )!;

/**
 * Claims the next job of one of `kinds`, or undefined. First a job whose lease ran out (its
 * worker died: it resumes before newer work), then the first ready queued job by priority and
 * age. Each branch is a separate `SKIP LOCKED` subquery, so concurrent claimers pass over each
 * other's rows, and COALESCE runs the second only when the first finds nothing; both walk a
 * partial index in order (jobs_lease_idx, jobs_queued_idx) with no sort.
 */
export async function claimJob(
  db: Db,
  opts: { workerId: string; kinds: readonly string[]; leaseSeconds: number },
): Promise<Job | undefined> {
  if (opts.kinds.length === 0) return undefined;
  const kinds = inArray(jobs.kind, [...opts.kinds]);
  const expired = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(sql`${jobs.status} = 'running'`, lt(jobs.lockedUntil, sql`now()`), kinds))
    .orderBy(jobs.lockedUntil)
    .limit(1)
    .for('update', { skipLocked: true });
  const ready = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(sql`${jobs.status} = 'queued'`, sql`${jobs.runAt} <= now()`, kinds))
    .orderBy(sql`${jobs.priority} desc nulls last`, jobs.runAt, jobs.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: opts.workerId,
      lockedUntil: leaseEnd(opts.leaseSeconds),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(sql`${jobs.id} = coalesce((${expired}), (${ready}))`)
    .returning();
  return row as Job | undefined;
}

/** Milliseconds until the next job of `kinds` becomes claimable (scheduled, backoff or lease). */
export async function nextDueMs(db: Db, kinds: readonly string[]): Promise<number | undefined> {
  if (kinds.length === 0) return undefined;
  const inKinds = inArray(jobs.kind, [...kinds]);
  const [row] = await db
    .select({
      ms: sql<number | null>`(extract(epoch from least(
        min(${jobs.runAt}) filter (where ${jobs.status} = 'queued'),
        min(${jobs.lockedUntil}) filter (where ${jobs.status} = 'running')
      ) - now()) * 1000)::double precision`,
    })
    .from(jobs)
    .where(and(inArray(jobs.status, ['queued', 'running']), inKinds));
  const ms = row?.ms;
  return ms === null || ms === undefined ? undefined : Number(ms);
}

async function fenced(db: Db, lease: Lease, set: PgUpdateSetSource<typeof jobs>) {
  const rows = await db
    .update(jobs)
    .set({ ...set, updatedAt: sql`now()` })
    .where(held(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export const renewLease = (db: Db, lease: Lease, leaseSeconds: number) =>
  fenced(db, lease, { lockedUntil: leaseEnd(leaseSeconds) });

/** A progress write renews the lease too. `message` undefined keeps the previous one. */
export const writeProgress = (
  db: Db,
  lease: Lease,
  leaseSeconds: number,
  progress: number,
  message: string | undefined,
) =>
  fenced(db, lease, {
    progress,
    ...(message === undefined ? {} : { progressMessage: message }),
    lockedUntil: leaseEnd(leaseSeconds),
  });

const finished = { lockedBy: null, lockedUntil: null, finishedAt: sql`now()` };

export const completeJob = (db: Db, lease: Lease, result: unknown) =>
  fenced(db, lease, { ...finished, status: 'succeeded', progress: 1, result, lastError: null });

export const failJob = (db: Db, lease: Lease, error: string) =>
  fenced(db, lease, { ...finished, status: 'failed', lastError: error });

export const retryJob = (db: Db, lease: Lease, error: string, delayMs: number) =>
  fenced(db, lease, {
    status: 'queued',
    lockedBy: null,
    lockedUntil: null,
    lastError: error,
    runAt: sql`now() + make_interval(secs => ${delayMs / 1000}::double precision)`,
  });

/** Back to the queue at once, the attempt not counted: the worker is shutting down. */
export const releaseJob = (db: Db, lease: Lease) =>
  fenced(db, lease, {
    status: 'queued',
    lockedBy: null,
    lockedUntil: null,
    runAt: sql`now()`,
    attempts: sql`${jobs.attempts} - 1`,
  });
