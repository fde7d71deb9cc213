import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { pageInfoSchema } from './page.schema.js';
import {
  APPROVAL_ACTIONS,
  APPROVAL_COMMENT_MAX,
  APPROVAL_DAYS_MAX,
  APPROVAL_HISTORY_EVENTS,
  APPROVAL_REQUEST_STATUSES,
  APPROVAL_RULES,
  APPROVAL_STAGE_REVIEWERS_MAX,
  APPROVAL_STAGES_MAX,
  APPROVAL_STAGES_MIN,
  APPROVAL_TITLE_MAX,
  DEFAULT_APPROVAL_ESCALATION_DAYS,
  DEFAULT_APPROVAL_REMINDER_DAYS,
} from './approval.js';
import { CONTENT_SHARE_TYPES } from './content-share.js';

// The wire schemas of approval workflows and requests (issue 23); rules in approval.ts.

export const approvalRuleSchema = z.enum(APPROVAL_RULES);
export const approvalRequestStatusSchema = z.enum(APPROVAL_REQUEST_STATUSES);
export const approvalHistoryEventSchema = z.enum(APPROVAL_HISTORY_EVENTS);
/** What can be reviewed: a workflow or a smart instruction (the content-share types). */
export const approvalContentTypeSchema = z.enum(CONTENT_SHARE_TYPES);

const person = z.object({ uid: z.string(), displayName: z.string() });
const days = z.number().int().min(1).max(APPROVAL_DAYS_MAX);

/** A stage as sent: its reviewers (organisation users, no repeats) and its rule. */
export const approvalStageInputSchema = z.strictObject({
  title: z.string().trim().max(APPROVAL_TITLE_MAX).default(''),
  reviewerIds: z
    .array(idSchema)
    .min(1, 'Each stage needs at least one reviewer')
    .max(APPROVAL_STAGE_REVIEWERS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'A reviewer is listed twice'),
  rule: approvalRuleSchema.default('any'),
});
const stagesInput = z
  .array(approvalStageInputSchema)
  .min(APPROVAL_STAGES_MIN)
  .max(APPROVAL_STAGES_MAX);

/** POST /v1/approval-workflows: one per workspace (409 when the workspace has one). */
export const approvalWorkflowCreateSchema = z.strictObject({
  workspaceId: idSchema,
  title: z.string().trim().min(1).max(APPROVAL_TITLE_MAX),
  stages: stagesInput,
  reminderDays: days.default(DEFAULT_APPROVAL_REMINDER_DAYS),
  escalationDays: days.default(DEFAULT_APPROVAL_ESCALATION_DAYS),
});
export type ApprovalWorkflowCreate = z.input<typeof approvalWorkflowCreateSchema>;

/** PATCH /v1/approval-workflows/{id}: open requests keep the stages they started with. */
export const approvalWorkflowUpdateSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(APPROVAL_TITLE_MAX).optional(),
    stages: stagesInput.optional(),
    reminderDays: days.optional(),
    escalationDays: days.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type ApprovalWorkflowUpdate = z.input<typeof approvalWorkflowUpdateSchema>;

/** GET /v1/approval-workflows?workspaceId=&page=&size= (001 §7 "page 1, size 1; page.dataCount"). */
export const approvalWorkflowListQuerySchema = z.object({
  workspaceId: idSchema.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const approvalStageSchema = z.object({
  title: z.string(),
  rule: approvalRuleSchema,
  reviewerIds: z.array(z.string()),
  reviewers: z.array(person),
});

export const approvalWorkflowSchema = z.object({
  id: idSchema,
  workspaceId: idSchema,
  workspaceName: z.string(),
  title: z.string(),
  stages: z.array(approvalStageSchema),
  reminderDays: z.number().int(),
  escalationDays: z.number().int(),
  /** Requests of this workflow still in progress. */
  openRequests: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ApprovalWorkflow = z.infer<typeof approvalWorkflowSchema>;
export const approvalWorkflowAnswerSchema = z.object({ item: approvalWorkflowSchema });
export const approvalWorkflowPageSchema = z.object({
  items: z.array(approvalWorkflowSchema),
  page: pageInfoSchema,
});

/** A request as a stage of it stands: the stage as it was when the request opened, and who approved. */
export const approvalRequestStageSchema = approvalStageSchema.extend({
  approvedBy: z.array(z.string()),
});

export const approvalRequestSchema = z.object({
  id: idSchema,
  approvalWorkflowId: z.string().nullable(),
  contentType: approvalContentTypeSchema,
  workflowId: z.string().nullable(),
  multimodalSopId: z.string().nullable(),
  /** The content's title when the request opened (and now, if it still exists). */
  title: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  status: approvalRequestStatusSchema,
  stageIndex: z.number().int().nonnegative(),
  stages: z.array(approvalRequestStageSchema),
  /** 002 §3 approvalRequest.activeReviewerIds (core activeReviewerIds). */
  activeReviewerIds: z.array(z.string()),
  requestedBy: person.nullable(),
  /** The reject or recall comment that closed it; null otherwise. */
  comment: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  closedAt: isoDateTimeSchema.nullable(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;
export const approvalRequestAnswerSchema = z.object({ item: approvalRequestSchema });
export const approvalRequestPageSchema = z.object({
  items: z.array(approvalRequestSchema),
  page: pageInfoSchema,
});

/** What the workflow / smart instruction views carry of an open request (002 §3). */
export const approvalRequestRefSchema = z.object({
  id: z.string(),
  status: approvalRequestStatusSchema,
  stageIndex: z.number().int().nonnegative(),
  stagesCount: z.number().int().positive(),
  activeReviewerIds: z.array(z.string()),
});
export type ApprovalRequestRef = z.infer<typeof approvalRequestRefSchema>;

const comment = z.string().trim().min(1, 'Add a comment').max(APPROVAL_COMMENT_MAX);

/**
 * POST /v1/approval-requests/{id}/actions. Approve is an electronic signature: the reviewer's
 * own password (or PIN, for employee-ID accounts) re-confirmed, recorded with the time and name.
 * Reject (a reviewer) and recall (the requester or an editor of the content) need a comment.
 */
export const approvalActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal(APPROVAL_ACTIONS[0]),
    password: z.string().min(1).max(128),
    comment: z.string().trim().max(APPROVAL_COMMENT_MAX).optional(),
  }),
  z.strictObject({ action: z.literal(APPROVAL_ACTIONS[1]), comment }),
  z.strictObject({ action: z.literal(APPROVAL_ACTIONS[2]), comment }),
]);
export type ApprovalActionInput = z.infer<typeof approvalActionSchema>;

export const approvalHistorySchema = z.object({
  id: idSchema,
  requestId: idSchema,
  event: approvalHistoryEventSchema,
  stageIndex: z.number().int().nonnegative(),
  actor: person.nullable(),
  comment: z.string().nullable(),
  /** The electronic signature of an approval: when and as whom it was signed. */
  signature: z
    .object({ signedAt: isoDateTimeSchema, signerName: z.string(), signerEmail: z.string() })
    .nullable(),
  createdAt: isoDateTimeSchema,
});
export type ApprovalHistory = z.infer<typeof approvalHistorySchema>;

/** GET /v1/approval-requests/grouped-histories?workflowId= | multimodalSopId= (newest first). */
export const approvalGroupedHistoriesQuerySchema = z
  .object({ workflowId: idSchema.optional(), multimodalSopId: idSchema.optional() })
  .refine((q) => (q.workflowId ? 1 : 0) + (q.multimodalSopId ? 1 : 0) === 1, {
    message: 'Send workflowId or multimodalSopId',
  });
export const approvalGroupedHistoriesSchema = z.object({
  items: z.array(
    z.object({ request: approvalRequestSchema, histories: z.array(approvalHistorySchema) }),
  ),
});

/** GET /v1/me/approval-requests/assigned: open requests where I am an active reviewer. */
export const approvalAssignedQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
