/** Shared-account (shared-device) sign-in and refresh: feature sharedAccountLogin (000 §3). */
import { z } from 'zod';
import { localSessionSchema, sharedAccountEmail } from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { checkCredentials } from '../auth/credential-check.js';
import { findSharedAccount, organizationForClientKey } from '../domain/employee-accounts.js';
import {
  localSession,
  refreshBody,
  refreshLocalSession,
  signInDisabled,
} from '../auth/local-session.js';
import { startSession } from '../auth/session.js';
import { ok, text, wrapped } from '../http/reply.js';

// Sign-in takes the name as typed; names are stored lowercase and matched through the
// lowercased address, so 'Line-Tablet' finds 'line-tablet'.
const loginBody = z.object({
  account: text(64).trim().min(1),
  clientKey: text(63).trim().min(1),
  password: text(200).min(1),
});

export function registerSharedAuthRoutes(app: ZodApp): void {
  const { services } = app;

  app.post(
    '/v1/auth/shared-account/login',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: (f) => ({
          body: { account: f.sharedAccount, clientKey: f.clientKey, password: 'Wrong-Pass-2026!' },
        }),
      },
      schema: { tags: ['auth'], body: loginBody, response: wrapped(localSessionSchema) },
    },
    async (req) => {
      const { account, clientKey, password } = req.body;
      const found = await organizationForClientKey(services.db, clientKey);
      const user = await checkCredentials({
        limiter: services.limiter,
        account: sharedAccountEmail(clientKey, account),
        ip: req.ip,
        find: async () => {
          if (found && !found.features.sharedAccountLogin) throw signInDisabled();
          return found ? findSharedAccount(services.db, found.org, account) : undefined;
        },
        hashOf: (u) => u.passwordHash,
        secret: password,
      });
      return ok(localSession(await startSession(services, user, found!.org, 'shared'), user));
    },
  );

  app.post(
    '/v1/auth/shared-account/refresh',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: () => ({ body: { refreshToken: 'not-a-token' } }),
      },
      schema: { tags: ['auth'], body: refreshBody, response: wrapped(localSessionSchema) },
    },
    async (req) => ok(await refreshLocalSession(services, req.body.refreshToken, 'shared')),
  );
}
