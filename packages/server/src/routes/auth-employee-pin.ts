/**
 * The public side of the PIN flow (000 §4, 002 §7 "Invitations and passwords"): the status the
 * sign-in screen checks, "forgot PIN" (which only asks the admins: PIN reset is admin only), and
 * choosing a PIN once there is none or an admin has reset it.
 */
import { z } from 'zod';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  ErrorCode,
  MessageKey,
  PinResetStatus,
  Role,
  displayName,
  employeeIdSchema,
  pinResetStatusSchema,
} from '@stepwise/core';
import type { Services, ZodApp } from '../app.js';
import {
  findEmployee,
  invalidEmployeeId,
  organizationForClientKey,
  pinStatusOf,
  requireClientKey,
  signsInWithPin,
  type ClientOrganization,
} from '../auth/employee-accounts.js';
import { signInDisabled } from '../auth/local-session.js';
import { hashSecret } from '../auth/passwords.js';
import { users } from '../db/schema.js';
import { assertNewPassword } from '../domain/new-password.js';
import { conflict } from '../http/errors.js';
import { ok, text, wrapped } from '../http/reply.js';
import type { UserRow } from '../http/types.js';

const employeeQuery = z.object({ employeeId: employeeIdSchema, clientKey: text(63).optional() });
const forgotBody = z.object({ employeeId: employeeIdSchema, clientKey: text(63).optional() });
const setPinBody = z.object({
  employeeId: employeeIdSchema,
  clientKey: text(63).optional(),
  password: text(200),
});
const statusSchema = z.object({ resetStatus: pinResetStatusSchema });
const pinSetSchema = z.object({ employeeId: z.string(), resetStatus: pinResetStatusSchema });

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
        auth: 'public',
        sample: (f) => ({ query: { employeeId: f.employeeId!, clientKey: f.clientKey! } }),
      },
      schema: { tags: ['auth'], querystring: employeeQuery, response: wrapped(statusSchema) },
    },
    async (req) => {
      const clientKey = requireClientKey(req.query.clientKey);
      const hit = await employeeFor(services, clientKey, req.query.employeeId);
      if (!hit) throw invalidEmployeeId(ErrorCode.NotFound);
      return ok({ resetStatus: pinStatusOf(hit.user) });
    },
  );

  app.post(
    '/v1/reset/password/employeeIdPIN/forgot-PIN',
    {
      config: {
        auth: 'public',
        sample: (f) => ({ body: { employeeId: f.employeeId, clientKey: f.clientKey } }),
      },
      schema: { tags: ['auth'], body: forgotBody, response: wrapped(z.null()) },
    },
    async (req) => {
      const clientKey = requireClientKey(req.body.clientKey);
      const hit = await employeeFor(services, clientKey, req.body.employeeId);
      // One answer whatever happened, so this route tells nobody which IDs exist. Only a valid
      // PIN becomes pending: with none (or after an admin reset) the user can choose one now,
      // and a repeated request must not mail the admins again.
      if (hit && signsInWithPin(hit.found) && !hit.user.disabled) {
        const [changed] = await services.db
          .update(users)
          .set({ pinResetStatus: PinResetStatus.Pending })
          .where(and(eq(users.id, hit.user.id), eq(users.pinResetStatus, PinResetStatus.Valid)))
          .returning();
        if (changed) await mailPinRequest(services, changed);
      }
      return ok(null);
    },
  );

  app.put(
    '/v1/reset/password/employeeIdPIN',
    {
      config: {
        auth: 'public',
        // The demo employee already has a valid PIN: this answers 409 unless an admin reset it.
        sample: (f) => ({
          body: { employeeId: f.employeeId, clientKey: f.clientKey, password: 'New-Pin-2026!x' },
        }),
      },
      schema: { tags: ['auth'], body: setPinBody, response: wrapped(pinSetSchema) },
    },
    async (req) => {
      const clientKey = requireClientKey(req.body.clientKey);
      const hit = await employeeFor(services, clientKey, req.body.employeeId);
      if (!hit) throw invalidEmployeeId(ErrorCode.NotFound);
      const { found, user } = hit;
      if (!signsInWithPin(found)) throw signInDisabled();
      const resetStatus = pinStatusOf(user);
      if (resetStatus === PinResetStatus.Valid || resetStatus === PinResetStatus.Pending) {
        throw conflict(MessageKey.resetFailed, { resetStatus });
      }
      await assertNewPassword(req.body.password, user.employeeId ?? '', user.pinHash);
      const pinHash = await hashSecret(req.body.password);
      // Conditional on the status still allowing it: of two concurrent requests one wins.
      const [changed] = await services.db
        .update(users)
        .set({ pinHash, pinResetStatus: PinResetStatus.Valid })
        .where(
          and(
            eq(users.id, user.id),
            or(
              isNull(users.pinResetStatus),
              eq(users.pinResetStatus, PinResetStatus.ResetRequired),
            ),
          ),
        )
        .returning();
      if (!changed) throw conflict(MessageKey.resetFailed, { resetStatus: PinResetStatus.Valid });
      await services.tokens.revokeUser(user.id);
      await services.limiter.recordSuccess(user.email);
      return ok({
        employeeId: user.employeeId ?? req.body.employeeId,
        resetStatus: PinResetStatus.Valid,
      });
    },
  );
}
