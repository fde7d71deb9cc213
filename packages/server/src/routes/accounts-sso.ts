/**
 * SSO check (000 §4 step 1, §7): which organisation, if any, signs this address or host in
 * through single sign-on. We run no identity provider yet, so the answer only steers the
 * portal: `domain` is always our own host, and an SSO-only organisation's users cannot use
 * a password (auth-email answers auth.useSsoLogin).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { EMAIL_MAX_LENGTH, organizationSettingsSchema, ssoCheckSchema } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { organizations } from '../db/schema.js';
import { ok, text, wrapped } from '../http/reply.js';

const checkBody = z
  .object({
    email: text(EMAIL_MAX_LENGTH).min(1).optional(),
    hostname: text(253).min(1).optional(),
  })
  .strict()
  .refine((b) => (b.email === undefined) !== (b.hostname === undefined), {
    message: 'send either email or hostname',
  });

function domainOf(body: z.infer<typeof checkBody>): string {
  const raw = body.email ? body.email.slice(body.email.lastIndexOf('@') + 1) : body.hostname!;
  return raw.trim().toLowerCase().replace(/\.$/, '');
}

export function registerSsoRoutes(app: ZodApp): void {
  const { services } = app;

  app.post(
    '/sso/check-idp',
    {
      config: {
        rateLimits: ['accountCheck'],
        auth: 'public',
        sample: (f) => ({ body: { email: `someone@${f.clientKey}.example.com` } }),
      },
      schema: {
        tags: ['auth'],
        body: checkBody,
        response: wrapped(ssoCheckSchema.nullable()),
      },
    },
    async (req) => {
      const domain = domainOf(req.body);
      const rows = domain
        ? await services.db
            .select({ settings: organizations.settings })
            .from(organizations)
            .where(
              sql`${organizations.settings} -> 'ssoDomains' @> ${JSON.stringify([domain])}::jsonb`,
            )
            .limit(1)
        : [];
      const row = rows[0];
      // No SSO for this address: the usual answer, so a 200 with no data rather than the spec's
      // 404 'SSO not supported' (every sign-in would log a failed request in the browser).
      if (!row) return ok(null);
      const settings = organizationSettingsSchema.parse(row.settings);
      return ok({
        domain: new URL(services.config.publicUrl).host,
        ssoLoginOnly: settings.ssoLoginOnly,
      });
    },
  );
}
