/** Home routes (issue 24; 002 §2 /home/overview and /home/discover, §7). */
import { homeDiscoverQuerySchema, homeDiscoverSchema, homeOverviewSchema } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { homeOverview } from '../domain/home-overview.js';
import { homeDiscover } from '../domain/home-discover.js';

const TAGS = ['home'];

export function registerHomeRoutes(app: ZodApp): void {
  const { services } = app;
  app.get(
    '/v1/me/home/overview',
    {
      config: { orgData: true, sample: () => ({}) },
      schema: { tags: TAGS, response: wrapped(homeOverviewSchema) },
    },
    async (req) => ok(await homeOverview(callerOf(req), { services, origin: requestOrigin(req) })),
  );
  app.get(
    '/v1/me/home/discover',
    {
      config: { orgData: true, sample: () => ({ query: { page: '0', size: '5' } }) },
      schema: {
        tags: TAGS,
        querystring: homeDiscoverQuerySchema,
        response: wrapped(homeDiscoverSchema),
      },
    },
    async (req) =>
      ok(await homeDiscover(callerOf(req), { services, origin: requestOrigin(req) }, req.query)),
  );
}
