import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { speechToTextOnce } from './ai/speech/speech-to-text.js';
import { createStorage } from './storage/index.js';
import { jobHandlers } from './job-handlers.js';
import type { JobLog } from './jobs/types.js';
import { JobWorker } from './jobs/worker.js';
import { configureWorkArea } from './media/work-area.js';
import { scheduleMaintenance } from './domain/maintenance.js';
import { scheduleApprovalSweep } from './domain/approval-reminders.js';
import { scheduleDueSweep } from './domain/due-reminders.js';
import { scheduleTaskRun } from './domain/task-schedule.js';

/**
 * What a process that runs jobs does before its first one: ends the media tools of processes
 * on this machine that died mid-job and removes their work folders (media/work-area.ts), and
 * makes sure the hourly housekeeping (domain/maintenance.ts), the approval reminder sweep
 * (domain/approval-reminders.ts) and the due-date sweep (domain/due-reminders.ts) are scheduled.
 */
export async function prepareJobProcess(
  config: ServerConfig,
  database: Database,
  log: JobLog,
): Promise<void> {
  const swept = await configureWorkArea(config.workDir).sweep();
  if (swept.removedFolders > 0) {
    log.warn('removed what stopped processes left behind', {
      folders: swept.removedFolders,
      killedProcesses: swept.killedProcesses,
    });
  }
  await scheduleMaintenance(database);
  await scheduleApprovalSweep(database);
  await scheduleDueSweep(database);
  await scheduleTaskRun(database);
}

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
