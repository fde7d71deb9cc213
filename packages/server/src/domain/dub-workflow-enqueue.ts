/**
 * The `dub-workflow` job's payload and queueing (issue 22), apart from its handler so the routes
 * and the re-render's swap queue it without loading ffmpeg code.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '@stepwise/core';
import { workflowDubs } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { enqueueOrganizationJob } from './organization-jobs.js';

export const DUB_WORKFLOW_JOB = 'dub-workflow';

export const dubPayload = z.object({
  organizationId: idSchema,
  workflowId: idSchema,
  dubId: idSchema,
  /** The voice-over it mixes: a job whose row has moved on to a newer one does nothing. */
  historyId: idSchema,
  /** Set when a re-render queued it: one job per dub and render. */
  renderId: idSchema.optional(),
});
export type DubPayload = z.infer<typeof dubPayload>;

/** Queues the mix on the tenant's connection (it commits with the row); answers the job id. */
export async function enqueueDub(
  tenant: Tenant,
  input: DubPayload,
  opts: { runAt?: Date; maxAttempts?: number } = {},
): Promise<string> {
  const payload = dubPayload.parse(input);
  const job = await enqueueOrganizationJob(tenant, {
    kind: DUB_WORKFLOW_JOB,
    payload,
    ...(opts.runAt ? { runAt: opts.runAt } : {}),
    // Asking twice while it waits is one job; a newer voice-over or a new render is another.
    dedupeKey: `${DUB_WORKFLOW_JOB}:${payload.dubId}:${payload.renderId ?? payload.historyId}`,
    maxAttempts: opts.maxAttempts ?? 3,
  });
  return job.id;
}

/**
 * After a re-render swapped in new media (workflow-render-job.ts), every finished or pending dub
 * no longer matches the picture: each is mixed again for the new video (its blocks' times are
 * already on the new timeline). Until then the master lists none of them (dub-playlist.ts lists
 * only dubs stored beside the current ladder). Runs in the swap's transaction.
 */
export async function requeueDubsAfterRender(
  tenant: Tenant,
  workflowId: string,
  renderId: string,
): Promise<number> {
  const rows = await tenant.select(
    workflowDubs,
    and(
      eq(workflowDubs.workflowId, workflowId),
      inArray(workflowDubs.status, ['finished', 'scheduled', 'running']),
    ),
  );
  for (const row of rows) {
    if (!row.historyId) continue;
    const jobId = await enqueueDub(tenant, {
      organizationId: tenant.organizationId,
      workflowId,
      dubId: row.id,
      historyId: row.historyId,
      renderId,
    });
    await tenant.update(
      workflowDubs,
      { status: 'scheduled', progress: 0, jobId },
      eq(workflowDubs.id, row.id),
    );
  }
  return rows.length;
}
