/**
 * 002 §1 "Reviewers may view an unpublished workflow when they are active reviewers of its
 * approval request": the open request is the grant, whatever the workspace would otherwise
 * hide (a private workspace, an unpublished draft). Only the current stage's reviewers who have
 * not approved yet hold it; it ends when the request closes or moves on.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { workflows, workspaces } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { activeReviewersOf, openRequestOf, type ContentKey } from './approval-request-rows.js';
import type { WorkflowAccess } from './workflow-access.js';
import { WorkspaceAccess } from './workspace-access.js';

/** Whether `userId` is an active reviewer of the content's open request. */
export async function isActiveReviewer(
  tenant: Tenant,
  userId: string,
  key: ContentKey,
): Promise<boolean> {
  const open = await openRequestOf(tenant, key);
  return open ? activeReviewersOf(open).includes(userId) : false;
}

/** Whether the caller may view the content as its reviewer (never an e-learning session). */
export async function reviews(caller: Caller, key: ContentKey): Promise<boolean> {
  if (caller.kind === 'custom') return false;
  return isActiveReviewer(caller.tenant, caller.userId, key);
}

/**
 * The workflow as its active reviewer reaches it when the workspace hides it from them; null
 * when the caller is not one (or the workflow is gone).
 */
export async function reviewerWorkflowAccess(
  caller: Caller,
  workflowId: string,
): Promise<WorkflowAccess | null> {
  if (!(await reviews(caller, { workflowId }))) return null;
  const workflow = await caller.tenant.first(
    workflows,
    and(eq(workflows.id, workflowId), isNull(workflows.deletedAt)),
  );
  if (!workflow) return null;
  const [workspace, access] = await Promise.all([
    caller.tenant.first(workspaces, eq(workspaces.id, workflow.workspaceId)),
    WorkspaceAccess.of(caller),
  ]);
  return workspace ? { workflow, workspace, access } : null;
}
