/**
 * How approval requests and their histories leave the server (issue 23; 001 §3 approval
 * history, §7), and who reads them: the requester, editors of the content, any reviewer of any
 * stage and org admins read a request (others 404); editors and reviewers of a content read its
 * grouped histories; the assigned list is the open requests the caller may act on now.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  APPROVAL_HISTORY_EVENTS,
  isAdminRole,
  type ApprovalHistory,
  type ApprovalHistoryEvent,
  type ApprovalRequest,
  type ApprovalRequestStatus,
  type PageInfo,
} from '@stepwise/core';
import {
  approvalRequestHistories,
  approvalRequests,
  smartInstructions,
  workflows,
  workspaces,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import {
  activeReviewersOf,
  requestsOf,
  type ApprovalRequestRow,
  type ContentKey,
} from './approval-requests.js';
import { peopleOf, stageView } from './approval-workflows.js';
import { editableInstruction } from './smart-instruction-access.js';
import { editableWorkflow } from './workflow-access.js';

type HistoryRow = typeof approvalRequestHistories.$inferSelect;

/** Views of requests, in their order: stages and people named, titles as the content has now. */
export async function requestViews(
  tenant: Tenant,
  rows: readonly ApprovalRequestRow[],
): Promise<ApprovalRequest[]> {
  if (rows.length === 0) return [];
  const ids = (pick: (r: ApprovalRequestRow) => string | null) => [
    ...new Set(rows.map(pick).filter((id): id is string => Boolean(id))),
  ];
  const workflowIds = ids((r) => r.workflowId);
  const sopIds = ids((r) => r.multimodalSopId);
  const [people, spaces, flows, sops] = await Promise.all([
    peopleOf(tenant, [
      ...rows.flatMap((r) => r.stages.flatMap((s) => s.reviewerIds)),
      ...ids((r) => r.requestedBy),
    ]),
    tenant.select(
      workspaces,
      inArray(
        workspaces.id,
        ids((r) => r.workspaceId),
      ),
    ),
    workflowIds.length ? tenant.select(workflows, inArray(workflows.id, workflowIds)) : [],
    sopIds.length ? tenant.select(smartInstructions, inArray(smartInstructions.id, sopIds)) : [],
  ]);
  const spaceName = new Map(spaces.map((w) => [w.id, w.name]));
  const titles = new Map<string, string>([
    ...flows.map((w): [string, string] => [w.id, w.title]),
    ...sops.map((s): [string, string] => [s.id, s.title]),
  ]);
  return rows.map((r) => ({
    id: r.id,
    approvalWorkflowId: r.approvalWorkflowId,
    contentType: r.contentType === 'multimodalSop' ? 'multimodalSop' : 'workflow',
    workflowId: r.workflowId,
    multimodalSopId: r.multimodalSopId,
    title: titles.get(r.workflowId ?? r.multimodalSopId ?? '') ?? r.title,
    workspaceId: r.workspaceId,
    workspaceName: spaceName.get(r.workspaceId) ?? '',
    status: r.status as ApprovalRequestStatus,
    stageIndex: r.stageIndex,
    stages: r.stages.map((s) => ({
      ...stageView(s, people),
      approvedBy: [...(s.approvedBy ?? [])],
    })),
    activeReviewerIds: activeReviewersOf(r),
    requestedBy: r.requestedBy
      ? (people.get(r.requestedBy) ?? { uid: r.requestedBy, displayName: '' })
      : null,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  }));
}

export async function requestView(tenant: Tenant, row: ApprovalRequestRow) {
  const [view] = await requestViews(tenant, [row]);
  return view!;
}

async function historyViews(
  tenant: Tenant,
  rows: readonly HistoryRow[],
): Promise<ApprovalHistory[]> {
  const people = await peopleOf(
    tenant,
    rows.map((r) => r.actorId).filter((id): id is string => Boolean(id)),
  );
  return rows.map((r) => ({
    id: r.id,
    requestId: r.requestId,
    event: r.event as ApprovalHistoryEvent,
    stageIndex: r.stageIndex,
    actor: r.actorId ? (people.get(r.actorId) ?? { uid: r.actorId, displayName: '' }) : null,
    comment: r.comment,
    signature: r.signature ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

const isReviewerOf = (row: ApprovalRequestRow, userId: string) =>
  row.stages.some((s) => s.reviewerIds.includes(userId));

const keyOf = (row: ApprovalRequestRow): ContentKey =>
  row.workflowId ? { workflowId: row.workflowId } : { multimodalSopId: row.multimodalSopId ?? '' };

/** Whether the caller may change the content (publisher or more in its workspace). */
export async function editsContent(caller: Caller, key: ContentKey): Promise<boolean> {
  try {
    if ('workflowId' in key) await editableWorkflow(caller, key.workflowId);
    else await editableInstruction(caller, key.multimodalSopId);
    return true;
  } catch {
    return false;
  }
}

/** A request the caller may read; 404 for everyone else (an id never says that it exists). */
export async function readableRequest(caller: Caller, id: string): Promise<ApprovalRequestRow> {
  const row = await caller.tenant.first(approvalRequests, eq(approvalRequests.id, id));
  if (!row) throw notFound('Approval request');
  if (
    row.requestedBy === caller.userId ||
    isAdminRole(caller.role) ||
    isReviewerOf(row, caller.userId) ||
    (await editsContent(caller, keyOf(row)))
  ) {
    return row;
  }
  throw notFound('Approval request');
}

/**
 * GET /v1/approval-requests/grouped-histories: every request of a content, newest first, each
 * with its histories oldest first. Its reviewers read them; anyone else must edit the content
 * (editableWorkflow / editableInstruction: hidden 404, read-only 403).
 */
export async function groupedHistories(caller: Caller, key: ContentKey) {
  const requests = await requestsOf(caller.tenant, key);
  if (!requests.some((r) => isReviewerOf(r, caller.userId))) {
    if ('workflowId' in key) await editableWorkflow(caller, key.workflowId);
    else await editableInstruction(caller, key.multimodalSopId);
  }
  if (requests.length === 0) return { items: [] };
  const [views, histories] = await Promise.all([
    requestViews(caller.tenant, requests),
    caller.tenant.select(
      approvalRequestHistories,
      inArray(
        approvalRequestHistories.requestId,
        requests.map((r) => r.id),
      ),
      { orderBy: [asc(approvalRequestHistories.createdAt), asc(approvalRequestHistories.id)] },
    ),
  ]);
  // An approval and the publish it causes share their transaction's time: the event order
  // (submit ... publish) breaks the tie.
  const rank = (e: string) => APPROVAL_HISTORY_EVENTS.indexOf(e as ApprovalHistoryEvent);
  const ordered = [...histories].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.event) - rank(b.event),
  );
  const all = await historyViews(caller.tenant, ordered);
  return {
    items: views.map((request) => ({
      request,
      histories: all.filter((h) => h.requestId === request.id),
    })),
  };
}

/** GET /v1/me/approval-requests/assigned: open requests the caller may act on, oldest first. */
export async function assignedRequests(
  caller: Caller,
  q: { page: number; size: number },
): Promise<{ items: ApprovalRequest[]; page: PageInfo }> {
  // The database narrows to the current stage naming the caller; the stage rule (an approval
  // already given, an 'any' stage passed) is core's activeReviewerIds.
  const candidates = await caller.tenant.select(
    approvalRequests,
    and(
      eq(approvalRequests.status, 'in_progress'),
      sql`jsonb_exists(${approvalRequests.stages} -> ${approvalRequests.stageIndex} -> 'reviewerIds', ${caller.userId})`,
    ),
    { orderBy: [asc(approvalRequests.createdAt), asc(approvalRequests.id)] },
  );
  const mine = candidates.filter((r) => activeReviewersOf(r).includes(caller.userId));
  const rows = mine.slice(q.page * q.size, (q.page + 1) * q.size);
  return {
    items: await requestViews(caller.tenant, rows),
    page: {
      page: q.page,
      size: q.size,
      dataCount: mine.length,
      pageCount: Math.ceil(mine.length / q.size),
    },
  };
}
