/**
 * Organisation-admin side of employee-ID sign-in: the master password (000 §7 "master password
 * read and reset") and the admin PIN reset ("PIN reset is admin only", 000 §4), which issues the
 * one-time setup code the employee chooses the new PIN with (issue 14).
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  ErrorCode,
  PinResetStatus,
  Role,
  employeeIdEmail,
  employeeIdSchema,
  organizationSettingsSchema,
  pinResetIssuedSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { versionedUpdate } from '../domain/versioned-update.js';
import { invalidEmployeeId } from '../domain/employee-accounts.js';
import {
  deliverPinSetupCode,
  issuePinSetupCode,
  pinSetupLimiterKey,
} from '../domain/pin-setup-codes.js';
import { generatePassword } from '../auth/generate-password.js';
import { hashSecret } from '../auth/passwords.js';
import { users } from '../db/schema.js';
import { assertNewPassword } from '../domain/new-password.js';
import { callerOf } from '../http/authenticate.js';
import { notFound } from '../domain/errors.js';
import { ok, text, wrapped } from '../http/reply.js';
import type { RouteAccess } from '../http/types.js';

const ORG_ADMIN: RouteAccess = { minRole: Role.OrgAdmin };

const masterPasswordStatus = z.object({
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
});
const masterPasswordReset = masterPasswordStatus.extend({ password: z.string() });
const resetMasterPasswordBody = z
  .object({ newPassword: text(200).optional() })
  .strict()
  .nullish(); // Fastify passes null for a POST without a body
const pinRequestBody = z.object({ employeeId: employeeIdSchema }).strict();

export function registerEmployeeAdminRoutes(app: ZodApp): void {
  const { services } = app;

  // Stored as an argon2id hash, so "read" is the status only; the password itself is shown
  // once, in the answer of the reset that set it.
  app.get(
    '/v1/auth/employeeIdMP',
    {
      config: { orgData: true, access: ORG_ADMIN, ipCheck: 'admin-exempt', sample: () => ({}) },
      schema: { tags: ['admin'], response: wrapped(masterPasswordStatus) },
    },
    async (req) => {
      const caller = callerOf(req);
      const org = await caller.tenant.ownOrganization();
      if (!org) throw notFound('organisation');
      const settings = organizationSettingsSchema.parse(org.settings);
      return ok({
        enabled: settings.employeeIdMPEnabled,
        updatedAt: org.masterPasswordUpdatedAt?.toISOString() ?? null,
      });
    },
  );

  app.post(
    '/v1/auth/reset-employeeIdMP',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        sample: () => ({ body: { newPassword: 'Master-Pass-2026!' } }),
      },
      schema: {
        tags: ['admin'],
        body: resetMasterPasswordBody,
        response: wrapped(masterPasswordReset),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const given = req.body?.newPassword;
      if (given !== undefined) await assertNewPassword(given, '');
      const password = given ?? generatePassword();
      const masterPasswordHash = await hashSecret(password);
      const now = new Date();
      // The settings change (employeeIdMPEnabled) is versioned like every settings update.
      await versionedUpdate(
        caller.tenant,
        (org) => ({
          masterPasswordHash,
          masterPasswordUpdatedAt: now,
          settings: organizationSettingsSchema.parse({
            ...organizationSettingsSchema.parse(org.settings),
            employeeIdMPEnabled: true,
          }),
        }),
        { maxVersions: app.services.config.maxDocumentVersions },
      );
      return ok({ enabled: true, updatedAt: now.toISOString(), password });
    },
  );

  app.post(
    '/v1/reset/password/employeeIdPIN/request',
    {
      config: {
        orgData: true,
        access: ORG_ADMIN,
        ipCheck: 'admin-exempt',
        sample: (f) => ({ body: { employeeId: f.employeeId } }),
      },
      schema: { tags: ['admin'], body: pinRequestBody, response: wrapped(pinResetIssuedSchema) },
    },
    async (req) => {
      const caller = callerOf(req);
      const clientKey = caller.organization.clientKey;
      const email = employeeIdEmail(clientKey, req.body.employeeId);
      // The old PIN stops working at once; the user chooses a new one at /usernewpin/{account}
      // with the setup code issued here (issue 14), in the same transaction as the reset.
      const { user, issued } = await caller.tenant.transaction(async (t) => {
        const [row] = await t.update(
          users,
          { pinResetStatus: PinResetStatus.ResetRequired, pinHash: null },
          and(eq(users.email, email), eq(users.passwordless, true))!,
        );
        if (!row) throw invalidEmployeeId(ErrorCode.NotFound);
        const code = await issuePinSetupCode(t, {
          userId: row.id,
          issuedBy: caller.userId,
          ttlHours: services.config.pinSetupCodeTtlHours,
        });
        return { user: row, issued: code };
      });
      await services.tokens.revokeUser(user.id, 'pin-reset');
      await services.limiter.recordSuccess(user.email);
      await services.limiter.recordSuccess(pinSetupLimiterKey(user.email));
      return ok({
        employeeId: user.employeeId ?? req.body.employeeId,
        resetStatus: PinResetStatus.ResetRequired,
        pinSetup: await deliverPinSetupCode(services, { user, clientKey, issued }),
      });
    },
  );
}
