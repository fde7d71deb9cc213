/**
 * Who manages and who reads a skill (issue 24; 000 §6 skills access, 002 §6, §8 codes 2 and 52).
 * A manager has the skills feature on, the skills access flag (permission settings
 * skillsManager; org admins hold it by the role table) and edit rights (publisher or more) in
 * the skill's workspace. Everyone else reads a skill only through their own assignment.
 * A skill the caller may not see answers 404 everywhere, as workflows do.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode, isAdminRole, StepwiseError } from '@stepwise/core';
import { skillPerformances, skills, workspaces } from '../db/schema.js';
import type { Caller } from './caller.js';
import { forbidden, notFound } from './errors.js';
import { WorkspaceAccess, type WorkspaceRow } from './workspace-access.js';

export type SkillRow = typeof skills.$inferSelect;
export type SkillPerformanceRow = typeof skillPerformances.$inferSelect;

/** 002 §8 code 52: the person has no assignment of this skill (HTTP 403). */
export const notAssigned = () =>
  new StepwiseError(ErrorCode.NotAssignedSkill, 'This skill is not assigned to you');
/** 002 §8 code 2: the skill is assigned but not published (HTTP 409). */
export const unpublishedSkill = () =>
  new StepwiseError(ErrorCode.UnpublishedSkill, 'This skill is not published');

/** The skills feature and the skills access flag (org admins always hold the flag). */
export function managesSkills(caller: Caller): boolean {
  return caller.features.skills && (caller.flags.skills || isAdminRole(caller.role));
}

export function canManageIn(caller: Caller, access: WorkspaceAccess, ws: WorkspaceRow): boolean {
  return managesSkills(caller) && access.canEdit(ws);
}

/** A workspace the caller may create skills in: hidden is 404, not theirs to manage 403. */
export async function skillWorkspace(caller: Caller, workspaceId: string): Promise<WorkspaceRow> {
  const [ws, access] = await Promise.all([
    caller.tenant.first(workspaces, eq(workspaces.id, workspaceId)),
    WorkspaceAccess.of(caller),
  ]);
  if (!ws || !access.canView(ws)) throw notFound('Workspace');
  if (!canManageIn(caller, access, ws)) {
    throw forbidden('Only skill managers of this workspace may create skills in it');
  }
  return ws;
}

export interface SkillAccess {
  skill: SkillRow;
  workspace: WorkspaceRow;
  canManage: boolean;
  /** The caller's own assignment, when they have one. */
  own: SkillPerformanceRow | undefined;
}

/** Loads a skill and what the caller may do with it; unknown or another org's is 404. */
export async function skillAccessOf(caller: Caller, id: string): Promise<SkillAccess> {
  const skill = await caller.tenant.first(skills, eq(skills.id, id));
  if (!skill) throw notFound('Skill');
  const [workspace, access, own] = await Promise.all([
    caller.tenant.first(workspaces, eq(workspaces.id, skill.workspaceId)),
    WorkspaceAccess.of(caller),
    caller.tenant.first(
      skillPerformances,
      and(eq(skillPerformances.skillId, id), eq(skillPerformances.userId, caller.userId)),
    ),
  ]);
  if (!workspace) throw notFound('Skill');
  const canManage = access.canView(workspace) && canManageIn(caller, access, workspace);
  return { skill, workspace, canManage, own };
}

/** A skill the caller manages; assignees and others are refused 403, strangers 404. */
export async function managedSkill(caller: Caller, id: string): Promise<SkillAccess> {
  const found = await skillAccessOf(caller, id);
  if (found.canManage) return found;
  if (found.own) throw forbidden('Only skill managers may change this skill');
  throw notFound('Skill');
}

/**
 * A skill the caller reads: managers always; an assignee while it is published (code 2
 * otherwise); anyone else 404, so a skill's existence leaks to nobody outside it.
 */
export async function readableSkill(caller: Caller, id: string): Promise<SkillAccess> {
  const found = await skillAccessOf(caller, id);
  if (found.canManage) return found;
  if (!found.own) throw notFound('Skill');
  if (!found.skill.published) throw unpublishedSkill();
  return found;
}
