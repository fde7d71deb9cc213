/**
 * The `scorm-export` job: builds an export process's file and moves its status
 * pending -> processing -> finished | error (001 §4: finished and error are final).
 *
 * Idempotent: the file has a fixed storage key and is written whole, the row's status is set
 * with conditional updates, and a process already finished (or put in error) is left alone, so a
 * job claimed again after a crash either finishes the same work or does nothing. A workflow that
 * is missing, deleted or unpublished ends the process in error at once, with a message naming it
 * (PermanentJobError: retrying the job cannot help; PUT .../retry runs it again once fixed).
 * Any other failure is retried by the job system, and the last attempt's failure is the error.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { ScormExportType } from '@stepwise/core';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { exportProcesses } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { LmsTokens } from '../auth/lms-tokens.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/types.js';
import type { ObjectStorage } from '../storage/storage.js';
import { buildExportFile, exportFileKey, ExportRefusal } from './exports.js';

export const scormExportPayload = z.object({
  exportProcessId: z.string().min(1),
  organizationId: z.string().min(1),
});

export interface ScormExportDeps {
  config: Pick<ServerConfig, 'lmsLaunchKeyTtlDays'>;
  database: Database;
  storage: ObjectStorage;
}

export interface ScormExportResult {
  exportProcessId: string;
  status: 'finished' | 'error' | 'skipped';
  fileSize?: number;
}

export function scormExportHandler(deps: ScormExportDeps): JobHandler {
  let tokens: Promise<LmsTokens> | undefined;
  return async (ctx: JobContext<unknown>): Promise<ScormExportResult> => {
    const parsed = scormExportPayload.safeParse(ctx.job.payload);
    if (!parsed.success) {
      throw new PermanentJobError(`scorm-export payload is invalid: ${parsed.error.message}`);
    }
    const { exportProcessId: id, organizationId } = parsed.data;
    const tenant = new Tenant(deps.database.db, organizationId);
    const row = await tenant.first(exportProcesses, eq(exportProcesses.id, id));
    if (!row) throw new PermanentJobError(`export process ${id} does not exist`);
    if (row.status === 'finished' || row.status === 'error') {
      return { exportProcessId: id, status: 'skipped' };
    }
    const live = and(
      eq(exportProcesses.id, id),
      inArray(exportProcesses.status, ['pending', 'processing']),
    );
    const setStatus = (set: Partial<typeof exportProcesses.$inferInsert>) =>
      tenant.update(exportProcesses, { ...set, updatedAt: new Date() }, live);

    await setStatus({ status: 'processing' });
    ctx.progress(0.1, 'building the package');
    try {
      tokens ??= LmsTokens.open(deps.database.db);
      const bytes = await buildExportFile(
        {
          tenant,
          tokens: await tokens,
          exportType: row.exportType as ScormExportType,
          resolution: row.resolution,
          server: row.serverUrl,
          launchKeyTtlSeconds: deps.config.lmsLaunchKeyTtlDays * 86_400,
        },
        row.workflowIds,
      );
      if (ctx.signal.aborted) throw new Error('scorm-export aborted');
      const key = exportFileKey(organizationId, id);
      await deps.storage.put(key, bytes);
      await setStatus({
        status: 'finished',
        fileKey: key,
        fileSize: bytes.byteLength,
        errorMessage: null,
        finishedAt: new Date(),
      });
      return { exportProcessId: id, status: 'finished', fileSize: bytes.byteLength };
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      const refused = err instanceof ExportRefusal;
      if (refused || ctx.job.attempts >= ctx.job.maxAttempts) {
        const message = refused
          ? err.message
          : `The export failed: ${err instanceof Error ? err.message : String(err)}`;
        await setStatus({ status: 'error', errorMessage: message, finishedAt: new Date() });
        if (refused) throw new PermanentJobError(message, { cause: err });
      }
      throw err;
    }
  };
}
