/**
 * Wire shapes of notifications (issue 24; 002 §3 notification entity, §4 read / counter rules,
 * §7 notification calls). Rules and kinds in notification.ts.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { DUE_INTERVAL_TYPES } from './due-date.js';
import { sopUserFileSchema, storedSopSessionSchema } from './smart-instruction.schema.js';
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_RECEIVERS_MAX,
  NOTIFICATION_TYPES,
  SENDABLE_NOTIFICATION_TYPES,
} from './notification.js';

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/**
 * A notification card (002 §3). Most cards are one stored notification; the grouped kinds
 * (reaction_workflow) are one card per content standing for every stored row in `ids`, with
 * their senders newest first.
 */
export const notificationSchema = z.object({
  id: idSchema,
  /** The stored notifications this card stands for (read / seen updates take them all). */
  ids: z.array(z.string()).min(1),
  type: notificationTypeSchema,
  read: z.boolean(),
  /** Not yet seen in the bell (the red dot and the badge count these). */
  counter: z.number().int().nonnegative(),
  workflowId: z.string().nullable(),
  skillId: z.string().nullable(),
  taskId: z.string().nullable(),
  taskPerformanceId: z.string().nullable(),
  /** The receiver's skill assignment (skill kinds). */
  skillPerformanceId: z.string().nullable(),
  multimodalSopId: z.string().nullable(),
  mmsopSessionId: z.string().nullable(),
  approvalRequestId: z.string().nullable(),
  /** The content's title as it was (workflow, skill's playlistTitle, task, instruction). */
  title: z.string(),
  /** The sender's message or comment, else ''. */
  message: z.string(),
  posterURL: z.string().nullable(),
  dueAt: isoDateTimeSchema.nullable(),
  dueDateIntervalType: z.enum(DUE_INTERVAL_TYPES).nullable(),
  dueDateInterval: z.number().int().nonnegative().nullable(),
  dueDaysLeft: z.number().int().nullable(),
  /** The latest sender. */
  activity: z.object({ senderId: z.string().nullable(), senderName: z.string() }),
  /** Every sender, newest first, each once (grouped kinds; else the one sender). */
  senders: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
  /** Reaction kinds: the reaction code of the latest sender. */
  reaction: z.string().nullable(),
  /** Comment kinds: whether the receiver is the run's reviewer. */
  comment: z.object({ isReviewer: z.boolean() }).nullable(),
  createdAt: isoDateTimeSchema,
  latestNotificationCreatedAt: isoDateTimeSchema,
});
export type StoredNotification = z.infer<typeof notificationSchema>;

/** GET /v1/me/notifications: the last 30 days, at most 500, newest first. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Cards not read. */
  unread: z.number().int().nonnegative(),
  /** Cards not seen in the bell (the badge: badgeText(unseen)). */
  unseen: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /v1/me/notifications/read: these stored notifications are read (002 §4 card click). */
export const notificationReadSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(500),
});
/** Answer of read and seen: the counts after the change. */
export const notificationCountsSchema = z.object({
  unread: z.number().int().nonnegative(),
  unseen: z.number().int().nonnegative(),
});

/** POST /v1/notifications (002 §7 triggers: workflow review, share, retrain; SOP share). */
export const notificationSendSchema = z
  .strictObject({
    type: z.enum(SENDABLE_NOTIFICATION_TYPES),
    workflowId: idSchema.optional(),
    multimodalSopId: idSchema.optional(),
    userIds: z.array(idSchema).max(NOTIFICATION_RECEIVERS_MAX).default([]),
    teamIds: z.array(idSchema).max(NOTIFICATION_RECEIVERS_MAX).default([]),
    message: z.string().max(NOTIFICATION_MESSAGE_MAX).default(''),
    languageCode: z.string().max(16).optional(),
  })
  .superRefine((b, ctx) => {
    const sop = b.type === 'share_mmsop';
    if (sop ? !b.multimodalSopId || b.workflowId : !b.workflowId || b.multimodalSopId) {
      ctx.addIssue({
        code: 'custom',
        message: sop ? 'share_mmsop takes a multimodalSopId' : `${b.type} takes a workflowId`,
      });
    }
    if (b.userIds.length + b.teamIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Choose at least one user or team' });
    }
  });
export const notificationSentSchema = z.object({ sent: z.number().int().nonnegative() });

/** The live stream's events (GET /v1/me/notifications/events, server-sent events). */
export const notificationEventSchema = z.object({
  /** The newest card, when one arrived (absent on the first event and on read / seen changes). */
  item: notificationSchema.optional(),
  unread: z.number().int().nonnegative(),
  unseen: z.number().int().nonnegative(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** Comments on a smart-instruction run of a skill or task (002 §4 comment kinds). */
export const runCommentSchema = z.object({
  id: idSchema,
  sessionId: z.string(),
  uid: z.string().nullable(),
  displayName: z.string(),
  comment: z.string(),
  isReviewer: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type RunComment = z.infer<typeof runCommentSchema>;
export const runCommentListSchema = z.object({ items: z.array(runCommentSchema) });
export const runCommentAnswerSchema = z.object({ item: runCommentSchema });
export const runCommentCreateSchema = z.strictObject({
  comment: z.string().trim().min(1).max(1000),
});

/**
 * A person's run of a smart instruction as its reviewers see it (002 §4 review mode): the stored
 * session with who ran it, what it was run for, and the photos it asked for (signed URLs).
 */
export const reviewedRunSchema = storedSopSessionSchema.extend({
  displayName: z.string(),
  skillId: z.string().nullable(),
  taskPerformanceId: z.string().nullable(),
  files: z.array(sopUserFileSchema),
});
export type ReviewedRun = z.infer<typeof reviewedRunSchema>;
export const reviewedRunAnswerSchema = z.object({ item: reviewedRunSchema });
export const reviewedRunListSchema = z.object({ items: z.array(reviewedRunSchema) });
/**
 * GET /v1/sop-sessions: the runs of one instruction made for one skill, one task occurrence or
 * every occurrence of a task — exactly one of the three.
 */
export const reviewedRunListQuerySchema = z
  .strictObject({
    multimodalSopId: idSchema,
    skillId: idSchema.optional(),
    taskPerformanceId: idSchema.optional(),
    taskId: idSchema.optional(),
  })
  .refine(
    (q) => [q.skillId, q.taskPerformanceId, q.taskId].filter(Boolean).length === 1,
    'Give exactly one of skillId, taskPerformanceId or taskId',
  );
export type ReviewedRunListQuery = z.infer<typeof reviewedRunListQuerySchema>;

/** Favourites (002 §3 likes: lists of workflow ids and multimodal SOP ids). */
export const contentLikesSchema = z.object({
  workflows: z.array(z.string()),
  multimodalSops: z.array(z.string()),
});
export const workflowLikeSchema = z.strictObject({ workflowId: idSchema, like: z.boolean() });
export const sopLikeSchema = z.strictObject({ multimodalSopId: idSchema, like: z.boolean() });
export const contentLikeAnswerSchema = z.object({
  item: z.object({ id: z.string(), isLike: z.boolean() }),
});
