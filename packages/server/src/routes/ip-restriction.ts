/** IP restriction (000 §3, §4, §7): the client's check and the admin's allowed rules. */
import { z } from 'zod';
import {
  customizedPermissionsSchema,
  ipCheckAnswerSchema,
  ipRestrictionBlocks,
  organizationSettingsUpdateSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { updateOrganizationSettings } from '../domain/organization-settings.js';

// Core's rules: every entry passes ipRuleSchema, at most 500 of them.
const restrictedIpBody = organizationSettingsUpdateSchema.shape.customizedPermissions
  .unwrap()
  .pick({ enableRestrictedIP: true, allowedRules: true })
  .required();

export function registerIpRestrictionRoutes(app: ZodApp): void {
  const { config } = app.services;

  app.post(
    '/v1/permission/check-ip-access',
    {
      // The check itself must answer a blocked client, or the app could never learn it is blocked.
      config: { orgData: true, ipCheck: 'skip', sample: () => ({}) },
      schema: {
        tags: ['organization'],
        // Fastify hands a body-less POST over as null.
        body: z.strictObject({}).nullish(),
        response: wrapped(ipCheckAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const allowed = !ipRestrictionBlocks(req.ip, caller.settings.customizedPermissions);
      return ok({ item: { allowed, clientIP: req.ip } });
    },
  );

  app.put(
    '/v1/organization-settings/my/customized-permissions/restricted-ip',
    {
      config: {
        orgData: true,
        access: { minRole: 'admin-organization' },
        // 000 §4: an org admin who fails the check is sent here, so it must let them in.
        ipCheck: 'admin-exempt',
        sample: () => ({
          body: { enableRestrictedIP: false, allowedRules: ['203.0.113.0/24', '2001:db8::/32'] },
        }),
      },
      schema: {
        tags: ['organization'],
        body: restrictedIpBody,
        response: wrapped(customizedPermissionsSchema),
      },
    },
    async (req) => {
      const allowedRules = [...new Set(req.body.allowedRules)];
      const written = await updateOrganizationSettings(
        callerOf(req),
        {
          customizedPermissions: { enableRestrictedIP: req.body.enableRestrictedIP, allowedRules },
        },
        { ip: req.ip, maxVersions: config.maxDocumentVersions },
      );
      return ok(written.settings.customizedPermissions);
    },
  );
}
