import { z } from 'zod';
import { ACCESS_FLAG_NAMES, type AccessFlagName } from './access-flags.js';
import { ROLES } from './role.js';
import { roleSchema } from './role.schema.js';
import type { PermissionSettings } from './permission-settings.js';

const roleList = z.array(roleSchema).max(ROLES.length);

export const permissionSettingsSchema = z.object({
  skillsManager: roleList,
  tasksManager: roleList,
  governance: roleList,
  analytics: roleList,
  externalSharing: roleList,
  internalSharing: roleList,
});
// The type lives in the zod-free module; the schema must produce exactly it.
export type { PermissionSettings } from './permission-settings.js';
const _sameShape: z.ZodType<PermissionSettings> = permissionSettingsSchema;
void _sameShape;

export const permissionSettingsUpdateSchema = permissionSettingsSchema.partial().strict();

/** GET /v1/permission-settings/organization/{id}: the stored lists and what they grant the caller. */
export const permissionViewSchema = z.object({
  organizationId: z.string(),
  permissionSettings: permissionSettingsSchema,
  accessFlags: z.object(
    Object.fromEntries(ACCESS_FLAG_NAMES.map((n) => [n, z.boolean()])) as Record<
      AccessFlagName,
      z.ZodBoolean
    >,
  ),
});
export type PermissionView = z.infer<typeof permissionViewSchema>;
