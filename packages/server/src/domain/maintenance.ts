/**
 * Housekeeping, as a job every hour (issue 14): whichever worker process claims it does it once
 * for the whole installation, and it is retried like any job. It removes what has served its
 * time:
 * - finished jobs (succeeded, failed, cancelled) after `JOBS_RETENTION_DAYS`;
 * - the anonymous error log after `ERROR_LOG_RETENTION_DAYS`;
 * - unfinished uploads past their expiry, with their parts (in every organisation);
 * - expired refresh tokens, and sessions that ended (revoked, or every token expired) a month ago;
 * - sign-in counters and trusted sources that have lapsed, and spent rate-limit windows;
 * - earlier embed builds' chunks `EMBED_CHUNK_RETENTION_DAYS` after no build serves them
 *   (domain/embed-chunk-archive.ts).
 *
 * Each run enqueues the next (keyed by its hour, so processes starting at once agree on one).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { Tenant } from '../db/tenant.js';
import { pruneEmbedChunks } from './embed-chunk-archive.js';
import type { ObjectStorage } from '../storage/storage.js';
import { removeExpiredUploads } from '../uploads/uploads.js';
import { JobQueue } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/types.js';

export const MAINTENANCE_JOB = 'maintenance';
const HOUR_MS = 3_600_000;

export interface Retention {
  jobsDays: number;
  errorLogDays: number;
  embedChunkDays: number;
}

export interface MaintenanceResult {
  jobs: number;
  errorLogs: number;
  uploads: number;
  refreshTokens: number;
  sessions: number;
  signInCounters: number;
  rateLimits: number;
  embedChunks: number;
}

const countOf = (r: unknown): number => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? 0);

/** Removes what has served its time; see the top of this file. */
export async function runMaintenance(
  database: Database,
  storage: ObjectStorage,
  retention: Retention,
): Promise<MaintenanceResult> {
  const db = database.db;
  const deleted = async (statement: ReturnType<typeof sql>) =>
    countOf(
      await db.execute(
        sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
      ),
    );

  const jobs = await deleted(sql`
    delete from jobs where status in ('succeeded', 'failed', 'cancelled')
      and coalesce(finished_at, updated_at) < now() - make_interval(days => ${retention.jobsDays})`);
  const errorLogs = await deleted(sql`
    delete from error_logs where created_at < now() - make_interval(days => ${retention.errorLogDays})`);

  let uploads = 0;
  const orgs = await db.execute(
    sql`select distinct organization_id as id from uploads where expires_at < now()`,
  );
  for (const { id } of (orgs as unknown as { rows: { id: string }[] }).rows) {
    const before = countOf(
      await db.execute(
        sql`select count(*)::int as n from uploads where organization_id = ${id} and expires_at < now()`,
      ),
    );
    await removeExpiredUploads(new Tenant(db, id), storage);
    uploads += before;
  }

  const refreshTokens = await deleted(sql`
    delete from refresh_tokens where expires_at < now() - interval '1 day'`);
  const sessions = await deleted(sql`
    delete from sessions s
    where s.created_at < now() - interval '30 days'
      and (s.revoked_at < now() - interval '30 days'
           or not exists (select 1 from refresh_tokens t where t.family_id = s.id))`);
  const signInCounters =
    (await deleted(sql`
      delete from login_attempts
      where (locked_until is not null and locked_until < now() - interval '1 day')
         or (locked_until is null and window_start < now() - interval '1 day')`)) +
    (await deleted(sql`delete from login_trusted_sources where trusted_until < now()`));
  const rateLimits = await deleted(sql`
    delete from rate_limits where window_ends < now() - interval '1 minute'`);
  const embedChunks = await pruneEmbedChunks(db, storage, retention.embedChunkDays);
  return {
    jobs,
    errorLogs,
    uploads,
    refreshTokens,
    sessions,
    signInCounters,
    rateLimits,
    embedChunks,
  };
}

/** The next run: at the start of the next hour, one job whatever the number of processes. */
export async function scheduleMaintenance(database: Database, now = Date.now()): Promise<void> {
  const next = Math.floor(now / HOUR_MS + 1) * HOUR_MS;
  await new JobQueue(database.db).enqueue(database.db, {
    kind: MAINTENANCE_JOB,
    runAt: new Date(next),
    dedupeKey: `${MAINTENANCE_JOB}:${new Date(next).toISOString()}`,
    priority: -1,
  });
}

export function maintenanceHandler(deps: {
  database: Database;
  storage: ObjectStorage;
  retention: Retention;
}): JobHandler {
  return async () => {
    const result = await runMaintenance(deps.database, deps.storage, deps.retention);
    await scheduleMaintenance(deps.database);
    return result;
  };
}
