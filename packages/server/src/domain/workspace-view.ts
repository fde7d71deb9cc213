/** The workspace as lists and details answer it (002 §3), seen by one caller. */
import type { z } from 'zod';
import { roleSchema, workspaceSchema, type Workspace, type WorkspaceColor } from '@stepwise/core';
import { workspaceGroups } from '../db/schema.js';
import type { Caller } from '../http/types.js';
import type { WorkspaceAccess, WorkspaceRow } from './workspace-access.js';

export const workspaceItemSchema = workspaceSchema.required({
  workspaceGroupName: true,
  isInThisGroup: true,
  isLike: true,
});

/** A workspace with a role in it: the caller's (detail) or a user's (their workspace list). */
export const workspaceWithRoleSchema = workspaceItemSchema.extend({ role: roleSchema });

export type WorkspaceItem = z.infer<typeof workspaceItemSchema>;

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
