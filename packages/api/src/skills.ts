/** Skills calls (issue 24; 002 §7 skills, playlists and skills-assigned): thin wrappers over call(). */
import type {
  AssignedListType,
  AssignedSkill,
  ContentRef,
  Skill,
  SkillCertificate,
  SkillCertification,
  SkillMatrix,
  SkillPerformanceType,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** Query values as the server reads them: absent when undefined. */
function searchOf(query: Record<string, string | number | boolean | undefined>) {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams[key] = String(value);
  }
  return searchParams;
}

export interface SkillListQuery {
  page?: number;
  size?: number;
  workspaceId?: string;
  keyword?: string;
  skillIds?: readonly string[];
  mine?: boolean;
}

/** GET /v1/skills: the skills the caller manages (skillsManager), newest first. */
export function listSkills(api: Api, query: SkillListQuery = {}) {
  const { skillIds, ...rest } = query;
  return call(api, 'GET /v1/skills', {
    searchParams: searchOf({ ...rest, skillIds: skillIds?.join(',') }),
  });
}

/** POST /v1/playlists: a new (unpublished, empty) skill in a workspace. */
export async function createSkill(
  api: Api,
  body: { group: string; playlistTitle: string; organization?: string },
): Promise<Skill> {
  return (await call(api, 'POST /v1/playlists', { json: body })).item;
}

export async function getSkill(api: Api, id: string): Promise<Skill> {
  return (await call(api, 'GET /v1/playlists/:id', { params: { id } })).item;
}

/** PUT /v1/playlists/{id}: title, workspace, published, certification. */
export async function updateSkill(
  api: Api,
  id: string,
  body: Partial<{
    playlistTitle: string;
    group: string;
    published: boolean;
    certification: SkillCertification;
  }>,
): Promise<Skill> {
  return (await call(api, 'PUT /v1/playlists/:id', { params: { id }, json: body })).item;
}

export async function deleteSkill(api: Api, id: string): Promise<void> {
  await call(api, 'DELETE /v1/playlists/:id', { params: { id } });
}

/** PUT /v1/playlists/{id}/content: the whole content list, in order. */
export async function setSkillContent(
  api: Api,
  id: string,
  list: readonly ContentRef[],
): Promise<Skill> {
  return (await call(api, 'PUT /v1/playlists/:id/content', { params: { id }, json: { list } }))
    .item;
}

/** POST /v1/skill/skills/{id}/quiz: which workflows' quizzes the assessment requires. */
export async function setSkillAssessment(
  api: Api,
  id: string,
  body: { quizWorkflowIds: readonly string[]; passingScore: number },
): Promise<Skill> {
  return (await call(api, 'POST /v1/skill/skills/:id/quiz', { params: { id }, json: body })).item;
}

/** GET /v1/skills/skills-matrix: people x skills, optionally of one workspace or team. */
export function skillsMatrix(
  api: Api,
  query: { workspaceId?: string; teamId?: string } = {},
): Promise<SkillMatrix> {
  return call(api, 'GET /v1/skills/skills-matrix', { searchParams: searchOf(query) });
}

/** GET /v1/skills/{id}/users: the users and teams it is assigned to. */
export async function listSkillAssignees(api: Api, id: string) {
  return (await call(api, 'GET /v1/skills/:id/users', { params: { id } })).items;
}

export interface SkillMemberChange {
  type: 'user' | 'team';
  id: string;
  dueAt?: string | null;
}

/** PATCH /v1/skills/{id}/members: assign, change the due date of, or unassign users and teams. */
export async function updateSkillMembers(
  api: Api,
  id: string,
  change: {
    add?: readonly SkillMemberChange[];
    update?: readonly SkillMemberChange[];
    remove?: readonly { type: 'user' | 'team'; id: string }[];
  },
) {
  return (await call(api, 'PATCH /v1/skills/:id/members', { params: { id }, json: change })).items;
}

/** GET /v1/skills/{id}/skill-performances: one row per assigned person. */
export async function listSkillPerformances(
  api: Api,
  id: string,
  query: { performanceType?: SkillPerformanceType; teamId?: string } = {},
) {
  return (
    await call(api, 'GET /v1/skills/:id/skill-performances', {
      params: { id },
      searchParams: searchOf(query),
    })
  ).items;
}

/** GET /v1/skills/{id}/team-skills: one row per assigned team. */
export async function listTeamSkills(api: Api, id: string) {
  return (await call(api, 'GET /v1/skills/:id/team-skills', { params: { id } })).items;
}

/** POST /v1/skill-performances/{id}/user-certification: a manager certifies (manual mode). */
export async function certifySkillPerformance(
  api: Api,
  performanceId: string,
): Promise<SkillCertificate> {
  return (
    await call(api, 'POST /v1/skill-performances/:id/user-certification', {
      params: { id: performanceId },
      json: {},
    })
  ).item;
}

/** GET /v1/users/{userId}/skills-assigned: a person's to-do or completed skills. */
export function listAssignedSkills(
  api: Api,
  userId: string,
  query: { type?: AssignedListType; keyword?: string; page?: number; size?: number } = {},
) {
  return call(api, 'GET /v1/users/:userId/skills-assigned', {
    params: { userId },
    searchParams: searchOf(query),
  });
}

/** One assigned skill; refused with code 52 (not assigned) or 2 (unpublished). */
export async function getAssignedSkill(
  api: Api,
  userId: string,
  skillId: string,
): Promise<AssignedSkill> {
  return (
    await call(api, 'GET /v1/users/:userId/skills-assigned/:skillId', {
      params: { userId, skillId },
    })
  ).item;
}

/** Recomputes the person's progress (after an item is watched or a quiz taken). */
export async function calculateSkillProgress(
  api: Api,
  userId: string,
  skillId: string,
): Promise<AssignedSkill> {
  return (
    await call(api, 'POST /v1/users/:userId/skills-assigned/:skillId/progress-calculation', {
      params: { userId, skillId },
      json: {},
    })
  ).item;
}

/** POST /v1/skills/{id}/reminders: remind the assignees not yet passed (all, or `userIds`). */
export async function remindSkillAssignees(
  api: Api,
  id: string,
  userIds?: readonly string[],
): Promise<number> {
  return (
    await call(api, 'POST /v1/skills/:id/reminders', {
      params: { id },
      json: userIds ? { userIds } : {},
    })
  ).sent;
}
