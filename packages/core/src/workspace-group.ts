import { compareWorkspaceNames } from './workspace.js';
/** The workspacesType query of GET /v1/workspaces-groups/ (002 §7): the three list levels, or all. */
export const WORKSPACES_TYPES = ['view', 'edit', 'admin', 'all'] as const;
export type WorkspacesType = (typeof WORKSPACES_TYPES)[number];

/** 002 §5: the organisation default group first, then priority ascending, then name. */
export function sortWorkspaceGroups<T extends { id: string; name: string; priority: number }>(
  groups: readonly T[],
  defaultGroupId?: string | null,
): T[] {
  const isDefault = (g: T) => (defaultGroupId != null && g.id === defaultGroupId ? 0 : 1);
  return [...groups].sort(
    (a, b) =>
      isDefault(a) - isDefault(b) ||
      a.priority - b.priority ||
      compareWorkspaceNames(a.name, b.name),
  );
}
