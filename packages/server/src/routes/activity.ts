/**
 * Activity the portal reports: sign-ins (000 §7 /login-activity), the last interaction, and
 * client errors (000 §8 "every error is also logged to the error-log endpoint").
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { EMAIL_MAX_LENGTH, errorLogEntrySchema, idSchema } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { newId } from '../db/ids.js';
import { errorLogs, loginActivity, users } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { forbidden } from '../domain/errors.js';
import { ok, text, wrapped } from '../http/reply.js';

// The entry's own bounds (core ERROR_LOG_LIMITS) fit well inside this, multibyte text included.
const ERROR_LOG_BODY_LIMIT = 256 * 1024;

export function registerActivityRoutes(app: ZodApp): void {
  app.post(
    '/login-activity',
    {
      config: {
        orgData: true,
        // The sample is the org admin's own sign-in; for anyone else it is someone else's.
        sample: (f) => ({
          body: {
            userId: f.orgAdminId,
            email: 'orgadmin@demo.stepwise.test',
            device: 'Chrome on macOS',
            product: 'portal',
          },
        }),
      },
      schema: {
        tags: ['activity'],
        body: z
          .object({
            userId: idSchema,
            email: text(EMAIL_MAX_LENGTH),
            device: text(500).min(1),
            product: text(100).min(1),
          })
          .strict(),
        response: wrapped(z.object({ id: z.string() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      if (req.body.userId !== caller.userId)
        throw forbidden('you may only record your own sign-in');
      const [row] = await caller.tenant.insert(loginActivity, {
        id: newId(),
        userId: caller.userId,
        // The session's address, not the body's: the record must say who really signed in.
        email: caller.email,
        device: req.body.device,
        product: req.body.product,
        ip: req.ip,
      });
      return ok({ id: row!.id });
    },
  );

  app.patch(
    '/v1/admin/user/last-interaction',
    {
      config: { orgData: true, sample: () => ({ body: {} }) },
      schema: {
        tags: ['activity'],
        body: z.object({}).strict().optional(),
        response: wrapped(z.object({ lastInteractionAt: z.string() })),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const now = new Date();
      await caller.tenant.update(users, { lastInteractionAt: now }, eq(users.id, caller.userId));
      return ok({ lastInteractionAt: now.toISOString() });
    },
  );

  app.post(
    '/core-features/error-log',
    {
      bodyLimit: ERROR_LOG_BODY_LIMIT,
      config: {
        rateLimits: ['errorLog'],
        auth: 'public',
        sample: () => ({
          body: {
            serviceName: 'portal',
            serviceModule: 'player',
            code: 'E_PLAYBACK',
            uid: null,
            organization: null,
            deviceInfo: { browser: 'Firefox 130' },
            message: 'video element failed to load',
          },
        }),
      },
      schema: {
        tags: ['activity'],
        body: errorLogEntrySchema,
        response: wrapped(z.object({ id: z.string() })),
      },
    },
    async (req) => {
      const entry = req.body;
      const id = newId();
      const values = {
        id,
        serviceName: entry.serviceName,
        serviceModule: entry.serviceModule,
        code: String(entry.code),
        deviceInfo: entry.deviceInfo,
        message: entry.message,
      };
      // Who reported it comes from the session only: a body can claim any organisation, so
      // its `organization` and `uid` are never stored.
      if (req.caller) {
        await req.caller.tenant.insert(errorLogs, { ...values, uid: req.caller.userId });
      } else {
        // An anonymous report belongs to no organisation, so there is no tenant to go through.
        // eslint-disable-next-line no-restricted-syntax
        await app.services.db
          .insert(errorLogs)
          .values({ ...values, organizationId: null, uid: null });
      }
      return ok({ id });
    },
  );
}
