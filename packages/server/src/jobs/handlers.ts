/**
 * Every job kind this server runs, in one place: the in-process worker (server.ts) and the
 * worker process (worker.ts) both take their handlers from here. Each handler must be idempotent
 * (a job resumed after a crash runs again from the start) and should throw PermanentJobError
 * when retrying cannot help, e.g. a payload that does not parse.
 */
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { JobHandlers, JobLog } from './types.js';

/** What handlers may use; the media pipeline's handlers will add storage and tools here. */
export interface JobServices {
  config: ServerConfig;
  database: Database;
  log: JobLog;
}

export function jobHandlers(_services: JobServices): JobHandlers {
  return {
    /** Answers its payload back: exercises the job system end to end (tests, smoke checks). */
    noop: async ({ job }) => ({ echo: job.payload }),
  };
}
