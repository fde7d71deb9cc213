/**
 * Content shares (001 §7): `POST /v1/content-shares/ensure` gives a workflow's share, creating
 * it on first ask; `GET` and `PUT /v1/content-shares/{id}` read it and set its access type.
 * Publishers and admins of the workflow's workspace only (domain/content-shares.ts).
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  contentShareEnsureSchema,
  contentShareSchema,
  contentShareUpdateSchema,
  idSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { contentShares } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { notFound } from '../domain/errors.js';
import { ok, wrapped } from '../http/reply.js';
import {
  assertAccessTypeAllowed,
  ensureShare,
  managedShare,
  shareView,
} from '../domain/content-shares.js';

const params = z.object({ id: idSchema });
const answer = wrapped(z.object({ item: contentShareSchema }));

export function registerContentShareRoutes(app: ZodApp): void {
  app.post(
    '/v1/content-shares/ensure',
    {
      config: {
        orgData: true,
        sample: (f) => ({ body: { type: 'workflow', workflowId: f.workflowId! } }),
      },
      schema: { tags: ['sharing'], body: contentShareEnsureSchema, response: answer },
    },
    async (req) => {
      const caller = callerOf(req);
      const row = await ensureShare(caller, req.body);
      return ok({ item: shareView(row, caller.organization) });
    },
  );

  app.get(
    '/v1/content-shares/:id',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: { tags: ['sharing'], params, response: answer },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok({
        item: shareView(await managedShare(caller, req.params.id), caller.organization),
      });
    },
  );

  app.put(
    '/v1/content-shares/:id',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.uniq! }, body: { externalAccessType: 'public' } }),
      },
      schema: { tags: ['sharing'], params, body: contentShareUpdateSchema, response: answer },
    },
    async (req) => {
      const caller = callerOf(req);
      const share = await managedShare(caller, req.params.id);
      assertAccessTypeAllowed(caller, req.body.externalAccessType);
      const [row] = await caller.tenant.update(
        contentShares,
        { externalAccessType: req.body.externalAccessType, updatedAt: new Date() },
        eq(contentShares.id, share.id),
      );
      if (!row) throw notFound('Content share');
      return ok({ item: shareView(row, caller.organization) });
    },
  );
}
