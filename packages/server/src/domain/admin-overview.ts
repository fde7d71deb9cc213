/**
 * The admin overview's counts (issue 25; 000 §2 /admin/): organisation admins count the whole
 * organisation; anyone else with the admin flag counts the workspaces they administer (their
 * members, groups, teams and content there). Categories belong to the organisation, so everyone
 * sees their number.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isAdminRole, Role, roleAtLeast, type AdminOverview } from '@stepwise/core';
import {
  categories,
  sessions,
  skills,
  smartInstructions,
  tasks,
  teams,
  users,
  workflows,
  workspaceMembers,
  workspaces,
} from '../db/schema.js';
import type { Caller } from './caller.js';
import { INVITED, kindMatch } from './org-user-list.js';

const RECENT_DAYS = 7;

/** The workspaces the overview counts: null = the whole organisation. */
async function administered(caller: Caller): Promise<string[] | null> {
  if (isAdminRole(caller.role)) return null;
  const ids = Object.entries(caller.workspaceRoles)
    .filter(([, role]) => roleAtLeast(role, Role.WorkspaceAdmin))
    .map(([id]) => id);
  if (ids.length === 0) return [];
  const rows = await caller.tenant.select(workspaces, inArray(workspaces.id, ids));
  return rows.map((w) => w.id);
}

export async function adminOverview(caller: Caller, now = new Date()): Promise<AdminOverview> {
  const { tenant } = caller;
  const scope = await administered(caller);
  // An empty list matches nothing (inArray of [] is false in drizzle).
  const inScope = (column: Parameters<typeof inArray>[0]): SQL | undefined =>
    scope === null ? undefined : inArray(column, scope.length ? scope : ['']);
  const members: SQL | undefined =
    scope === null
      ? undefined
      : sql`${users.id} in (select ${workspaceMembers.userId} from ${workspaceMembers} where ${inScope(workspaceMembers.workspaceId)})`;
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const countUsers = (where?: SQL) => tenant.count(users, and(members, where));
  const [
    total,
    email,
    employeeId,
    shared,
    lmsLearner,
    disabled,
    invited,
    recentSignIns,
    groupRows,
    workspaceCount,
    teamCount,
    categoryCount,
    publishedWorkflows,
    publishedSmartInstructions,
    skillCount,
    taskCount,
  ] = await Promise.all([
    countUsers(),
    countUsers(kindMatch('email')),
    countUsers(kindMatch('employee-id')),
    countUsers(kindMatch('shared')),
    countUsers(kindMatch('lms-learner')),
    countUsers(eq(users.disabled, true)),
    countUsers(and(eq(users.disabled, false), INVITED)),
    countUsers(
      sql`exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.createdAt} > ${since}::timestamptz)`,
    ),
    tenant.select(workspaces, inScope(workspaces.id)),
    tenant.count(workspaces, inScope(workspaces.id)),
    tenant.count(
      teams,
      scope === null ? undefined : and(isNotNull(teams.workspaceId), inScope(teams.workspaceId)),
    ),
    tenant.count(categories),
    tenant.count(
      workflows,
      and(
        eq(workflows.published, true),
        isNull(workflows.deletedAt),
        inScope(workflows.workspaceId),
      ),
    ),
    tenant.count(
      smartInstructions,
      and(eq(smartInstructions.published, true), inScope(smartInstructions.workspaceId)),
    ),
    tenant.count(skills, inScope(skills.workspaceId)),
    tenant.count(tasks, inScope(tasks.workspaceId)),
  ]);
  return {
    scope: scope === null ? 'organization' : 'workspaces',
    users: { total, email, employeeId, shared, lmsLearner, disabled, invited, recentSignIns },
    workspaceGroups: new Set(groupRows.map((w) => w.workspaceGroupId)).size,
    workspaces: workspaceCount,
    teams: teamCount,
    categories: categoryCount,
    publishedWorkflows,
    publishedSmartInstructions,
    skills: skillCount,
    tasks: taskCount,
  };
}
