/**
 * `npm run worker`: a process that only runs jobs (no HTTP), as many as you like beside the API
 * processes on PostgreSQL. Embedded mode (PGlite) is one process by nature: there the server
 * runs its jobs itself (JOBS_IN_PROCESS).
 */
import { createJobWorker, prepareJobProcess } from './job-worker.js';
import { loadConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { consoleJobLog } from './jobs/log.js';

const config = loadConfig();
const log = consoleJobLog(config.logLevel);
if (!config.databaseUrl) {
  log.error(
    'npm run worker needs DATABASE_URL (PostgreSQL). The embedded database belongs to one ' +
      'process: `npm start` runs the jobs itself.',
  );
  process.exit(1);
}
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });

// Signals are handled from the first moment: one during the start stops the worker once it runs.
let stopping = false;
const running: { worker?: ReturnType<typeof createJobWorker> } = {};
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  const worker = running.worker;
  if (!worker) return;
  log.info(`${signal}: stopping; running jobs go back to the queue`);
  worker
    .stop()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

// Safe beside servers starting at the same time: migrations take an advisory lock.
await migrateDatabase(database);
await prepareJobProcess(config, database, log);
const worker = createJobWorker(config, database, log);
running.worker = worker;
await worker.start();
log.info('job worker ready', { workerId: worker.workerId, concurrency: config.jobs.concurrency });
if (stopping) {
  stopping = false;
  stop('SIGTERM');
}
