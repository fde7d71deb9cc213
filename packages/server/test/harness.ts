/**
 * Starts the real server on an ephemeral port over a fresh database cloned from the prepared
 * one, and offers a small fetch-based client. Every route test goes over real HTTP.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo.js';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../src/db/schema.js';
import { tokenHash } from '../src/auth/secrets.js';
import { RATE_LIMIT_POLICIES } from '../src/http/rate-limits.js';
import { disagreements, recordAnswers, type RecordedAnswer } from './contract/client-answers.js';

export const TEST_PASSWORD = 'Test-Password-2026!';

/**
 * Test servers count requests like production, but a thousand times more leniently: one test
 * file signs in from one address far more often than a person would. The rate-limit tests pass
 * RATE_LIMITS themselves (test/rate-limits.test.ts).
 */
export const LENIENT_RATE_LIMITS = JSON.stringify(
  Object.fromEntries(
    Object.entries(RATE_LIMIT_POLICIES).map(([name, p]) => [name, { max: p.max * 1000 }]),
  ),
);

export interface TestServer {
  url: string;
  database: Database;
  config: ServerConfig;
  app: Awaited<ReturnType<typeof buildApp>>;
  demoOrganizationId: string;
  api: ApiClient;
  /** Every answer the server sent, checked against the client schemas on close (issue 17). */
  answers: RecordedAnswer[];
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const tpl = inject('postgresTemplate');
  if (tpl) {
    const name = `stepwise_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: tpl.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${tpl.template}`);
    const target = new URL(tpl.url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 5 });
    return {
      database,
      async drop() {
        await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  return { database, drop: async () => undefined };
}

/**
 * A database for servers the test starts itself (`startServer`, several in turn): on
 * PostgreSQL a fresh test database whose URL goes in DATABASE_URL; on PGlite a data folder under
 * `dataDir` filled from the prepared (migrated) template, which one server at a time opens.
 */
export async function serverDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; database?: Database; close(): Promise<void> }> {
  if (inject('postgresTemplate')) {
    const { database, drop } = await openTestDatabase();
    return {
      env: { DATABASE_URL: database.url! },
      database,
      async close() {
        await database.close();
        await drop();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const db = await openDatabase({
    kind: 'pglite',
    dataDir: join(dataDir, 'db'),
    loadDataDir: dump,
  });
  await db.close();
  return { env: { DATABASE_URL: '' }, close: async () => undefined };
}

/**
 * The configuration of a server a test stops and starts again over one data folder and
 * database (serverDatabase): demo seed without its content, 2 s job leases so a killed worker's
 * job is taken again quickly.
 */
export function restartableConfig(
  dataDir: string,
  databaseEnv: Record<string, string>,
  extra: Record<string, string> = {},
): ServerConfig {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    SEED_DEMO_CONTENT: 'false',
    DEMO_PASSWORD: TEST_PASSWORD,
    DATA_DIR: dataDir,
    PORTAL_DIR: '',
    JOBS_LEASE_SECONDS: '2',
    ...databaseEnv,
    ...extra,
  });
}

/**
 * Moves a refresh token's rotation `seconds` into the past: reuse after the leeway
 * (REFRESH_REUSE_LEEWAY_SECONDS) is theft, reuse within it a lost answer.
 */
export async function ageRotation(database: Database, refreshToken: string, seconds: number) {
  await database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
}

export async function startTestServer(
  env: Record<string, string> = {},
  opts: { seed?: boolean } = {},
): Promise<TestServer> {
  const { database, drop } = await openTestDatabase();
  // Each server keeps its media and uploads in its own folder, removed on close.
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'stepwise-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_PASSWORD: TEST_PASSWORD,
    RATE_LIMITS: LENIENT_RATE_LIMITS,
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  const answers = recordAnswers(app);
  const seeded = opts.seed === false ? null : await seedDemo(database.db, TEST_PASSWORD);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    config,
    app,
    demoOrganizationId: seeded?.organizationId ?? '',
    api: new ApiClient(url),
    answers,
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      // The route tests double as the contract test: every successful answer they received must
      // be one the clients read (core's client schemas), else the file fails here.
      const wrong = disagreements(answers);
      if (wrong.length > 0) {
        throw new Error(`Answers the client schemas refuse:\n${wrong.join('\n')}`);
      }
    },
  };
}

export interface ApiResult<T = unknown> {
  status: number;
  body: { ok: boolean; code: number; errorMessage: string | null; data: T };
  headers: Headers;
}

/**
 * encodeURIComponent, except that a UTF-16 half without its pair (which it refuses) goes out as
 * the bytes a careless client would send (its CESU-8 form, invalid UTF-8): tests send such
 * input on purpose.
 */
export function encodeLoose(v: string): string {
  return v.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) => {
    if (part.length === 1 && /[\ud800-\udfff]/.test(part)) {
      const c = part.charCodeAt(0);
      const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(part);
  });
}

export class ApiClient {
  constructor(readonly url: string) {}

  async request<T = any>(
    method: string,
    path: string,
    opts: {
      body?: unknown;
      token?: string;
      query?: Record<string, string>;
      raw?: string;
      contentType?: string;
    } = {},
  ): Promise<ApiResult<T>> {
    const u = new URL(path, this.url);
    const query = Object.entries(opts.query ?? {});
    if (query.length > 0) {
      const extra = query.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
      u.search = u.search ? `${u.search}&${extra}` : `?${extra}`;
    }
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw;
      headers['content-type'] = opts.contentType ?? 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(u, { method, headers, body });
    const textBody = await res.text();
    let parsed: any;
    try {
      parsed = textBody ? JSON.parse(textBody) : null;
    } catch {
      parsed = { unparsable: textBody };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get<T = any>(path: string, token?: string, query?: Record<string, string>) {
    return this.request<T>('GET', path, { token, query });
  }
  post<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('POST', path, { body, token });
  }
  put<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('PUT', path, { body, token });
  }
  patch<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('PATCH', path, { body, token });
  }
  delete<T = any>(path: string, token?: string, body?: unknown) {
    return this.request<T>('DELETE', path, { token, body });
  }

  /** Signs in by email and returns the access token (throws with the server's answer if not). */
  async login(
    email: string,
    password = TEST_PASSWORD,
  ): Promise<{ accessToken: string; refreshToken: string; userId: string }> {
    const r = await this.post('/v1/auth/login', { email, password });
    if (r.status !== 200)
      throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  }
}
