/**
 * The guard of the signed-in routes, bound to the route tree: which route-map entry a URL opens
 * (the deepest matched route's `handle.routeMapKey`) and whether IP settings are routed. Loaded
 * with the first signed-in page, so the sign-in page does not download the route map and the
 * access rules (issue 4's first-visit budget).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { registeredPatterns, routeMapEntry, type RouteMapEntry } from './route-map';
import { guardLoader } from './session/guard';
import { IP_SETTINGS_PATH } from './session/guard-constants';

export function entryFor(routes: RouteObject[], url: URL): RouteMapEntry | undefined {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.route.handle as { routeMapKey?: string } | undefined;
    if (handle?.routeMapKey) return routeMapEntry(handle.routeMapKey);
  }
  return undefined;
}

export function routeGuard(routes: RouteObject[]) {
  return guardLoader({
    entryFor: (url) => entryFor(routes, url),
    ipSettingsRouted: () => registeredPatterns(routes).includes(IP_SETTINGS_PATH),
  });
}
