// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { registeredPatterns, ROUTE_MAP, routeMapWithCoverage, toRouterPattern } from './route-map';
import { routes } from './routes';

/** Registered paths that are not route-map entries, each with its reason. */
const NOT_IN_MAP: Record<string, string> = {
  '/error': 'the navigation guard error route (000 §2 names it, gives no path)',
  '/player/:workflowId': 'redirect of old links to /playermain/{workflowId}',
};

function keyedRoutes(list: readonly RouteObject[], parent = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const route of list) {
    const full =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent}/${route.path}`;
    const handle = route.handle as { routeMapKey?: string } | undefined;
    if (handle?.routeMapKey) out.push([full, handle.routeMapKey]);
    if (route.children) out.push(...keyedRoutes(route.children, full));
  }
  return out;
}

describe('route map (000 §2)', () => {
  it('prints the coverage', () => {
    const routeMap = routeMapWithCoverage(routes);
    const done = routeMap.filter((e) => e.implemented);
    const lines = routeMap.map((e) => `${e.implemented ? '[x]' : '[ ]'} ${e.path}`);
    console.log(
      `route map coverage: ${done.length} / ${routeMap.length} implemented\n${lines.join('\n')}`,
    );
    expect(routeMap).toHaveLength(ROUTE_MAP.length);
    expect(done.length).toBeGreaterThan(0);
  });

  it('spells every spec path once', () => {
    const paths = ROUTE_MAP.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every registered route appears in the map (or extends a mapped one)', () => {
    const mapped = new Set(ROUTE_MAP.map((e) => toRouterPattern(e.path).toLowerCase()));
    const stray = registeredPatterns(routes).filter((pattern) => {
      const p = pattern.toLowerCase();
      if (mapped.has(p) || pattern in NOT_IN_MAP) return false;
      // A child of a mapped route (a workspace tab) belongs to that entry.
      return ![...mapped].some((m) => m !== '/' && p.startsWith(`${m}/`));
    });
    expect(stray).toEqual([]);
  });

  it("every route's routeMapKey names a map entry whose pattern it registers", () => {
    for (const [path, key] of keyedRoutes(routes)) {
      const entry = ROUTE_MAP.find((e) => e.path === key);
      expect(entry, key).toBeDefined();
      expect(path.replace(/\/+$/, '').toLowerCase() || '/').toBe(
        toRouterPattern(key).toLowerCase(),
      );
    }
  });

  it('converts spec patterns to router patterns', () => {
    expect(toRouterPattern('/workspace/{workspaceId}/')).toBe('/workspace/:workspaceId');
    expect(toRouterPattern('/p/{workflowId}/{stepId?}')).toBe('/p/:workflowId/:stepId?');
    expect(toRouterPattern('/')).toBe('/');
  });
});
