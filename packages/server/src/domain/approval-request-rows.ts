/**
 * The rows of approval requests and what is read from them (issue 23): a leaf beside
 * approval-requests.ts, so the access modules (reviewer-access.ts) can ask who reviews a content
 * without importing the request-opening code (and through it the content's access modules).
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  activeReviewerIds,
  type ApprovalRequestRef,
  type ApprovalRequestStatus,
} from '@stepwise/core';
import { approvalRequests } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

/** Which content a request is about: a workflow or a smart instruction. */
export type ContentKey = { workflowId: string } | { multimodalSopId: string };

const contentWhere = (key: ContentKey) =>
  'workflowId' in key
    ? eq(approvalRequests.workflowId, key.workflowId)
    : eq(approvalRequests.multimodalSopId, key.multimodalSopId);

/** The open (in progress) request of a content, if any. */
export function openRequestOf(
  tenant: Tenant,
  key: ContentKey,
): Promise<ApprovalRequestRow | undefined> {
  return tenant.first(
    approvalRequests,
    and(contentWhere(key), eq(approvalRequests.status, 'in_progress')),
  );
}

/** Every request of a content, newest first. */
export function requestsOf(tenant: Tenant, key: ContentKey): Promise<ApprovalRequestRow[]> {
  return tenant.select(approvalRequests, contentWhere(key), {
    orderBy: [desc(approvalRequests.createdAt), desc(approvalRequests.id)],
  });
}

/** 002 §1: who may act on (and view the content of) a request now. */
export function activeReviewersOf(row: ApprovalRequestRow): string[] {
  const stage = row.stages[row.stageIndex];
  return activeReviewerIds(row.status as ApprovalRequestStatus, stage, stage?.approvedBy ?? []);
}

/** What the workflow and smart instruction views carry: the open request, or null. */
export async function approvalRefOf(
  tenant: Tenant,
  key: ContentKey,
): Promise<ApprovalRequestRef | null> {
  const row = await openRequestOf(tenant, key);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status as ApprovalRequestStatus,
    stageIndex: row.stageIndex,
    stagesCount: Math.max(1, row.stages.length),
    activeReviewerIds: activeReviewersOf(row),
  };
}
