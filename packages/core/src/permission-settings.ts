import type { FeatureFlags } from './feature-flags.js';
import { ROLES } from './role.js';
import type { RoleName } from './role.js';

/** 000 §3: stored permission settings, one list of roles per feature. */
export const PERMISSION_FEATURES = [
  'skillsManager',
  'tasksManager',
  'governance',
  'analytics',
  'externalSharing',
  'internalSharing',
] as const;
export type PermissionFeature = (typeof PERMISSION_FEATURES)[number];

/** The stored lists: for each feature, the roles that may use it (schema: permission-settings.schema.ts). */
export type PermissionSettings = Record<PermissionFeature, RoleName[]>;

// The defaults reproduce the role table of 000 §6 (publishers manage skills and tasks), so an
// organisation that never touched its permission settings sees exactly that table.
export const DEFAULT_PERMISSION_SETTINGS: PermissionSettings = {
  skillsManager: ['admin-super', 'admin-organization', 'admin-group', 'publisher'],
  tasksManager: ['admin-super', 'admin-organization', 'admin-group', 'publisher'],
  governance: ['admin-super', 'admin-organization'],
  analytics: ['admin-super', 'admin-organization', 'admin-group'],
  externalSharing: ['admin-super', 'admin-organization', 'admin-group', 'publisher'],
  internalSharing: [...ROLES],
};

// Several features share this object; freezing each list keeps one caller from editing another's.
for (const list of Object.values(DEFAULT_PERMISSION_SETTINGS)) Object.freeze(list);
Object.freeze(DEFAULT_PERMISSION_SETTINGS);

/** External sharing exists while any of the three sharing channels is available. */
export function externalSharingAvailable(features: FeatureFlags): boolean {
  return features.publicSharing || features.emailSharing || features.domainSharing;
}

/** 000 §6: skillsManager, tasksManager, governance and externalSharing are emptied when the feature is off. */
export function normalisePermissionSettings(
  settings: PermissionSettings,
  features: FeatureFlags,
): PermissionSettings {
  const keep = (on: boolean, list: RoleName[]): RoleName[] => (on ? [...list] : []);
  return {
    skillsManager: keep(features.skills, settings.skillsManager),
    tasksManager: keep(features.tasks, settings.tasksManager),
    governance: keep(features.governance, settings.governance),
    analytics: [...settings.analytics],
    externalSharing: keep(externalSharingAvailable(features), settings.externalSharing),
    internalSharing: [...settings.internalSharing],
  };
}

export function canShareInternally(role: RoleName, settings: PermissionSettings): boolean {
  return settings.internalSharing.includes(role);
}

export function canShareExternally(role: RoleName, settings: PermissionSettings): boolean {
  return settings.externalSharing.includes(role);
}
