/**
 * Employee-ID sign-in (000 §4 "Employee ID sign-in"): the login settings a sign-in screen loads
 * by client key, sign-in by ID alone or with the master password, sign-in with a PIN, refresh.
 */
import { checkCredentials } from '../auth/credential-check.js';
import { z } from 'zod';
import {
  ErrorCode,
  MessageKey,
  StepwiseError,
  clientKeySchema,
  employeeIdSchema,
  loginTypeSchema,
  pinStatusNeedsNewPin,
  type PinResetStatusValue,
} from '@stepwise/core';
import type { ZodApp } from '../app.js';
import {
  employeeLimiterKey,
  findEmployee,
  invalidEmployeeId,
  organizationForClientKey,
  pinStatusOf,
  requireClientKey,
  signsInWithPin,
} from '../auth/employee-accounts.js';
import {
  localSession,
  localSessionSchema,
  refreshBody,
  refreshLocalSession,
  signInDisabled,
} from '../auth/local-session.js';
import { verifySecret } from '../auth/passwords.js';
import { invalidCredentials, startSession } from '../auth/session.js';
import { conflict } from '../http/errors.js';
import { ok, text, wrapped } from '../http/reply.js';

const loginSettingsSchema = z.object({
  employeeIdLogin: z.boolean(),
  employeeIdMPEnabled: z.boolean(),
  sharedAccountLogin: z.boolean(),
  employeeIdPinLogin: z.boolean(),
  loginType: loginTypeSchema,
  ssoLoginOnly: z.boolean(),
});

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

/** The account must choose a PIN first; the client redirects to /usernewpin/{account}. */
const newPinRequired = (resetStatus: PinResetStatusValue | null) =>
  conflict('A new PIN is required', { resetStatus });

export function registerEmployeeAuthRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    '/v1/permission-settings/client-key/:clientKey',
    {
      config: { auth: 'public', sample: (f) => ({ params: { clientKey: f.clientKey! } }) },
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
      const user = await findEmployee(services.db, found.org, employeeId);
      if (!user) {
        await services.limiter.recordFailure(limiterKey, req.ip);
        throw invalidEmployeeId();
      }
      if (signsInWithPin(found)) throw pinAccountRefused(pinStatusOf(user));
      if (found.settings.employeeIdMPEnabled) {
        const valid = await verifySecret(found.org.masterPasswordHash, employeeIdMP ?? '');
        if (!employeeIdMP || !valid) {
          await services.limiter.recordFailure(limiterKey, req.ip);
          throw invalidCredentials();
        }
      }
      await services.limiter.recordSuccess(limiterKey);
      return ok(localSession(await startSession(services, user, found.org, 'employee-id'), user));
    },
  );

  app.post(
    '/v1/auth/employeeId-account/login',
    {
      config: {
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
        find: async () => {
          if (found && !signsInWithPin(found)) throw signInDisabled();
          const u = found ? await findEmployee(services.db, found.org, employeeId) : undefined;
          // The status is public (GET .../employeeIdPIN/status), so answering it first leaks nothing.
          if (u && pinStatusNeedsNewPin(pinStatusOf(u))) throw newPinRequired(pinStatusOf(u));
          return u;
        },
        hashOf: (u) => u.pinHash,
        secret: password,
      });
      return ok(localSession(await startSession(services, user, found!.org, 'employee-id'), user));
    },
  );

  app.post(
    '/v1/auth/employeeId-account/refresh',
    {
      config: { auth: 'public', sample: () => ({ body: { refreshToken: 'not-a-token' } }) },
      schema: { tags: ['auth'], body: refreshBody, response: wrapped(localSessionSchema) },
    },
    async (req) => ok(await refreshLocalSession(services, req.body.refreshToken, 'employee-id')),
  );
}

/**
 * /admin/gettoken is for accounts without a PIN. A PIN user landing here is told where to go:
 * the new-PIN page when the status asks for one, else the PIN step.
 */
function pinAccountRefused(resetStatus: PinResetStatusValue | null): StepwiseError {
  return pinStatusNeedsNewPin(resetStatus)
    ? newPinRequired(resetStatus)
    : conflict('This account signs in with a PIN', { resetStatus });
}
