/**
 * A restore replaces a draft with a version; content under review must stay as the reviewers
 * see it (001 §4: content in review cannot be changed), so a restore is refused with code 50
 * while an approval request of it is open.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode, ReviewStatus, StepwiseError } from '@stepwise/core';
import { approvalRequests } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';

export type ReviewedContent = { workflowId: string } | { multimodalSopId: string };

export async function assertNotInReview(
  tenant: Tenant,
  content: ReviewedContent,
  reviewStatus = '',
): Promise<void> {
  const which =
    'workflowId' in content
      ? eq(approvalRequests.workflowId, content.workflowId)
      : eq(approvalRequests.multimodalSopId, content.multimodalSopId);
  const open = await tenant.first(
    approvalRequests,
    and(which, eq(approvalRequests.status, ReviewStatus.InProgress)),
  );
  if (open || reviewStatus === ReviewStatus.InProgress) {
    throw new StepwiseError(
      ErrorCode.SopInReview,
      'The content is in review: restore a version once the approval request is closed',
    );
  }
}
