/**
 * Employee-ID sign-in (000 §4 "Employee ID sign-in"): the login settings a sign-in screen loads
 * by client key, sign-in by ID alone or with the master password, sign-in with a PIN, refresh.
 * Where shared accounts are on, the same two routes also sign in a shared account typed at the
 * ID step with its own password (issue 14: the screen cannot tell them apart beforehand).
 */
import { checkCredentials } from '../auth/credential-check.js';
import { z } from 'zod';
import {
  clientKeySchema,
  employeeIdSchema,
  ErrorCode,
  localSessionSchema,
  loginSettingsSchema,
  MessageKey,
  PUBLIC_PIN_STATUS,
  StepwiseError,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import {
  employeeLimiterKey,
  findEmployee,
  findSharedAccount,
  invalidEmployeeId,
  organizationForClientKey,
  requireClientKey,
  signsInWithPin,
} from '../domain/employee-accounts.js';
import {
  localSession,
  refreshBody,
  refreshLocalSession,
  signInDisabled,
} from '../auth/local-session.js';
import { verifySecret } from '../auth/passwords.js';
import { invalidCredentials, startSession } from '../auth/session.js';
import { conflict } from '../domain/errors.js';
import { ok, text, wrapped } from '../http/reply.js';

// clientKey stays optional in the schemas: its absence has its own message (000 §8).
const getTokenBody = z.object({
  employeeId: employeeIdSchema,
  clientKey: text(63).optional(),
  employeeIdMP: text(200).optional(),
});
const pinLoginBody = z.object({
  employeeId: employeeIdSchema,
  clientKey: text(63).optional(),
  password: text(200).min(1),
});

/**
 * /admin/gettoken is for accounts without a PIN: in an organisation that signs in with PINs every
 * ID is sent to the PIN step, with the status the public status route gives (issue 14).
 */
const signsInWithPinRefusal = () =>
  conflict('This account signs in with a PIN', { resetStatus: PUBLIC_PIN_STATUS });

/**
 * An ID that is a shared account's name, asked to sign in by ID alone: the screen asks for its
 * password (000 §4 step 3). Only where IDs sign in alone, so nothing secret is told.
 */
const signsInWithPasswordRefusal = () =>
  conflict('This account signs in with its password', { sharedAccount: true });

export function registerEmployeeAuthRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    '/v1/permission-settings/client-key/:clientKey',
    {
      config: {
        rateLimits: ['accountCheck'],
        auth: 'public',
        sample: (f) => ({ params: { clientKey: f.clientKey! } }),
      },
      schema: {
        tags: ['auth'],
        params: z.object({ clientKey: clientKeySchema }),
        response: wrapped(loginSettingsSchema),
      },
    },
    async (req) => {
      const found = await organizationForClientKey(services.db, req.params.clientKey);
      if (!found) {
        throw new StepwiseError(ErrorCode.NotFound, MessageKey.employeeIdInvalid, {
          category: 'not-found',
        });
      }
      const { settings, features } = found;
      return ok({
        employeeIdLogin: settings.employeeIdLogin,
        employeeIdMPEnabled: settings.employeeIdMPEnabled,
        sharedAccountLogin: features.sharedAccountLogin,
        employeeIdPinLogin: features.employeeIdPinLogin,
        loginType: settings.loginType,
        ssoLoginOnly: settings.ssoLoginOnly,
      });
    },
  );

  app.post(
    '/admin/gettoken',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        // The demo employee is a PIN user, so this answers 409 (no sign-in, no failure counted).
        sample: (f) => ({ body: { employeeId: f.employeeId, clientKey: f.clientKey } }),
      },
      schema: { tags: ['auth'], body: getTokenBody, response: wrapped(localSessionSchema) },
    },
    async (req) => {
      const clientKey = requireClientKey(req.body.clientKey);
      const { employeeId, employeeIdMP } = req.body;
      const limiterKey = employeeLimiterKey(clientKey, employeeId);
      await services.limiter.assertAllowed(limiterKey, req.ip);
      const found = await organizationForClientKey(services.db, clientKey);
      if (!found) {
        await services.limiter.recordFailure(limiterKey, req.ip);
        throw invalidEmployeeId();
      }
      if (!found.settings.employeeIdLogin) throw signInDisabled();
      // Before the lookup, and the same for every ID: which IDs exist is nobody's business.
      if (signsInWithPin(found)) throw signsInWithPinRefusal();
      const user = await findEmployee(services.db, found.org, employeeId);
      // Not an employee: perhaps a shared account, which the sign-in screen can no longer tell
      // apart beforehand (issue 14: the PIN status is the same for every ID). With a secret it
      // signs in with its own password; without one the screen is told to ask for it.
      const shared =
        !user && found.features.sharedAccountLogin
          ? await findSharedAccount(services.db, found.org, employeeId)
          : undefined;
      if (shared && !employeeIdMP) throw signsInWithPasswordRefusal();
      if (shared) {
        const device = await checkCredentials({
          limiter: services.limiter,
          account: limiterKey,
          ip: req.ip,
          find: async () => shared,
          hashOf: (u) => u.passwordHash,
          secret: employeeIdMP ?? '',
        });
        return ok(localSession(await startSession(services, device, found.org, 'shared'), device));
      }
      if (!user) {
        await services.limiter.recordFailure(limiterKey, req.ip);
        throw invalidEmployeeId();
      }
      if (found.settings.employeeIdMPEnabled) {
        const valid = await verifySecret(found.org.masterPasswordHash, employeeIdMP ?? '');
        if (!employeeIdMP || !valid) {
          await services.limiter.recordFailure(limiterKey, req.ip);
          throw invalidCredentials();
        }
      }
      await services.limiter.recordSuccess(limiterKey, req.ip);
      return ok(localSession(await startSession(services, user, found.org, 'employee-id'), user));
    },
  );

  app.post(
    '/v1/auth/employeeId-account/login',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: (f) => ({
          body: { employeeId: f.employeeId, clientKey: f.clientKey, password: 'Wrong-Pin-2026!' },
        }),
      },
      schema: { tags: ['auth'], body: pinLoginBody, response: wrapped(localSessionSchema) },
    },
    async (req) => {
      const clientKey = requireClientKey(req.body.clientKey);
      const { employeeId, password } = req.body;
      const found = await organizationForClientKey(services.db, clientKey);
      const user = await checkCredentials({
        limiter: services.limiter,
        account: employeeLimiterKey(clientKey, employeeId),
        ip: req.ip,
        // An account still waiting for its first PIN (or a new one after a reset) has no PIN
        // hash, so any PIN fails like a wrong one: saying "a new PIN is required" would tell
        // which IDs exist and have no PIN (issue 14). The PIN step links to /usernewpin.
        find: async () => {
          if (found && !signsInWithPin(found)) throw signInDisabled();
          if (!found) return undefined;
          const employee = await findEmployee(services.db, found.org, employeeId);
          // The PIN step cannot tell an employee ID from a shared account's name any more (the
          // status is the same for every ID), so a shared account signs in here with its own
          // password: one attempt, one count, whichever it is.
          if (employee || !found.features.sharedAccountLogin) return employee;
          return findSharedAccount(services.db, found.org, employeeId);
        },
        hashOf: (u) => (u.shared ? u.passwordHash : u.pinHash),
        secret: password,
      });
      const kind = user.shared ? 'shared' : 'employee-id';
      return ok(localSession(await startSession(services, user, found!.org, kind), user));
    },
  );

  app.post(
    '/v1/auth/employeeId-account/refresh',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: () => ({ body: { refreshToken: 'not-a-token' } }),
      },
      schema: { tags: ['auth'], body: refreshBody, response: wrapped(localSessionSchema) },
    },
    async (req) => ok(await refreshLocalSession(services, req.body.refreshToken, 'employee-id')),
  );
}
