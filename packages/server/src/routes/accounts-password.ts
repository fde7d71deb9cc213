/**
 * A signed-in user's own password change, and the spec's encode-term helper.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { MessageKey, emailLocalPart } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { users } from '../db/schema.js';
import { hashSecret, verifySecret } from '../auth/passwords.js';
import { assertNewPassword } from '../domain/new-password.js';
import { callerOf } from '../http/authenticate.js';
import { badRequest } from '../domain/errors.js';
import { ok, text, wrapped } from '../http/reply.js';

export function registerPasswordRoutes(app: ZodApp): void {
  const { services } = app;

  app.post(
    '/v1/auth/reset-password',
    {
      config: {
        orgData: true,
        // Cannot succeed without knowing the caller's password; it shows the refusal path.
        sample: () => ({
          body: { currentPassword: 'Not-The-Password-1!', newPassword: 'Fresh-Password-2026!' },
        }),
      },
      schema: {
        tags: ['auth'],
        body: z
          .object({ currentPassword: text(200).min(1), newPassword: text(200).min(1) })
          .strict(),
        response: wrapped(z.object({ email: z.string() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { user } = caller;
      // Employee-ID users have a PIN, shared accounts an admin-set password (000 §7).
      if (user.passwordless || user.shared) throw badRequest('This account has no own password');
      // Guessing the current password here counts like guessing it at sign-in.
      await services.limiter.assertAllowed(user.email, req.ip);
      if (!(await verifySecret(user.passwordHash, req.body.currentPassword))) {
        await services.limiter.recordFailure(user.email, req.ip);
        // 400, not 401: the session is fine, and a 401 would make the portal sign out.
        throw badRequest(MessageKey.invalidLoginCredentials);
      }
      await assertNewPassword(req.body.newPassword, emailLocalPart(user.email), user.passwordHash);
      const passwordHash = await hashSecret(req.body.newPassword);
      await caller.tenant.update(
        users,
        { passwordHash, changeCount: user.changeCount + 1 },
        eq(users.id, user.id),
      );
      // Every other session of this user ends; the one that changed the password stays.
      await services.tokens.revokeUser(user.id, 'password-changed', { except: caller.sessionId });
      await services.limiter.recordSuccess(user.email);
      return ok({ email: user.email });
    },
  );

  // The spec's portal sends passwords through this before signing in (000 §5). Our sign-in
  // routes take the plain password over TLS, so this exists for client compatibility only.
  app.get(
    '/v1/auth/encode-term',
    {
      config: {
        rateLimits: ['accountCheck'],
        auth: 'public',
        sample: () => ({ query: { text: 'hello' } }),
      },
      schema: {
        tags: ['auth'],
        querystring: z.object({ text: text(200) }).strict(),
        response: wrapped(z.object({ text: z.string() })),
      },
    },
    async (req) => ok({ text: Buffer.from(req.query.text, 'utf8').toString('base64url') }),
  );
}
