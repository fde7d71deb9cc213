/**
 * How managers follow a skill (issue 24; 002 §7 skill-performances, team-skills,
 * skills-matrix): per person, per team, and people x skills across the skills they manage.
 * States come from core skillState over the stored performances (skill-progress.ts).
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SkillMatrix,
  SkillPerformance,
  skillMatrixQuerySchema,
  skillPerformanceQuerySchema,
  teamSkillSchema,
} from '@stepwise/core';
import {
  skillAssignments,
  skillPerformances,
  skills,
  teamMembers,
  teams,
  workspaces,
} from '../db/schema.js';
import type { Caller } from './caller.js';
import { notFound } from './errors.js';
import { peopleById } from './people.js';
import { canManageIn, type SkillPerformanceRow, type SkillRow } from './skill-access.js';
import { performanceState } from './skill-progress.js';
import { WorkspaceAccess } from './workspace-access.js';

type PerformanceQuery = z.output<typeof skillPerformanceQuerySchema>;
type MatrixQuery = z.output<typeof skillMatrixQuerySchema>;
type TeamSkill = z.output<typeof teamSkillSchema>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function teamMemberIds(caller: Caller, teamId: string): Promise<string[]> {
  const team = await caller.tenant.first(teams, eq(teams.id, teamId));
  if (!team) throw notFound('Team');
  const rows = await caller.tenant.select(teamMembers, eq(teamMembers.teamId, teamId));
  return rows.map((r) => r.userId);
}

/**
 * GET /v1/skills/{id}/skill-performances: user_skill = people assigned directly;
 * team_skill_user = people reached through a team (with teamId: that team's current members).
 */
export async function performanceList(
  caller: Caller,
  skill: SkillRow,
  q: PerformanceQuery,
): Promise<SkillPerformance[]> {
  const byType =
    q.performanceType === 'user_skill'
      ? isNull(skillPerformances.teamId)
      : q.teamId
        ? inArray(skillPerformances.userId, await teamMemberIds(caller, q.teamId))
        : isNotNull(skillPerformances.teamId);
  const rows = await caller.tenant.select(
    skillPerformances,
    and(eq(skillPerformances.skillId, skill.id), byType),
    { orderBy: skillPerformances.assignedAt },
  );
  const teamIds = [...new Set(rows.flatMap((r) => (r.teamId ? [r.teamId] : [])))];
  const [people, teamRows] = await Promise.all([
    peopleById(
      caller,
      rows.map((r) => r.userId),
    ),
    teamIds.length ? caller.tenant.select(teams, inArray(teams.id, teamIds)) : [],
  ]);
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    skillId: r.skillId,
    userId: r.userId,
    displayName: people.get(r.userId)?.name ?? '',
    email: people.get(r.userId)?.email ?? null,
    teamId: r.teamId,
    teamName: r.teamId ? (teamName.get(r.teamId) ?? null) : null,
    progress: r.progress,
    state: performanceState(skill, r, now),
    dueAt: iso(r.dueAt),
    assignedAt: r.assignedAt.toISOString(),
    completedAt: iso(r.completedAt),
    certifiedAt: iso(r.certifiedAt),
    expiresAt: iso(r.expiresAt),
    assessmentScore: r.assessmentScore,
  }));
}

/** GET /v1/skills/{id}/team-skills: each assigned team, over its current members. */
export async function teamSkillList(caller: Caller, skill: SkillRow): Promise<TeamSkill[]> {
  const assigned = await caller.tenant.select(
    skillAssignments,
    and(eq(skillAssignments.skillId, skill.id), eq(skillAssignments.assigneeType, 'team')),
    { orderBy: skillAssignments.createdAt },
  );
  const teamIds = assigned.map((a) => a.assigneeId);
  if (teamIds.length === 0) return [];
  const [teamRows, members, perfs] = await Promise.all([
    caller.tenant.select(teams, inArray(teams.id, teamIds)),
    caller.tenant.select(teamMembers, inArray(teamMembers.teamId, teamIds)),
    caller.tenant.select(skillPerformances, eq(skillPerformances.skillId, skill.id)),
  ]);
  const name = new Map(teamRows.map((t) => [t.id, t.name]));
  const perfOf = new Map(perfs.map((p) => [p.userId, p]));
  const now = Date.now();
  return assigned.map((a) => {
    const mine = members
      .filter((m) => m.teamId === a.assigneeId)
      .flatMap((m) => perfOf.get(m.userId) ?? []);
    const states = mine.map((p) => performanceState(skill, p, now));
    const total = mine.reduce((sum, p) => sum + p.progress, 0);
    return {
      teamId: a.assigneeId,
      teamName: name.get(a.assigneeId) ?? '',
      memberCount: members.filter((m) => m.teamId === a.assigneeId).length,
      passed: states.filter((s) => s === 'PASSED').length,
      failed: states.filter((s) => s === 'FAILED').length,
      progress: mine.length ? Math.round(total / mine.length) : 0,
      dueAt: iso(a.dueAt),
    };
  });
}

/** The skills the caller manages (in one workspace when asked). */
async function managedSkills(caller: Caller, workspaceId?: string): Promise<SkillRow[]> {
  const access = await WorkspaceAccess.of(caller);
  const spaces = await caller.tenant.select(
    workspaces,
    workspaceId ? eq(workspaces.id, workspaceId) : undefined,
  );
  if (workspaceId && !spaces.some((w) => access.canView(w))) throw notFound('Workspace');
  const ids = spaces
    .filter((w) => access.canView(w) && canManageIn(caller, access, w))
    .map((w) => w.id);
  if (ids.length === 0) return [];
  return caller.tenant.select(skills, inArray(skills.workspaceId, ids), { orderBy: skills.title });
}

/** GET /v1/skills/skills-matrix: people x the skills the caller manages. */
export async function skillMatrix(caller: Caller, q: MatrixQuery): Promise<SkillMatrix> {
  const list = await managedSkills(caller, q.workspaceId);
  const members = q.teamId ? await teamMemberIds(caller, q.teamId) : undefined;
  const perfs: SkillPerformanceRow[] = list.length
    ? await caller.tenant.select(
        skillPerformances,
        and(
          inArray(
            skillPerformances.skillId,
            list.map((s) => s.id),
          ),
          members ? inArray(skillPerformances.userId, members) : undefined,
        ),
      )
    : [];
  const byId = new Map(list.map((s) => [s.id, s]));
  const people = await peopleById(
    caller,
    perfs.map((p) => p.userId),
  );
  const rows = new Map<string, SkillMatrix['people'][number]>();
  const now = Date.now();
  for (const p of perfs) {
    const skill = byId.get(p.skillId)!;
    let row = rows.get(p.userId);
    if (!row) {
      const person = people.get(p.userId);
      row = {
        userId: p.userId,
        displayName: person?.name ?? '',
        email: person?.email ?? null,
        cells: {},
      };
      rows.set(p.userId, row);
    }
    row.cells[p.skillId] = {
      state: performanceState(skill, p, now),
      progress: p.progress,
      certifiedAt: iso(p.certifiedAt),
      passedAt: iso(skill.certification.enabled ? p.certifiedAt : p.passedAt),
      expiresAt: iso(p.expiresAt),
      dueAt: iso(p.dueAt),
      performanceId: p.id,
    };
  }
  return {
    skills: list.map((s) => ({ id: s.id, playlistTitle: s.title, group: s.workspaceId })),
    people: [...rows.values()].sort((a, b) => a.displayName.localeCompare(b.displayName)),
  };
}
