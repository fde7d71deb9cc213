/**
 * Every write to the organisation settings document goes through here: deep merge (core),
 * re-validation, the IP lock-out guard, and the versioned write (000 §7).
 */
import {
  accessFlags,
  applyOrganizationSettingsUpdate,
  IP_LOCK_OUT_CODE,
  ipLockOutMessage,
  normalisePermissionSettings,
  organizationSettingsSchema,
  type AccessFlags,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
  type PermissionSettings,
  type RoleName,
  wouldLockOut,
} from '@stepwise/core';
import type { Caller } from './caller.js';
import type { OrganizationRow } from '../db/schema.js';
import { badRequest } from './errors.js';
import { versionedUpdate } from './versioned-update.js';

export function settingsOf(row: OrganizationRow): OrganizationSettings {
  return organizationSettingsSchema.parse(row.settings);
}

export interface SettingsWrite {
  settings: OrganizationSettings;
  totalVersions: number;
}

/**
 * A write that changes the IP restriction must leave the admin making it inside: otherwise the
 * next call from the same desk would be refused with code 5.
 */
function assertKeepsCallerIn(
  ip: string,
  update: OrganizationSettingsUpdate,
  next: OrganizationSettings,
): void {
  const cp = update.customizedPermissions;
  const touches = cp?.enableRestrictedIP !== undefined || cp?.allowedRules !== undefined;
  const { allowedRules, enableRestrictedIP } = next.customizedPermissions;
  if (touches && wouldLockOut(ip, allowedRules, enableRestrictedIP)) {
    // Issue 25: the admin's own address and the refusal's name, for the page to show.
    throw badRequest(ipLockOutMessage(ip), { clientIP: ip, reason: IP_LOCK_OUT_CODE });
  }
}

export async function updateOrganizationSettings(
  caller: Caller,
  update: OrganizationSettingsUpdate,
  opts: { ip: string; maxVersions: number | undefined },
): Promise<SettingsWrite> {
  const { row } = await versionedUpdate(
    caller.tenant,
    (current) => {
      const result = applyOrganizationSettingsUpdate(settingsOf(current), update);
      if (!result.success) {
        const issues = result.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`);
        throw badRequest(`Invalid settings: ${issues.join('; ')}`);
      }
      assertKeepsCallerIn(opts.ip, update, result.data);
      return { settings: result.data };
    },
    { maxVersions: opts.maxVersions },
  );
  return { settings: settingsOf(row), totalVersions: row.totalVersions };
}

/** The permission settings as the session sees them (000 §6), with the caller's access flags. */
export function permissionView(
  organizationId: string,
  role: RoleName,
  settings: OrganizationSettings,
): { organizationId: string; permissionSettings: PermissionSettings; accessFlags: AccessFlags } {
  const permissionSettings = normalisePermissionSettings(
    settings.permissionSettings,
    settings.features,
  );
  return {
    organizationId,
    permissionSettings,
    accessFlags: accessFlags(role, permissionSettings, settings.features),
  };
}
