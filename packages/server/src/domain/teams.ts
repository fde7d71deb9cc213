/** Teams (000 §3: fields not shown; ours are name, optional workspace, members). */
import { eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { isAdminRole, type Team } from '@stepwise/core';
import { teamMembers, teams, users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest, forbidden, notFound } from './errors.js';
import { administeredWorkspace, WorkspaceAccess } from './workspace-access.js';
import { workspaces } from '../db/schema.js';

export type TeamRow = typeof teams.$inferSelect;

async function withMembers(tenant: Tenant, rows: TeamRow[]): Promise<Team[]> {
  if (rows.length === 0) return [];
  const members = await tenant.select(
    teamMembers,
    inArray(
      teamMembers.teamId,
      rows.map((t) => t.id),
    ),
  );
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    workspaceId: t.workspaceId,
    memberIds: members.filter((m) => m.teamId === t.id).map((m) => m.userId),
  }));
}

/**
 * Teams the caller can see: organisation-wide ones and those of visible workspaces (a private
 * workspace's teams are as hidden as the workspace). `workspaceIds` narrows to those workspaces.
 */
export async function teamsOf(caller: Caller, workspaceIds?: string[]): Promise<Team[]> {
  const where: SQL | undefined = workspaceIds
    ? inArray(teams.workspaceId, workspaceIds)
    : or(isNull(teams.workspaceId), inArray(teams.workspaceId, await visibleIds(caller)));
  const rows = await caller.tenant.select(teams, where, { orderBy: [teams.name, teams.id] });
  return withMembers(caller.tenant, rows);
}

async function visibleIds(caller: Caller): Promise<string[]> {
  const [all, access] = await Promise.all([
    caller.tenant.select(workspaces),
    WorkspaceAccess.of(caller),
  ]);
  return all.filter((ws) => access.canView(ws)).map((ws) => ws.id);
}

/**
 * Who may change a team: for a workspace's team, an admin of that workspace (a hidden workspace
 * answers 404); for an organisation-wide team, an org admin.
 */
export async function assertAdministers(caller: Caller, workspaceId: string | null): Promise<void> {
  if (workspaceId) await administeredWorkspace(caller, workspaceId);
  else if (!isAdminRole(caller.role)) {
    throw forbidden('Only organisation admins manage teams outside a workspace');
  }
}

/** A team the caller may change, or 404 / 403. */
export async function administeredTeam(caller: Caller, id: string): Promise<TeamRow> {
  const team = await caller.tenant.first(teams, eq(teams.id, id));
  if (!team) throw notFound('Team');
  await assertAdministers(caller, team.workspaceId);
  return team;
}

/** Every id must be a user of the caller's organisation; duplicates collapse. */
export async function checkedMemberIds(tenant: Tenant, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tenant.select(users, inArray(users.id, unique));
  if (found.length !== unique.length) {
    throw badRequest('Some team members are not users of this organisation');
  }
  return unique;
}

/** Replaces the members of a team (call inside the caller's transaction). */
export async function setTeamMembers(tenant: Tenant, teamId: string, userIds: string[]) {
  await tenant.delete(teamMembers, eq(teamMembers.teamId, teamId));
  await tenant.insert(
    teamMembers,
    userIds.map((userId) => ({ teamId, userId })),
  );
}

export async function teamById(tenant: Tenant, id: string): Promise<Team> {
  const row = await tenant.first(teams, eq(teams.id, id));
  if (!row) throw notFound('Team');
  const [team] = await withMembers(tenant, [row]);
  return team!;
}
