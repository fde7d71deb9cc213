/**
 * Self-signup (free trial): a mailed /startfreetrial link, then a new organisation with the
 * signer as its org admin. The request answers the same whether or not the address is taken.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  EMAIL_MAX_LENGTH,
  MessageKey,
  PERSON_NAME_MAX_LENGTH,
  Role,
  clientKeyFromName,
  emailLocalPart,
  escapeHtml,
  isEmail,
  normaliseEmail,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { newId } from '../db/ids.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { hashSecret } from '../auth/passwords.js';
import { linkLanguage, mailSelfSignup } from '../domain/account-mail.js';
import {
  consumeAccountToken,
  issueAccountToken,
  peekAccountToken,
} from '../domain/account-tokens.js';
import { assertNewPassword } from '../domain/new-password.js';
import { userExists } from '../domain/org-users.js';
import { createOrganization } from '../domain/organizations.js';
import { badRequest } from '../domain/errors.js';
import { nameText, ok, text, wrapped } from '../http/reply.js';

const ORG_NAME_MAX_LENGTH = 200;

/** What the request stores with the token, for the second step. */
const signupData = z.object({
  organizationName: z.string(),
  lang: z.string().optional(),
});

export function registerSelfSignupRoutes(app: ZodApp): void {
  const { services } = app;
  const { db } = services;

  app.post(
    '/v1/self-signup/request',
    {
      config: {
        rateLimits: ['accountMail'],
        auth: 'public',
        sample: (f) => ({
          body: {
            email: `trial-${f.uniq}@example.com`,
            organizationName: `Trial Works ${f.uniq}`,
            lang: 'en',
          },
        }),
      },
      schema: {
        tags: ['accounts'],
        body: z
          .object({
            email: text(EMAIL_MAX_LENGTH).min(1),
            organizationName: nameText(ORG_NAME_MAX_LENGTH),
            lang: text(16).optional(),
          })
          .strict(),
        response: wrapped(z.null()),
      },
    },
    async (req) => {
      const email = normaliseEmail(req.body.email);
      if (!isEmail(email)) throw badRequest(MessageKey.invalidEmail);
      await services.limiter.assertAllowed(`signup:${email}`, `signup:${req.ip}`);
      await services.limiter.recordFailure(`signup:${email}`, `signup:${req.ip}`);
      const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken.length === 0) {
        const lang = linkLanguage(req.body.lang);
        const signupToken = await issueAccountToken(db, {
          kind: 'self-signup',
          email,
          data: { organizationName: req.body.organizationName.trim(), lang },
        });
        await mailSelfSignup(services, {
          to: email,
          token: signupToken,
          name: emailLocalPart(email),
          lang,
        });
      }
      return ok(null);
    },
  );

  app.post(
    '/v1/self-signup/setuser',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: () => ({
          body: { token: 'not-a-token', name: 'Trial Owner', password: 'Sample-Password-2026!' },
        }),
      },
      schema: {
        tags: ['accounts'],
        body: z
          .object({
            token: text(200).min(1),
            name: nameText(PERSON_NAME_MAX_LENGTH),
            password: text(200).min(1),
          })
          .strict(),
        response: wrapped(z.object({ email: z.string() })),
      },
    },
    async (req) => {
      const row = await peekAccountToken(db, req.body.token, 'self-signup');
      const data = signupData.parse(row.data);
      await assertNewPassword(req.body.password, emailLocalPart(row.email));
      const passwordHash = await hashSecret(req.body.password);
      try {
        await db.transaction(async (tx) => {
          await consumeAccountToken(tx, row);
          const { org } = await createOrganization(tx, {
            name: data.organizationName,
            clientKey: clientKeyFromName(data.organizationName, randomBytes(4).toString('hex')),
            planType: 'free-trial',
          });
          await tx.insert(users).values({
            id: newId(),
            organizationId: org.id,
            email: row.email,
            role: Role.OrgAdmin,
            displayName: escapeHtml(req.body.name.trim()),
            locale: data.lang ?? 'en',
            passwordHash,
            isFreeTrialAdmin: true,
          });
        });
      } catch (err) {
        // The address was taken (say, by an invitation) after the link was mailed.
        if (isUniqueViolation(err)) throw userExists();
        throw err;
      }
      await services.limiter.recordSuccess(`signup:${row.email}`);
      return ok({ email: row.email });
    },
  );
}
