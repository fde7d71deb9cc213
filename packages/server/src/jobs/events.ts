/**
 * Follows jobs live, for the HTTP layer (server-sent events). One `JobEvents` per process holds
 * one LISTEN on 'stepwise_job_changed' (raised by the jobs trigger on every status, progress or
 * attempt change, whichever process made it) and re-reads the jobs someone is watching; it polls
 * them while notifications are down, and now and then anyway.
 *
 * `watchJob` is a stream of states, not a log: a slow reader gets the latest state, so fast
 * intermediate progress values may be skipped. The final status is always delivered.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { listenTo, type NotifyListener } from '../db/notify-listener.js';
import { JOB_CHANGED_CHANNEL, isFinal, type Job, type JobLog, type JobStatus } from './types.js';
import { silentJobLog } from './log.js';

export type JobState = Pick<
  Job,
  | 'id'
  | 'kind'
  | 'organizationId'
  | 'status'
  | 'progress'
  | 'progressMessage'
  | 'attempts'
  | 'maxAttempts'
  | 'result'
  | 'lastError'
  | 'updatedAt'
  | 'finishedAt'
>;

export interface JobUpdate {
  /** 'status' for the first state and whenever the status changed; 'progress' otherwise. */
  type: 'status' | 'progress';
  job: JobState;
}

export interface JobEventsOptions {
  /** Poll interval while notifications are down; 1 s by default. */
  pollMs?: number;
  /** Safety poll while they are up; 15 s by default. */
  livePollMs?: number;
  log?: JobLog;
}

interface Subscriber {
  latest?: JobState;
  delivered?: JobState;
  gone: boolean;
  closed: boolean;
  wake?: () => void;
}

const sameState = (a: JobState, b: JobState) =>
  a.status === b.status &&
  a.progress === b.progress &&
  a.progressMessage === b.progressMessage &&
  a.attempts === b.attempts;

export class JobEvents {
  private readonly subs = new Map<string, Set<Subscriber>>();
  private readonly dirty = new Set<string>();
  private flushing = false;
  private closed = false;
  private lastFullPoll = Date.now();
  private timer?: NodeJS.Timeout;
  private listener?: NotifyListener;

  private constructor(
    private readonly database: Database,
    private readonly log: JobLog,
  ) {}

  static async open(database: Database, opts: JobEventsOptions = {}): Promise<JobEvents> {
    const events = new JobEvents(database, opts.log ?? silentJobLog);
    events.listener = await listenTo(database, [JOB_CHANGED_CHANNEL], {
      onNotify: (_channel, id) => events.mark([id]),
      // Back from an outage: changes made meanwhile went unannounced.
      onState: (live) => live && events.mark([...events.subs.keys()]),
    });
    const pollMs = opts.pollMs ?? 1_000;
    const livePollMs = opts.livePollMs ?? 15_000;
    events.timer = setInterval(() => {
      const now = Date.now();
      if (events.listener?.live && now - events.lastFullPoll < livePollMs) return;
      events.lastFullPoll = now;
      events.mark([...events.subs.keys()]);
    }, pollMs);
    events.timer.unref();
    return events;
  }

  /**
   * The job's current state, then each change, ending after a final status (or at once when
   * there is no such job, when `signal` aborts, or when this JobEvents closes).
   */
  async *watchJob(id: string, opts: { signal?: AbortSignal } = {}): AsyncGenerator<JobUpdate> {
    if (this.closed || opts.signal?.aborted) return;
    const sub: Subscriber = { gone: false, closed: false };
    let set = this.subs.get(id);
    if (!set) this.subs.set(id, (set = new Set()));
    set.add(sub);
    const onAbort = () => {
      sub.closed = true;
      sub.wake?.();
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      this.mark([id]);
      while (!sub.closed) {
        const state = sub.latest;
        if (state && state !== sub.delivered) {
          const type = sub.delivered?.status === state.status ? 'progress' : 'status';
          sub.delivered = state;
          yield { type, job: state };
          if (isFinal(state.status)) return;
          continue;
        }
        if (sub.gone) return;
        await new Promise<void>((resolve) => (sub.wake = resolve));
        sub.wake = undefined;
      }
    } finally {
      opts.signal?.removeEventListener('abort', onAbort);
      set.delete(sub);
      if (set.size === 0 && this.subs.get(id) === set) this.subs.delete(id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    for (const set of this.subs.values())
      for (const sub of set) {
        sub.closed = true;
        sub.wake?.();
      }
    await this.listener?.close();
  }

  private mark(ids: string[]): void {
    for (const id of ids) if (this.subs.has(id)) this.dirty.add(id);
    if (this.dirty.size > 0 && !this.flushing) void this.flush();
  }

  /** Re-reads the marked jobs, many at once; marks made meanwhile are read in the next round. */
  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.dirty.size > 0 && !this.closed) {
        const ids = [...this.dirty];
        this.dirty.clear();
        try {
          await this.load(ids);
        } catch (err) {
          // Kept for the next round, which the next notification or poll starts.
          for (const id of ids) this.dirty.add(id);
          this.log.warn('reading watched jobs failed', { error: String(err) });
          return;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async load(ids: string[]): Promise<void> {
    const rows = await this.database.db
      .select({
        id: jobs.id,
        kind: jobs.kind,
        organizationId: jobs.organizationId,
        status: jobs.status,
        progress: jobs.progress,
        progressMessage: jobs.progressMessage,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        result: jobs.result,
        lastError: jobs.lastError,
        updatedAt: jobs.updatedAt,
        finishedAt: jobs.finishedAt,
      })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    const byId = new Map(rows.map((r) => [r.id, { ...r, status: r.status as JobStatus }]));
    for (const id of ids) {
      const state = byId.get(id);
      for (const sub of this.subs.get(id) ?? []) {
        if (!state) sub.gone = true;
        else if (!sub.latest || !sameState(sub.latest, state)) sub.latest = state;
        else continue;
        sub.wake?.();
      }
    }
  }
}
