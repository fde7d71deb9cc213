/**
 * One claimed job, from its handler's start to the write that ends it: the lease heartbeat, the
 * throttled progress writes, and the outcome (succeeded, retry with backoff, failed, or handed
 * back at shutdown). All writes go through one chain and are fenced (lease.ts); the first that
 * matches no row means the lease is gone, and the handler's signal aborts.
 */
import type { Db } from '../db/client.js';
import {
  completeJob,
  failJob,
  releaseJob,
  renewLease,
  retryJob,
  writeProgress,
  type Lease,
} from './lease.js';
import { withFields } from './log.js';
import { JobQueue } from './queue.js';
import { PermanentJobError, type Job, type JobHandler, type JobLog } from './types.js';

export type AbortCause = 'shutdown' | 'cancelled' | 'lease-lost';

/** The reason of an aborted `ctx.signal`. */
export class JobAbortedError extends Error {
  constructor(readonly reason: AbortCause) {
    super(`job aborted: ${reason}`);
    this.name = 'JobAbortedError';
  }
}

export interface JobRunSettings {
  db: Db;
  workerId: string;
  leaseSeconds: number;
  heartbeatMs: number;
  progressIntervalMs: number;
  retryDelayMs: (attempts: number) => number;
  log: JobLog;
}

export class JobRun {
  readonly lease: Lease;
  readonly log: JobLog;
  private readonly controller = new AbortController();
  /** Progress, renewals and the final write, one after another. */
  private writes: Promise<unknown> = Promise.resolve();
  private heartbeat?: NodeJS.Timeout;
  private flushTimer?: NodeJS.Timeout;
  private pending?: { progress: number; message: string | undefined };
  private lastProgressAt = 0;
  private lost = false;
  /** The handler has returned or thrown: progress calls are ignored from here. */
  private settled = false;
  /** Given up by kill() or a stop() that timed out: nothing more is written for it. */
  private abandoned = false;

  constructor(
    readonly job: Job,
    private readonly s: JobRunSettings,
  ) {
    this.lease = { id: job.id, workerId: s.workerId, attempts: job.attempts };
    this.log = withFields(s.log, { jobId: job.id, kind: job.kind, attempt: job.attempts });
  }

  /** Runs the handler and records the outcome; never rejects for the handler's errors. */
  async run(handler: JobHandler): Promise<void> {
    const { job, lease, s } = this;
    if (job.attempts > job.maxAttempts) {
      // Its lease ran out on the last allowed attempt: the worker died running it. A job that
      // takes its worker down every time must not be retried forever.
      await failJob(
        s.db,
        lease,
        `no attempt finished: the worker running attempt ${job.attempts - 1} of ` +
          `${job.maxAttempts} stopped (lease expired)`,
      );
      this.log.warn('job failed: every attempt was abandoned');
      return;
    }
    this.heartbeat = setInterval(
      () => this.write(() => renewLease(s.db, lease, s.leaseSeconds)),
      s.heartbeatMs,
    );
    const started = Date.now();
    let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
    try {
      const result = await handler({
        job,
        signal: this.controller.signal,
        progress: (fraction, message) => this.progress(fraction, message),
        log: this.log,
      });
      outcome = { ok: true, result };
    } catch (error) {
      outcome = { ok: false, error };
    }
    this.settled = true;
    this.clearTimers();
    this.pending = undefined;
    if (this.abandoned) return;
    await this.writes;
    if (this.lost) {
      this.log.warn('lease lost while running: outcome discarded', { cause: this.abortCause });
      return;
    }
    const ms = Date.now() - started;
    if (outcome.ok) {
      try {
        if (await completeJob(s.db, lease, outcome.result ?? null))
          this.log.info('job succeeded', { ms });
        else this.log.warn('lease lost before the result was stored: discarded');
      } catch (err) {
        // Most likely a result that is not JSON; retrying would not change it.
        await failJob(s.db, lease, `could not store the result: ${errorText(err)}`);
        this.log.error('job result could not be stored', errorFields(err));
      }
      return;
    }
    const { error } = outcome;
    if (this.abortCause === 'shutdown') {
      await releaseJob(s.db, lease);
      this.log.info('job handed back to the queue at shutdown');
      return;
    }
    const text = errorText(error);
    if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      await failJob(s.db, lease, text);
      this.log.warn('job failed', { ms, error: text, attempts: job.attempts });
      return;
    }
    const delayMs = Math.max(0, s.retryDelayMs(job.attempts));
    await retryJob(s.db, lease, text, delayMs);
    this.log.info('job attempt failed: retrying', { ms, error: text, delayMs });
  }

  abort(cause: AbortCause): void {
    this.controller.abort(new JobAbortedError(cause));
  }

  /** Stops every timer and write for this job; its lease is left to run out. */
  abandon(): void {
    this.abandoned = true;
    this.clearTimers();
  }

  private get abortCause(): AbortCause | undefined {
    const { signal } = this.controller;
    return signal.aborted && signal.reason instanceof JobAbortedError
      ? signal.reason.reason
      : undefined;
  }

  private progress(fraction: number, message: string | undefined): void {
    if (this.abandoned || this.settled || this.lost || !Number.isFinite(fraction)) return;
    this.pending = { progress: Math.min(1, Math.max(0, fraction)), message };
    if (this.flushTimer) return;
    const wait = this.lastProgressAt + this.s.progressIntervalMs - Date.now();
    if (wait <= 0) this.flushProgress();
    else
      this.flushTimer = setTimeout(() => {
        this.flushTimer = undefined;
        this.flushProgress();
      }, wait);
  }

  private flushProgress(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    this.lastProgressAt = Date.now();
    const { db, leaseSeconds } = this.s;
    this.write(() => writeProgress(db, this.lease, leaseSeconds, p.progress, p.message));
  }

  /** Queues a fenced write; a write that matches no row means the lease is gone. */
  private write(fn: () => Promise<boolean>): void {
    this.writes = this.writes.then(async () => {
      if (this.abandoned || this.lost) return;
      try {
        if (!(await fn())) await this.leaseLost();
      } catch (err) {
        // The lease may still hold; if the database stays away it runs out and the job resumes.
        this.log.warn('job write failed', errorFields(err));
      }
    });
  }

  private async leaseLost(): Promise<void> {
    if (this.lost || this.abandoned) return;
    this.lost = true;
    this.clearTimers();
    const now = await new JobQueue(this.s.db).get(this.job.id).catch(() => undefined);
    const cause: AbortCause = now?.status === 'cancelled' ? 'cancelled' : 'lease-lost';
    this.log.warn(cause === 'cancelled' ? 'job cancelled while running' : 'job lease lost');
    this.abort(cause);
  }

  private clearTimers(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.flushTimer);
    this.heartbeat = undefined;
    this.flushTimer = undefined;
  }
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message || err.name : String(err);
  return text.slice(0, 4000);
}

export function errorFields(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}
