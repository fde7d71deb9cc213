/**
 * Wire shapes of skills (issue 24; 002 §3 skill (playlist), skill certificate; §7 skills,
 * playlists, skills-assigned and quiz-in-skill calls). Rules in skill.ts.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { pageInfoSchema } from './page.schema.js';
import { titleSchema } from './validation.schema.js';
import {
  ASSIGNED_LIST_TYPES,
  CERTIFICATE_VALIDITY_MONTHS_MAX,
  CERTIFICATION_MODES,
  CONTENT_TYPES,
  FETCH_RESULTS,
  SKILL_ITEMS_MAX,
  SKILL_MEMBERS_MAX,
  SKILL_PASSING_SCORE_DEFAULT,
  SKILL_PERFORMANCE_TYPES,
  SKILL_STATES,
  SKILL_TITLE_MAX,
  SKILLS_PAGE_SIZE_DEFAULT,
} from './skill.js';

export const contentTypeSchema = z.enum(CONTENT_TYPES);
export const skillStateSchema = z.enum(SKILL_STATES);
export const fetchResultSchema = z.enum(FETCH_RESULTS);
export const assignedListTypeSchema = z.enum(ASSIGNED_LIST_TYPES);

/** One entry of a skill's or a task's content list (002 §7 "list of type and id"). */
export const contentRefSchema = z.strictObject({ type: contentTypeSchema, id: idSchema });
export type ContentRef = z.infer<typeof contentRefSchema>;

/** A content entry as lists show it (title and poster as they are now). */
export const contentEntrySchema = z.object({
  type: contentTypeSchema,
  id: z.string(),
  title: z.string(),
  posterURL: z.string().nullable(),
  /** Seconds (workflows); smart instructions: their step count is `numSteps`. */
  duration: z.number().nonnegative(),
  numSteps: z.number().int().nonnegative(),
  published: z.boolean(),
  /** Deleted or no longer visible content stays in the list, marked so. */
  available: z.boolean(),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const skillTitleSchema = titleSchema(SKILL_TITLE_MAX);

export const skillAssessmentSchema = z.object({
  /** Workflows of the skill whose published quiz must be passed (empty = no assessment). */
  quizWorkflowIds: z.array(idSchema).max(SKILL_ITEMS_MAX),
  passingScore: z.number().int().min(0).max(100),
});
export type SkillAssessment = z.infer<typeof skillAssessmentSchema>;

export const skillCertificationSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(CERTIFICATION_MODES),
  /** Months a certificate is valid; null = it never expires. */
  validityMonths: z.number().int().min(1).max(CERTIFICATE_VALIDITY_MONTHS_MAX).nullable(),
});
export type SkillCertification = z.infer<typeof skillCertificationSchema>;

export const DEFAULT_SKILL_ASSESSMENT: SkillAssessment = {
  quizWorkflowIds: [],
  passingScore: SKILL_PASSING_SCORE_DEFAULT,
};
export const DEFAULT_SKILL_CERTIFICATION: SkillCertification = {
  enabled: false,
  mode: 'automatic',
  validityMonths: null,
};

/** 002 §3 skill (playlist). `group` is the workspace id, as the spec's payload names it. */
export const skillSchema = z.object({
  id: idSchema,
  playlistTitle: z.string(),
  posterURL: z.string().nullable(),
  published: z.boolean(),
  publishedAt: isoDateTimeSchema.nullable(),
  organization: z.string(),
  group: z.string(),
  workspaceName: z.string(),
  list: z.array(contentEntrySchema),
  totalInList: z.number().int().nonnegative(),
  /** Seconds of video in the list. */
  totalVideoDuration: z.number().nonnegative(),
  assessment: skillAssessmentSchema,
  certification: skillCertificationSchema,
  author: z.object({ uid: z.string().nullable(), displayName: z.string() }),
  /** People assigned (teams counted by their members). */
  assignedCount: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Skill = z.infer<typeof skillSchema>;
export const skillAnswerSchema = z.object({ item: skillSchema });
export const skillPageSchema = z.object({ items: z.array(skillSchema), page: pageInfoSchema });

/** POST /v1/playlists (002 §7 "payload organization, group, playlistTitle"). */
export const skillCreateSchema = z.object({
  organization: z.string().optional(),
  group: idSchema,
  playlistTitle: skillTitleSchema,
});
/** PUT /v1/playlists/{id}: any of these. */
export const skillUpdateSchema = z
  .strictObject({
    playlistTitle: skillTitleSchema,
    group: idSchema,
    published: z.boolean(),
    certification: skillCertificationSchema,
  })
  .partial();
/** PUT /v1/playlists/{id}/content: the whole list, in order. */
export const skillContentSchema = z.strictObject({
  list: z.array(contentRefSchema).max(SKILL_ITEMS_MAX),
});
/** POST /v1/skill/skills/{id}/quiz: the assessment. */
export const skillQuizSchema = z.strictObject({
  quizWorkflowIds: z.array(idSchema).max(SKILL_ITEMS_MAX),
  passingScore: z.number().int().min(0).max(100).default(SKILL_PASSING_SCORE_DEFAULT),
});
/** GET /v1/skills and GET /v1/playlists. */
export const skillListQuerySchema = z.object({
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(SKILLS_PAGE_SIZE_DEFAULT)
    .default(SKILLS_PAGE_SIZE_DEFAULT),
  /** Comma-separated ids. */
  skillIds: z.string().max(20_000).optional(),
  workspaceId: idSchema.optional(),
  keyword: z.string().max(200).optional(),
  /** Only the caller's own skills (owned by me). */
  mine: z.enum(['true', 'false']).optional(),
});

/** Who a skill is assigned to. */
export const assigneeTypeSchema = z.enum(['user', 'team']);
export const skillMemberSchema = z.strictObject({
  type: assigneeTypeSchema,
  id: idSchema,
  dueAt: isoDateTimeSchema.nullable().default(null),
});
/** PATCH /v1/skills/{id}/members. */
export const skillMembersUpdateSchema = z.strictObject({
  add: z.array(skillMemberSchema).max(SKILL_MEMBERS_MAX).default([]),
  update: z.array(skillMemberSchema).max(SKILL_MEMBERS_MAX).default([]),
  remove: z
    .array(z.strictObject({ type: assigneeTypeSchema, id: idSchema }))
    .max(SKILL_MEMBERS_MAX)
    .default([]),
});
/** GET /v1/skills/{id}/users: the assignees. */
export const skillAssigneeSchema = z.object({
  type: assigneeTypeSchema,
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  dueAt: isoDateTimeSchema.nullable(),
  assignedAt: isoDateTimeSchema,
  /** Teams: how many people the assignment reaches. */
  memberCount: z.number().int().nonnegative(),
});
export const skillAssigneeListSchema = z.object({ items: z.array(skillAssigneeSchema) });

/** 002 §3 skill certificate: signed by the server (HMAC of the signed fields). */
export const skillCertificateSchema = z.object({
  id: idSchema,
  playlistId: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  uid: z.string(),
  certified: z.boolean(),
  organization: z.string(),
  signature: z.object({
    displayName: z.string(),
    email: z.string().nullable(),
    uid: z.string(),
    signDate: isoDateTimeSchema,
    /** Who signed (a manager, manual mode) or null when the server certified on passing. */
    signerId: z.string().nullable(),
    /** Hex HMAC-SHA256 of the fields above, by the server's key. */
    value: z.string(),
  }),
  expiresAt: isoDateTimeSchema.nullable(),
});
export type SkillCertificate = z.infer<typeof skillCertificateSchema>;
export const skillCertificateAnswerSchema = z.object({ item: skillCertificateSchema });

/** One person's assignment of a skill, as performance lists show it. */
export const skillPerformanceSchema = z.object({
  id: idSchema,
  skillId: z.string(),
  userId: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  /** Set when the assignment came through a team (performanceType team_skill_user). */
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  state: skillStateSchema,
  dueAt: isoDateTimeSchema.nullable(),
  assignedAt: isoDateTimeSchema,
  completedAt: isoDateTimeSchema.nullable(),
  certifiedAt: isoDateTimeSchema.nullable(),
  expiresAt: isoDateTimeSchema.nullable(),
  /** Latest assessment score (0-100), null before one is taken. */
  assessmentScore: z.number().int().min(0).max(100).nullable(),
});
export type SkillPerformance = z.infer<typeof skillPerformanceSchema>;
export const skillPerformanceListSchema = z.object({ items: z.array(skillPerformanceSchema) });
export const skillPerformanceQuerySchema = z.object({
  performanceType: z.enum(SKILL_PERFORMANCE_TYPES).default('user_skill'),
  teamId: idSchema.optional(),
});
/** GET /v1/skills/{id}/team-skills: per team. */
export const teamSkillSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  memberCount: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Mean progress of its members, 0-100. */
  progress: z.number().int().min(0).max(100),
  dueAt: isoDateTimeSchema.nullable(),
});
export const teamSkillListSchema = z.object({ items: z.array(teamSkillSchema) });

/** GET /v1/skills/skills-matrix: people x skills. */
export const skillMatrixCellSchema = z.object({
  state: skillStateSchema,
  progress: z.number().int().min(0).max(100),
  certifiedAt: isoDateTimeSchema.nullable(),
  /** PASSED-at date (the certificate's, or the completion's when certification is off). */
  passedAt: isoDateTimeSchema.nullable(),
  expiresAt: isoDateTimeSchema.nullable(),
  dueAt: isoDateTimeSchema.nullable(),
  performanceId: z.string(),
});
export const skillMatrixSchema = z.object({
  skills: z.array(z.object({ id: z.string(), playlistTitle: z.string(), group: z.string() })),
  people: z.array(
    z.object({
      userId: z.string(),
      displayName: z.string(),
      email: z.string().nullable(),
      /** Skill id to the cell; skills not assigned to the person are absent. */
      cells: z.record(z.string(), skillMatrixCellSchema),
    }),
  ),
});
export type SkillMatrix = z.infer<typeof skillMatrixSchema>;
export const skillMatrixQuerySchema = z.object({
  workspaceId: idSchema.optional(),
  teamId: idSchema.optional(),
});

/** One content entry of an assigned skill, with the person's progress. */
export const assignedItemSchema = contentEntrySchema.extend({
  done: z.boolean(),
  doneAt: isoDateTimeSchema.nullable(),
  /** Workflows whose quiz the assessment requires: the person's latest attempt in the skill. */
  quiz: z
    .object({
      required: z.boolean(),
      userQuizId: z.string().nullable(),
      status: z.enum(['passed', 'failed']).nullable(),
      score: z.number().int().min(0).max(100).nullable(),
    })
    .nullable(),
});
/** GET /v1/users/{userId}/skills-assigned(/{skillId}): a person's assigned skill. */
export const assignedSkillSchema = z.object({
  performanceId: idSchema,
  skill: z.object({
    id: z.string(),
    playlistTitle: z.string(),
    posterURL: z.string().nullable(),
    published: z.boolean(),
    totalInList: z.number().int().nonnegative(),
    totalVideoDuration: z.number().nonnegative(),
    group: z.string(),
    workspaceName: z.string(),
  }),
  list: z.array(assignedItemSchema),
  progress: z.number().int().min(0).max(100),
  state: skillStateSchema,
  dueAt: isoDateTimeSchema.nullable(),
  assignedAt: isoDateTimeSchema,
  completedAt: isoDateTimeSchema.nullable(),
  assessment: skillAssessmentSchema.extend({ result: z.enum(['passed', 'failed']).nullable() }),
  certification: skillCertificationSchema,
  certificate: skillCertificateSchema.nullable(),
});
export type AssignedSkill = z.infer<typeof assignedSkillSchema>;
export const assignedSkillAnswerSchema = z.object({ item: assignedSkillSchema });
export const assignedSkillPageSchema = z.object({
  items: z.array(assignedSkillSchema),
  page: pageInfoSchema,
});
export const assignedListQuerySchema = z.object({
  type: assignedListTypeSchema.default('todo'),
  keyword: z.string().max(200).optional(),
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(SKILLS_PAGE_SIZE_DEFAULT).default(50),
});

/** POST /v1/skills/{id}/reminders: remind the assignees not yet passed (all, or these). */
export const skillReminderSchema = z.strictObject({
  userIds: z.array(idSchema).min(1).max(SKILL_MEMBERS_MAX).optional(),
});
