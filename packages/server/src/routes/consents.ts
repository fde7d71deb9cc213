/**
 * Consents (000 §3, §4): what the organisation asks its users to agree to, and each user's
 * answer. The portal opens its banner when `bannerNeeded` (core consentBannerNeeded).
 */
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import {
  consentBannerNeeded,
  idSchema,
  Role,
  type UserConsent,
  userConsentSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { newId } from '../db/ids.js';
import { consents, userConsents } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { notFound } from '../domain/errors.js';
import { nameText, ok, text, wrapped } from '../http/reply.js';
import type { Caller } from '../domain/caller.js';

const CONTENT_MAX_LENGTH = 20_000;

const adminConsentSchema = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string(),
  mandatory: z.boolean(),
  createdAt: z.string(),
});

type ConsentRow = typeof consents.$inferSelect;
type SignatureRow = typeof userConsents.$inferSelect;

function userView(c: ConsentRow, sig: SignatureRow | undefined): UserConsent {
  return {
    id: c.id,
    name: c.name,
    content: c.content,
    mandatory: c.mandatory,
    signed: Boolean(sig),
    signedInfo: sig ? { isAgree: sig.isAgree, signedAt: sig.signedAt.toISOString() } : null,
  };
}

const adminView = (c: ConsentRow) => ({
  id: c.id,
  name: c.name,
  content: c.content,
  mandatory: c.mandatory,
  createdAt: c.createdAt.toISOString(),
});

/** Records (or changes) the caller's answer to one of their organisation's consents. */
async function sign(caller: Caller, consentId: string, isAgree: boolean) {
  const consent = await caller.tenant.first(consents, eq(consents.id, consentId));
  if (!consent) throw notFound('consent');
  const signedAt = new Date();
  const mine = and(eq(userConsents.consentId, consentId), eq(userConsents.userId, caller.userId))!;
  // Insert-if-absent then update: two concurrent answers never collide on the key.
  await caller.tenant.insertIgnore(userConsents, {
    consentId,
    userId: caller.userId,
    isAgree,
    signedAt,
  });
  const [sig] = await caller.tenant.update(userConsents, { isAgree, signedAt }, mine);
  return userView(consent, sig);
}

export function registerConsentRoutes(app: ZodApp): void {
  app.get(
    '/v1/user-consents',
    {
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: ['consents'],
        response: wrapped(
          z.object({ consents: z.array(userConsentSchema), bannerNeeded: z.boolean() }),
        ),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const [all, mine] = await Promise.all([
        caller.tenant.select(consents, undefined, { orderBy: [asc(consents.createdAt)] }),
        caller.tenant.select(userConsents, eq(userConsents.userId, caller.userId)),
      ]);
      const byConsent = new Map(mine.map((s) => [s.consentId, s]));
      const list = all.map((c) => userView(c, byConsent.get(c.id)));
      return ok({ consents: list, bannerNeeded: consentBannerNeeded(list) });
    },
  );

  app.post(
    '/v1/user-consents',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { consentId: f.consentId!, isAgree: true } }),
      },
      schema: {
        tags: ['consents'],
        body: z.object({ consentId: idSchema, isAgree: z.boolean() }).strict(),
        response: wrapped(userConsentSchema),
      },
    },
    async (req) => ok(await sign(callerOf(req), req.body.consentId, req.body.isAgree)),
  );

  app.put(
    '/v1/user-consents/:consentId',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { consentId: f.consentId! }, body: { isAgree: false } }),
      },
      schema: {
        tags: ['consents'],
        params: z.object({ consentId: idSchema }),
        body: z.object({ isAgree: z.boolean() }).strict(),
        response: wrapped(userConsentSchema),
      },
    },
    async (req) => ok(await sign(callerOf(req), req.params.consentId, req.body.isAgree)),
  );

  app.post(
    '/v1/admin/consents',
    {
      config: {
        orgData: true,
        access: { minRole: Role.OrgAdmin },
        sample: (f) => ({
          body: { name: `Terms ${f.uniq}`, content: 'Please agree.', mandatory: false },
        }),
      },
      schema: {
        tags: ['consents'],
        body: z
          .object({
            name: nameText(200),
            content: text(CONTENT_MAX_LENGTH).default(''),
            mandatory: z.boolean().default(false),
          })
          .strict(),
        response: wrapped(adminConsentSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const [row] = await caller.tenant.insert(consents, {
        id: newId(),
        name: req.body.name.trim(),
        content: req.body.content,
        mandatory: req.body.mandatory,
      });
      return ok(adminView(row!));
    },
  );

  app.get(
    '/v1/admin/consents',
    {
      config: { orgData: true, access: { minRole: Role.OrgAdmin }, sample: () => ({}) },
      schema: { tags: ['consents'], response: wrapped(z.array(adminConsentSchema)) },
    },
    async (req) => {
      const rows = await callerOf(req).tenant.select(consents, undefined, {
        orderBy: [asc(consents.createdAt)],
      });
      return ok(rows.map(adminView));
    },
  );
}
