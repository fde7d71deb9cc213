/**
 * Who a skill is assigned to (issue 24; 002 §7 PATCH /v1/skills/{id}/members): users and teams
 * of the organisation, each with an optional due date. Assignments are what a manager edits;
 * performances (one per person) are derived from them here: a team reaches each of its current
 * members, and a person's direct assignment wins over a team's (its due date counts). A person
 * no longer reached loses their performance; one still reached keeps their progress.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { skillAssigneeSchema, skillMembersUpdateSchema } from '@stepwise/core';
import { newId } from '../db/ids.js';
import {
  skillAssignments,
  skillPerformances,
  skills,
  teamMembers,
  teams,
  users,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { badRequest, conflict } from './errors.js';
import { peopleById } from './people.js';
import type { SkillPerformanceRow, SkillRow } from './skill-access.js';
import { noticeAssigned } from './skill-notices.js';

type MembersUpdate = z.output<typeof skillMembersUpdateSchema>;
type Assignee = z.output<typeof skillAssigneeSchema>;
type AssignmentRow = typeof skillAssignments.$inferSelect;

const keyOf = (m: { type: string; id: string }) => `${m.type}:${m.id}`;
const dateOf = (iso: string | null) => (iso === null ? null : new Date(iso));

/** 400 with the ids that are no user or team of this organisation. */
async function checkAssignees(tenant: Tenant, list: readonly { type: string; id: string }[]) {
  const userIds = [...new Set(list.filter((m) => m.type === 'user').map((m) => m.id))];
  const teamIds = [...new Set(list.filter((m) => m.type === 'team').map((m) => m.id))];
  const [u, t] = await Promise.all([
    userIds.length ? tenant.select(users, inArray(users.id, userIds)) : [],
    teamIds.length ? tenant.select(teams, inArray(teams.id, teamIds)) : [],
  ]);
  const found = new Set([...u.map((r) => `user:${r.id}`), ...t.map((r) => `team:${r.id}`)]);
  const unknown = list.filter((m) => !found.has(keyOf(m)));
  if (unknown.length) throw badRequest('Unknown users or teams', { unknown });
}

/** Applies add / update / remove, re-derives the performances, tells the new assignees. */
export async function updateMembers(
  caller: Caller,
  skill: SkillRow,
  body: MembersUpdate,
): Promise<void> {
  const keys = [...body.add, ...body.update, ...body.remove].map(keyOf);
  if (new Set(keys).size !== keys.length) {
    throw badRequest('An assignee appears twice in one change');
  }
  await checkAssignees(caller.tenant, [...body.add, ...body.update]);
  await caller.tenant
    .transaction(async (tx) => {
      const existing = await tx.select(skillAssignments, eq(skillAssignments.skillId, skill.id));
      const byKey = new Map(existing.map((a) => [`${a.assigneeType}:${a.assigneeId}`, a]));
      const missing = body.update.filter((m) => !byKey.has(keyOf(m)));
      if (missing.length) throw badRequest('Not assigned', { missing });
      for (const m of [...body.add, ...body.update]) {
        const row = byKey.get(keyOf(m));
        if (row) {
          await tx.update(
            skillAssignments,
            { dueAt: dateOf(m.dueAt) },
            eq(skillAssignments.id, row.id),
          );
        } else {
          await tx.insert(skillAssignments, {
            id: newId(),
            skillId: skill.id,
            assigneeType: m.type,
            assigneeId: m.id,
            dueAt: dateOf(m.dueAt),
            assignedBy: caller.userId,
          });
        }
      }
      const gone = body.remove.flatMap((m) => byKey.get(keyOf(m))?.id ?? []);
      if (gone.length) await tx.delete(skillAssignments, inArray(skillAssignments.id, gone));
      const created = await syncPerformances(tx, skill);
      await noticeAssigned(tx, caller, skill, created);
    })
    .catch((err: unknown) => {
      // Two changes of one skill's people at once: the later one lost the race on a unique row.
      if (isUniqueViolation(err)) throw conflict('The assignments changed meanwhile: try again');
      throw err;
    });
}

interface Reach {
  teamId: string | null;
  dueAt: Date | null;
}

/** Who the assignments reach now: direct assignments win over teams; the first team wins. */
async function reachOf(tx: Tenant, assignments: AssignmentRow[]): Promise<Map<string, Reach>> {
  const ordered = [...assignments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const teamIds = ordered.filter((a) => a.assigneeType === 'team').map((a) => a.assigneeId);
  const members = teamIds.length
    ? await tx.select(teamMembers, inArray(teamMembers.teamId, teamIds))
    : [];
  const reach = new Map<string, Reach>();
  for (const a of ordered.filter((x) => x.assigneeType === 'team')) {
    for (const m of members) {
      if (m.teamId === a.assigneeId && !reach.has(m.userId)) {
        reach.set(m.userId, { teamId: a.assigneeId, dueAt: a.dueAt });
      }
    }
  }
  for (const a of ordered.filter((x) => x.assigneeType === 'user')) {
    reach.set(a.assigneeId, { teamId: null, dueAt: a.dueAt });
  }
  return reach;
}

const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Makes the skill's performances match its assignments; answers the ones it created. */
export async function syncPerformances(
  tx: Tenant,
  skill: SkillRow,
): Promise<SkillPerformanceRow[]> {
  const [assignments, existing] = await Promise.all([
    tx.select(skillAssignments, eq(skillAssignments.skillId, skill.id)),
    tx.select(skillPerformances, eq(skillPerformances.skillId, skill.id)),
  ]);
  const reach = await reachOf(tx, assignments);
  const had = new Map(existing.map((p) => [p.userId, p]));
  const stale = existing.filter((p) => !reach.has(p.userId)).map((p) => p.id);
  if (stale.length) await tx.delete(skillPerformances, inArray(skillPerformances.id, stale));
  for (const [userId, r] of reach) {
    const p = had.get(userId);
    if (!p || (p.teamId === r.teamId && sameTime(p.dueAt, r.dueAt))) continue;
    // A new due date is a new deadline: its reminders may be sent again.
    const dueChanged = !sameTime(p.dueAt, r.dueAt);
    await tx.update(
      skillPerformances,
      {
        teamId: r.teamId,
        dueAt: r.dueAt,
        ...(dueChanged ? { dueSoonNotifiedAt: null, overdueNotifiedAt: null } : {}),
        updatedAt: new Date(),
      },
      eq(skillPerformances.id, p.id),
    );
  }
  const fresh = [...reach].filter(([userId]) => !had.has(userId));
  return tx.insert(
    skillPerformances,
    fresh.map(([userId, r]) => ({
      id: newId(),
      skillId: skill.id,
      userId,
      teamId: r.teamId,
      dueAt: r.dueAt,
      items: skill.items.map((i) => ({ ...i, done: false, doneAt: null })),
    })),
  );
}

/** GET /v1/skills/{id}/users: the assignments, named. */
export async function assigneesOf(caller: Caller, skillId: string): Promise<Assignee[]> {
  const rows = await caller.tenant.select(skillAssignments, eq(skillAssignments.skillId, skillId), {
    orderBy: skillAssignments.createdAt,
  });
  const userIds = rows.filter((r) => r.assigneeType === 'user').map((r) => r.assigneeId);
  const teamIds = rows.filter((r) => r.assigneeType === 'team').map((r) => r.assigneeId);
  const [people, teamRows, members] = await Promise.all([
    peopleById(caller, userIds),
    teamIds.length ? caller.tenant.select(teams, inArray(teams.id, teamIds)) : [],
    teamIds.length ? caller.tenant.select(teamMembers, inArray(teamMembers.teamId, teamIds)) : [],
  ]);
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  return rows.map((r) => {
    const isUser = r.assigneeType === 'user';
    const person = isUser ? people.get(r.assigneeId) : undefined;
    return {
      type: isUser ? ('user' as const) : ('team' as const),
      id: r.assigneeId,
      name: isUser ? (person?.name ?? '') : (teamName.get(r.assigneeId) ?? ''),
      email: person?.email ?? null,
      dueAt: r.dueAt?.toISOString() ?? null,
      assignedAt: r.createdAt.toISOString(),
      memberCount: isUser ? 1 : members.filter((m) => m.teamId === r.assigneeId).length,
    };
  });
}

/** Performances of a skill for people in `userIds` (all when absent). */
export function performancesOf(
  tenant: Tenant,
  skillId: string,
  userIds?: readonly string[],
): Promise<SkillPerformanceRow[]> {
  return tenant.select(
    skillPerformances,
    and(
      eq(skillPerformances.skillId, skillId),
      userIds ? inArray(skillPerformances.userId, [...userIds]) : undefined,
    ),
  );
}

/**
 * A team's members changed (or the team is going): the skills assigned to it follow, so new
 * members get the skill (and its notice) and people who left lose what only the team gave them.
 * Call inside the transaction that changes the team.
 */
export async function followTeamChange(
  tx: Tenant,
  caller: Caller,
  teamId: string,
  opts: { deleted?: boolean } = {},
): Promise<void> {
  const byTeam = and(
    eq(skillAssignments.assigneeType, 'team'),
    eq(skillAssignments.assigneeId, teamId),
  );
  const assigned = await tx.select(skillAssignments, byTeam);
  if (assigned.length === 0) return;
  if (opts.deleted) await tx.delete(skillAssignments, byTeam);
  const list = await tx.select(
    skills,
    inArray(skills.id, [...new Set(assigned.map((a) => a.skillId))]),
  );
  for (const skill of list) {
    await noticeAssigned(tx, caller, skill, await syncPerformances(tx, skill));
  }
}
