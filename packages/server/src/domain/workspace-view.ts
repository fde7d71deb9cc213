/** The workspace as lists and details answer it (002 §3), seen by one caller. */

import { type Workspace, type WorkspaceColor, type WorkspaceItem } from '@stepwise/core';
import { workspaceGroups } from '../db/schema.js';
import type { Caller } from './caller.js';
import type { WorkspaceAccess, WorkspaceRow } from './workspace-access.js';

/** isInThisGroup is the legacy name ("group" = workspace) for "the caller is a member of it". */
export function workspaceView(
  ws: WorkspaceRow,
  groupNames: ReadonlyMap<string, string>,
  access: WorkspaceAccess,
): WorkspaceItem {
  return {
    id: ws.id,
    name: ws.name,
    private: ws.private,
    color: ws.color as WorkspaceColor,
    workspaceGroupId: ws.workspaceGroupId,
    workspaceGroupName: groupNames.get(ws.workspaceGroupId) ?? '',
    isInThisGroup: access.isMember(ws.id),
    isLike: access.likes.has(ws.id),
  } satisfies Workspace;
}

export async function groupNamesOf(caller: Caller): Promise<Map<string, string>> {
  const groups = await caller.tenant.select(workspaceGroups);
  return new Map(groups.map((g) => [g.id, g.name]));
}
