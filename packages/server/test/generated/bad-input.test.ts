/**
 * Bad input, table-driven from the route table: for every route, its valid sample is broken in
 * every way we know (malformed JSON, non-object bodies, each field dropped, each field of the
 * wrong type, each string 100,000 characters long, names with forbidden characters, oversized
 * path parameters). The route's own zod schema predicts which are invalid; the server must answer
 * those with a 4xx in the response wrapper, never a 5xx, and keep serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { RouteEntry } from '../../src/app.js';
import type { RouteSample } from '../../src/http/types.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { startTestServer, type TestServer } from '../harness.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { byMutationOrder, callSample, isInfrastructure, routeKey, sampleOf } from './route-walk.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const NAME_KEYS = new Set([
  'name',
  'title',
  'displayName',
  'firstName',
  'lastName',
  'organizationName',
]);
const HUGE = 'x'.repeat(100_000);

function wrongTypeOf(v: Json): Json {
  if (typeof v === 'string') return 12345;
  if (typeof v === 'number') return 'not-a-number';
  if (typeof v === 'boolean') return 'yes';
  if (Array.isArray(v)) return 'not-a-list';
  if (v === null) return 123;
  return 'not-an-object';
}

interface Mutation {
  label: string;
  body?: Json;
  raw?: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Must be refused even if the schema let it through (the schema itself is then at fault). */
  mustRefuse?: boolean;
}

/** Every single-field mutation of a JSON object, nested objects included (two levels). */
function fieldMutations(
  obj: { [k: string]: Json },
  path: string[] = [],
): { label: string; apply: (o: any) => void; mustRefuse?: boolean }[] {
  const out: { label: string; apply: (o: any) => void; mustRefuse?: boolean }[] = [];
  const at = (o: any) => path.reduce((acc, k) => acc[k], o);
  for (const [k, v] of Object.entries(obj)) {
    const where = [...path, k].join('.');
    out.push({ label: `drop ${where}`, apply: (o) => delete at(o)[k] });
    out.push({ label: `${where} of the wrong type`, apply: (o) => (at(o)[k] = wrongTypeOf(v)) });
    if (typeof v === 'string') {
      out.push({
        label: `${where} 100k characters`,
        apply: (o) => (at(o)[k] = HUGE),
        mustRefuse: true,
      });
      if (NAME_KEYS.has(k))
        out.push({
          label: `${where} with forbidden characters`,
          apply: (o) => (at(o)[k] = 'Bad <name>;'),
          mustRefuse: true,
        });
    }
    if (v && typeof v === 'object' && !Array.isArray(v) && path.length < 2)
      out.push(...fieldMutations(v, [...path, k]));
  }
  return out;
}

function mutationsOf(route: RouteEntry, sample: RouteSample): Mutation[] {
  const out: Mutation[] = [];
  const body = sample.body as Json | undefined;
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    out.push({ label: 'malformed JSON', raw: '{"oops": ', mustRefuse: true });
    for (const b of [[], 'text', 42] as Json[])
      out.push({ label: `body ${JSON.stringify(b)}`, body: b });
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const m of fieldMutations(body)) {
      const copy = structuredClone(body);
      m.apply(copy);
      out.push({ label: m.label, body: copy, mustRefuse: m.mustRefuse });
    }
    out.push({ label: 'unknown extra field', body: { ...body, unexpectedField: 'x' } });
  }
  for (const k of Object.keys(sample.query ?? {})) {
    out.push({
      label: `query ${k} 5k characters`,
      query: { ...sample.query, [k]: 'x'.repeat(5000) },
      mustRefuse: true,
    });
  }
  for (const k of Object.keys(sample.params ?? {})) {
    out.push({
      label: `param ${k} 300 characters`,
      params: { ...sample.params, [k]: 'x'.repeat(300) },
      mustRefuse: true,
    });
    out.push({ label: `param ${k} unknown id`, params: { ...sample.params, [k]: 'no-such-id' } });
  }
  return out;
}

function schemaAccepts(route: RouteEntry, m: Mutation, sample: RouteSample): boolean {
  const schema = route.schema as
    { body?: ZodType; querystring?: ZodType; params?: ZodType } | undefined;
  if (m.raw !== undefined) return false;
  if ('body' in m && schema?.body) return schema.body.safeParse(m.body).success;
  if (m.query && schema?.querystring) return schema.querystring.safeParse(m.query).success;
  if (m.params && schema?.params) return schema.params.safeParse(m.params).success;
  void sample;
  return true;
}

let s: TestServer;
let fx: Fixtures;
let adminToken: string;

beforeAll(async () => {
  s = await startTestServer({ LOGIN_MAX_FAILURES: '1000', LOGIN_IP_MAX_FAILURES: '100000' });
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  adminToken = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
});
afterAll(() => s?.close());

describe('bad input on every route', () => {
  it('answers every broken request with a 4xx in the wrapper and never a 5xx', async () => {
    const routes = s.app.routeTable.filter((r) => !isInfrastructure(r)).sort(byMutationOrder);
    const problems: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const sample = sampleOf(route, fx.next());
      const token = route.config?.auth === 'public' ? undefined : adminToken;
      for (const m of mutationsOf(route, sample)) {
        const override: Partial<RouteSample> & { raw?: string } = {};
        if (m.raw !== undefined) override.raw = m.raw;
        if ('body' in m) override.body = m.body;
        if (m.query) override.query = m.query;
        if (m.params) override.params = m.params;
        const res = await callSample(s.api, route, sample, token, override);
        calls++;
        const name = `${routeKey(route)} [${m.label}]`;
        const wrapped =
          res.body &&
          res.body.ok === false &&
          typeof res.body.code === 'number' &&
          typeof res.body.errorMessage === 'string';
        if (res.status >= 500) problems.push(`${name}: ${res.status} ${res.body?.errorMessage}`);
        else if (m.mustRefuse || !schemaAccepts(route, m, sample)) {
          if (res.status < 400) problems.push(`${name}: accepted (${res.status})`);
          else if (!wrapped) problems.push(`${name}: ${res.status} without the response wrapper`);
        }
      }
    }
    expect(problems).toEqual([]);
    const health = await s.api.get('/healthz');
    expect(health.status).toBe(200);
    console.log(
      `bad input: ${calls} broken requests over ${routes.length} routes, all refused cleanly`,
    );
    // One test walks every route (well over a thousand requests): it grows with the route table.
  }, 180_000);
});
