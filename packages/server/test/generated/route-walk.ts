/** Shared pieces of the generated tests that walk the server's own route table. */
import type { RouteEntry } from '../../src/services.js';
import type { RouteSample } from '../../src/http/types.js';
import { encodeLoose, type ApiClient, type ApiResult } from '../harness.js';

export const routeKey = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;

/** Fills `:param` segments from the sample. */
export function pathOf(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`sample has no value for :${name} in ${url}`);
    return encodeLoose(v);
  });
}

export function callSample(
  api: ApiClient,
  route: RouteEntry,
  sample: RouteSample,
  token?: string,
  override: Partial<RouteSample> & { raw?: string } = {},
): Promise<ApiResult> {
  const s = { ...sample, ...override };
  return api.request(route.method, pathOf(route.url, s.params), {
    token,
    query: s.query,
    ...(override.raw !== undefined
      ? { raw: override.raw }
      : s.body !== undefined
        ? { body: s.body }
        : {}),
  });
}

/** Routes that are not the API's own (documentation, health). */
export const isInfrastructure = (r: RouteEntry) =>
  r.url === '/openapi.json' ||
  r.url === '/healthz' ||
  r.url === '/readyz' ||
  r.url.startsWith('/documentation');

/** Every route must say how to call it, or the generated tests cannot cover it. */
export function sampleOf(route: RouteEntry, fixtures: Record<string, string>): RouteSample {
  const make = route.config?.sample;
  if (!make) throw new Error(`${routeKey(route)} has no config.sample`);
  return make(fixtures);
}

/** Order that keeps deletions from pulling fixtures away from the routes tested after them. */
export function byMutationOrder(a: RouteEntry, b: RouteEntry): number {
  const rank = (r: RouteEntry) => (r.method === 'DELETE' ? 2 : r.method === 'GET' ? 0 : 1);
  const deleteRank = (r: RouteEntry) =>
    r.url.includes('workspaces-groups') ? 3 : /^\/v1\/workspaces\/:id$/.test(r.url) ? 2 : 1;
  return (
    rank(a) - rank(b) ||
    (a.method === 'DELETE' ? deleteRank(a) - deleteRank(b) : 0) ||
    routeKey(a).localeCompare(routeKey(b))
  );
}
