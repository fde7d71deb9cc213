/**
 * Bad input, table-driven from the route table: for every route, its valid sample is broken in
 * every way we know (malformed JSON, non-object bodies, each field dropped, each field of the
 * wrong type, each string 100,000 characters long, names with forbidden characters, oversized
 * path parameters; and, refused whatever the schema says (issue 14): a NUL, another control
 * character or an unpaired surrogate in each string, query value and path parameter, a 1 MB
 * string, nesting 10,000 levels deep, and prototype-pollution keys in bodies and queries). The
 * route's own zod schema predicts which of the first kind are invalid; the server must answer
 * those with a 4xx in the response wrapper, never a 5xx, and keep serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { RouteEntry } from '../../src/services.js';
import type { RouteSample } from '../../src/http/types.js';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { startTestServer, type TestServer } from '../harness.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { byMutationOrder, callSample, isInfrastructure, routeKey, sampleOf } from './route-walk.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
// Names keep the forbidden-character rule; titles (workflows, smart instructions) take any
// printable text (issue 15), so 'title' is not here.
const NAME_KEYS = new Set(['name', 'displayName', 'firstName', 'lastName', 'organizationName']);
const HUGE = 'x'.repeat(100_000);
/** Over the server's 1 MB body limit on its own. */
const MEGABYTE = 'x'.repeat(1024 * 1024 + 16);
/** Characters no text may hold (core text-input.ts), each put inside an otherwise fine string. */
const POISON: [string, string][] = [
  ['a NUL', 'a\u0000b'],
  ['an escape control character', 'a\u001bb'],
  ['an unpaired surrogate', 'a\ud800b'],
];
/** Sent as text: JSON.stringify itself cannot write it (it recurses). */
const DEEP_NESTING = `${'['.repeat(10_000)}"leaf"${']'.repeat(10_000)}`;

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
      for (const [what, poison] of POISON)
        out.push({
          label: `${where} with ${what}`,
          apply: (o) => (at(o)[k] = `${v}${poison}`),
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
    const first = Object.keys(body)[0];
    if (first) {
      out.push({ label: `${first} 1 MB`, body: { ...body, [first]: MEGABYTE }, mustRefuse: true });
      const others = JSON.stringify({ ...body, [first]: undefined }).slice(1);
      out.push({
        label: `${first} nested 10,000 deep`,
        raw: `{${JSON.stringify(first)}:${DEEP_NESTING}${others === '}' ? '' : ','}${others}`,
        mustRefuse: true,
      });
    }
    const rest = JSON.stringify(body).slice(1);
    const sep = rest === '}' ? '' : ',';
    out.push({
      label: 'a __proto__ key',
      raw: `{"__proto__":{"isAdmin":true}${sep}${rest}`,
      mustRefuse: true,
    });
    out.push({
      label: 'a constructor.prototype key',
      raw: `{"constructor":{"prototype":{"isAdmin":true}}${sep}${rest}`,
      mustRefuse: true,
    });
    out.push({
      label: 'a nested __proto__ key',
      raw: `{"settings":{"__proto__":{"isAdmin":true}}${sep}${rest}`,
      mustRefuse: true,
    });
  }
  for (const k of Object.keys(sample.query ?? {})) {
    out.push({
      label: `query ${k} 5k characters`,
      query: { ...sample.query, [k]: 'x'.repeat(5000) },
      mustRefuse: true,
    });
    for (const [what, poison] of POISON)
      out.push({
        label: `query ${k} with ${what}`,
        query: { ...sample.query, [k]: `${sample.query![k]}${poison}` },
        mustRefuse: true,
      });
  }
  if (route.method === 'GET' || sample.query) {
    out.push({
      label: 'query __proto__',
      query: { ...sample.query, ['__proto__']: 'x' },
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
    for (const [what, poison] of POISON)
      out.push({
        label: `param ${k} with ${what}`,
        params: { ...sample.params, [k]: `${sample.params![k]}${poison}` },
        mustRefuse: true,
      });
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
