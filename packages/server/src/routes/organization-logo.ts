/**
 * The organisation logo (issue 23; 001 §3, §7): org admins read, set and remove it. The /share
 * page and a share's view show it (signed, openable without sign-in); rules and storage in
 * domain/organization-logo.ts.
 */
import { organizationLogoAnswerSchema, organizationLogoUpdateSchema } from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import type { OrganizationRow } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { notFound } from '../domain/errors.js';
import {
  organizationLogo,
  removeOrganizationLogo,
  setOrganizationLogo,
} from '../domain/organization-logo.js';

const TAGS = ['organization'];
const admin = {
  orgData: true,
  access: { minRole: 'admin-organization' as const },
  // Like the other organisation settings: an admin locked out by the IP rules can still fix them.
  ipCheck: 'admin-exempt' as const,
};
const response = wrapped(organizationLogoAnswerSchema);

export function registerOrganizationLogoRoutes(app: ZodApp): void {
  const { services } = app;
  const answer = (req: FastifyRequest, row: Pick<OrganizationRow, 'logoKey'>) =>
    ok({ item: { logo: organizationLogo(services, row, { origin: requestOrigin(req) }) } });

  app.get(
    '/v1/organizations/logo',
    {
      config: { ...admin, sample: () => ({}) },
      schema: { tags: TAGS, summary: "The organisation's logo (signed URL) or null", response },
    },
    async (req) => {
      const row = await callerOf(req).tenant.ownOrganization();
      if (!row) throw notFound('Organisation');
      return answer(req, row);
    },
  );

  app.put(
    '/v1/organizations/logo',
    {
      // Each call decodes and re-encodes an image in ffmpeg: limited like the other uploads.
      config: {
        ...admin,
        rateLimits: ['uploadStart'],
        sample: (f) => ({ body: { uploadId: f.uploadId! } }),
      },
      schema: {
        tags: TAGS,
        summary: 'A finished upload (PNG, JPEG or WebP, 2 MB) becomes the logo, fitted to 400x160',
        body: organizationLogoUpdateSchema,
        response,
      },
    },
    async (req) =>
      answer(req, await setOrganizationLogo(callerOf(req), services.storage, req.body.uploadId)),
  );

  app.delete(
    '/v1/organizations/logo',
    {
      config: { ...admin, sample: () => ({}) },
      schema: { tags: TAGS, summary: "Removes the organisation's logo", response },
    },
    async (req) => answer(req, await removeOrganizationLogo(callerOf(req), services.storage)),
  );
}
