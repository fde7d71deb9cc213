/** The signed-in organisation's settings, permission settings and IP check (000 §4, §7). */
import {
  ACCESS_FLAG_NAMES,
  organizationSettingsSchema,
  permissionSettingsSchema,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
  type PermissionSettings,
} from '@stepwise/core';
import { z } from 'zod';
import { request, type Api } from './client.js';

/** POST /admin/organization/settings with action get. */
export function getOrganizationSettings(api: Api): Promise<OrganizationSettings> {
  return request(api, 'post', 'admin/organization/settings', organizationSettingsSchema, {
    json: { action: 'get' },
  });
}

/** The customised permissions an update may change, each optional (000 §3, issue 6). */
export type CustomizedPermissionsUpdate = NonNullable<
  OrganizationSettingsUpdate['customizedPermissions']
>;

/**
 * POST /admin/organization/settings with action update, changing only the customised permissions
 * sent (org admins). The one route that takes the allowed origins with the session and sharing
 * switches, so a page saves them in one versioned write. Answers the whole settings document.
 */
export function updateCustomizedPermissions(
  api: Api,
  changes: CustomizedPermissionsUpdate,
): Promise<OrganizationSettings> {
  return request(api, 'post', 'admin/organization/settings', organizationSettingsSchema, {
    json: { action: 'update', data: { customizedPermissions: changes } },
  });
}

export const permissionViewSchema = z.object({
  organizationId: z.string(),
  permissionSettings: permissionSettingsSchema,
  accessFlags: z.object(Object.fromEntries(ACCESS_FLAG_NAMES.map((n) => [n, z.boolean()]))),
});

/** GET /v1/permission-settings/organization/{id}: the stored lists (000 §3). */
export async function getPermissionSettings(
  api: Api,
  organizationId: string,
): Promise<PermissionSettings> {
  const data = await request(
    api,
    'get',
    `v1/permission-settings/organization/${encodeURIComponent(organizationId)}`,
    permissionViewSchema,
  );
  return data.permissionSettings;
}

/**
 * POST /v1/permission/check-ip-access. The item is loose on purpose: core's
 * ipCheckStateFromResponse reads a missing `allowed` as CONNECT_FAILED (000 §4).
 */
export async function checkIpAccess(
  api: Api,
): Promise<{ allowed?: boolean; clientIP?: string } | null> {
  const data = await request(
    api,
    'post',
    'v1/permission/check-ip-access',
    z.object({
      item: z
        .object({ allowed: z.boolean().optional(), clientIP: z.string().optional() })
        .nullish(),
    }),
    { json: {} },
  );
  return data.item ?? null;
}
