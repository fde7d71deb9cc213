/**
 * E-learning learners (002 §7 "E-learning integration"): `POST /v1/rustici/validate-user` takes
 * the LMS's learner id and name and the package's launch key, finds or makes the organisation's
 * learner for that LMS learner, and answers a custom token; `POST /v1/auth/custom-token` turns
 * that token into a session which may play only the package's workflows.
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  escapeHtml,
  GENERIC_EMAIL_DOMAIN,
  Role,
  rusticiValidateUserAnswerSchema,
  rusticiValidateUserSchema,
  sessionSchema,
} from '@stepwise/core';

import { createHash } from 'node:crypto';
import { allowAnyOrigin, registerPreflight } from '../domain/external-access.js';
import type { ZodApp } from '../services.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { customSessions, users } from '../db/schema.js';
import { organizationOf, startSession } from '../auth/session.js';
import { forbidden, unauthorized } from '../domain/errors.js';
import { ok, text, wrapped } from '../http/reply.js';
import type { OrganizationRow, UserRow } from '../db/schema.js';

/**
 * A learner's address: generated, never mailed, unique per organisation and LMS learner id (the
 * id is hashed: LMS ids may be long or hold any character).
 */
export function lmsLearnerEmail(clientKey: string, learnerId: string): string {
  const digest = createHash('sha256').update(learnerId).digest('hex').slice(0, 32);
  return `lms-${digest}@${clientKey.trim().toLowerCase()}.lms.${GENERIC_EMAIL_DOMAIN}`;
}

/** The organisation's learner for this LMS learner, made (role viewer) on first launch. */
async function findOrCreateLearner(
  db: Db,
  org: OrganizationRow,
  learnerId: string,
  learnerName: string,
): Promise<{ user: UserRow; isNewUser: boolean }> {
  const displayName = escapeHtml(learnerName.trim());
  const where = and(eq(users.organizationId, org.id), eq(users.lmsLearnerId, learnerId));
  const [inserted] = await db
    .insert(users)
    .values({
      id: newId(),
      organizationId: org.id,
      email: lmsLearnerEmail(org.clientKey, learnerId),
      role: Role.Viewer,
      displayName,
      passwordless: true,
      lmsLearnerId: learnerId,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { user: inserted, isNewUser: true };
  const [existing] = await db.select().from(users).where(where).limit(1);
  if (!existing) throw forbidden('This learner cannot be signed in');
  if (existing.displayName !== displayName) {
    const [renamed] = await db
      .update(users)
      .set({ displayName })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: renamed ?? existing, isNewUser: false };
  }
  return { user: existing, isNewUser: false };
}

export function registerRusticiRoutes(app: ZodApp): void {
  const { services } = app;

  app.post(
    '/v1/rustici/validate-user',
    {
      config: {
        rateLimits: ['lmsLaunchAddress', 'lmsLaunchKey'],
        auth: 'public',
        sample: (f) => ({
          body: { learnerId: `learner-${f.uniq}`, learnerName: 'Lee, Ada', launchKey: 'not-a-key' },
        }),
      },
      schema: {
        tags: ['e-learning'],
        body: rusticiValidateUserSchema,
        response: wrapped(rusticiValidateUserAnswerSchema),
      },
    },
    async (req, reply) => {
      // The package's launch page calls from the LMS's origin; the launch key is the credential.
      allowAnyOrigin(reply);
      const grant = await services.lmsTokens.verifyLaunchKey(req.body.launchKey);
      const { org } = await organizationOf(services, grant.organizationId).catch(() => {
        throw unauthorized('Invalid e-learning launch key');
      });
      const learnerId = req.body.learnerId.trim();
      const { user, isNewUser } = await findOrCreateLearner(
        services.db,
        org,
        learnerId,
        req.body.learnerName,
      );
      if (user.disabled) throw forbidden('This learner has been disabled by the organisation');
      if (user.lmsLearnerId === null) throw forbidden('This learner cannot be signed in');
      const customToken = await services.lmsTokens.signCustomToken({
        userId: user.id,
        organizationId: org.id,
        workflowIds: grant.workflowIds,
      });
      return ok({ item: { customToken, type: 'custom' as const, isNewUser } });
    },
  );

  registerPreflight(app, '/v1/rustici/validate-user', 'POST');

  app.post(
    '/v1/auth/custom-token',
    {
      config: {
        rateLimits: ['signIn'],
        auth: 'public',
        sample: () => ({ body: { token: 'not-a-token' } }),
      },
      schema: {
        tags: ['auth'],
        body: z.strictObject({ token: text(4000).min(1) }),
        response: wrapped(sessionSchema),
      },
    },
    async (req) => {
      const grant = await services.lmsTokens.verifyCustomToken(req.body.token);
      const [user] = await services.db
        .select()
        .from(users)
        .where(and(eq(users.id, grant.userId), eq(users.organizationId, grant.organizationId)))
        .limit(1);
      if (!user || user.disabled) throw unauthorized('Invalid or expired custom token');
      const { org } = await organizationOf(services, user.organizationId);
      // The token's id becomes the session's: a second use finds it taken.
      const [session] = await services.db
        .insert(customSessions)
        .values({
          id: grant.sessionId,
          organizationId: org.id,
          userId: user.id,
          workflowIds: grant.workflowIds,
        })
        .onConflictDoNothing()
        .returning();
      if (!session) throw unauthorized('This custom token has already been used');
      return ok(await startSession(services, user, org, 'custom', session.id));
    },
  );
}
