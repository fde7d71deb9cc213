import { listWorkspaceGroups, type WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import { api } from '../../api';
import { useLoad, type Load } from '../../lib/use-load';

export interface WorkspaceOption {
  id: string;
  name: string;
  groupId: string;
  groupName: string;
}

/** The workspaces of the edit list (000 §6), flat, the organisation's default group first. */
export function workspaceOptions(
  groups: readonly WorkspaceGroupWithWorkspaces[],
  defaultGroupId: string | null,
): WorkspaceOption[] {
  const ordered = [...groups].sort(
    (a, b) => Number(b.id === defaultGroupId) - Number(a.id === defaultGroupId),
  );
  return ordered.flatMap((g) =>
    (g.workspaces ?? []).map((ws) => ({
      id: ws.id,
      name: ws.name,
      groupId: g.id,
      groupName: g.name,
    })),
  );
}

/** The workspaces a skill can live in (the caller may edit them). */
export function useEditableWorkspaces(
  defaultGroupId: string | null,
): [Load<WorkspaceOption[]>, () => void] {
  return useLoad('skill-workspaces', async () =>
    workspaceOptions(await listWorkspaceGroups(api, 'edit'), defaultGroupId),
  );
}
