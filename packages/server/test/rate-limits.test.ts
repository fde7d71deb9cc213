/**
 * Limits on every public or costly route (issue 14): generated from the route table, every
 * route under a rate-limit policy answers 429 in the wrapper with Retry-After once its policy's
 * count is spent (each policy set to 2 here); the LMS launch counts per launch key and per
 * address; and sign-in lockout counts per account and source, so an attacker's address locking
 * an account does not lock its owner out, and a distributed attack stops at the account's
 * global limit for everyone but the owner's known sources.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/services.js';
import { RATE_LIMIT_POLICIES } from '../src/http/rate-limits.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { pathOf, routeKey, sampleOf } from './generated/route-walk.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';

const TWO_OF_EACH = JSON.stringify(
  Object.fromEntries(Object.keys(RATE_LIMIT_POLICIES).map((n) => [n, { max: 2 }])),
);

/** A request from a given client address (the servers here trust X-Forwarded-For). */
async function call(
  base: string,
  route: Pick<RouteEntry, 'method' | 'url'>,
  opts: {
    from: string;
    token?: string;
    /** A share token: the public variant of a route that has one (x-external-access-token). */
    share?: string;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  },
) {
  const u = new URL(pathOf(route.url, opts.params), base);
  for (const [k, v] of Object.entries(opts.query ?? {})) u.searchParams.set(k, v);
  const headers: Record<string, string> = { 'x-forwarded-for': opts.from };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.share) headers['x-external-access-token'] = opts.share;
  let body: string | Buffer | undefined;
  if (opts.body instanceof Uint8Array) {
    body = Buffer.from(opts.body);
    headers['content-type'] = 'application/octet-stream';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(u, { method: route.method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: any = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // media and redirects answer other things
  }
  return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
}

describe('every limited route answers 429 with Retry-After', () => {
  let s: TestServer;
  let fx: Fixtures;
  let token: string;

  beforeAll(async () => {
    // Counters in the database (as with several processes), on PGlite and on PostgreSQL alike.
    s = await startTestServer({
      RATE_LIMITS: TWO_OF_EACH,
      RATE_LIMIT_STORE: 'database',
      TRUST_PROXY: 'true',
    });
    fx = await buildFixtures(s.database.db, s.demoOrganizationId);
    token = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
  });
  afterAll(() => s?.close());

  it('for each route under a policy (the routes of one policy share its count)', async () => {
    const limited = s.app.routeTable.filter((r) => r.config?.rateLimits?.length);
    const seen = new Set(limited.flatMap((r) => r.config!.rateLimits!));
    // Every policy guards at least one route.
    expect([...seen].sort()).toEqual(Object.keys(RATE_LIMIT_POLICIES).sort());
    const problems: string[] = [];
    let i = 0;
    const signedIn = new Set(
      s.app.routeTable.filter((r) => r.config?.auth !== 'public').map(routeKey),
    );
    for (const route of limited) {
      const sample = sampleOf(route, fx.next());
      const isPublic = route.config?.auth === 'public';
      // A public route beside a signed-in one of the same path is its share-token variant.
      const share = isPublic && signedIn.has(routeKey(route)) ? 'not-a-share' : undefined;
      // Each route from its own address: its address-keyed policies start fresh, so the 429
      // below is this route's own; user-keyed ones count the admin across routes, as in use.
      const from = `198.51.100.${++i}`;
      const answers = [];
      for (let n = 0; n < 4; n++) {
        answers.push(
          await call(s.url, route, {
            from,
            token: isPublic ? undefined : token,
            share,
            ...sample,
          }),
        );
      }
      const limitedAnswer = answers.find((a) => a.status === 429);
      if (!limitedAnswer) {
        problems.push(`${routeKey(route)}: no 429 in ${answers.map((a) => a.status).join(', ')}`);
        continue;
      }
      if (!(Number(limitedAnswer.retryAfter) >= 1))
        problems.push(`${routeKey(route)}: Retry-After ${limitedAnswer.retryAfter}`);
      if (limitedAnswer.body?.ok !== false || limitedAnswer.body?.code !== 429)
        problems.push(`${routeKey(route)}: ${JSON.stringify(limitedAnswer.body)}`);
    }
    expect(problems).toEqual([]);
    console.log(
      `rate limits: ${limited.length} limited routes, each answered 429 with Retry-After`,
    );
  }, 120_000);

  it('counts LMS launches per launch key across addresses, and per address across keys', async () => {
    const route = { method: 'POST', url: '/v1/rustici/validate-user' };
    const launch = (launchKey: string, from: string) =>
      call(s.url, route, {
        from,
        body: { learnerId: 'lee', learnerName: 'Lee', launchKey },
      });
    // One key from three addresses: the third launch is over the key's limit.
    expect((await launch('key-A', '203.0.113.1')).status).toBe(401);
    expect((await launch('key-A', '203.0.113.2')).status).toBe(401);
    const overKey = await launch('key-A', '203.0.113.3');
    expect(overKey.status).toBe(429);
    expect(overKey.body.data.limit).toBe('lmsLaunchKey');
    // One address with three keys: the third is over the address's limit.
    expect((await launch('key-B', '203.0.113.9')).status).toBe(401);
    expect((await launch('key-C', '203.0.113.9')).status).toBe(401);
    const overAddress = await launch('key-D', '203.0.113.9');
    expect(overAddress.status).toBe(429);
    expect(overAddress.body.data.limit).toBe('lmsLaunchAddress');
    // The counters are rows every process shares.
    const rows = await s.database.db.execute(
      sql`select key, hits from rate_limits where key like 'lmsLaunchKey|key-A'`,
    );
    expect((rows as unknown as { rows: { hits: number }[] }).rows[0]?.hits).toBe(3);
  });
});

describe('sign-in lockout per account and source', () => {
  let s: TestServer;
  const login = { method: 'POST', url: '/v1/auth/login' };
  const signIn = (from: string, password: string, email: string = DEMO_USERS.viewer) =>
    call(s.url, login, { from, body: { email, password } });

  beforeAll(async () => {
    s = await startTestServer({
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_IP_MAX_FAILURES: '20',
      LOGIN_ACCOUNT_MAX_FAILURES: '8',
    });
  });
  afterAll(() => s?.close());

  it("an attacker's address locking an account does not stop its owner elsewhere", async () => {
    const attacker = '203.0.113.66';
    for (let n = 0; n < 3; n++) expect((await signIn(attacker, 'Wrong-Guess-1!')).status).toBe(401);
    // Locked for the attacker, even with the right password now.
    const locked = await signIn(attacker, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    // The owner, from another address, signs in.
    expect((await signIn('192.0.2.10', TEST_PASSWORD)).status).toBe(200);
  });

  it("a distributed attack stops at the account's limit, except for the owner's known sources", async () => {
    const email = DEMO_USERS.publisher;
    const owner = '192.0.2.20';
    expect((await signIn(owner, TEST_PASSWORD, email)).status).toBe(200);
    // Eight failures from eight addresses: none of them is locked as a source...
    for (let n = 1; n <= 8; n++)
      expect((await signIn(`203.0.113.${100 + n}`, 'Wrong-Guess-1!', email)).status).toBe(401);
    // ...but the account now refuses every source that never signed in to it,
    const stranger = await signIn('203.0.113.200', TEST_PASSWORD, email);
    expect(stranger.status).toBe(429);
    // while its owner's known source still gets in.
    expect((await signIn(owner, TEST_PASSWORD, email)).status).toBe(200);
  });
});
