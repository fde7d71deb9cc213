/** Shared by the job tests: a second connection to the test database, and waiting for a state. */
import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.js';
import { JobWorker, type JobWorkerOptions } from '../../src/jobs/worker.js';

/**
 * Another client of the same database, as a second process would have: its own pool on
 * PostgreSQL. PGlite is one connection by nature, so there it is the same instance.
 */
export async function secondConnection(database: Database): Promise<Database> {
  if (database.kind === 'postgres')
    return openDatabase({ kind: 'postgres', url: database.url!, poolSize: 5 });
  return { ...database, close: async () => undefined };
}

/**
 * `pool.end()` resolves before its connections have closed; dropping the test database
 * (`with (force)`) right then kills them, and the pool logs "connection lost". Waiting for each
 * client's 'remove' (emitted once its socket has closed) avoids that.
 */
/** Database.close() waits for every connection to close (db/client.ts). */
export async function closeDatabase(database: Database | undefined): Promise<void> {
  await database?.close();
}

export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Workers started here are stopped by `stopAll` (afterEach), so a failing test leaks none. */
export function workerPool() {
  const started: JobWorker[] = [];
  return {
    async start(options: JobWorkerOptions): Promise<JobWorker> {
      const worker = new JobWorker({ pollMs: 200, ...options });
      started.push(worker);
      await worker.start();
      return worker;
    },
    async stopAll(): Promise<void> {
      await Promise.all(started.splice(0).map((w) => w.stop({ timeoutMs: 1_000 })));
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rows of a raw query: both drivers answer `{ rows }`, which the shared `Db` type leaves unknown. */
export async function query<T>(database: Database, q: SQL): Promise<T[]> {
  return ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
