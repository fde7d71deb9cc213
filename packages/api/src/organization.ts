/** The signed-in organisation's settings, permission settings and IP check (000 §4, §7). */
import type {
  OrganizationLogo,
  OrganizationSettings,
  OrganizationSettingsUpdate,
  PermissionSettings,
} from '@stepwise/core';
import { call } from './call.js';
import type { Api } from './client.js';

/** POST /admin/organization/settings with action get. */
export function getOrganizationSettings(api: Api): Promise<OrganizationSettings> {
  return call(api, 'POST /admin/organization/settings', { json: { action: 'get' } });
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
  return call(api, 'POST /admin/organization/settings', {
    json: { action: 'update', data: { customizedPermissions: changes } },
  });
}

/** GET /v1/permission-settings/organization/{id}: the stored lists (000 §3). */
export async function getPermissionSettings(
  api: Api,
  organizationId: string,
): Promise<PermissionSettings> {
  const data = await call(api, 'GET /v1/permission-settings/organization/:id', {
    params: { id: organizationId },
  });
  return data.permissionSettings;
}

/**
 * POST /v1/permission/check-ip-access. The answer is typed loosely on purpose: core's
 * ipCheckStateFromResponse reads a missing `allowed` as CONNECT_FAILED (000 §4).
 */
export async function checkIpAccess(
  api: Api,
): Promise<{ allowed?: boolean; clientIP?: string } | null> {
  const data = await call(api, 'POST /v1/permission/check-ip-access', { json: {} });
  return data.item;
}

/** GET /v1/organizations/logo (org admins): the logo's signed URL, or null when there is none. */
export async function getOrganizationLogo(api: Api): Promise<OrganizationLogo> {
  return (await call(api, 'GET /v1/organizations/logo')).item.logo;
}

/**
 * PUT /v1/organizations/logo (org admins): a finished upload (PNG, JPEG or WebP, at most 2 MB;
 * see uploadFile) becomes the organisation's logo, fitted to 400x160. Answers the new logo.
 */
export async function setOrganizationLogo(api: Api, uploadId: string): Promise<OrganizationLogo> {
  return (await call(api, 'PUT /v1/organizations/logo', { json: { uploadId } })).item.logo;
}

/** DELETE /v1/organizations/logo (org admins): the share page shows the name alone again. */
export async function removeOrganizationLogo(api: Api): Promise<OrganizationLogo> {
  return (await call(api, 'DELETE /v1/organizations/logo')).item.logo;
}
