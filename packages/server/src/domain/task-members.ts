/**
 * A task's assignee settings (issue 24; 002 §7 members batch-creation / -removal / -update,
 * assignee-settings, team-members): members (users and teams of the organisation) on one
 * schedule. Every change brings the setting up to date at once (task-occurrences.ts syncSetting):
 * occurrences whose start has come are made for a published task, the next start is stored.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type {
  AssigneeSetting,
  TaskSchedule,
  taskMembersRemoveSchema,
  taskMembersUpdateSchema,
} from '@stepwise/core';
import type { z } from 'zod';
import { newId } from '../db/ids.js';
import { taskAssigneeSettings, taskMembers, teamMembers, teams, users } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest, notFound } from './errors.js';
import { peopleById } from './people.js';
import { assertManagesTasks, managedTask, type TaskRow } from './task-access.js';
import { senderOf } from './task-manage.js';
import {
  dropFormerMembers,
  reconcileSchedule,
  syncSetting,
  type AssigneeSettingRow,
} from './task-occurrences.js';
import { settingViews } from './task-views.js';

type MemberRef = { type: 'user' | 'team'; id: string };
type RemoveBody = z.output<typeof taskMembersRemoveSchema>;
type UpdateBody = z.output<typeof taskMembersUpdateSchema>;

const memberKey = (m: MemberRef) => `${m.type}:${m.id}`;

/** Members must be users and teams of the caller's organisation; duplicates collapse. */
async function checkedMembers(tx: Tenant, members: readonly MemberRef[]): Promise<MemberRef[]> {
  const unique = [...new Map(members.map((m) => [memberKey(m), m])).values()];
  const userIds = unique.filter((m) => m.type === 'user').map((m) => m.id);
  const teamIds = unique.filter((m) => m.type === 'team').map((m) => m.id);
  const [foundUsers, foundTeams] = await Promise.all([
    userIds.length ? tx.select(users, inArray(users.id, userIds)) : [],
    teamIds.length ? tx.select(teams, inArray(teams.id, teamIds)) : [],
  ]);
  if (foundUsers.length !== userIds.length || foundTeams.length !== teamIds.length) {
    throw badRequest('Members must be users and teams of this organisation');
  }
  return unique;
}

async function settingOf(tx: Tenant, task: TaskRow, id: string): Promise<AssigneeSettingRow> {
  const row = await tx.first(
    taskAssigneeSettings,
    and(eq(taskAssigneeSettings.id, id), eq(taskAssigneeSettings.taskId, task.id)),
  );
  if (!row) throw notFound('Assignee setting');
  return row;
}

async function addMembers(tx: Tenant, task: TaskRow, settingId: string, members: MemberRef[]) {
  await tx.insertNew(
    taskMembers,
    members.map((m) => ({
      id: newId(),
      taskId: task.id,
      assigneeSettingId: settingId,
      memberType: m.type,
      memberId: m.id,
    })),
  );
}

async function viewOf(caller: Caller, row: AssigneeSettingRow): Promise<AssigneeSetting> {
  const [view] = await settingViews(caller, [row]);
  return view!;
}

/** GET /v1/tasks/{id}/assignee-settings, oldest first. */
export async function assigneeSettings(caller: Caller, taskId: string) {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, taskId);
  const rows = await caller.tenant.select(
    taskAssigneeSettings,
    eq(taskAssigneeSettings.taskId, task.id),
    { orderBy: [taskAssigneeSettings.createdAt, taskAssigneeSettings.id] },
  );
  return { items: await settingViews(caller, rows) };
}

/** POST /v1/tasks/{id}/members/batch-creation: a new setting with its members and schedule. */
export async function createSetting(
  caller: Caller,
  taskId: string,
  body: { schedule: TaskSchedule; members: MemberRef[] },
): Promise<AssigneeSetting> {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, taskId);
  const row = await caller.tenant.transaction(async (tx) => {
    const members = await checkedMembers(tx, body.members);
    const [setting] = await tx.insert(taskAssigneeSettings, {
      id: newId(),
      taskId: task.id,
      schedule: body.schedule,
      createdBy: caller.userId,
    });
    await addMembers(tx, task, setting!.id, members);
    return syncSetting(tx, task, setting!, Date.now(), senderOf(caller));
  });
  return viewOf(caller, row);
}

/**
 * POST /v1/tasks/{id}/members/batch-removal: members leave a setting (no members named: the
 * whole setting goes). Their open performances go; completed ones stay as history.
 */
export async function removeMembers(caller: Caller, taskId: string, body: RemoveBody) {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, taskId);
  await caller.tenant.transaction(async (tx) => {
    const setting = await settingOf(tx, task, body.assigneeSettingId);
    if (body.members.length === 0) {
      await tx.delete(taskAssigneeSettings, eq(taskAssigneeSettings.id, setting.id));
      return;
    }
    for (const m of body.members) {
      await tx.delete(
        taskMembers,
        and(
          eq(taskMembers.assigneeSettingId, setting.id),
          eq(taskMembers.memberType, m.type),
          eq(taskMembers.memberId, m.id),
        ),
      );
    }
    await dropFormerMembers(tx, setting.id);
  });
  return assigneeSettings(caller, taskId);
}

/**
 * POST /v1/tasks/{id}/members/batch-update: a new schedule and / or a new member list for a
 * setting. Open performances of starts the schedule no longer has, or of people no longer in it,
 * go; new members and new starts get theirs at once.
 */
export async function updateSetting(
  caller: Caller,
  taskId: string,
  body: UpdateBody,
): Promise<AssigneeSetting> {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, taskId);
  const row = await caller.tenant.transaction(async (tx) => {
    let setting = await settingOf(tx, task, body.assigneeSettingId);
    if (body.schedule) {
      const [updated] = await tx.update(
        taskAssigneeSettings,
        { schedule: body.schedule, updatedAt: new Date() },
        eq(taskAssigneeSettings.id, setting.id),
      );
      setting = updated!;
      await reconcileSchedule(tx, setting);
    }
    if (body.members) {
      const members = await checkedMembers(tx, body.members);
      const keep = new Set(members.map(memberKey));
      const current = await tx.select(taskMembers, eq(taskMembers.assigneeSettingId, setting.id));
      const gone = current.filter((m) => !keep.has(`${m.memberType}:${m.memberId}`));
      if (gone.length) {
        await tx.delete(
          taskMembers,
          inArray(
            taskMembers.id,
            gone.map((m) => m.id),
          ),
        );
      }
      await addMembers(tx, task, setting.id, members);
      await dropFormerMembers(tx, setting.id);
    }
    return syncSetting(tx, task, setting, Date.now(), senderOf(caller));
  });
  return viewOf(caller, row);
}

/** GET …/assignee-settings/{settingId}/team-members: the people its teams reach (one team). */
export async function settingTeamMembers(
  caller: Caller,
  taskId: string,
  settingId: string,
  teamId: string | undefined,
) {
  assertManagesTasks(caller);
  const { task } = await managedTask(caller, taskId);
  const setting = await settingOf(caller.tenant, task, settingId);
  const members = await caller.tenant.select(
    taskMembers,
    and(eq(taskMembers.assigneeSettingId, setting.id), eq(taskMembers.memberType, 'team')),
  );
  const teamIds = members.map((m) => m.memberId).filter((id) => !teamId || id === teamId);
  if (teamIds.length === 0) return { items: [] };
  const [teamRows, rows] = await Promise.all([
    caller.tenant.select(teams, inArray(teams.id, teamIds)),
    caller.tenant.select(teamMembers, inArray(teamMembers.teamId, teamIds), {
      orderBy: [teamMembers.teamId, teamMembers.userId],
    }),
  ]);
  const names = new Map(teamRows.map((t) => [t.id, t.name]));
  const people = await peopleById(
    caller,
    rows.map((r) => r.userId),
  );
  return {
    items: rows.map((r) => ({
      userId: r.userId,
      displayName: people.get(r.userId)?.name ?? '',
      email: people.get(r.userId)?.email ?? null,
      teamId: r.teamId,
      teamName: names.get(r.teamId) ?? '',
    })),
  };
}
