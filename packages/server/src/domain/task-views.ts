/**
 * Tasks, assignee settings and performances as the wire shows them (core task.schema.ts). Each
 * builder answers for a set in a few queries, since lists show many at once.
 */
import { inArray } from 'drizzle-orm';
import type {
  AssigneeSetting,
  ContentEntry,
  ContentRef,
  Task,
  TaskPerformance,
  TaskPerformanceStatus,
} from '@stepwise/core';
import { taskAssigneeSettings, taskMembers, teamMembers, teams, workspaces } from '../db/schema.js';
import type { Services } from '../services.js';
import type { Caller } from './caller.js';
import { contentEntries, contentRows } from './skill-content.js';
import { peopleById } from './people.js';
import type { TaskPerformanceRow, TaskRow } from './task-access.js';
import type { AssigneeSettingRow } from './task-occurrences.js';

type MemberRow = typeof taskMembers.$inferSelect;
/** What signs the content's posters. */
export interface TaskMedia {
  services: Services;
  origin?: string | undefined;
}
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const refKey = (r: ContentRef) => `${r.type}:${r.id}`;

/** Entries of several lists with one read of the rows behind them (skill-content.ts rules). */
async function entriesByKey(
  caller: Caller,
  media: TaskMedia,
  lists: readonly (readonly ContentRef[])[],
): Promise<Map<string, ContentEntry>> {
  const unique = new Map<string, ContentRef>();
  for (const list of lists) for (const r of list) unique.set(refKey(r), r);
  const refs = [...unique.values()];
  const entries = contentEntries(media.services, await contentRows(caller.tenant, refs), refs);
  return new Map(entries.map((e) => [refKey(e), e]));
}

async function teamsById(caller: Caller, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const [rows, members] = unique.length
    ? await Promise.all([
        caller.tenant.select(teams, inArray(teams.id, unique)),
        caller.tenant.select(teamMembers, inArray(teamMembers.teamId, unique)),
      ])
    : [[], []];
  return new Map(
    rows.map((t) => [
      t.id,
      { name: t.name, userIds: members.filter((m) => m.teamId === t.id).map((m) => m.userId) },
    ]),
  );
}

/** People reached by a set of member rows (teams by their current members). */
function reached(members: readonly MemberRow[], teamUsers: Map<string, { userIds: string[] }>) {
  const people = new Set<string>();
  for (const m of members) {
    if (m.memberType === 'user') people.add(m.memberId);
    else for (const u of teamUsers.get(m.memberId)?.userIds ?? []) people.add(u);
  }
  return people.size;
}

export async function taskViews(
  caller: Caller,
  media: TaskMedia,
  rows: readonly TaskRow[],
): Promise<Task[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((t) => t.id);
  const [entries, wss, settings, members, authors] = await Promise.all([
    entriesByKey(
      caller,
      media,
      rows.map((t) => t.items),
    ),
    caller.tenant.select(
      workspaces,
      inArray(workspaces.id, [...new Set(rows.map((t) => t.workspaceId))]),
    ),
    caller.tenant.select(taskAssigneeSettings, inArray(taskAssigneeSettings.taskId, ids)),
    caller.tenant.select(taskMembers, inArray(taskMembers.taskId, ids)),
    peopleById(
      caller,
      rows.flatMap((t) => (t.createdBy ? [t.createdBy] : [])),
    ),
  ]);
  const teamInfo = await teamsById(
    caller,
    members.filter((m) => m.memberType === 'team').map((m) => m.memberId),
  );
  const wsName = new Map(wss.map((w) => [w.id, w.name]));
  return rows.map((t) => {
    const next = settings
      .filter((s) => s.taskId === t.id && s.nextOccurrenceAt)
      .map((s) => s.nextOccurrenceAt!.getTime())
      .sort((a, b) => a - b)[0];
    return {
      id: t.id,
      title: t.title,
      group: t.workspaceId,
      workspaceName: wsName.get(t.workspaceId) ?? '',
      published: t.published,
      list: t.items.map((r) => entries.get(refKey(r))!),
      author: {
        uid: t.createdBy,
        displayName: (t.createdBy && authors.get(t.createdBy)?.name) || '',
      },
      assignedCount: reached(
        members.filter((m) => m.taskId === t.id),
        teamInfo,
      ),
      nextOccurrenceAt: next === undefined ? null : new Date(next).toISOString(),
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    };
  });
}

export async function settingViews(
  caller: Caller,
  settings: readonly AssigneeSettingRow[],
): Promise<AssigneeSetting[]> {
  if (settings.length === 0) return [];
  const members = await caller.tenant.select(
    taskMembers,
    inArray(
      taskMembers.assigneeSettingId,
      settings.map((s) => s.id),
    ),
    { orderBy: [taskMembers.createdAt, taskMembers.id] },
  );
  const [people, teamInfo] = await Promise.all([
    peopleById(
      caller,
      members.filter((m) => m.memberType === 'user').map((m) => m.memberId),
    ),
    teamsById(
      caller,
      members.filter((m) => m.memberType === 'team').map((m) => m.memberId),
    ),
  ]);
  return settings.map((s) => ({
    id: s.id,
    taskId: s.taskId,
    schedule: s.schedule,
    members: members
      .filter((m) => m.assigneeSettingId === s.id)
      .map((m) => {
        if (m.memberType === 'team') {
          const team = teamInfo.get(m.memberId);
          return {
            type: 'team' as const,
            id: m.memberId,
            name: team?.name ?? '',
            email: null,
            memberCount: team?.userIds.length ?? 0,
          };
        }
        const person = people.get(m.memberId);
        return {
          type: 'user' as const,
          id: m.memberId,
          name: person?.name ?? '',
          email: person?.email ?? null,
          memberCount: 1,
        };
      }),
    nextOccurrenceAt: iso(s.nextOccurrenceAt),
    createdAt: s.createdAt.toISOString(),
  }));
}

export async function performanceViews(
  caller: Caller,
  media: TaskMedia,
  rows: readonly TaskPerformanceRow[],
  tasksById: ReadonlyMap<string, TaskRow>,
): Promise<TaskPerformance[]> {
  if (rows.length === 0) return [];
  const [entries, people, teamInfo] = await Promise.all([
    entriesByKey(
      caller,
      media,
      [...tasksById.values()].map((t) => t.items),
    ),
    peopleById(
      caller,
      rows.map((p) => p.userId),
    ),
    teamsById(
      caller,
      rows.flatMap((p) => (p.teamId ? [p.teamId] : [])),
    ),
  ]);
  return rows.flatMap((p) => {
    const task = tasksById.get(p.taskId);
    if (!task) return [];
    const progress = new Map(p.items.map((i) => [refKey(i), i]));
    const person = people.get(p.userId);
    return [
      {
        id: p.id,
        taskId: p.taskId,
        title: task.title,
        published: task.published,
        assigneeSettingId: p.assigneeSettingId,
        userId: p.userId,
        displayName: person?.name ?? '',
        email: person?.email ?? null,
        teamId: p.teamId,
        teamName: p.teamId ? (teamInfo.get(p.teamId)?.name ?? null) : null,
        startsAt: p.startsAt.toISOString(),
        dueAt: iso(p.dueAt),
        status: p.status as TaskPerformanceStatus,
        progress: p.progress,
        completedAt: iso(p.completedAt),
        list: task.items.map((r) => {
          const done = progress.get(refKey(r));
          const doneAt = done?.done && done.doneAt !== null ? new Date(done.doneAt) : null;
          return { ...entries.get(refKey(r))!, done: Boolean(done?.done), doneAt: iso(doneAt) };
        }),
      },
    ];
  });
}
