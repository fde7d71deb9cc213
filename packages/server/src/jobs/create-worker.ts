import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { speechToTextOnce } from '../ai/speech/speech-to-text.js';
import { createStorage } from '../storage/index.js';
import { jobHandlers } from './handlers.js';
import type { JobLog } from './types.js';
import { JobWorker } from './worker.js';

/** The job worker of a process: the server's in-process one and `npm run worker` are the same. */
export function createJobWorker(config: ServerConfig, database: Database, log: JobLog): JobWorker {
  return new JobWorker({
    database,
    handlers: jobHandlers({
      config,
      database,
      log,
      storage: createStorage(config),
      // Resolved once per process: a local whisper model is loaded into memory once.
      speechToText: speechToTextOnce(),
    }),
    concurrency: config.jobs.concurrency,
    leaseSeconds: config.jobs.leaseSeconds,
    log,
  });
}
