/**
 * Approval fixtures for the generated walks (issue 23): an approval workflow on the sample
 * workspace (harmless while the demo organisation's approval-workflows flag is off, as it is by
 * default) and an approved, closed request of the sample workflow (closed, so it blocks no copy
 * or move of it; the actions sample then answers 409).
 */
import { approvalRequestHistories, approvalRequests, approvalWorkflows } from '../src/db/schema.js';
import type { Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';

export async function buildApprovalFixtures(
  db: Db,
  org: string,
  ids: { workspaceId: string; workflowId: string; reviewerId: string; requesterId: string },
): Promise<{ approvalWorkflowId: string; approvalRequestId: string }> {
  const approvalWorkflowId = newId();
  const stages = [{ title: 'Quality', rule: 'any' as const, reviewerIds: [ids.reviewerId] }];
  await db.insert(approvalWorkflows).values({
    id: approvalWorkflowId,
    organizationId: org,
    workspaceId: ids.workspaceId,
    title: 'Line release review',
    stages,
    reminderDays: 3,
    escalationDays: 4,
    createdBy: ids.reviewerId,
  });
  const approvalRequestId = newId();
  const closedAt = new Date();
  await db.insert(approvalRequests).values({
    id: approvalRequestId,
    organizationId: org,
    approvalWorkflowId,
    workspaceId: ids.workspaceId,
    contentType: 'workflow',
    workflowId: ids.workflowId,
    title: 'Gearbox Assembly Walkthrough',
    status: 'approved',
    stages: stages.map((s) => ({ ...s, approvedBy: [ids.reviewerId] })),
    requestedBy: ids.requesterId,
    closedAt,
  });
  await db.insert(approvalRequestHistories).values([
    {
      id: newId(),
      organizationId: org,
      requestId: approvalRequestId,
      event: 'submit',
      stageIndex: 0,
      actorId: ids.requesterId,
    },
    {
      id: newId(),
      organizationId: org,
      requestId: approvalRequestId,
      event: 'approve',
      stageIndex: 0,
      actorId: ids.reviewerId,
      signature: {
        signedAt: closedAt.toISOString(),
        signerName: 'Olivia Admin',
        signerEmail: 'orgadmin@demo.stepwise.test',
      },
    },
  ]);
  return { approvalWorkflowId, approvalRequestId };
}
