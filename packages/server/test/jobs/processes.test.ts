/**
 * Where jobs run. `startServer` runs a worker in its own process unless JOBS_IN_PROCESS=false, so
 * a job queued while no worker ran is done after a restart; `npm run worker` (src/worker.ts) is a
 * process that only runs jobs, on PostgreSQL, and says plainly that embedded mode has none.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { isFinal } from '../../src/jobs/types.js';
import { startServer } from '../../src/server.js';
import { serverDatabase } from '../harness.js';
import { eventually, sleep } from './helpers.js';

const onPostgres = !!inject('postgresTemplate');
const workerEntry = fileURLToPath(new URL('../../src/worker.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-jobs-'));
let serverDb: Awaited<ReturnType<typeof serverDatabase>>;
/** The shared test database (PostgreSQL only). */
let database: Database;

beforeAll(async () => {
  // On PostgreSQL the servers here share the test database. On PGlite they open a data folder
  // of their own, filled from the prepared (migrated) template rather than migrated from scratch.
  serverDb = await serverDatabase(dataDir);
  if (serverDb.database) database = serverDb.database;
});
afterAll(async () => {
  await serverDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The test database on PostgreSQL; a data folder of its own on PGlite (one process per folder). */
function serverEnv(extra: Record<string, string>) {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    ...serverDb.env,
    ...extra,
  });
}

function runWorker(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@stepwise/source', workerEntry],
    { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => out };
}

describe('where jobs run', () => {
  it('the server runs jobs in its process; a job queued while none ran is done after a restart', async () => {
    const without = await startServer(serverEnv({ JOBS_IN_PROCESS: 'false' }));
    expect(without.jobs).toBeUndefined();
    const job = await new JobQueue(without.database.db).enqueue(without.database.db, {
      kind: 'noop',
      payload: { hello: 'jobs' },
    });
    await sleep(300);
    expect((await new JobQueue(without.database.db).get(job.id))?.status).toBe('queued');
    await without.close();

    const server = await startServer(serverEnv({}));
    try {
      expect(server.jobs).toBeDefined();
      const queue = new JobQueue(server.database.db);
      const done = await eventually(
        () => queue.get(job.id),
        (j) => !!j && isFinal(j.status),
      );
      expect(done).toMatchObject({ status: 'succeeded', result: { echo: { hello: 'jobs' } } });
      expect(done?.lockedBy).toBeNull();
    } finally {
      await server.close();
    }
  });

  it.runIf(onPostgres)(
    'npm run worker runs jobs without HTTP and stops cleanly on SIGTERM',
    async () => {
      const queue = new JobQueue(database.db);
      const worker = runWorker({ DATABASE_URL: database.url!, JOBS_CONCURRENCY: '2' });
      const job = await queue.enqueue(database.db, { kind: 'noop', payload: { from: 'test' } });
      const done = await eventually(
        () => queue.get(job.id),
        (j) => !!j && isFinal(j.status),
        20_000,
      );
      expect(done).toMatchObject({ status: 'succeeded', result: { echo: { from: 'test' } } });
      expect(worker.output()).toMatch(/job worker ready/);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    },
  );

  it.runIf(!onPostgres)('npm run worker refuses the embedded database and says why', async () => {
    const worker = runWorker({ DATABASE_URL: '' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toMatch(/needs DATABASE_URL/);
  });
});
