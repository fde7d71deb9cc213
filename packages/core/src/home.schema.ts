/**
 * Wire shapes of home (issue 24; 002 §2 /home/overview, /home/discover, /home/favorites).
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './id.schema.js';
import { pageInfoSchema } from './page.schema.js';
import { contentTypeSchema } from './skill.schema.js';
import { workflowCardSchema } from './workflow-view.schema.js';
import { smartInstructionSummarySchema } from './smart-instruction.schema.js';

/** Something of the caller's with a due date (a skill assignment or a task occurrence). */
export const homeDueItemSchema = z.object({
  kind: z.enum(['skill', 'task']),
  /** Skill id, or the task performance id. */
  id: z.string(),
  /** The skill performance id, or the task id. */
  refId: z.string(),
  title: z.string(),
  dueAt: isoDateTimeSchema.nullable(),
  progress: z.number().int().min(0).max(100),
  overdue: z.boolean(),
});
export const homeRecentSchema = z.object({
  type: contentTypeSchema,
  id: z.string(),
  title: z.string(),
  posterURL: z.string().nullable(),
  viewedAt: isoDateTimeSchema,
});
/** GET /v1/me/home/overview. */
export const homeOverviewSchema = z.object({
  counts: z.object({
    skillsTodo: z.number().int().nonnegative(),
    skillsCompleted: z.number().int().nonnegative(),
    tasksTodo: z.number().int().nonnegative(),
    tasksCompleted: z.number().int().nonnegative(),
    overdue: z.number().int().nonnegative(),
    forApproval: z.number().int().nonnegative(),
  }),
  /** Soonest due first, overdue ones first of all; at most 10. */
  due: z.array(homeDueItemSchema),
  /** Recently viewed workflows and smart instructions, newest first; at most 10. */
  recent: z.array(homeRecentSchema),
  /** Mean progress of the open skills and tasks, 0-100 (0 when none). */
  progress: z.number().int().min(0).max(100),
});
export type HomeOverview = z.infer<typeof homeOverviewSchema>;

/** GET /v1/me/home/discover: recently published in the caller's workspaces, newest first. */
export const homeDiscoverSchema = z.object({
  items: z.array(
    z.object({
      type: contentTypeSchema,
      id: z.string(),
      title: z.string(),
      posterURL: z.string().nullable(),
      publishedAt: isoDateTimeSchema,
      workspaceId: z.string(),
      workspaceName: z.string(),
    }),
  ),
  page: pageInfoSchema,
});
export const homeDiscoverQuerySchema = z.object({
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /v1/me/favorites: the liked content as cards, visible and published only. */
export const favoritesSchema = z.object({
  workflows: z.array(workflowCardSchema),
  multimodalSops: z.array(smartInstructionSummarySchema),
});
