/** Organisation settings (000 §7 admin server), their versions, and the permission settings. */
import { z } from 'zod';
import {
  customizedPermissionsSchema,
  DEFAULT_PERMISSION_SETTINGS,
  idSchema,
  isAdminRole,
  organizationSettingsSchema,
  organizationSettingsUpdateSchema,
  permissionSettingsUpdateSchema,
  permissionViewSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { forbidden, notFound } from '../domain/errors.js';
import { ok, text, wrapped } from '../http/reply.js';
import {
  permissionView,
  settingsOf,
  updateOrganizationSettings,
} from '../domain/organization-settings.js';

// The spec's token, organization and userToken fields are carried by the bearer token now; they
// are accepted (bounded) and ignored, so the caller's own organisation is the only target.
const legacyFields = {
  token: text(4096).optional(),
  organization: text(128).optional(),
  userToken: text(4096).optional(),
};

const settingsBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('get'), ...legacyFields }),
  z.strictObject({
    action: z.literal('update'),
    data: organizationSettingsUpdateSchema,
    ...legacyFields,
  }),
]);

const settingsResponse = organizationSettingsSchema.extend({
  totalVersions: z.number().int().min(0),
});

const versionsResponse = z.object({
  items: z.array(z.object({ id: z.string(), vTimestamp: z.string() })),
  totalVersions: z.number().int().min(0),
});

// Core's update shape (partial, strict, no defaults), narrowed to the four session settings.
const customizedPermissionsBody = organizationSettingsUpdateSchema.shape.customizedPermissions
  .unwrap()
  .pick({
    disablePublicLinks: true,
    disableDownloads: true,
    allowAutoLogout: true,
    autoLogoutTimeout: true,
  });

export function registerOrganizationSettingsRoutes(app: ZodApp): void {
  const { config } = app.services;

  app.post(
    '/admin/organization/settings',
    {
      config: {
        orgData: true,
        // 'get' is for every member; the IP gate lets org admins through for both actions.
        ipCheck: 'admin-exempt',
        sample: () => ({ body: { action: 'update', data: { ssoLoginOnly: false } } }),
      },
      schema: { tags: ['organization'], body: settingsBody, response: wrapped(settingsResponse) },
    },
    async (req) => {
      const caller = callerOf(req);
      if (req.body.action === 'get') {
        const row = await caller.tenant.ownOrganization();
        if (!row) throw notFound('Organisation');
        return ok({ ...settingsOf(row), totalVersions: row.totalVersions });
      }
      if (!isAdminRole(caller.role)) throw forbidden('Only organisation admins update settings');
      const written = await updateOrganizationSettings(caller, req.body.data, {
        ip: req.ip,
        maxVersions: config.maxDocumentVersions,
      });
      return ok({ ...written.settings, totalVersions: written.totalVersions });
    },
  );

  app.get(
    '/v1/organization-settings/my/versions',
    {
      config: {
        orgData: true,
        access: { minRole: 'admin-organization' },
        ipCheck: 'admin-exempt',
        sample: () => ({}),
      },
      schema: { tags: ['organization'], response: wrapped(versionsResponse) },
    },
    async (req) => {
      const { tenant } = callerOf(req);
      const [row, versions] = await Promise.all([
        tenant.ownOrganization(),
        tenant.ownOrganizationVersions(),
      ]);
      return ok({
        items: versions.map((v) => ({ id: v.id, vTimestamp: v.vTimestamp.toISOString() })),
        totalVersions: row?.totalVersions ?? 0,
      });
    },
  );

  app.put(
    '/v1/organization-settings/my/customized-permissions',
    {
      config: {
        orgData: true,
        access: { minRole: 'admin-organization' },
        ipCheck: 'admin-exempt',
        sample: () => ({ body: { allowAutoLogout: false, autoLogoutTimeout: 15 } }),
      },
      schema: {
        tags: ['organization'],
        body: customizedPermissionsBody,
        response: wrapped(customizedPermissionsSchema),
      },
    },
    async (req) => {
      const written = await updateOrganizationSettings(
        callerOf(req),
        { customizedPermissions: req.body },
        { ip: req.ip, maxVersions: config.maxDocumentVersions },
      );
      return ok(written.settings.customizedPermissions);
    },
  );

  const ownOrganization = (id: string, organizationId: string) => {
    // Another organisation's id answers exactly like an unknown one.
    if (id !== organizationId) throw notFound('Organisation');
  };

  app.get(
    '/v1/permission-settings/organization/:id',
    {
      // Loaded at session start (000 §4), like the profile, so the IP check comes after it.
      config: {
        orgData: true,
        ipCheck: 'skip',
        sample: (f) => ({ params: { id: f.organizationId! } }),
      },
      schema: {
        tags: ['organization'],
        params: z.object({ id: idSchema }),
        response: wrapped(permissionViewSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      ownOrganization(req.params.id, caller.organizationId);
      return ok(permissionView(caller.organizationId, caller.role, caller.settings));
    },
  );

  app.put(
    '/v1/permission-settings/organization/:id',
    {
      config: {
        orgData: true,
        access: { minRole: 'admin-organization' },
        ipCheck: 'admin-exempt',
        sample: (f) => ({
          params: { id: f.organizationId! },
          body: { internalSharing: [...DEFAULT_PERMISSION_SETTINGS.internalSharing] },
        }),
      },
      schema: {
        tags: ['organization'],
        params: z.object({ id: idSchema }),
        body: permissionSettingsUpdateSchema,
        response: wrapped(permissionViewSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      ownOrganization(req.params.id, caller.organizationId);
      const written = await updateOrganizationSettings(
        caller,
        { permissionSettings: req.body },
        { ip: req.ip, maxVersions: config.maxDocumentVersions },
      );
      return ok(permissionView(caller.organizationId, caller.role, written.settings));
    },
  );
}
