/**
 * The vocabulary of the job system: a job row, its statuses, and what a handler receives.
 * Handlers must be idempotent: a job whose worker died (or lost its lease) runs again from the
 * start, so every side effect has to be safe to repeat (upserts, deterministic storage keys) or
 * skipped by the handler's own checkpoint.
 */
import type { jobs } from '../db/schema.js';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const FINAL_STATUSES: ReadonlySet<JobStatus> = new Set(['succeeded', 'failed', 'cancelled']);
export const isFinal = (status: JobStatus): boolean => FINAL_STATUSES.has(status);

export type Job = Omit<typeof jobs.$inferSelect, 'status'> & { status: JobStatus };

/** The channels raised by the trigger in drizzle/0002_jobs.sql. */
export const JOB_ENQUEUED_CHANNEL = 'stepwise_job_enqueued';
export const JOB_CHANGED_CHANNEL = 'stepwise_job_changed';

/** Structured log lines; `pinoJobLog` adapts Fastify's logger, `consoleJobLog` stands alone. */
export interface JobLog {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

export interface JobContext<P = unknown> {
  job: Job & { payload: P };
  /**
   * Aborted when the worker shuts down, the job is cancelled or its lease is lost (another
   * worker may be running it now). Pass it to child processes and fetches; after it fires,
   * nothing the handler returns is recorded.
   */
  signal: AbortSignal;
  /** 0..1 and an optional message; written at most every 500 ms, the latest value wins. */
  progress(fraction: number, message?: string): void;
  log: JobLog;
}

/** What the handler resolves with becomes the job's `result` (JSON). */
export type JobHandler<P = any, R = unknown> = (ctx: JobContext<P>) => Promise<R>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type JobHandlers = Record<string, JobHandler>;

/** Throw this to fail the job at once: retrying cannot help (bad payload, missing source). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
