/**
 * Reminders and escalation of approval requests (issue 23: "Reminders to reviewers after a
 * configurable number of days, and escalation to the workspace admin after a second period").
 * A sweep over every organisation's open requests, run as a job every
 * APPROVAL_SWEEP_INTERVAL_SECONDS by whichever worker process claims it; each reminder and each
 * escalation is claimed by a conditional update (… WHERE reminded_at IS NULL), so two sweeps
 * running at once never send one twice.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  activeReviewerIds,
  APPROVAL_SWEEP_INTERVAL_SECONDS,
  DEFAULT_APPROVAL_ESCALATION_DAYS,
  DEFAULT_APPROVAL_REMINDER_DAYS,
  escalationDue,
  reminderDue,
  Role,
  type ApprovalNotificationType,
} from '@stepwise/core';
import type { Database, Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import {
  approvalRequestHistories,
  approvalRequests,
  approvalWorkflows,
  users,
  workspaceMembers,
} from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { JobQueue } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/types.js';
import {
  mailApprovalNotice,
  notifyApprovalEvent,
  type ApprovalMailServices,
  type ApprovalNotice,
} from './approval-notifications.js';

export const APPROVAL_SWEEP_JOB = 'approval-sweep';
const INTERVAL_MS = APPROVAL_SWEEP_INTERVAL_SECONDS * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ApprovalSweepServices = ApprovalMailServices & { db: Db };

export interface ApprovalSweepResult {
  reminded: number;
  escalated: number;
}

type RequestRow = typeof approvalRequests.$inferSelect;
type Claim = 'remindedAt' | 'escalatedAt';

/**
 * Reminds the active reviewers of every open request whose stage has waited its reminder days,
 * and tells the workspace's admins of those that waited the escalation days after that. Days
 * come from the request's approval workflow, the defaults when it was deleted. `now` is injected
 * by tests.
 */
export async function sweepApprovalReminders(
  services: ApprovalSweepServices,
  now = Date.now(),
): Promise<ApprovalSweepResult> {
  const result: ApprovalSweepResult = { reminded: 0, escalated: 0 };
  // Every organisation at once (a maintenance read); each change below is made as its tenant.
  // No request is due before a day has passed (days are at least 1).
  const candidates = await services.db
    .select({ request: approvalRequests, workflow: approvalWorkflows })
    .from(approvalRequests)
    .leftJoin(approvalWorkflows, eq(approvalWorkflows.id, approvalRequests.approvalWorkflowId))
    .where(
      and(
        eq(approvalRequests.status, 'in_progress'),
        or(isNull(approvalRequests.remindedAt), isNull(approvalRequests.escalatedAt)),
        lte(approvalRequests.stageStartedAt, new Date(now - DAY_MS)),
      ),
    );
  for (const { request, workflow } of candidates) {
    const reminderDays = workflow?.reminderDays ?? DEFAULT_APPROVAL_REMINDER_DAYS;
    const escalationDays = workflow?.escalationDays ?? DEFAULT_APPROVAL_ESCALATION_DAYS;
    const started = request.stageStartedAt.getTime();
    const reminded = request.remindedAt?.getTime() ?? null;
    const escalated = request.escalatedAt?.getTime() ?? null;
    if (reminderDue(started, reminded, now, reminderDays)) {
      if (await tell(services, request, 'remindedAt', now)) result.reminded += 1;
    }
    if (escalationDue(started, escalated, now, reminderDays, escalationDays)) {
      if (await tell(services, request, 'escalatedAt', now)) result.escalated += 1;
    }
  }
  return result;
}

const CLAIMS: Record<Claim, { type: ApprovalNotificationType; event: 'remind' | 'escalate' }> = {
  remindedAt: { type: 'approval_reminder', event: 'remind' },
  escalatedAt: { type: 'approval_escalated', event: 'escalate' },
};

/**
 * Claims the reminder (or escalation) of one request and, when this sweep won it, stores the
 * notifications and the history entry in the same transaction, then mails. False when another
 * sweep claimed it first or the request moved on (closed, or another stage) since it was read.
 */
async function tell(
  services: ApprovalSweepServices,
  request: RequestRow,
  claim: Claim,
  now: number,
): Promise<boolean> {
  const tenant = new Tenant(services.db, request.organizationId);
  const { type, event } = CLAIMS[claim];
  const notice = await tenant.transaction(async (tx) => {
    const at = new Date(now);
    // The stage index rather than its start time: PostgreSQL keeps microseconds, a Date does not.
    const [claimed] = await tx.update(
      approvalRequests,
      claim === 'remindedAt' ? { remindedAt: at } : { escalatedAt: at },
      and(
        eq(approvalRequests.id, request.id),
        eq(approvalRequests.status, 'in_progress'),
        eq(approvalRequests.stageIndex, request.stageIndex),
        isNull(approvalRequests[claim]),
      ),
    );
    if (!claimed) return null;
    const receiverIds =
      claim === 'remindedAt'
        ? reviewersOf(claimed)
        : await workspaceAdminIds(tx, claimed.workspaceId);
    const found: ApprovalNotice = {
      type,
      receiverIds,
      sender: { id: null, name: '' },
      request: {
        id: claimed.id,
        title: claimed.title,
        workflowId: claimed.workflowId,
        multimodalSopId: claimed.multimodalSopId,
      },
    };
    await notifyApprovalEvent(tx, found);
    await tx.insert(approvalRequestHistories, {
      id: newId(),
      requestId: claimed.id,
      event,
      stageIndex: claimed.stageIndex,
      actorId: null,
      comment: null,
      signature: null,
    });
    return found;
  });
  if (!notice) return false;
  await mailApprovalNotice(services, tenant, notice);
  return true;
}

/** The current stage's reviewers who have not approved yet (core activeReviewerIds). */
function reviewersOf(request: RequestRow): string[] {
  const stage = request.stages[request.stageIndex];
  return activeReviewerIds('in_progress', stage, stage?.approvedBy ?? []);
}

/** The workspace's admins: its admin-group members and the organisation's admins, if enabled. */
async function workspaceAdminIds(tenant: Tenant, workspaceId: string): Promise<string[]> {
  const members = await tenant.select(
    workspaceMembers,
    and(
      eq(workspaceMembers.workspaceId, workspaceId),
      eq(workspaceMembers.role, Role.WorkspaceAdmin),
    ),
  );
  const admins = await tenant.select(
    users,
    and(
      eq(users.disabled, false),
      or(
        inArray(users.role, [Role.OrgAdmin, Role.SuperAdmin]),
        members.length > 0
          ? inArray(
              users.id,
              members.map((m) => m.userId),
            )
          : sql`false`,
      ),
    ),
  );
  return admins.map((u) => u.id);
}

/** The next sweep: at the next interval boundary, one job whatever the number of processes. */
export async function scheduleApprovalSweep(database: Database, now = Date.now()): Promise<void> {
  const next = new Date(Math.floor(now / INTERVAL_MS + 1) * INTERVAL_MS);
  await new JobQueue(database.db).enqueue(database.db, {
    kind: APPROVAL_SWEEP_JOB,
    runAt: next,
    dedupeKey: `${APPROVAL_SWEEP_JOB}:${next.toISOString()}`,
    priority: -1,
  });
}

/** The job: sweeps, then schedules the next run (also after a failure, through the retry). */
export function approvalSweepHandler(
  deps: ApprovalMailServices & { database: Database },
): JobHandler {
  return async () => {
    const result = await sweepApprovalReminders({ ...deps, db: deps.database.db });
    await scheduleApprovalSweep(deps.database);
    return result;
  };
}
