import { join } from 'node:path';
import { createJobWorker, prepareJobProcess } from './job-worker.js';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import { migrateDatabase, openDatabase, type Database } from './db/client.js';
import { keepStatistics } from './db/statistics.js';
import { buildApp } from './app.js';
import { backfillViewFacts } from './domain/analytics-facts.js';
import { seedDemo } from './seed/demo.js';
import { DEMO_SHARE_DOMAIN, DEMO_SHARE_PASSWORD } from './seed/demo-shares.js';
import { SEED_DEMO_CONTENT_JOB } from './seed/demo-content.js';
import { JobQueue } from './jobs/queue.js';
import { pinoJobLog } from './jobs/log.js';
import type { JobWorker } from './jobs/worker.js';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** The in-process job worker; undefined when JOBS_IN_PROCESS=false. */
  jobs: JobWorker | undefined;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite under DATA_DIR/db, or DATABASE_URL), migrates, seeds, listens, and
 * runs a job worker unless JOBS_IN_PROCESS=false.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'db') },
  );
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, config.demoPassword);
    if (seeded.created && config.seedDemoContent) {
      await new JobQueue(database.db).enqueue(database.db, {
        kind: SEED_DEMO_CONTENT_JOB,
        organizationId: seeded.organizationId,
        payload: { organizationId: seeded.organizationId },
        dedupeKey: `${SEED_DEMO_CONTENT_JOB}:${seeded.organizationId}`,
      });
    }
    if (seeded.created) {
      app.log.info(
        `Demo organisation "Demo Manufacturing" created. Sign in as orgadmin@demo.stepwise.test ` +
          `(also wsadmin@, publisher@, viewer@) with the password "${config.demoPassword}".`,
      );
      if (config.seedDemoContent) {
        app.log.info(
          `Demo links (once the samples are made): "Replace the air filter" is shared with ` +
            `@${DEMO_SHARE_DOMAIN} (codes go to the mail log), "Start the conveyor line" opens ` +
            `with the password "${DEMO_SHARE_PASSWORD}".`,
        );
      }
    }
  }
  const statistics = keepStatistics(database, (m) => app.log.warn(m));
  // Issue 25: analytics facts for tracking records stored without them (before the facts
  // existed), in the background so the start does not wait; close() waits for its round.
  let closing = false;
  const backfill = backfillViewFacts(database.db, {
    stopped: () => closing,
    onError: (recordId, error) =>
      app.log.warn({ recordId, err: error }, 'analytics facts: a tracking record was skipped'),
  }).then(
    (r) => {
      if (r.written > 0) app.log.info(`analytics facts written for ${r.written} tracking records`);
    },
    (error: unknown) => app.log.warn({ err: error }, 'analytics facts backfill stopped'),
  );
  // What processes that died on this machine left behind goes before anything new starts.
  const jobLog = config.jobs.inProcess ? pinoJobLog(app.log.child({ component: 'jobs' })) : null;
  if (jobLog) await prepareJobProcess(config, database, jobLog);
  const url = await app.listen({ port: config.port, host: config.host });
  let jobs: JobWorker | undefined;
  if (jobLog) {
    jobs = createJobWorker(config, database, jobLog);
    await jobs.start();
  }
  return {
    app,
    database,
    url,
    jobs,
    async close() {
      closing = true;
      // Jobs first: a handler being stopped may still write to the database.
      await jobs?.stop();
      await backfill;
      await app.close();
      await statistics.stop();
      await database.close();
    },
  };
}
