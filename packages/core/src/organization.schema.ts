import { z } from 'zod';
import {
  AUTO_LOGOUT_DEFAULT_MINUTES,
  DEFAULT_MAX_DOCUMENT_VERSIONS,
  URL_MAX_LENGTH,
} from './constants.js';
import { featureFlagsSchema, featureFlagsUpdateSchema } from './feature-flags.schema.js';
import {
  businessSettingsSchema,
  businessSettingsUpdateSchema,
  interfaceLanguageSettingsSchema,
  interfaceLanguageUpdateSchema,
  mavenSettingsSchema,
  mavenSettingsUpdateSchema,
} from './admin-settings.schema.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { ipRuleSchema } from './ip-rules.schema.js';
import { isOrigin, LOGIN_TYPES, MAX_ALLOWED_ORIGINS, type Generation } from './organization.js';
import { DEFAULT_PERMISSION_SETTINGS } from './permission-settings.js';
import {
  permissionSettingsSchema,
  permissionSettingsUpdateSchema,
} from './permission-settings.schema.js';

export const planTypeSchema = z.enum(['free-trial', 'standard', 'enterprise']);
export type PlanType = z.infer<typeof planTypeSchema>;

export const generationSchema = z.enum([
  'gen2',
  'gen2plus',
] as const satisfies readonly Generation[]);
export type { Generation } from './organization.js';

// The client key becomes a DNS label in generated addresses (e123@{clientKey}.users...).
export const clientKeySchema = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/, {
    message: 'client key may only contain letters, digits and inner hyphens',
  });

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { message: 'invalid domain' });

const ORIGIN_MESSAGE =
  'must be an http(s) origin as browsers report it: scheme://host[:port], lowercase, no path';

const customizedPermissionsFields = {
  disablePublicLinks: z.boolean(),
  disableDownloads: z.boolean(),
  allowAutoLogout: z.boolean(),
  autoLogoutTimeout: z.number().int().min(1).max(1440), // minutes, at most one day
  enableRestrictedIP: z.boolean(),
  allowedRules: z.array(ipRuleSchema).max(500),
  allowedOrigins: z
    .array(z.string().max(URL_MAX_LENGTH).refine(isOrigin, { message: ORIGIN_MESSAGE }))
    .max(MAX_ALLOWED_ORIGINS)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate origin' }),
};

export const customizedPermissionsSchema = z.object({
  disablePublicLinks: customizedPermissionsFields.disablePublicLinks.default(false),
  disableDownloads: customizedPermissionsFields.disableDownloads.default(false),
  allowAutoLogout: customizedPermissionsFields.allowAutoLogout.default(false),
  autoLogoutTimeout: customizedPermissionsFields.autoLogoutTimeout.default(
    AUTO_LOGOUT_DEFAULT_MINUTES,
  ),
  enableRestrictedIP: customizedPermissionsFields.enableRestrictedIP.default(false),
  allowedRules: customizedPermissionsFields.allowedRules.default(() => []),
  // Read leniently: entries written before origins were checked must not make every read of the
  // settings fail; the bridge ignores any that is not an exact origin, and the next write of the
  // list (the update schema) has to drop them.
  allowedOrigins: z
    .array(z.string().max(URL_MAX_LENGTH))
    .max(MAX_ALLOWED_ORIGINS)
    .default(() => []),
});
export type CustomizedPermissions = z.infer<typeof customizedPermissionsSchema>;

export const DEFAULT_CUSTOMIZED_PERMISSIONS: Readonly<CustomizedPermissions> = Object.freeze(
  customizedPermissionsSchema.parse({}),
);
Object.freeze(DEFAULT_CUSTOMIZED_PERMISSIONS.allowedRules);
Object.freeze(DEFAULT_CUSTOMIZED_PERMISSIONS.allowedOrigins);

// Without defaults: shared by the stored schema (which adds them) and the update schema.
export const loginTypeSchema = z.enum(LOGIN_TYPES);

const settingsFields = {
  employeeIdMPEnabled: z.boolean(),
  employeeIdLogin: z.boolean(),
  defaultWorkspaceGroupId: idSchema.nullable(),
  userMappings: z
    .record(z.string().min(1).max(200), z.string().max(1000))
    .refine((m) => Object.keys(m).length <= 200, { message: 'at most 200 user mappings' }),
  ssoDomains: z.array(domainSchema).max(100),
  ssoLoginOnly: z.boolean(),
  loginType: loginTypeSchema,
  maxDocumentVersions: z.number().int().min(1).max(1000),
};

export const organizationSettingsSchema = z.object({
  employeeIdMPEnabled: settingsFields.employeeIdMPEnabled.default(false),
  employeeIdLogin: settingsFields.employeeIdLogin.default(false),
  clientKey: clientKeySchema,
  defaultWorkspaceGroupId: settingsFields.defaultWorkspaceGroupId.default(null),
  userMappings: settingsFields.userMappings.default(() => ({})),
  ssoDomains: settingsFields.ssoDomains.default(() => []),
  ssoLoginOnly: settingsFields.ssoLoginOnly.default(false),
  loginType: settingsFields.loginType.default('email'),
  maxDocumentVersions: settingsFields.maxDocumentVersions.default(DEFAULT_MAX_DOCUMENT_VERSIONS),
  features: featureFlagsSchema.prefault({}),
  customizedPermissions: customizedPermissionsSchema.prefault({}),
  permissionSettings: permissionSettingsSchema.prefault(DEFAULT_PERMISSION_SETTINGS),
  // Issue 25 admin settings (admin-settings.schema.ts).
  business: businessSettingsSchema.prefault({}),
  interfaceLanguage: interfaceLanguageSettingsSchema.prefault({}),
  maven: mavenSettingsSchema.prefault({}),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/**
 * What an admin may PATCH: every field optional at every level, unknown keys rejected, no
 * defaults (an update must not reset what it leaves out). clientKey is absent on purpose: every
 * employee-ID and shared-account address is derived from it.
 */
export const organizationSettingsUpdateSchema = z.strictObject({
  ...z.object(settingsFields).partial().shape,
  features: featureFlagsUpdateSchema.optional(),
  customizedPermissions: z.strictObject(customizedPermissionsFields).partial().optional(),
  permissionSettings: permissionSettingsUpdateSchema.optional(),
  business: businessSettingsUpdateSchema.optional(),
  // Both together: the default must be one of the offered (admin-settings.schema.ts).
  interfaceLanguage: interfaceLanguageUpdateSchema.optional(),
  maven: mavenSettingsUpdateSchema.optional(),
});
export type OrganizationSettingsUpdate = z.infer<typeof organizationSettingsUpdateSchema>;

export const organizationSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(200),
  planType: planTypeSchema,
  generation: generationSchema,
  clientKey: clientKeySchema,
  defaultGroup: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

/** POST /v1/permission/check-ip-access: whether the caller's address may use the organisation. */
export const ipCheckAnswerSchema = z.object({
  item: z.object({ allowed: z.boolean(), clientIP: z.string() }),
});

/** PUT /v1/organizations/logo (org admins): a finished upload (PNG, JPEG, WebP) becomes the logo. */
export const organizationLogoUpdateSchema = z.strictObject({ uploadId: idSchema });
export type OrganizationLogoUpdate = z.infer<typeof organizationLogoUpdateSchema>;

/** The organisation's logo as a signed URL any visitor may open; null when it has none. */
export const organizationLogoSchema = z.object({ url: z.string() }).nullable();
export type OrganizationLogo = z.infer<typeof organizationLogoSchema>;

/** GET, PUT and DELETE /v1/organizations/logo: `{ item: { logo } }`. */
export const organizationLogoAnswerSchema = z.object({
  item: z.object({ logo: organizationLogoSchema }),
});
