/** Tasks calls (issue 24; 002 §7): thin wrappers over call(). */
import type {
  AssigneeSetting,
  ContentRef,
  Task,
  TaskPerformance,
  TaskPerformanceStatus,
  TaskSchedule,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

type MemberRef = { type: 'user' | 'team'; id: string };

/** Only the query values that are set, as strings. */
function searchOf(query: Record<string, string | number | boolean | undefined>) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/** GET /v1/tasks: the tasks the caller manages (in a workspace, by keyword; page 0-based). */
export function listTasks(
  api: Api,
  query: { workspaceId?: string; keyword?: string; page?: number; size?: number } = {},
) {
  return call(api, 'GET /v1/tasks', { searchParams: searchOf(query) });
}

/** POST /v1/tasks (002 §7 "title, group"). */
export async function createTask(api: Api, body: { title: string; group: string }): Promise<Task> {
  return (await call(api, 'POST /v1/tasks', { json: body })).item;
}

export async function getTask(api: Api, id: string): Promise<Task> {
  return (await call(api, 'GET /v1/tasks/:id', { params: { id } })).item;
}

/** PATCH /v1/tasks/{id}: title, published, workspace. */
export async function updateTask(
  api: Api,
  id: string,
  body: { title?: string; published?: boolean; group?: string },
): Promise<Task> {
  return (await call(api, 'PATCH /v1/tasks/:id', { params: { id }, json: body })).item;
}

/** PUT /v1/tasks/{id}/contents: the whole content list, in order. */
export async function setTaskContents(api: Api, id: string, list: ContentRef[]): Promise<Task> {
  return (await call(api, 'PUT /v1/tasks/:id/contents', { params: { id }, json: { list } })).item;
}

export async function deleteTasks(api: Api, taskIds: string[]): Promise<string[]> {
  return (await call(api, 'POST /v1/tasks/batch-delete', { json: { taskIds } })).deleted;
}

export async function listAssigneeSettings(api: Api, id: string): Promise<AssigneeSetting[]> {
  return (await call(api, 'GET /v1/tasks/:id/assignee-settings', { params: { id } })).items;
}

/** POST …/members/batch-creation: a new assignee setting (members on one schedule). */
export async function createAssigneeSetting(
  api: Api,
  id: string,
  body: { schedule: TaskSchedule; members: MemberRef[] },
): Promise<AssigneeSetting> {
  return (
    await call(api, 'POST /v1/tasks/:id/members/batch-creation', { params: { id }, json: body })
  ).item;
}

/** POST …/members/batch-update: replace a setting's schedule and / or members. */
export async function updateAssigneeSetting(
  api: Api,
  id: string,
  body: { assigneeSettingId: string; schedule?: TaskSchedule; members?: MemberRef[] },
): Promise<AssigneeSetting> {
  return (
    await call(api, 'POST /v1/tasks/:id/members/batch-update', { params: { id }, json: body })
  ).item;
}

/** POST …/members/batch-removal: members of a setting, or (none given) the whole setting. */
export async function removeAssignees(
  api: Api,
  id: string,
  body: { assigneeSettingId: string; members?: MemberRef[] },
): Promise<AssigneeSetting[]> {
  return (
    await call(api, 'POST /v1/tasks/:id/members/batch-removal', { params: { id }, json: body })
  ).items;
}

export async function listSettingTeamMembers(
  api: Api,
  id: string,
  assigneeSettingId: string,
  teamId?: string,
) {
  return (
    await call(api, 'GET /v1/tasks/:id/assignee-settings/:assigneeSettingId/team-members', {
      params: { id, assigneeSettingId },
      searchParams: searchOf({ teamId }),
    })
  ).items;
}

/** GET /v1/tasks/{id}/task-performances: every occurrence of every member (managers). */
export async function listTaskPerformances(
  api: Api,
  id: string,
  query: { assigneeSettingId?: string; status?: TaskPerformanceStatus } = {},
): Promise<TaskPerformance[]> {
  return (
    await call(api, 'GET /v1/tasks/:id/task-performances', {
      params: { id },
      searchParams: searchOf(query),
    })
  ).items;
}

/** GET /v1/me/tasks/assigned: my occurrences to do, or done. */
export function listMyTasks(
  api: Api,
  query: { type?: 'todo' | 'completed'; keyword?: string; page?: number; size?: number } = {},
) {
  return call(api, 'GET /v1/me/tasks/assigned', { searchParams: searchOf(query) });
}

/** GET /v1/me/tasks/assigned/{taskPerformanceId}: the task player's occurrence. */
export async function getMyTask(api: Api, id: string): Promise<TaskPerformance> {
  return (await call(api, 'GET /v1/me/tasks/assigned/:id', { params: { id } })).item;
}

/** GET /v1/me/tasks/creator: the tasks I made (owned by me). */
export function listCreatedTasks(api: Api, query: { page?: number; size?: number } = {}) {
  return call(api, 'GET /v1/me/tasks/creator', { searchParams: searchOf(query) });
}

/** POST …/progress-calculation: the server recounts the occurrence's done items. */
export async function calculateTaskProgress(
  api: Api,
  userId: string,
  id: string,
): Promise<TaskPerformance> {
  return (
    await call(api, 'POST /v1/users/:userId/task-assigned/:id/progress-calculation', {
      params: { userId, id },
    })
  ).item;
}

/** GET /v1/multimodal-sop/{id}/tasks: the tasks holding a smart instruction. */
export function listSmartInstructionTasks(api: Api, id: string) {
  return call(api, 'GET /v1/multimodal-sop/:id/tasks', { params: { id } });
}

/** POST /v1/tasks/{id}/reminders: remind members with an open occurrence (all, or these). */
export async function remindTaskMembers(api: Api, id: string, userIds?: string[]): Promise<number> {
  return (
    await call(api, 'POST /v1/tasks/:id/reminders', {
      params: { id },
      json: userIds ? { userIds } : {},
    })
  ).sent;
}
