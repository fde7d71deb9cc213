// Approval workflows (issue 23; 001 §3 approval history, §4 auto-unpublish on move, §6 the
// approval-workflows flag; 002 §1/§4/§6 reviewers, approval notifications; 000 §10 code 50).
// Zod-free rules shared by the server and the portal; wire schemas in approval.schema.ts.
// The spec shows no approval states (000 §6 "Approval states: not shown"): the ones here follow
// the review statuses of workflow-status.ts (in_progress, approved, rejected, canceled).

/** A workspace's approval workflow has 1 to 10 ordered stages. */
export const APPROVAL_STAGES_MIN = 1;
export const APPROVAL_STAGES_MAX = 10;
/** Reviewers of one stage (ours). */
export const APPROVAL_STAGE_REVIEWERS_MAX = 20;
export const APPROVAL_TITLE_MAX = 100;
export const APPROVAL_COMMENT_MAX = 2000;

/** How a stage is passed: any one of its reviewers approves, or all of them. */
export const APPROVAL_RULES = ['any', 'all'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

export const APPROVAL_REQUEST_STATUSES = [
  'in_progress',
  'approved',
  'rejected',
  'canceled',
] as const;
export type ApprovalRequestStatus = (typeof APPROVAL_REQUEST_STATUSES)[number];

/** What a reviewer or the requester does to a request (POST /v1/approval-requests/{id}/actions). */
export const APPROVAL_ACTIONS = ['approve', 'reject', 'recall'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** What the approval history records: the actions, the submission and the reminders sent. */
export const APPROVAL_HISTORY_EVENTS = [
  'submit',
  'approve',
  'reject',
  'recall',
  'remind',
  'escalate',
  'publish',
] as const;
export type ApprovalHistoryEvent = (typeof APPROVAL_HISTORY_EVENTS)[number];

/** Days a stage may wait before its reviewers are reminded, then before the workspace admins are. */
export const DEFAULT_APPROVAL_REMINDER_DAYS = 3;
export const DEFAULT_APPROVAL_ESCALATION_DAYS = 4;
export const APPROVAL_DAYS_MAX = 90;
/** How often the reminder sweep runs (ours). */
export const APPROVAL_SWEEP_INTERVAL_SECONDS = 60 * 60;

/** The approval notifications (002 §4 "Approval card labels" plus the reminders of issue 23). */
export const APPROVAL_NOTIFICATION_TYPES = [
  'approval_requested',
  'approval_approved',
  'approval_rejected',
  'approval_recalled',
  'approval_reminder',
  'approval_escalated',
] as const;
export type ApprovalNotificationType = (typeof APPROVAL_NOTIFICATION_TYPES)[number];

export interface ApprovalStage {
  /** Optional name of the stage ('Quality', 'Safety'); '' when none. */
  title: string;
  reviewerIds: readonly string[];
  rule: ApprovalRule;
}

/**
 * Whether a stage is passed by these approvals: 'any' needs one of its reviewers, 'all' every
 * one of them. Approvals by people who are not the stage's reviewers never count.
 */
export function stageApproved(stage: ApprovalStage, approvedBy: readonly string[]): boolean {
  const approvers = new Set(approvedBy.filter((id) => stage.reviewerIds.includes(id)));
  if (stage.reviewerIds.length === 0) return false;
  return stage.rule === 'any' ? approvers.size > 0 : approvers.size === stage.reviewerIds.length;
}

/**
 * 002 §1: the active reviewers of an open request: the current stage's reviewers who have not
 * approved yet (they may view the unpublished content and act on it). Empty once it is closed.
 */
export function activeReviewerIds(
  status: ApprovalRequestStatus,
  stage: ApprovalStage | undefined,
  approvedBy: readonly string[],
): string[] {
  if (status !== 'in_progress' || !stage) return [];
  if (stageApproved(stage, approvedBy)) return [];
  return stage.reviewerIds.filter((id) => !approvedBy.includes(id));
}

export type ApprovalOutcome =
  /** Recorded; the stage still waits for others ('all'). */
  | { kind: 'recorded' }
  /** The stage is passed; the request moves on to `stageIndex`. */
  | { kind: 'next-stage'; stageIndex: number }
  /** The last stage is passed: the content is published. */
  | { kind: 'approved' };

/** What one approval does to a request at `stageIndex` whose stage has these approvals (incl. it). */
export function approvalOutcome(
  stages: readonly ApprovalStage[],
  stageIndex: number,
  approvedBy: readonly string[],
): ApprovalOutcome {
  const stage = stages[stageIndex];
  if (!stage || !stageApproved(stage, approvedBy)) return { kind: 'recorded' };
  return stageIndex + 1 >= stages.length
    ? { kind: 'approved' }
    : { kind: 'next-stage', stageIndex: stageIndex + 1 };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stage's reviewers are reminded once, `reminderDays` after the stage began. */
export function reminderDue(
  stageStartedAt: number,
  remindedAt: number | null,
  now: number,
  reminderDays: number,
): boolean {
  return remindedAt === null && now - stageStartedAt >= reminderDays * DAY_MS;
}

/** The workspace admins are told once, `escalationDays` after the reminder was due. */
export function escalationDue(
  stageStartedAt: number,
  escalatedAt: number | null,
  now: number,
  reminderDays: number,
  escalationDays: number,
): boolean {
  return escalatedAt === null && now - stageStartedAt >= (reminderDays + escalationDays) * DAY_MS;
}

/**
 * 001 §4: moving content into a workspace with approval workflows unpublishes it, when the
 * approval-workflows flag is on and the target has one ("already has an item in approval").
 */
export function unpublishOnMove(ctx: {
  approvalWorkflows: boolean;
  targetHasApprovalWorkflow: boolean;
  published: boolean;
}): boolean {
  return ctx.approvalWorkflows && ctx.targetHasApprovalWorkflow && ctx.published;
}

/** 002 §4: a rejected or recalled request sends its author back to the editor. */
const OPENS_EDITOR: ReadonlySet<ApprovalNotificationType> = new Set([
  'approval_rejected',
  'approval_recalled',
]);

/**
 * 002 §4 click targets of the approval notifications, as a portal path (the portal opens it, the
 * approval mails link to it): requested, approved, reminder and escalation open the player;
 * rejected and recalled the advanced editor. A smart instruction opens at
 * /smart-instruction/{id}, which is its editor for editors and its view for others. Null when
 * the notice names no content.
 */
export function approvalNoticePath(
  type: ApprovalNotificationType,
  content: { workflowId: string | null; multimodalSopId: string | null },
): string | null {
  if (content.workflowId) {
    const id = encodeURIComponent(content.workflowId);
    return OPENS_EDITOR.has(type) ? `/editor/${id}` : `/playermain/${id}`;
  }
  if (content.multimodalSopId) {
    return `/smart-instruction/${encodeURIComponent(content.multimodalSopId)}`;
  }
  return null;
}
