/** Email + password sign-in (our own in place of the spec's third-party provider), refresh, logout. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  MessageKey,
  normaliseEmail,
  sessionSchema,
  StepwiseError,
} from '@stepwise/core';

import type { ZodApp } from '../services.js';
import { checkCredentials } from '../auth/credential-check.js';
import { users } from '../db/schema.js';
import { invalidCredentials, organizationOf, startSession } from '../auth/session.js';
import { callerOf } from '../http/authenticate.js';
import { ok, text, wrapped } from '../http/reply.js';

const loginBody = z.object({ email: text(320).min(1), password: text(200).min(1) });
const refreshBody = z.object({ refreshToken: text(200).min(1) });

export function registerEmailAuthRoutes(app: ZodApp): void {
  const { services } = app;

  app.post(
    '/v1/auth/login',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: () => ({ body: { email: 'nobody@example.com', password: 'Wrong-password-1' } }),
      },
      schema: { tags: ['auth'], body: loginBody, response: wrapped(sessionSchema) },
    },
    async (req) => {
      const email = normaliseEmail(req.body.email);
      const emailUser = await checkCredentials({
        limiter: services.limiter,
        account: email,
        ip: req.ip,
        find: async () => {
          const rows = await services.db
            .select()
            .from(users)
            .where(eq(users.email, email))
            .limit(1);
          const user = rows[0];
          if (!user || user.passwordless || user.shared) return undefined;
          const { settings } = await organizationOf(services, user.organizationId);
          const domain = email.split('@')[1] ?? '';
          if (settings.ssoLoginOnly && settings.ssoDomains.includes(domain)) {
            throw new StepwiseError(ErrorCode.Forbidden, MessageKey.useSsoLogin, {
              category: 'auth',
            });
          }
          return user;
        },
        hashOf: (u) => u.passwordHash,
        secret: req.body.password,
      });
      const { org } = await organizationOf(services, emailUser.organizationId);
      return ok(await startSession(services, emailUser, org, 'email'));
    },
  );

  app.post(
    '/v1/auth/refresh',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: () => ({ body: { refreshToken: 'not-a-token' } }),
      },
      schema: { tags: ['auth'], body: refreshBody, response: wrapped(sessionSchema) },
    },
    async (req) => {
      const pair = await services.tokens.rotate(req.body.refreshToken, ['email', 'custom']);
      const rows = await services.db.select().from(users).where(eq(users.id, pair.userId));
      const user = rows[0];
      if (!user || user.disabled) throw invalidCredentials();
      return ok({
        ...pair,
        userId: user.id,
        organizationId: user.organizationId,
        email: user.email,
        role: user.role,
      });
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      config: { ipCheck: 'skip', learner: true, sample: () => ({ body: {} }) },
      schema: {
        tags: ['auth'],
        body: z.object({}).strict().nullish(),
        response: wrapped(z.null()),
      },
    },
    async (req) => {
      await services.tokens.revokeFamily(callerOf(req).sessionId);
      return ok(null);
    },
  );
}
