/**
 * The side menu's two workspace lists (000 §2): "My Workspaces" (the ones the user is a member
 * of, plus favourites) and "All Workspaces" (every workspace the user may view, by group), both
 * narrowed by the menu's search box.
 */
import type { WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import {
  filterWorkspacesByName,
  sortViewList,
  sortWorkspaceGroups,
  type Workspace,
} from '@stepwise/core';

export interface WorkspaceMenuLists {
  mine: Workspace[];
  all: { group: WorkspaceGroupWithWorkspaces; workspaces: Workspace[] }[];
}

export function workspaceMenuLists(
  groups: readonly WorkspaceGroupWithWorkspaces[],
  query: string,
  defaultGroupId?: string | null,
): WorkspaceMenuLists {
  const sorted = sortWorkspaceGroups(groups, defaultGroupId);
  const every = sorted.flatMap((g) => g.workspaces ?? []);
  const mine = sortViewList(
    filterWorkspacesByName(
      every.filter((ws) => ws.isInThisGroup || ws.isLike),
      query,
    ),
  );
  const all = sorted
    .map((group) => ({
      group,
      workspaces: sortViewList(filterWorkspacesByName(group.workspaces ?? [], query)),
    }))
    .filter((entry) => entry.workspaces.length > 0);
  return { mine, all };
}

/** Every workspace of the lists, by id (for a page that shows one). */
export function findWorkspace(
  groups: readonly WorkspaceGroupWithWorkspaces[],
  id: string,
): Workspace | undefined {
  for (const g of groups) for (const ws of g.workspaces ?? []) if (ws.id === id) return ws;
  return undefined;
}
