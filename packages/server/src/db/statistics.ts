/**
 * Planner statistics for the embedded database. PostgreSQL's autovacuum keeps them current;
 * PGlite has no background workers, so without this its tables never get statistics, every row
 * estimate stays at 1 and queries over thousands of rows (the assistant's retrieval above all)
 * pick nested loops and take seconds. One process owns a PGlite data folder, so a timer here
 * runs once per database.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** Ours: how often the embedded database refreshes its statistics. */
export const PGLITE_ANALYZE_INTERVAL_MS = 10 * 60_000;

/**
 * On PGlite: `ANALYZE` now and then every `intervalMs` (a failure is logged and retried at the
 * next tick). On PostgreSQL nothing: autovacuum does it. `stop` ends the timer and waits for a
 * run in progress, so the database can close after it.
 */
export function keepStatistics(
  database: Database,
  log: (message: string) => void,
  intervalMs = PGLITE_ANALYZE_INTERVAL_MS,
): { ready: Promise<void>; stop(): Promise<void> } {
  if (database.kind !== 'pglite') {
    return { ready: Promise.resolve(), stop: () => Promise.resolve() };
  }
  let running: Promise<void> = Promise.resolve();
  const analyze = () =>
    (running = running.then(() =>
      database.db.execute(sql`analyze`).then(
        () => undefined,
        (err: unknown) => log(`ANALYZE failed: ${err instanceof Error ? err.message : err}`),
      ),
    ));
  const ready = analyze();
  const timer = setInterval(() => void analyze(), intervalMs);
  timer.unref();
  return {
    ready,
    stop: () => {
      clearInterval(timer);
      return running;
    },
  };
}
