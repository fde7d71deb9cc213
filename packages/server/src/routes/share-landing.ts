/**
 * The /share/{id} page's calls (001 §3, 002 §3, §5), all public and rate-limited: the landing
 * (what the share is, whose it is), a restricted share's mailed code, and the share token a
 * proof buys. The token then opens the public player variants (x-external-access-token).
 * Same-origin calls of the portal: no CORS. Rules in domain/share-landing.ts.
 */
import { z } from 'zod';
import {
  idSchema,
  issuedShareTokenAnswerSchema,
  shareAccessCodeAnswerSchema,
  shareAccessCodeRequestSchema,
  shareLandingAnswerSchema,
  shareTokenRequestSchema,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { organizationLogo } from '../domain/organization-logo.js';
import {
  issueShareToken,
  landingShare,
  landingView,
  requestAccessCode,
} from '../domain/share-landing.js';

const TAGS = ['sharing'];
const params = z.object({ id: idSchema });
const visitor = { auth: 'public' as const, ipCheck: 'skip' as const };

export function registerShareLandingRoutes(app: ZodApp): void {
  const { services } = app;

  app.get(
    '/v1/share-landing/:id',
    {
      config: {
        ...visitor,
        rateLimits: ['publicPlayer'],
        sample: (f) => ({ params: { id: f.uniq! } }),
      },
      schema: {
        tags: TAGS,
        summary: "A share's landing: its access type, content id and organisation (no sign-in)",
        params,
        response: wrapped(shareLandingAnswerSchema),
      },
    },
    async (req) => {
      const landing = await landingShare(services.db, req.params.id);
      const logo = organizationLogo(services, landing.organization, {
        origin: requestOrigin(req),
      });
      return ok({ item: landingView(landing, logo) });
    },
  );

  app.post(
    '/v1/share-landing/:id/access-code',
    {
      config: {
        ...visitor,
        rateLimits: ['shareAccessCodeAddress', 'shareAccessCode'],
        sample: (f) => ({ params: { id: f.uniq! }, body: { email: 'visitor@partner.test' } }),
      },
      schema: {
        tags: TAGS,
        summary:
          "Mails a one-time code to an address a restricted share admits (403 if it doesn't)",
        params,
        body: shareAccessCodeRequestSchema,
        response: wrapped(shareAccessCodeAnswerSchema),
      },
    },
    async (req) => {
      const landing = await landingShare(services.db, req.params.id);
      return ok({ item: await requestAccessCode(services, landing, req.body.email) });
    },
  );

  app.post(
    '/v1/share-landing/:id/token',
    {
      config: {
        ...visitor,
        rateLimits: ['shareToken', 'sharePassword'],
        sample: (f) => ({ params: { id: f.uniq! }, body: { password: 'not-the-password' } }),
      },
      schema: {
        tags: TAGS,
        summary:
          'A share token for the proof the access type needs: e-mail and code, password, or none (public)',
        params,
        body: shareTokenRequestSchema,
        response: wrapped(issuedShareTokenAnswerSchema),
      },
    },
    async (req) => {
      const landing = await landingShare(services.db, req.params.id);
      return ok({ item: await issueShareToken(services, landing, req.body) });
    },
  );
}
