/**
 * Approval requests (issue 23; 001 §3-4, §7; 002 §1, §4, §6): publishing in a workspace with an
 * approval workflow opens a request instead of publishing. The request copies the workflow's
 * stages when it opens, so a later change of the approval workflow leaves it alone; at most one
 * request per content is open (partial unique indexes), and its active reviewers may view the
 * unpublished content (reviewer-access.ts).
 */
import { eq } from 'drizzle-orm';
import { displayName, ReviewStatus } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { approvalRequestHistories, approvalRequests, workflows } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { conflict } from './errors.js';
import {
  mailApprovalNotice,
  notifyApprovalEvent,
  type ApprovalMailServices,
  type ApprovalNotice,
} from './approval-notifications.js';
import { workspaceApprovalWorkflow } from './approval-workflows.js';
import type { SmartInstructionRow } from './smart-instruction-access.js';
import type { WorkflowRow } from './workflow-access.js';

export type { ApprovalRequestRow, ContentKey } from './approval-request-rows.js';
export {
  activeReviewersOf,
  approvalRefOf,
  openRequestOf,
  requestsOf,
} from './approval-request-rows.js';
import { openRequestOf, type ApprovalRequestRow } from './approval-request-rows.js';

/** The audience a smart instruction's last approval publishes it to (sop-versions.ts). */
export interface SopPublishOptions {
  published: boolean;
  teamIds: string[];
}

export type ApprovalContent =
  | { type: 'workflow'; workflow: WorkflowRow }
  | { type: 'multimodalSop'; instruction: SmartInstructionRow; publishOptions: SopPublishOptions };

export const ALREADY_WAITING = 'The content is already waiting for approval';

/** The notice of an event of `row`, sent by `sender`. */
export function noticeOf(
  row: ApprovalRequestRow,
  type: ApprovalNotice['type'],
  receiverIds: readonly string[],
  sender: { id: string | null; name: string },
  message = '',
): ApprovalNotice {
  return {
    type,
    receiverIds,
    sender,
    request: {
      id: row.id,
      title: row.title,
      workflowId: row.workflowId,
      multimodalSopId: row.multimodalSopId,
    },
    message,
  };
}

export const senderOf = (caller: Caller) => ({
  id: caller.userId,
  name: displayName(caller.user) || caller.email,
});

/** Mails the stored notices once their transaction committed (never throws). */
export async function mailNotices(
  services: ApprovalMailServices | undefined,
  tenant: Tenant,
  notices: readonly ApprovalNotice[],
): Promise<void> {
  if (!services) return;
  for (const notice of notices) await mailApprovalNotice(services, tenant, notice);
}

/** Postgres' unique violation: the second of two submissions at once. */
const uniqueViolation = (err: unknown) =>
  String((err as { code?: string; cause?: { code?: string } }).code ?? '') === '23505' ||
  String((err as { cause?: { code?: string } }).cause?.code ?? '') === '23505';

/** Who asks for the approval: a signed-in publisher, or the author of an upload's publish flag. */
export interface Requester {
  id: string | null;
  name: string;
  /** The organisation's approval-workflows flag (000 §3). */
  approvalWorkflows: boolean;
}

/**
 * Opens an approval request when the content's workspace has an approval workflow and the
 * organisation's approval-workflows flag is on; answers the request's id, or null when the
 * content may be published directly. 409 when a request of the content is already open.
 * `mail` (the server's services) mails the stage-1 reviewers once the request is stored.
 */
export async function submitForApproval(
  caller: Caller,
  content: ApprovalContent,
  mail?: ApprovalMailServices,
): Promise<string | null> {
  const requester = {
    ...senderOf(caller),
    approvalWorkflows: caller.features.approvalWorkflows,
  };
  return openApprovalRequest(caller.tenant, requester, content, mail);
}

/** submitForApproval for any requester (the upload job has no signed-in caller). */
export async function openApprovalRequest(
  tenant: Tenant,
  requester: Requester,
  content: ApprovalContent,
  mail?: ApprovalMailServices,
): Promise<string | null> {
  if (!requester.approvalWorkflows) return null;
  const source =
    content.type === 'workflow'
      ? { key: { workflowId: content.workflow.id }, row: content.workflow }
      : { key: { multimodalSopId: content.instruction.id }, row: content.instruction };
  const flow = await workspaceApprovalWorkflow(tenant, source.row.workspaceId);
  if (!flow) return null;
  const stages = flow.stages.map((s) => ({
    title: s.title,
    rule: s.rule,
    reviewerIds: [...s.reviewerIds],
    approvedBy: [] as string[],
  }));
  const sender = { id: requester.id, name: requester.name };
  const { row, notice } = await tenant
    .transaction(async (tx) => {
      if (await openRequestOf(tx, source.key)) throw conflict(ALREADY_WAITING);
      const now = new Date();
      const [request] = await tx.insert(approvalRequests, {
        id: newId(),
        approvalWorkflowId: flow.id,
        workspaceId: source.row.workspaceId,
        contentType: content.type,
        workflowId: content.type === 'workflow' ? content.workflow.id : null,
        multimodalSopId: content.type === 'multimodalSop' ? content.instruction.id : null,
        title: source.row.title,
        status: 'in_progress',
        stageIndex: 0,
        stages,
        publishOptions: content.type === 'multimodalSop' ? { ...content.publishOptions } : {},
        requestedBy: requester.id,
        stageStartedAt: now,
      });
      await tx.insert(approvalRequestHistories, {
        id: newId(),
        requestId: request!.id,
        event: 'submit',
        stageIndex: 0,
        actorId: requester.id,
      });
      if (content.type === 'workflow') {
        // The card and duplicationBlockers read it: copies wait until the review is over.
        await tx.update(
          workflows,
          { reviewStatus: ReviewStatus.InProgress, updatedAt: now },
          eq(workflows.id, content.workflow.id),
        );
      }
      const notice = noticeOf(request!, 'approval_requested', stages[0]?.reviewerIds ?? [], sender);
      await notifyApprovalEvent(tx, notice);
      return { row: request!, notice };
    })
    .catch((err: unknown) => {
      if (uniqueViolation(err)) throw conflict(ALREADY_WAITING);
      throw err;
    });
  await mailNotices(mail, tenant, [notice]);
  return row.id;
}
