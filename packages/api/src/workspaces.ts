import {
  workspaceSchema,
  type Workspace,
  type WorkspaceCreate,
  type WorkspaceGroupCreate,
  type WorkspaceGroupUpdate,
  type WorkspacesType,
  type WorkspaceUpdate,
} from '@stepwise/core';
import { z } from 'zod';
import { request, type Api } from './client.js';
import {
  workspaceDetailSchema,
  workspaceGroupWithWorkspacesSchema,
  type WorkspaceDetail,
  type WorkspaceGroupWithWorkspaces,
} from './schemas.js';

/** GET /v1/workspaces-groups/ with the workspaces of each group at one list level (000 §6). */
export async function listWorkspaceGroups(
  api: Api,
  workspacesType: WorkspacesType = 'view',
): Promise<WorkspaceGroupWithWorkspaces[]> {
  const data = await request(
    api,
    'get',
    'v1/workspaces-groups/',
    z.object({ items: z.array(workspaceGroupWithWorkspacesSchema) }),
    { searchParams: { needWorkspaces: 'true', workspacesType } },
  );
  return data.items;
}

/** GET /v1/groups/{id}: one workspace ("group" is its legacy name) with the caller's role. */
export async function getWorkspace(api: Api, workspaceId: string): Promise<WorkspaceDetail> {
  const data = await request(
    api,
    'get',
    `v1/groups/${encodeURIComponent(workspaceId)}`,
    z.object({ item: workspaceDetailSchema }),
  );
  return data.item;
}

const workspaceItemSchema = workspaceSchema;
const groupItemSchema = workspaceGroupWithWorkspacesSchema;

/** POST /v1/user-likes/workspaces: a favourite on or off (002 §7 "Likes"). */
export async function likeWorkspace(
  api: Api,
  workspaceId: string,
  like: boolean,
): Promise<{ workspaceId: string; isLike: boolean }> {
  const data = await request(
    api,
    'post',
    'v1/user-likes/workspaces',
    z.object({ item: z.object({ workspaceId: z.string(), isLike: z.boolean() }) }),
    { json: { workspaceId, like } },
  );
  return data.item;
}

/** POST /v1/workspaces (org admins). */
export async function createWorkspace(api: Api, body: WorkspaceCreate): Promise<Workspace> {
  const data = await request(
    api,
    'post',
    'v1/workspaces',
    z.object({ item: workspaceItemSchema }),
    {
      json: body,
    },
  );
  return data.item;
}

/** PATCH /v1/workspaces/{id}: rename, colour, private flag, move to another group. */
export async function updateWorkspace(
  api: Api,
  workspaceId: string,
  update: WorkspaceUpdate,
): Promise<Workspace> {
  const data = await request(
    api,
    'patch',
    `v1/workspaces/${encodeURIComponent(workspaceId)}`,
    z.object({ item: workspaceItemSchema }),
    { json: update },
  );
  return data.item;
}

/** DELETE /v1/workspaces/{id} (org admins; members, likes and teams go with it). */
export async function deleteWorkspace(api: Api, workspaceId: string): Promise<void> {
  await request(
    api,
    'delete',
    `v1/workspaces/${encodeURIComponent(workspaceId)}`,
    z.object({ item: z.object({ id: z.string() }) }),
  );
}

/** POST /v1/workspaces-groups/ (002 §7); the server gives it the next priority. */
export async function createWorkspaceGroup(
  api: Api,
  body: WorkspaceGroupCreate,
): Promise<WorkspaceGroupWithWorkspaces> {
  const data = await request(
    api,
    'post',
    'v1/workspaces-groups/',
    z.object({ item: groupItemSchema }),
    { json: body },
  );
  return data.item;
}

/** PATCH /v1/workspaces-groups/{id}: name, locale and (ours) priority. */
export async function updateWorkspaceGroup(
  api: Api,
  groupId: string,
  update: WorkspaceGroupUpdate,
): Promise<WorkspaceGroupWithWorkspaces> {
  const data = await request(
    api,
    'patch',
    `v1/workspaces-groups/${encodeURIComponent(groupId)}`,
    z.object({ item: groupItemSchema }),
    { json: update },
  );
  return data.item;
}

/** DELETE /v1/workspaces-groups/{id}: refused for the default group and for a non-empty one. */
export async function deleteWorkspaceGroup(api: Api, groupId: string): Promise<void> {
  await request(
    api,
    'delete',
    `v1/workspaces-groups/${encodeURIComponent(groupId)}`,
    z.object({ item: z.object({ id: z.string() }) }),
  );
}
