import type { WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import type { UserProfile } from '@stepwise/core';
import { useShellSession } from '../shell/use-shell-session';

export interface AppData {
  profile: UserProfile;
  groups: WorkspaceGroupWithWorkspaces[];
}

/** The profile and the side menu's workspace lists, from the session (signed-in pages only). */
export function useAppData(): AppData {
  const { profile, groups } = useShellSession();
  return { profile, groups };
}
