import type { FeatureFlags } from './feature-flags.js';
import { normalisePermissionSettings, type PermissionSettings } from './permission-settings.js';
import type { RoleName } from './role.js';

/** 000 §6 access flags, set at session start from role, permission settings and features. */
export const ACCESS_FLAG_NAMES = [
  'admin',
  'analytics',
  'categories',
  'categoriesCreation',
  'companyLogo',
  'editor',
  'isOrgAdmin',
  'languages',
  'masterPassword',
  'permissions',
  'player',
  'skills',
  'tasks',
  'ssoMapping',
  'teams',
  'governance',
] as const;
export type AccessFlagName = (typeof ACCESS_FLAG_NAMES)[number];
export type AccessFlags = Record<AccessFlagName, boolean>;

export const DEFAULT_ACCESS_FLAGS: Readonly<AccessFlags> = Object.freeze({
  admin: false,
  analytics: false,
  categories: true,
  categoriesCreation: false,
  companyLogo: false,
  editor: false,
  isOrgAdmin: false,
  languages: false,
  masterPassword: false,
  permissions: false,
  player: false,
  skills: false,
  tasks: false,
  ssoMapping: false,
  teams: false,
  governance: false,
});

// The role table of 000 §6; categories is already true in the defaults.
const ROLE_FLAGS: Readonly<Record<RoleName, readonly AccessFlagName[]>> = {
  'admin-super': ACCESS_FLAG_NAMES,
  'admin-organization': ACCESS_FLAG_NAMES,
  'admin-group': ['admin', 'analytics', 'editor', 'player', 'skills', 'tasks', 'teams'],
  publisher: ['player', 'editor', 'skills', 'tasks'],
  viewer: ['player'],
};

export function accessFlags(
  role: RoleName | null | undefined,
  permissionSettings: PermissionSettings | null,
  features: FeatureFlags,
): AccessFlags {
  const flags: AccessFlags = { ...DEFAULT_ACCESS_FLAGS };
  if (!role) return flags;
  for (const name of ROLE_FLAGS[role]) flags[name] = true;
  if (!permissionSettings) return flags;

  // Stored lists override the table for the four features they govern.
  const settings = normalisePermissionSettings(permissionSettings, features);
  flags.skills = settings.skillsManager.includes(role);
  flags.tasks = features.tasks && settings.tasksManager.includes(role);
  flags.governance = features.governance && settings.governance.includes(role);
  flags.analytics = settings.analytics.includes(role);
  return flags;
}
