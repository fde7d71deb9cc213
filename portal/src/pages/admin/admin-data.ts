import { listWorkspaceGroups, type WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import { isAdminRole, sortWorkspaceGroups } from '@stepwise/core';
import { useRevalidator } from 'react-router';
import { api } from '../../api';
import { useShellSession } from '../../shell/use-shell-session';

/** The admin-level lists (000 §6): every group, empty ones too, with the workspaces in each. */
export function adminGroupsLoader(): Promise<WorkspaceGroupWithWorkspaces[]> {
  return listWorkspaceGroups(api, 'admin');
}

/**
 * What the admin screens need from the session: who may change structure (org admins: the
 * server allows create, delete and moves to them only) and a refresh of both the page's lists
 * and the side menu's after a change.
 */
export function useAdminContext() {
  const session = useShellSession();
  const revalidator = useRevalidator();
  const refresh = async () => {
    await Promise.all([revalidator.revalidate(), session.reloadWorkspaces()]);
  };
  return {
    session,
    canManage: isAdminRole(session.role),
    refresh,
    sortGroups: (groups: readonly WorkspaceGroupWithWorkspaces[]) =>
      sortWorkspaceGroups(groups, session.profile.organizationInfo.defaultGroup),
  };
}
