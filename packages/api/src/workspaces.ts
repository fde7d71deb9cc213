import type { WorkspacesType } from '@stepwise/core';
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
