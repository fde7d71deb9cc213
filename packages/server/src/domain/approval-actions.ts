/**
 * What reviewers and requesters do to an approval request (issue 23; POST
 * /v1/approval-requests/{id}/actions): approve with an electronic signature, reject or recall
 * with a comment. Each runs in one transaction holding the request's row lock, so two reviewers
 * approving at once both count; the last approval publishes the content in that transaction
 * (completeWorkflowPublish, or the smart instruction's publish with the audience it asked for).
 * Mails go once it committed.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  approvalOutcome,
  ReviewStatus,
  type ApprovalActionInput,
  type ApprovalRequest,
  type ReviewStatusValue,
} from '@stepwise/core';
import type { LoginLimiter } from '../auth/login-limiter.js';
import { newId } from '../db/ids.js';
import {
  approvalRequestHistories,
  approvalRequests,
  smartInstructions,
  workflows,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { conflict, forbidden, notFound } from './errors.js';
import {
  notifyApprovalEvent,
  type ApprovalMailServices,
  type ApprovalNotice,
} from './approval-notifications.js';
import {
  activeReviewersOf,
  mailNotices,
  noticeOf,
  senderOf,
  type ApprovalRequestRow,
  type SopPublishOptions,
} from './approval-requests.js';
import { signApproval, type Signature } from './approval-signature.js';
import { editsContent, readableRequest, requestView } from './approval-views.js';
import { applyInstructionUpdate } from './sop-versions.js';
import { completeWorkflowPublish } from './workflow-versions.js';

export const NOT_A_REVIEWER = 'You are not a reviewer of this stage';
export const REQUEST_CLOSED = 'The approval request is already closed';
export const NOT_YOURS_TO_RECALL = 'Only the requester or an editor of the content may recall it';

export type ActionServices = ApprovalMailServices & { limiter: LoginLimiter };

/**
 * The request as it is now, locked for the rest of the transaction: an UPDATE takes the row
 * lock and, under concurrency, answers the row as the other transaction committed it.
 */
async function locked(tx: Tenant, id: string): Promise<ApprovalRequestRow> {
  const [row] = await tx.update(
    approvalRequests,
    { updatedAt: new Date() },
    eq(approvalRequests.id, id),
  );
  if (!row) throw notFound('Approval request');
  if (row.status !== 'in_progress') throw conflict(REQUEST_CLOSED);
  return row;
}

async function history(
  tx: Tenant,
  row: ApprovalRequestRow,
  event: string,
  actorId: string | null,
  extra: { comment?: string | null; signature?: Signature; stageIndex?: number } = {},
): Promise<void> {
  await tx.insert(approvalRequestHistories, {
    id: newId(),
    requestId: row.id,
    event,
    stageIndex: extra.stageIndex ?? row.stageIndex,
    actorId,
    comment: extra.comment ?? null,
    signature: extra.signature ?? null,
  });
}

/** Keeps the workflow's review status with its request (the card and copy rules read it). */
async function setReviewStatus(tx: Tenant, row: ApprovalRequestRow, status: ReviewStatusValue) {
  if (!row.workflowId) return;
  await tx.update(
    workflows,
    { reviewStatus: status, updatedAt: new Date() },
    eq(workflows.id, row.workflowId),
  );
}

/** What submitForApproval kept of a smart instruction's publish (all: no teams). */
const storedPublishOptions = z.object({
  teamIds: z.array(z.string()).catch([]),
}) satisfies z.ZodType<Pick<SopPublishOptions, 'teamIds'>>;

/** The last approval: the content is published as the requester asked. */
async function publishApproved(tx: Tenant, row: ApprovalRequestRow): Promise<void> {
  if (row.workflowId) {
    await completeWorkflowPublish(tx, row.requestedBy, row.workflowId, row.id);
    return;
  }
  const sop = await tx.first(
    smartInstructions,
    eq(smartInstructions.id, row.multimodalSopId ?? ''),
  );
  if (!sop) throw notFound('Smart instruction');
  const { teamIds } = storedPublishOptions.parse(row.publishOptions);
  await applyInstructionUpdate(tx, row.requestedBy, sop, {
    audience: { published: true, teamIds },
  });
}

async function approve(
  caller: Caller,
  tx: Tenant,
  id: string,
  signature: Signature,
  comment: string | null,
): Promise<ApprovalNotice[]> {
  const row = await locked(tx, id);
  if (!activeReviewersOf(row).includes(caller.userId)) throw forbidden(NOT_A_REVIEWER);
  const approvedBy = [...(row.stages[row.stageIndex]?.approvedBy ?? []), caller.userId];
  const stages = row.stages.map((s, i) => (i === row.stageIndex ? { ...s, approvedBy } : s));
  await history(tx, row, 'approve', caller.userId, { comment, signature });
  const outcome = approvalOutcome(stages, row.stageIndex, approvedBy);
  const sender = senderOf(caller);
  if (outcome.kind === 'recorded') {
    await tx.update(approvalRequests, { stages }, eq(approvalRequests.id, row.id));
    return [];
  }
  if (outcome.kind === 'next-stage') {
    const [next] = await tx.update(
      approvalRequests,
      {
        stages,
        stageIndex: outcome.stageIndex,
        stageStartedAt: new Date(),
        remindedAt: null,
        escalatedAt: null,
      },
      eq(approvalRequests.id, row.id),
    );
    const notice = noticeOf(next!, 'approval_requested', activeReviewersOf(next!), sender);
    await notifyApprovalEvent(tx, notice);
    return [notice];
  }
  const now = new Date();
  const [done] = await tx.update(
    approvalRequests,
    { stages, status: 'approved', closedAt: now },
    eq(approvalRequests.id, row.id),
  );
  await history(tx, done!, 'publish', row.requestedBy);
  await publishApproved(tx, done!);
  const notice = noticeOf(
    done!,
    'approval_approved',
    row.requestedBy ? [row.requestedBy] : [],
    sender,
  );
  await notifyApprovalEvent(tx, notice);
  return [notice];
}

/** How reject and recall close a request: its status, the workflow's, who is told. */
const CLOSINGS = {
  reject: {
    status: 'rejected',
    reviewStatus: ReviewStatus.Rejected,
    notice: 'approval_rejected',
    told: (row: ApprovalRequestRow) => (row.requestedBy ? [row.requestedBy] : []),
  },
  recall: {
    status: 'canceled',
    reviewStatus: ReviewStatus.Canceled,
    notice: 'approval_recalled',
    told: (row: ApprovalRequestRow) => activeReviewersOf(row),
  },
} as const;

/** Rejects (an active reviewer) or recalls (checked by the caller) with the comment. */
async function close(
  caller: Caller,
  tx: Tenant,
  id: string,
  action: keyof typeof CLOSINGS,
  comment: string,
): Promise<ApprovalNotice[]> {
  const row = await locked(tx, id);
  if (action === 'reject' && !activeReviewersOf(row).includes(caller.userId)) {
    throw forbidden(NOT_A_REVIEWER);
  }
  const how = CLOSINGS[action];
  const [done] = await tx.update(
    approvalRequests,
    { status: how.status, comment, closedAt: new Date() },
    eq(approvalRequests.id, row.id),
  );
  await history(tx, row, action, caller.userId, { comment });
  await setReviewStatus(tx, row, how.reviewStatus);
  const notice = noticeOf(done!, how.notice, how.told(row), senderOf(caller), comment);
  await notifyApprovalEvent(tx, notice);
  return [notice];
}

/**
 * POST /v1/approval-requests/{id}/actions. Hidden requests are 404; a closed one 409; approve
 * and reject need an active reviewer of the current stage (403), recall the requester or an
 * editor of the content (403). Approve verifies the signature before anything is written.
 */
export async function actOnRequest(
  caller: Caller,
  services: ActionServices,
  ip: string,
  id: string,
  input: ApprovalActionInput,
): Promise<ApprovalRequest> {
  const row = await readableRequest(caller, id);
  if (row.status !== 'in_progress') throw conflict(REQUEST_CLOSED);
  let notices: ApprovalNotice[];
  if (input.action === 'approve') {
    if (!activeReviewersOf(row).includes(caller.userId)) throw forbidden(NOT_A_REVIEWER);
    const signature = await signApproval(caller, services.limiter, ip, input.password);
    const comment = input.comment ? input.comment : null;
    notices = await caller.tenant.transaction((tx) =>
      approve(caller, tx, row.id, signature, comment),
    );
  } else {
    if (input.action === 'reject' && !activeReviewersOf(row).includes(caller.userId)) {
      throw forbidden(NOT_A_REVIEWER);
    }
    const key = row.workflowId
      ? { workflowId: row.workflowId }
      : { multimodalSopId: row.multimodalSopId ?? '' };
    if (
      input.action === 'recall' &&
      row.requestedBy !== caller.userId &&
      !(await editsContent(caller, key))
    ) {
      throw forbidden(NOT_YOURS_TO_RECALL);
    }
    const { action, comment } = input;
    notices = await caller.tenant.transaction((tx) => close(caller, tx, row.id, action, comment));
  }
  await mailNotices(services, caller.tenant, notices);
  const now = await caller.tenant.first(approvalRequests, eq(approvalRequests.id, row.id));
  return requestView(caller.tenant, now!);
}
