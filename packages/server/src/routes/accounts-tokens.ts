/**
 * Public single-use-link flows of 002 §2 "Invitations and passwords": accepting an invitation
 * and resetting a forgotten password. Bodies come as JSON or url-encoded (002 §7).
 */
import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
  emailLocalPart,
  escapeHtml,
  normaliseEmail,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import type { Db, Tx } from '../db/client.js';
import { accountTokens, users } from '../db/schema.js';
import { hashSecret } from '../auth/passwords.js';
import { linkLanguage, mailPasswordReset, resetLinkBase } from '../domain/account-mail.js';
import {
  consumeAccountToken,
  issueAccountToken,
  peekAccountToken,
  type AccountTokenRow,
} from '../domain/account-tokens.js';
import { assertNewPassword } from '../domain/new-password.js';
import { badRequest } from '../domain/errors.js';
import { nameText, ok, text, wrapped } from '../http/reply.js';
import type { UserRow } from '../db/schema.js';

const token = text(200).min(1);
const password = text(200).min(1);
const emailAnswer = wrapped(z.object({ email: z.string() }));
// Valid in shape, so the generated tests reach the handler (which refuses the unknown token).
const SAMPLE_PASSWORD = 'Sample-Password-2026!';

/** The user a token was issued for, if it may still use it. */
async function tokenUser(db: Db, row: AccountTokenRow): Promise<UserRow> {
  const rows = row.userId
    ? await db.select().from(users).where(eq(users.id, row.userId)).limit(1)
    : [];
  const user = rows[0];
  if (!user || user.disabled) throw badRequest('Invalid or already used link');
  return user;
}

async function setPassword(tx: Tx, user: UserRow, hash: string, extra: Partial<UserRow> = {}) {
  await tx
    .update(users)
    .set({ ...extra, passwordHash: hash, changeCount: sql`${users.changeCount} + 1` })
    .where(eq(users.id, user.id));
}

export function registerAccountTokenRoutes(app: ZodApp): void {
  const { services } = app;
  const { db } = services;

  app.post(
    '/invite/v2/setuser',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: () => ({
          body: { token: 'not-a-token', name: 'New Person', password: SAMPLE_PASSWORD },
        }),
      },
      schema: {
        tags: ['accounts'],
        body: z.object({ token, name: nameText(PERSON_NAME_MAX_LENGTH), password }).strict(),
        response: emailAnswer,
      },
    },
    async (req) => {
      const row = await peekAccountToken(db, req.body.token, 'invite');
      const user = await tokenUser(db, row);
      await assertNewPassword(req.body.password, emailLocalPart(user.email));
      const hash = await hashSecret(req.body.password);
      await db.transaction(async (tx) => {
        await consumeAccountToken(tx, row);
        await setPassword(tx, user, hash, { displayName: escapeHtml(req.body.name.trim()) });
      });
      return ok({ email: user.email });
    },
  );

  app.post(
    '/reset/forgot',
    {
      config: {
        rateLimits: ['accountMail'],
        auth: 'public',
        sample: () => ({
          body: { email: 'nobody@example.com', baseUrl: 'http://localhost', languageCode: 'en' },
        }),
      },
      schema: {
        tags: ['accounts'],
        body: z
          .object({
            email: text(EMAIL_MAX_LENGTH).min(1),
            baseUrl: text(URL_MAX_LENGTH).optional(),
            languageCode: text(16).optional(),
          })
          .strict(),
        response: wrapped(z.null()),
      },
    },
    async (req) => {
      const email = normaliseEmail(req.body.email);
      // Counted per address and per client, whether or not the account exists, so the
      // answer (including a 429) never tells the two apart and nobody is mail-bombed.
      await services.limiter.assertAllowed(`reset:${email}`, `reset:${req.ip}`);
      await services.limiter.recordFailure(`reset:${email}`, `reset:${req.ip}`);
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      const user = rows[0];
      // Employee-ID PINs are reset by an admin only (000 §5); shared accounts likewise.
      if (user && !user.disabled && !user.passwordless && !user.shared) {
        const resetToken = await issueAccountToken(db, {
          kind: 'reset',
          email,
          userId: user.id,
          organizationId: user.organizationId,
        });
        await mailPasswordReset(services, {
          to: email,
          organizationId: user.organizationId,
          token: resetToken,
          lang: linkLanguage(req.body.languageCode, user.locale),
          base: resetLinkBase(services.config.publicUrl, req.body.baseUrl),
        });
      }
      return ok(null);
    },
  );

  app.post(
    '/reset/v2/setpwd',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: () => ({ body: { token: 'not-a-token', password: SAMPLE_PASSWORD } }),
      },
      schema: {
        tags: ['accounts'],
        body: z.object({ token, password }).strict(),
        response: emailAnswer,
      },
    },
    async (req) => {
      const row = await peekAccountToken(db, req.body.token, 'reset');
      const user = await tokenUser(db, row);
      if (user.passwordless || user.shared) throw badRequest('Invalid or already used link');
      await assertNewPassword(req.body.password, emailLocalPart(user.email), user.passwordHash);
      const hash = await hashSecret(req.body.password);
      await db.transaction(async (tx) => {
        await consumeAccountToken(tx, row);
        await setPassword(tx, user, hash);
        // Any other reset link still in the mailbox dies with this one.
        await tx
          .update(accountTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(accountTokens.userId, user.id),
              eq(accountTokens.kind, 'reset'),
              isNull(accountTokens.usedAt),
            ),
          );
      });
      // A reset is what a user does when they fear someone else is signed in.
      await services.tokens.revokeUser(user.id, 'password-reset');
      await services.limiter.recordSuccess(user.email);
      await services.limiter.recordSuccess(`reset:${user.email}`);
      return ok({ email: user.email });
    },
  );
}
