/**
 * Puts jobs in the `jobs` table and reads them back. `enqueue` takes the caller's transaction,
 * so a row and the job that processes it commit (or roll back) together; the trigger in
 * drizzle/0002_jobs.sql wakes the workers at that commit.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { newId } from '../db/ids.js';
import { jobs } from '../db/schema.js';
import type { Job, JobStatus } from './types.js';

export interface EnqueueInput {
  kind: string;
  payload?: unknown;
  organizationId?: string | null;
  /** Higher runs first; 0 by default. */
  priority?: number;
  /** Not before this time (now by default). */
  runAt?: Date;
  /** Attempts before the job fails for good, 3 by default. */
  maxAttempts?: number;
  /**
   * At most one queued or running job per key: enqueueing again while one is live returns that
   * job unchanged. Once it has finished, the same key starts a new job.
   */
  dedupeKey?: string;
}

export interface ListJobsFilter {
  status?: JobStatus | JobStatus[];
  kind?: string;
  organizationId?: string;
  /** Newest first; 100 by default. */
  limit?: number;
}

/** Must imply the predicate of the partial unique index `jobs_dedupe_uq`. */
const LIVE: SQL = sql`status in ('queued', 'running')`;

/** Puts a job in the queue; `executor` is the database or the caller's transaction. */
export async function enqueueJob(executor: Db | Tx, input: EnqueueInput): Promise<Job> {
  const maxAttempts = input.maxAttempts ?? 3;
  if (!input.kind) throw new Error('a job needs a kind');
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`maxAttempts must be a positive integer, got ${input.maxAttempts}`);
  const values = {
    id: newId(),
    kind: input.kind,
    payload: input.payload ?? {},
    organizationId: input.organizationId ?? null,
    priority: input.priority ?? 0,
    maxAttempts,
    dedupeKey: input.dedupeKey ?? null,
    ...(input.runAt ? { runAt: input.runAt } : {}),
  };
  if (!input.dedupeKey) {
    const [row] = await executor.insert(jobs).values(values).returning();
    return row as Job;
  }
  // The live job may finish between the insert that conflicts with it and the read; then the
  // key is free again and the next insert succeeds.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await executor
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.dedupeKey, where: LIVE })
      .returning();
    if (row) return row as Job;
    const [existing] = await executor
      .select()
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, input.dedupeKey), LIVE))
      .limit(1);
    if (existing) return existing as Job;
  }
  throw new Error(`could not enqueue job with dedupe key ${input.dedupeKey}`);
}

export class JobQueue {
  constructor(private readonly db: Db) {}

  /** `executor` is the database or the caller's transaction. */
  enqueue(executor: Db | Tx, input: EnqueueInput): Promise<Job> {
    return enqueueJob(executor, input);
  }

  async get(id: string): Promise<Job | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row as Job | undefined;
  }

  /**
   * Cancels a queued or running job and answers its state afterwards (a job that had already
   * finished keeps its status); undefined when there is no such job. A running handler sees its
   * signal abort at its next lease renewal or progress write.
   */
  async cancel(id: string): Promise<Job | undefined> {
    const [row] = await this.db
      .update(jobs)
      .set({
        status: 'cancelled',
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(and(eq(jobs.id, id), LIVE))
      .returning();
    return (row as Job | undefined) ?? this.get(id);
  }

  async list(filter: ListJobsFilter = {}): Promise<Job[]> {
    const where: SQL[] = [];
    if (filter.status !== undefined)
      where.push(
        Array.isArray(filter.status)
          ? inArray(jobs.status, filter.status)
          : eq(jobs.status, filter.status),
      );
    if (filter.kind !== undefined) where.push(eq(jobs.kind, filter.kind));
    if (filter.organizationId !== undefined)
      where.push(eq(jobs.organizationId, filter.organizationId));
    const rows = await this.db
      .select()
      .from(jobs)
      .where(and(...where))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(filter.limit ?? 100);
    return rows as Job[];
  }
}
