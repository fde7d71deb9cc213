/**
 * What approvals change about moving and copying content (issue 23; 001 §4 "Moving a workflow to
 * a workspace that has approval workflows auto-unpublishes it, if approval workflows are
 * enabled"; 000 §10 code 50 "SOP in review cannot change"): content in review is neither moved
 * nor copied, and what arrives published in a workspace whose publishing needs approval is
 * unpublished there (it is approved anew).
 */
import { ErrorCode, StepwiseError, unpublishOnMove } from '@stepwise/core';
import type { Caller } from './caller.js';
import { openRequestOf, type ContentKey } from './approval-requests.js';
import { workspaceApprovalWorkflow } from './approval-workflows.js';

export const IN_REVIEW_MOVE = 'Content in review cannot be moved';
/** 001 §8 copy while in review: the client's key. */
export const IN_REVIEW_COPY = 'smartVideoInReviewCannotDuplicate';
export const IN_REVIEW_SOP_COPY = 'The smart instruction is in review and cannot be copied';

/** Code 50 while the content has an open approval request. */
export async function refuseInReview(caller: Caller, key: ContentKey, message: string) {
  if (await openRequestOf(caller.tenant, key)) {
    throw new StepwiseError(ErrorCode.SopInReview, message);
  }
}

/** Whether publishing in the workspace goes through approval (flag on and a workflow there). */
export async function approvalGated(caller: Caller, workspaceId: string): Promise<boolean> {
  if (!caller.features.approvalWorkflows) return false;
  return Boolean(await workspaceApprovalWorkflow(caller.tenant, workspaceId));
}

/**
 * A move of content into `targetId`: code 50 while in review; answers whether it must be
 * unpublished on arrival (core unpublishOnMove). Staying in its workspace changes nothing.
 */
export async function moveRules(
  caller: Caller,
  key: ContentKey,
  content: { published: boolean; workspaceId: string },
  targetId: string,
): Promise<boolean> {
  await refuseInReview(caller, key, IN_REVIEW_MOVE);
  if (content.workspaceId === targetId) return false;
  return unpublishOnMove({
    approvalWorkflows: caller.features.approvalWorkflows,
    targetHasApprovalWorkflow: await approvalGated(caller, targetId),
    published: content.published,
  });
}
