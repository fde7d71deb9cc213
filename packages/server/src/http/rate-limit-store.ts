/**
 * A @fastify/rate-limit store in PostgreSQL, so that every server process behind a load
 * balancer counts together: one upsert per counted request, a fixed window per key (the same
 * semantics as the plugin's in-memory store). Expired windows are pruned every few minutes by
 * whichever process gets there; that is idempotent.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface Row {
  hits: number;
  ttl_ms: number | string;
}

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      db.execute(
        sql`
          insert into rate_limits (key, hits, window_ends)
          values (${key}, 1, now() + ${`${timeWindow} milliseconds`}::interval)
          on conflict (key) do update set
            hits = case when rate_limits.window_ends <= now() then 1 else rate_limits.hits + 1 end,
            window_ends = case when rate_limits.window_ends <= now()
                               then excluded.window_ends else rate_limits.window_ends end
          returning hits, greatest(0, extract(epoch from (window_ends - now())) * 1000) as ttl_ms`,
      ).then(
        (r) => {
          const row = rowsOf(r)[0]!;
          cb(null, { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl_ms)) });
        },
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback): void {
      db.execute(
        sql`select hits, greatest(0, extract(epoch from (window_ends - now())) * 1000) as ttl_ms
            from rate_limits where key = ${key} and window_ends > now()`,
      ).then(
        (r) => {
          const row = rowsOf(r)[0];
          cb(
            null,
            row
              ? { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl_ms)) }
              : {
                  current: 0,
                  ttl: 0,
                },
          );
        },
        (err: Error) => cb(err),
      );
    }

    child(): DatabaseRateLimitStore {
      // Keys already carry their policy's name (rate-limits.ts): one table serves them all.
      return this;
    }
  };
}

export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_ends < now() - interval '1 minute'`);
}
