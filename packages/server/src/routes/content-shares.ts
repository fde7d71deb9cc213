/**
 * Content shares (001 §7): `POST /v1/content-shares/ensure` gives a workflow's share, creating
 * it on first ask; `GET` and `PUT /v1/content-shares/{id}` read it and set its access type with
 * that type's fields (domain/share-update.ts). Publishers and admins of the workflow's
 * workspace only (domain/content-shares.ts). The visitor's side is routes/share-landing.ts.
 */
import { z } from 'zod';
import {
  contentShareEnsureSchema,
  contentShareSchema,
  contentShareUpdateSchema,
  idSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { organizationLogo } from '../domain/organization-logo.js';
import { ensureShare, managedShare, shareView } from '../domain/content-shares.js';
import { updateShare } from '../domain/share-update.js';

const params = z.object({ id: idSchema });
const answer = wrapped(z.object({ item: contentShareSchema }));

export function registerContentShareRoutes(app: ZodApp): void {
  // The organisation's logo, signed for the request's origin (001 §7 "item.logo.url").
  const logoOf = (req: FastifyRequest) =>
    organizationLogo(app.services, callerOf(req).organization, { origin: requestOrigin(req) });

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
      return ok({ item: shareView(row, caller.organization, 0, logoOf(req)) });
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
        item: shareView(
          await managedShare(caller, req.params.id),
          caller.organization,
          0,
          logoOf(req),
        ),
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
      const { row, mailed } = await updateShare(app.services, caller, req.params.id, req.body);
      return ok({ item: shareView(row, caller.organization, mailed, logoOf(req)) });
    },
  );
}
