/**
 * Runs jobs from the `jobs` table: in the server process (embedded mode, JOBS_IN_PROCESS) and in
 * any number of `npm run worker` processes on PostgreSQL. It claims only the kinds it has
 * handlers for, holds each job by a lease it renews while the handler runs, and wakes on
 * 'stepwise_job_enqueued' (polling when notifications are down, and sleeping no longer than until
 * the next scheduled job). A job whose worker died is claimed again once its lease runs out:
 * handlers run again from the start and must be idempotent (see types.ts).
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../db/client.js';
import { JobRun, errorFields } from './job-run.js';
import { claimJob, nextDueMs, releaseJob } from './lease.js';
import { silentJobLog, withFields } from './log.js';
import { listenTo, type NotifyListener } from '../db/notify-listener.js';
import { JOB_ENQUEUED_CHANNEL, type Job, type JobHandlers, type JobLog } from './types.js';

export { JobAbortedError, type AbortCause } from './job-run.js';

export interface JobWorkerOptions {
  database: Database;
  handlers: JobHandlers;
  /** Jobs run at once by this worker; 1 by default. */
  concurrency?: number;
  /** How long a claim holds a job without renewal; 30 s by default. */
  leaseSeconds?: number;
  /** Lease renewal interval; a third of the lease by default. */
  heartbeatMs?: number;
  /** Longest sleep between claim attempts when no notification arrives; 2 s by default. */
  pollMs?: number;
  /** Shortest interval between two progress writes of one job; 500 ms by default. */
  progressIntervalMs?: number;
  /** Delay before attempt n + 1 after n failed attempts; `exponentialBackoff` by default. */
  retryDelayMs?: (attempts: number) => number;
  workerId?: string;
  log?: JobLog;
}

/** 5 s, 10 s, 20 s ... up to 10 min, each ±20% so retries of a burst spread out. */
export function exponentialBackoff(attempts: number): number {
  const base = Math.min(600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const MIN_SLEEP_MS = 50;

export class JobWorker {
  readonly workerId: string;
  private readonly db: Db;
  private readonly kinds: string[];
  private readonly concurrency: number;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly log: JobLog;
  private readonly runSettings: ConstructorParameters<typeof JobRun>[1];
  private readonly running = new Map<string, { run: JobRun; done: Promise<void> }>();
  private state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  private listener?: NotifyListener;
  private loopDone: Promise<void> = Promise.resolve();
  private stopped?: Promise<void>;
  private wakePending = false;
  private wakeSleeper?: () => void;

  constructor(private readonly options: JobWorkerOptions) {
    this.db = options.database.db;
    this.kinds = Object.keys(options.handlers);
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.pollMs = options.pollMs ?? 2_000;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.log = withFields(options.log ?? silentJobLog, { workerId: this.workerId });
    this.runSettings = {
      db: this.db,
      workerId: this.workerId,
      leaseSeconds: this.leaseSeconds,
      heartbeatMs: options.heartbeatMs ?? (this.leaseSeconds * 1000) / 3,
      progressIntervalMs: options.progressIntervalMs ?? 500,
      retryDelayMs: options.retryDelayMs ?? exponentialBackoff,
      log: this.log,
    };
  }

  /** Jobs this worker is running now. */
  get activeJobIds(): string[] {
    return [...this.running.keys()];
  }

  async start(): Promise<void> {
    if (this.state !== 'new') throw new Error('a JobWorker starts once');
    this.state = 'started';
    this.listener = await listenTo(this.options.database, [JOB_ENQUEUED_CHANNEL], {
      onNotify: (_channel, kind) => {
        if (this.kinds.includes(kind)) this.wake();
      },
      // Back from an outage: anything enqueued meanwhile went unannounced.
      onState: (live) => live && this.wake(),
    });
    this.loopDone = this.loop();
    this.log.debug('job worker started', { kinds: this.kinds, concurrency: this.concurrency });
  }

  /**
   * Stops claiming, aborts the running handlers' signals (cause 'shutdown') and waits up to
   * `timeoutMs` for them. A job whose handler ends after the abort goes back to the queue without
   * counting the attempt; one still running at the timeout is left to its lease.
   */
  stop(opts: { timeoutMs?: number } = {}): Promise<void> {
    this.stopped ??= this.shutdown(opts.timeoutMs ?? 10_000);
    return this.stopped;
  }

  /**
   * Simulates a crash: stops at once and writes nothing more. Claimed jobs stay 'running' until
   * their lease runs out, as after a killed process; handlers' signals are aborted so they can
   * stop touching the world.
   */
  kill(): void {
    this.state = 'stopped';
    this.stopped ??= Promise.resolve();
    this.wake();
    for (const { run } of this.running.values()) {
      run.abandon();
      run.abort('shutdown');
    }
    this.running.clear();
    void this.listener?.close();
  }

  private async shutdown(timeoutMs: number): Promise<void> {
    if (this.state === 'new') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopping';
    this.wake();
    for (const { run } of this.running.values()) run.abort('shutdown');
    let timer: NodeJS.Timeout | undefined;
    const all = Promise.all([this.loopDone, ...[...this.running.values()].map((r) => r.done)]);
    const timedOut = await Promise.race([
      all.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    for (const { run } of this.running.values()) {
      run.log.warn('handler did not stop in time: the job is left to its lease');
      run.abandon();
    }
    this.running.clear();
    if (timedOut) this.log.warn('job worker stopped with handlers still running');
    await this.listener?.close();
    this.state = 'stopped';
  }

  private wake(): void {
    this.wakePending = true;
    const wake = this.wakeSleeper;
    this.wakeSleeper = undefined;
    wake?.();
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakePending) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakeSleeper = undefined;
        resolve();
      }, ms);
      this.wakeSleeper = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async loop(): Promise<void> {
    while (this.state === 'started') {
      this.wakePending = false;
      let sleepMs = this.pollMs;
      try {
        while (this.state === 'started' && this.running.size < this.concurrency) {
          const job = await claimJob(this.db, {
            workerId: this.workerId,
            kinds: this.kinds,
            leaseSeconds: this.leaseSeconds,
          });
          if (!job) break;
          if (this.state !== 'started') {
            // stop() came while claiming: hand it straight back (kill() leaves it to the lease).
            if (this.state === 'stopping') {
              const lease = { id: job.id, workerId: this.workerId, attempts: job.attempts };
              await releaseJob(this.db, lease);
            }
            break;
          }
          this.startRun(job);
        }
        if (this.state === 'started' && this.running.size < this.concurrency) {
          const due = await nextDueMs(this.db, this.kinds);
          if (due !== undefined) sleepMs = Math.min(sleepMs, Math.max(MIN_SLEEP_MS, due));
        }
      } catch (err) {
        if (this.state === 'started') this.log.error('claiming jobs failed', errorFields(err));
      }
      if (this.state === 'started') await this.sleep(sleepMs);
    }
  }

  private startRun(job: Job): void {
    const run = new JobRun(job, this.runSettings);
    const entry = {
      run,
      done: run
        .run(this.options.handlers[job.kind]!)
        .catch((err) => run.log.error('job bookkeeping failed', errorFields(err)))
        .finally(() => {
          if (this.running.get(job.id) === entry) this.running.delete(job.id);
          this.wake();
        }),
    };
    this.running.set(job.id, entry);
  }
}
