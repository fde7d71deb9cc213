import type {
  Workspace,
  WorkspaceCreate,
  WorkspaceDetail,
  WorkspaceGroupCreate,
  WorkspaceGroupUpdate,
  WorkspaceGroupWithWorkspaces,
  WorkspacesType,
  WorkspaceUpdate,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** GET /v1/workspaces-groups/ with the workspaces of each group at one list level (000 §6). */
export async function listWorkspaceGroups(
  api: Api,
  workspacesType: WorkspacesType = 'view',
): Promise<WorkspaceGroupWithWorkspaces[]> {
  const data = await call(api, 'GET /v1/workspaces-groups/', {
    searchParams: { needWorkspaces: 'true', workspacesType },
  });
  return data.items;
}

/** GET /v1/groups/{id}: one workspace ("group" is its legacy name) with the caller's role. */
export async function getWorkspace(api: Api, workspaceId: string): Promise<WorkspaceDetail> {
  const data = await call(api, 'GET /v1/groups/:id', { params: { id: workspaceId } });
  return data.item;
}

/** POST /v1/user-likes/workspaces: a favourite on or off (002 §7 "Likes"). */
export async function likeWorkspace(
  api: Api,
  workspaceId: string,
  like: boolean,
): Promise<{ workspaceId: string; isLike: boolean }> {
  const data = await call(api, 'POST /v1/user-likes/workspaces', { json: { workspaceId, like } });
  return data.item;
}

/** POST /v1/workspaces (org admins). */
export async function createWorkspace(api: Api, body: WorkspaceCreate): Promise<Workspace> {
  const data = await call(api, 'POST /v1/workspaces', { json: body });
  return data.item;
}

/** PATCH /v1/workspaces/{id}: rename, colour, private flag, move to another group. */
export async function updateWorkspace(
  api: Api,
  workspaceId: string,
  update: WorkspaceUpdate,
): Promise<Workspace> {
  const data = await call(api, 'PATCH /v1/workspaces/:id', {
    params: { id: workspaceId },
    json: update,
  });
  return data.item;
}

/** DELETE /v1/workspaces/{id} (org admins; members, likes and teams go with it). */
export async function deleteWorkspace(api: Api, workspaceId: string): Promise<void> {
  await call(api, 'DELETE /v1/workspaces/:id', { params: { id: workspaceId } });
}

/** POST /v1/workspaces-groups/ (002 §7); the server gives it the next priority. */
export async function createWorkspaceGroup(
  api: Api,
  body: WorkspaceGroupCreate,
): Promise<WorkspaceGroupWithWorkspaces> {
  const data = await call(api, 'POST /v1/workspaces-groups/', { json: body });
  return data.item;
}

/** PATCH /v1/workspaces-groups/{id}: name, locale and (ours) priority. */
export async function updateWorkspaceGroup(
  api: Api,
  groupId: string,
  update: WorkspaceGroupUpdate,
): Promise<WorkspaceGroupWithWorkspaces> {
  const data = await call(api, 'PATCH /v1/workspaces-groups/:id', {
    params: { id: groupId },
    json: update,
  });
  return data.item;
}

/** DELETE /v1/workspaces-groups/{id}: refused for the default group and for a non-empty one. */
export async function deleteWorkspaceGroup(api: Api, groupId: string): Promise<void> {
  await call(api, 'DELETE /v1/workspaces-groups/:id', { params: { id: groupId } });
}
