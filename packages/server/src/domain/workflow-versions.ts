/**
 * Publishing a workflow and the version it keeps (issue 23; 001 §3 version history, §9 maximum).
 * `completeWorkflowPublish` is the one place a workflow becomes published: the publish route
 * when no approval is needed, the last approval of a request, and an upload's publish flag.
 */
import { eq } from 'drizzle-orm';
import { ReviewStatus } from '@stepwise/core';
import { workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { notFound } from './errors.js';

/**
 * Publishes the workflow (in one transaction with the version it keeps, once versions exist).
 * `approvalRequestId`: the request whose last approval publishes it, else null.
 */
export async function completeWorkflowPublish(
  tenant: Tenant,
  _actorId: string | null,
  workflowId: string,
  approvalRequestId: string | null,
): Promise<void> {
  await tenant.transaction(async (tx) => {
    const [row] = await tx.update(
      workflows,
      {
        published: true,
        publishedDate: new Date(),
        ...(approvalRequestId ? { reviewStatus: ReviewStatus.Approved } : {}),
        updatedAt: new Date(),
      },
      eq(workflows.id, workflowId),
    );
    if (!row) throw notFound('Workflow');
  });
}
