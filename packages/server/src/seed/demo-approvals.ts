/**
 * The demo organisation's approvals (issue 23): the approval-workflows flag on, and ONE approval
 * workflow, on a workspace of its own ("Quality reviews", private: the org admin, the workspace
 * admin and the publisher), with two stages — the demo org admin, then the workspace admin.
 * Every other demo workspace still publishes directly (the other samples and e2e specs rely on
 * it). A copy of the conveyor sample (rows only: its media keys are shared, as a copy's are)
 * waits there for approval, stage 1 being the org admin's, so /home/for-approval shows it.
 * Called once the conveyor sample is processed (demo-sop.ts); idempotent.
 */
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_APPROVAL_ESCALATION_DAYS,
  DEFAULT_APPROVAL_REMINDER_DAYS,
  displayName,
  organizationSettingsSchema,
  Role,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import {
  approvalWorkflows,
  steps,
  transcriptions,
  users,
  workflows,
  workspaceGroups,
  workspaceMembers,
  workspaces,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { openApprovalRequest } from '../domain/approval-requests.js';
import type { WorkflowRow } from '../domain/workflow-access.js';
import { insertWorkflowCopy } from '../domain/workflow-copy.js';
import { DEMO_USERS } from './demo.js';

export const DEMO_REVIEW_WORKSPACE = 'Quality reviews';
export const DEMO_REVIEW_WORKFLOW_TITLE = 'Start the conveyor line (revised)';

/** The flag on in the organisation's settings (kept as it is when already on). */
async function enableApprovalWorkflows(tenant: Tenant): Promise<void> {
  const org = await tenant.ownOrganization();
  if (!org) return;
  const settings = organizationSettingsSchema.parse(org.settings);
  if (settings.features.approvalWorkflows) return;
  await tenant.updateOwnOrganization({
    settings: { ...settings, features: { ...settings.features, approvalWorkflows: true } },
  });
}

async function reviewWorkspace(tenant: Tenant, memberIds: { id: string; role: string }[]) {
  const existing = await tenant.first(workspaces, eq(workspaces.name, DEMO_REVIEW_WORKSPACE));
  if (existing) return existing;
  const group = await tenant.first(workspaceGroups, eq(workspaceGroups.name, 'Plant Operations'));
  const fallback = group ?? (await tenant.select(workspaceGroups, undefined, { limit: 1 }))[0];
  if (!fallback) return undefined;
  const [made] = await tenant.insert(workspaces, {
    id: newId(),
    workspaceGroupId: fallback.id,
    name: DEMO_REVIEW_WORKSPACE,
    color: 'orange',
    private: true,
  });
  await tenant.insert(
    workspaceMembers,
    memberIds.map((m) => ({ workspaceId: made!.id, userId: m.id, role: m.role })),
  );
  return made;
}

/** A copy of the sample's rows in the review workspace, unpublished. */
async function reviewCopy(tenant: Tenant, source: WorkflowRow, workspaceId: string) {
  const existing = await tenant.first(
    workflows,
    and(eq(workflows.workspaceId, workspaceId), eq(workflows.title, DEMO_REVIEW_WORKFLOW_TITLE)),
  );
  if (existing) return existing;
  return tenant.transaction(async (tx) => {
    const [stepRows, texts] = await Promise.all([
      tx.select(steps, eq(steps.workflowId, source.id)),
      tx.select(transcriptions, eq(transcriptions.workflowId, source.id)),
    ]);
    return insertWorkflowCopy(
      tx,
      source,
      { steps: stepRows, texts },
      {
        workspaceId,
        title: DEMO_REVIEW_WORKFLOW_TITLE,
        translatedTitles: {},
        published: false,
        publishedDate: null,
      },
    );
  });
}

export async function ensureDemoApprovals(
  tenant: Tenant,
  source: WorkflowRow,
): Promise<{ requestId: string | null }> {
  const byEmail = (email: string) => tenant.first(users, eq(users.email, email));
  const [admin, lead, publisher] = await Promise.all([
    byEmail(DEMO_USERS.orgAdmin),
    byEmail(DEMO_USERS.workspaceAdmin),
    byEmail(DEMO_USERS.publisher),
  ]);
  if (!admin || !lead || !publisher) return { requestId: null };
  await enableApprovalWorkflows(tenant);
  const workspace = await reviewWorkspace(tenant, [
    { id: lead.id, role: Role.WorkspaceAdmin },
    { id: publisher.id, role: Role.Publisher },
  ]);
  if (!workspace) return { requestId: null };
  const flow = await tenant.first(
    approvalWorkflows,
    eq(approvalWorkflows.workspaceId, workspace.id),
  );
  if (!flow) {
    await tenant.insert(approvalWorkflows, {
      id: newId(),
      workspaceId: workspace.id,
      title: 'Release review',
      stages: [
        { title: 'Quality', rule: 'any', reviewerIds: [admin.id] },
        { title: 'Line lead', rule: 'any', reviewerIds: [lead.id] },
      ],
      reminderDays: DEFAULT_APPROVAL_REMINDER_DAYS,
      escalationDays: DEFAULT_APPROVAL_ESCALATION_DAYS,
      createdBy: admin.id,
    });
  }
  const copy = await reviewCopy(tenant, source, workspace.id);
  if (copy.reviewStatus !== '') return { requestId: null };
  const requestId = await openApprovalRequest(
    tenant,
    { id: publisher.id, name: displayName(publisher), approvalWorkflows: true },
    { type: 'workflow', workflow: copy },
  );
  return { requestId };
}
