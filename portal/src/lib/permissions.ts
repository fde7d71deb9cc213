import { canCreateContent, roleAtLeast, workspaceRole, type UserProfile } from '@stepwise/core';

/** Publishers and above in that workspace may upload and use a card's tools (000 §6). */
export function canEditIn(profile: UserProfile, workspaceId: string): boolean {
  return roleAtLeast(workspaceRole(profile.role, profile.roles, workspaceId), 'publisher');
}

/** "Owned by me" needs a create role somewhere (000 §6 side items). */
export function hasCreateRole(profile: UserProfile): boolean {
  return (
    canCreateContent(profile.role) ||
    Object.values(profile.roles).some((role) => canCreateContent(role))
  );
}
