import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { seed: false });
});
afterAll(() => s?.close());

describe('OpenAPI document', () => {
  it('is generated from the route schemas and lists every route', async () => {
    const r = await fetch(`${s.url}/openapi.json`);
    expect(r.status).toBe(200);
    const doc = (await r.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const missing = s.app.routeTable
      .filter((route) => route.url !== '/openapi.json')
      .filter((route) => {
        // @fastify/swagger writes `:name` as `{name}` and a wildcard `*` as `{*}`.
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
        return !doc.paths[path]?.[route.method.toLowerCase()];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(JSON.stringify(doc.paths['/v1/auth/login'])).toContain('password');
  });
});
