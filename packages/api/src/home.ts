/** Home calls (issue 24; 002 §2 /home/overview, /home/discover; §7): thin wrappers over call(). */
import { call } from './call.js';
import type { Api } from './client.js';

/** GET /v1/me/home/overview: counts, due items, recently viewed and mean progress. */
export function getHomeOverview(api: Api) {
  return call(api, 'GET /v1/me/home/overview');
}

/** GET /v1/me/home/discover: recently published in the caller's workspaces (page 0-based). */
export function getHomeDiscover(api: Api, query: { page?: number; size?: number } = {}) {
  const searchParams: Record<string, string> = {};
  if (query.page !== undefined) searchParams.page = String(query.page);
  if (query.size !== undefined) searchParams.size = String(query.size);
  return call(api, 'GET /v1/me/home/discover', { searchParams });
}
