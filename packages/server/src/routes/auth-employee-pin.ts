/**
 * The public side of the PIN flow (000 §4, 002 §7 "Invitations and passwords"): the status the
 * sign-in screen checks, "forgot PIN" (which only asks the admins: PIN reset is admin only), and
 * choosing a PIN once there is none or an admin has reset it, with the one-time setup code that
 * reset (or the account's creation) issued (issue 14). None of them tells which IDs exist.
 */
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import {
  displayName,
  employeeIdSchema,
  PinResetStatus,
  pinSetAnswerSchema,
  pinStatusAnswerSchema,
  pinStatusNeedsNewPin,
  PUBLIC_PIN_STATUS,
  Role,
} from '@stepwise/core';
import type { Services, ZodApp } from '../services.js';
import {
  employeeLimiterKey,
  findEmployee,
  organizationForClientKey,
  pinStatusOf,
  requireClientKey,
  signsInWithPin,
  type ClientOrganization,
} from '../domain/employee-accounts.js';
import { signInDisabled } from '../auth/local-session.js';
import { hashSecret } from '../auth/passwords.js';
import { users } from '../db/schema.js';
import { assertNewPassword } from '../domain/new-password.js';
import {
  findPinSetupCode,
  invalidPinSetupCode,
  pinSetupLimiterKey,
  setPinWithCode,
} from '../domain/pin-setup-codes.js';
import { ok, text, wrapped } from '../http/reply.js';
import { notifyPinResetRequest } from '../domain/pin-reset-notice.js';
import type { UserRow } from '../db/schema.js';

const employeeQuery = z.object({ employeeId: employeeIdSchema, clientKey: text(63).optional() });
const forgotBody = z.object({ employeeId: employeeIdSchema, clientKey: text(63).optional() });
const setPinBody = z.object({
  employeeId: employeeIdSchema,
  clientKey: text(63).optional(),
  password: text(200),
  // Optional in the schema: a missing code gets the same refusal as a wrong one.
  setupCode: text(64).optional(),
});

async function employeeFor(
  services: Services,
  clientKey: string,
  employeeId: string,
): Promise<{ found: ClientOrganization; user: UserRow } | undefined> {
  const found = await organizationForClientKey(services.db, clientKey);
  const user = found && (await findEmployee(services.db, found.org, employeeId));
  return found && user ? { found, user } : undefined;
}

/** Tells the organisation's admins, who reset PINs (the mail opens admin users, 002 §4). */
async function mailPinRequest(services: Services, user: UserRow): Promise<void> {
  const admins = await services.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, user.organizationId),
        inArray(users.role, [Role.OrgAdmin, Role.SuperAdmin]),
        eq(users.disabled, false),
        eq(users.passwordless, false),
        eq(users.shared, false),
      ),
    );
  const link = `${services.config.publicUrl}/admin/users`;
  const who = displayName(user) || user.employeeId;
  for (const admin of admins) {
    await services.mailer.send({
      kind: 'pin-request',
      to: admin.email,
      organizationId: user.organizationId,
      subject: `PIN reset requested for employee ID ${user.employeeId}`,
      text:
        `${who} (employee ID ${user.employeeId}) has forgotten their PIN and asks for a reset.\n` +
        `Reset it in Users:\n${link}\n`,
      link,
    });
  }
}

export function registerEmployeePinRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    '/v1/auth/employeeIdPIN/status',
    {
      config: {
        rateLimits: ['accountCheck'],
        auth: 'public',
        sample: (f) => ({ query: { employeeId: f.employeeId!, clientKey: f.clientKey! } }),
      },
      schema: {
        tags: ['auth'],
        querystring: employeeQuery,
        response: wrapped(pinStatusAnswerSchema),
      },
    },
    // One answer for every ID, known or not, with no lookup behind it (so no timing either):
    // the sign-in screen goes on to the PIN step, which links to /usernewpin for a first PIN.
    // The real status would tell anyone which IDs exist, and which have no PIN yet.
    async (req) => {
      requireClientKey(req.query.clientKey);
      return ok({ resetStatus: PUBLIC_PIN_STATUS });
    },
  );

  app.post(
    '/v1/reset/password/employeeIdPIN/forgot-PIN',
    {
      config: {
        rateLimits: ['accountMail'],
        auth: 'public',
        sample: (f) => ({ body: { employeeId: f.employeeId, clientKey: f.clientKey } }),
      },
      schema: { tags: ['auth'], body: forgotBody, response: wrapped(z.null()) },
    },
    async (req) => {
      const clientKey = requireClientKey(req.body.clientKey);
      const hit = await employeeFor(services, clientKey, req.body.employeeId);
      // One answer whatever happened, so this route tells nobody which IDs exist. Only a valid
      // PIN becomes pending: with none (or after an admin reset) a setup code is already out,
      // and a repeated request must not mail the admins again.
      if (hit && signsInWithPin(hit.found) && !hit.user.disabled) {
        const [changed] = await services.db
          .update(users)
          .set({ pinResetStatus: PinResetStatus.Pending })
          .where(and(eq(users.id, hit.user.id), eq(users.pinResetStatus, PinResetStatus.Valid)))
          .returning();
        if (changed) {
          await notifyPinResetRequest(services.db, changed);
          await mailPinRequest(services, changed);
        }
      }
      return ok(null);
    },
  );

  app.put(
    '/v1/reset/password/employeeIdPIN',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        // Without a setup code this is the one refusal (400), counted like a failed sign-in.
        sample: (f) => ({
          body: { employeeId: f.employeeId, clientKey: f.clientKey, password: 'New-Pin-2026!x' },
        }),
      },
      schema: { tags: ['auth'], body: setPinBody, response: wrapped(pinSetAnswerSchema) },
    },
    async (req) => {
      const clientKey = requireClientKey(req.body.clientKey);
      const { employeeId, password, setupCode } = req.body;
      const account = employeeLimiterKey(clientKey, employeeId);
      const limiterKey = pinSetupLimiterKey(account);
      await services.limiter.assertAllowed(limiterKey, req.ip);
      const found = await organizationForClientKey(services.db, clientKey);
      if (found && !signsInWithPin(found)) throw signInDisabled();
      // The PIN rules first: they are the same for every ID (the account name is the ID typed),
      // so a refused PIN says nothing about the account, and does not use up the code.
      await assertNewPassword(password, employeeId);
      const user = found ? await findEmployee(services.db, found.org, employeeId) : undefined;
      const waiting =
        user && !user.disabled && pinStatusNeedsNewPin(pinStatusOf(user)) ? user : undefined;
      const code = await findPinSetupCode(services.db, waiting?.id, setupCode ?? '');
      const done =
        waiting && code
          ? await setPinWithCode(services.db, code, await hashSecret(password))
          : false;
      if (!waiting || !done) {
        await services.limiter.recordFailure(limiterKey, req.ip);
        throw invalidPinSetupCode();
      }
      await services.tokens.revokeUser(waiting.id, 'pin-set');
      await services.limiter.recordSuccess(limiterKey);
      await services.limiter.recordSuccess(account);
      return ok({
        employeeId: waiting.employeeId ?? employeeId,
        resetStatus: PinResetStatus.Valid,
      });
    },
  );
}
