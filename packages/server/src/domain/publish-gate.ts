/**
 * An upload's publish flag (the demo samples, createWorkflowFromFile's publishWhenProcessed),
 * once processing finished: through approval where the workspace needs it (issue 23), else
 * published at once by completeWorkflowPublish (which keeps the version). The job has no
 * signed-in caller: the workflow's author is the requester.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { displayName, ErrorCode, StepwiseError } from '@stepwise/core';
import { users, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { openApprovalRequest } from './approval-requests.js';
import { settingsOf } from './organization-settings.js';
import { completeWorkflowPublish } from './workflow-versions.js';

/** Answers the request opened, or null when the workflow was published directly. */
export async function publishProcessedWorkflow(
  tenant: Tenant,
  workflowId: string,
): Promise<string | null> {
  const workflow = await tenant.first(
    workflows,
    and(eq(workflows.id, workflowId), isNull(workflows.deletedAt)),
  );
  if (!workflow || workflow.published) return null;
  const [org, author] = await Promise.all([
    tenant.ownOrganization(),
    workflow.authorId ? tenant.first(users, eq(users.id, workflow.authorId)) : undefined,
  ]);
  const requester = {
    id: author?.id ?? null,
    name: author ? displayName(author) || author.email : '',
    approvalWorkflows: org ? settingsOf(org).features.approvalWorkflows : false,
  };
  try {
    const requestId = await openApprovalRequest(tenant, requester, { type: 'workflow', workflow });
    if (requestId) return requestId;
  } catch (err) {
    // Already waiting for approval (a re-run of the job): the open request decides.
    if (err instanceof StepwiseError && err.code === ErrorCode.Conflict) return null;
    throw err;
  }
  await completeWorkflowPublish(tenant, workflow.authorId, workflow.id, null);
  return null;
}
