// 000 §6 names the constants; the string values are ours ("actual role string values: not shown").
export const Role = {
  SuperAdmin: 'admin-super',
  OrgAdmin: 'admin-organization',
  WorkspaceAdmin: 'admin-group',
  Publisher: 'publisher',
  Viewer: 'viewer',
} as const;

export const ROLES = [
  Role.SuperAdmin,
  Role.OrgAdmin,
  Role.WorkspaceAdmin,
  Role.Publisher,
  Role.Viewer,
] as const;

export type RoleName = (typeof ROLES)[number];

export const DEFAULT_WORKSPACE_ROLE = Role.Viewer;

// The spec lists org admin, workspace admin and publisher; super admin can do anything an org admin can.
export const CREATE_ROLES: readonly RoleName[] = [
  Role.SuperAdmin,
  Role.OrgAdmin,
  Role.WorkspaceAdmin,
  Role.Publisher,
];

export const ROLE_RANK: Readonly<Record<RoleName, number>> = {
  viewer: 0,
  publisher: 1,
  'admin-group': 2,
  'admin-organization': 3,
  'admin-super': 4,
};

export function canCreateContent(role: RoleName): boolean {
  return CREATE_ROLES.includes(role);
}

export function isAdminRole(role: RoleName): boolean {
  return role === Role.SuperAdmin || role === Role.OrgAdmin;
}

export function roleAtLeast(role: RoleName, min: RoleName): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[min];
}

/**
 * 000 §6: org admins hold their role in every workspace of the organisation; everyone else
 * takes the per-workspace map, falling back to viewer.
 */
export function workspaceRole(
  userRole: RoleName,
  rolesMap: Readonly<Record<string, RoleName>>,
  workspaceId: string,
): RoleName {
  if (isAdminRole(userRole)) return userRole;
  return Object.hasOwn(rolesMap, workspaceId)
    ? (rolesMap[workspaceId] ?? DEFAULT_WORKSPACE_ROLE)
    : DEFAULT_WORKSPACE_ROLE;
}
