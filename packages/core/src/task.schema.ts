/**
 * Wire shapes of tasks (issue 24; 002 §3 task, §5 create-task validation, §7 task calls).
 * Rules in task.ts.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { pageInfoSchema } from './page.schema.js';
import { titleSchema } from './validation.schema.js';
import {
  assignedListTypeSchema,
  assigneeTypeSchema,
  contentEntrySchema,
  contentRefSchema,
} from './skill.schema.js';
import {
  isKnownTimeZone,
  TASK_BATCH_MAX,
  TASK_DUE_AFTER_HOURS_DEFAULT,
  TASK_DUE_AFTER_HOURS_MAX,
  TASK_ITEMS_MAX,
  TASK_MEMBERS_MAX,
  TASK_PERFORMANCE_STATUSES,
  TASK_TITLE_MAX,
} from './task.js';

export const taskTitleSchema = titleSchema(TASK_TITLE_MAX);

export const onceScheduleSchema = z.strictObject({
  type: z.literal('once'),
  startAt: isoDateTimeSchema,
  dueAt: isoDateTimeSchema.nullable(),
});
export const recurringScheduleSchema = z.strictObject({
  type: z.enum(['daily', 'weekly', 'monthly']),
  startAt: isoDateTimeSchema,
  timeZone: z.string().max(64).refine(isKnownTimeZone, 'Unknown time zone'),
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  dayOfMonth: z.number().int().min(1).max(31).nullable().default(null),
  dueAfterHours: z
    .number()
    .int()
    .min(1)
    .max(TASK_DUE_AFTER_HOURS_MAX)
    .default(TASK_DUE_AFTER_HOURS_DEFAULT),
  endAt: isoDateTimeSchema.nullable().default(null),
});
export const taskScheduleSchema = z
  .discriminatedUnion('type', [onceScheduleSchema, recurringScheduleSchema])
  .superRefine((s, ctx) => {
    if (s.type === 'once' && s.dueAt !== null && Date.parse(s.dueAt) <= Date.parse(s.startAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['dueAt'],
        message: 'The due date must come after the start',
      });
    }
    if (s.type !== 'once' && s.endAt !== null && Date.parse(s.endAt) <= Date.parse(s.startAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endAt'],
        message: 'The end must come after the start',
      });
    }
  });

/** 002 §3 task (the spec's `group` is the workspace id). */
export const taskSchema = z.object({
  id: idSchema,
  title: z.string(),
  group: z.string(),
  workspaceName: z.string(),
  published: z.boolean(),
  list: z.array(contentEntrySchema),
  author: z.object({ uid: z.string().nullable(), displayName: z.string() }),
  /** People reached by its assignee settings (teams by their members). */
  assignedCount: z.number().int().nonnegative(),
  /** The soonest occurrence still to start, of all its schedules. */
  nextOccurrenceAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Task = z.infer<typeof taskSchema>;
export const taskAnswerSchema = z.object({ item: taskSchema });
export const taskPageSchema = z.object({ items: z.array(taskSchema), page: pageInfoSchema });

/** POST /v1/tasks (002 §7 "title, group"; §5 the workspace defaults on the client). */
export const taskCreateSchema = z.strictObject({ title: taskTitleSchema, group: idSchema });
/** PATCH /v1/tasks/{id}. */
export const taskUpdateSchema = z
  .strictObject({ title: taskTitleSchema, published: z.boolean(), group: idSchema })
  .partial();
/** PUT /v1/tasks/{id}/contents. */
export const taskContentsSchema = z.strictObject({
  list: z.array(contentRefSchema).max(TASK_ITEMS_MAX),
});
export const taskListQuerySchema = z.object({
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(500).default(50),
  /** 'true': every task the caller may manage, not only a page. */
  all: z.enum(['true', 'false']).optional(),
  workspaceId: idSchema.optional(),
  keyword: z.string().max(200).optional(),
});

export const taskMemberRefSchema = z.strictObject({ type: assigneeTypeSchema, id: idSchema });
/** An assignee setting: who, on which schedule. */
export const assigneeSettingSchema = z.object({
  id: idSchema,
  taskId: z.string(),
  schedule: taskScheduleSchema,
  members: z.array(
    z.object({
      type: assigneeTypeSchema,
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      memberCount: z.number().int().nonnegative(),
    }),
  ),
  nextOccurrenceAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type AssigneeSetting = z.infer<typeof assigneeSettingSchema>;
export const assigneeSettingListSchema = z.object({ items: z.array(assigneeSettingSchema) });
export const assigneeSettingAnswerSchema = z.object({ item: assigneeSettingSchema });
/** POST /v1/tasks/{id}/members/batch-creation: a new assignee setting. */
export const taskMembersCreateSchema = z.strictObject({
  schedule: taskScheduleSchema,
  members: z.array(taskMemberRefSchema).min(1).max(TASK_MEMBERS_MAX),
});
/** POST /v1/tasks/{id}/members/batch-removal. */
export const taskMembersRemoveSchema = z.strictObject({
  assigneeSettingId: idSchema,
  /** Empty: the whole setting goes. */
  members: z.array(taskMemberRefSchema).max(TASK_MEMBERS_MAX).default([]),
});
/** POST /v1/tasks/{id}/members/batch-update: replace a setting's schedule and / or members. */
export const taskMembersUpdateSchema = z.strictObject({
  assigneeSettingId: idSchema,
  schedule: taskScheduleSchema.optional(),
  members: z.array(taskMemberRefSchema).min(1).max(TASK_MEMBERS_MAX).optional(),
});
/** POST /v1/tasks/batch-delete. */
export const taskBatchDeleteSchema = z.strictObject({
  taskIds: z.array(idSchema).min(1).max(TASK_BATCH_MAX),
});
export const taskBatchDeleteAnswerSchema = z.object({ deleted: z.array(z.string()) });

/** One person's occurrence of a task (the task player's `taskPerformanceId`). */
export const taskPerformanceSchema = z.object({
  id: idSchema,
  taskId: z.string(),
  title: z.string(),
  published: z.boolean(),
  assigneeSettingId: z.string(),
  userId: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  startsAt: isoDateTimeSchema,
  dueAt: isoDateTimeSchema.nullable(),
  status: z.enum(TASK_PERFORMANCE_STATUSES),
  progress: z.number().int().min(0).max(100),
  completedAt: isoDateTimeSchema.nullable(),
  list: z.array(
    contentEntrySchema.extend({ done: z.boolean(), doneAt: isoDateTimeSchema.nullable() }),
  ),
});
export type TaskPerformance = z.infer<typeof taskPerformanceSchema>;
export const taskPerformanceAnswerSchema = z.object({ item: taskPerformanceSchema });
export const taskPerformancePageSchema = z.object({
  items: z.array(taskPerformanceSchema),
  page: pageInfoSchema,
});
export const taskPerformanceListSchema = z.object({ items: z.array(taskPerformanceSchema) });
export const myTasksQuerySchema = z.object({
  type: assignedListTypeSchema.default('todo'),
  keyword: z.string().max(200).optional(),
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(500).default(50),
});
/** GET /v1/tasks/{id}/task-performances (the performance screen). */
export const taskPerformanceQuerySchema = z.object({
  assigneeSettingId: idSchema.optional(),
  status: z.enum(TASK_PERFORMANCE_STATUSES).optional(),
});
/** GET /v1/tasks/{id}/assignee-settings/{settingId}/team-members. */
export const teamMembersQuerySchema = z.object({ teamId: idSchema.optional() });
export const taskTeamMembersSchema = z.object({
  items: z.array(
    z.object({
      userId: z.string(),
      displayName: z.string(),
      email: z.string().nullable(),
      teamId: z.string(),
      teamName: z.string(),
    }),
  ),
});

/** POST /v1/tasks/{id}/reminders: remind the members with open performances (all, or these). */
export const taskReminderSchema = z.strictObject({
  userIds: z.array(idSchema).min(1).max(TASK_MEMBERS_MAX).optional(),
});
