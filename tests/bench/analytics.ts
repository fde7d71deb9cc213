/**
 * Analytics query latency (issue 25): 1,000,000 tracking records with their facts in the demo
 * organisation on PostgreSQL (100,000 on PGlite), made by the server's generator
 * (generateViewingSql: 12 months of viewing of 24 workflows of 8 steps by 500 operators, so the
 * default 3-month range reads about a quarter of them), then a real server process on that
 * database and, over HTTP as the organisation admin, at least 30 calls after a warm-up of:
 * - the workflow detail `GET /v1/analytics/workflows/:id/overview`,
 * - its drop-off `GET /v1/analytics/workflows/:id/drop-off`,
 * - content analysis `GET /v1/analytics/advanced-report/content-analysis`,
 * each for the default range over all workspaces and for one workspace. Budget: p95 300 ms.
 * Each database is fresh (a temporary PGlite folder; a database of its own in the PostgreSQL
 * of TEST_DATABASE_URL, dropped afterwards); no server or database is left running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_USERS,
  generateViewingSql,
  migrateDatabase,
  openDatabase,
  seedDemo,
  type Database,
  type ViewingWorkflow,
} from '@stepwise/server';

const PASSWORD = 'Bench-Password-2026!';
const BUDGET_MS = 300;
const CALLS = Number(process.env.BENCH_ANALYTICS_CALLS ?? 30);
const WARM_UP = 5;
const WORKFLOWS = 24;
const STEPS = 8;
const OPERATORS = 500;
const DAYS = 365;
const here = fileURLToPath(new URL('.', import.meta.url));

export const ANALYTICS_RECORDS = {
  PostgreSQL: Number(process.env.BENCH_ANALYTICS_PG_RECORDS ?? 1_000_000),
  PGlite: Number(process.env.BENCH_ANALYTICS_PGLITE_RECORDS ?? 100_000),
} as const;

export interface AnalyticsFigure {
  database: string;
  records: number;
  /** Seconds the generator took for the records and their facts. */
  loadSeconds: number;
  scenario: string;
  calls: number;
  p50: number | null;
  p95: number | null;
  /** Set when the route did not answer 200 (not there yet, or an error). */
  problem?: string;
  pass: boolean;
}

async function exec<R = Record<string, unknown>>(
  database: Database,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  const r = database.pglite
    ? await database.pglite.query(text, params)
    : await database.pool!.query(text, params);
  return r.rows as R[];
}

/** 24 published workflows of 8 steps (6-20 s each), spread over the demo's workspaces. */
async function benchContent(database: Database, organizationId: string) {
  const spaces = await exec<{ id: string }>(
    database,
    'select id from workspaces where organization_id = $1 and not private order by name',
    [organizationId],
  );
  const workflows: (ViewingWorkflow & { workspaceId: string })[] = [];
  for (let i = 0; i < WORKFLOWS; i++) {
    const id = `bench-analytics-wf-${i}`;
    const workspaceId = spaces[i % spaces.length]!.id;
    const steps = Array.from({ length: STEPS }, (_, j) => ({
      id: `${id}-s${j}`,
      seconds: 6 + ((i * 7 + j * 5) % 15),
    }));
    workflows.push({ id, workspaceId, steps });
  }
  await exec(
    database,
    `insert into workflows (id, organization_id, workspace_id, title, language_code, published,
       processed, speech_status, steps_status, convert_status, video_duration)
     select r.id, $2, r.workspace_id, r.title, 'en', true, true, 'completed', 'completed',
       'finished', r.duration
     from jsonb_to_recordset($1::jsonb) as r(id text, workspace_id text, title text, duration real)`,
    [
      JSON.stringify(
        workflows.map((w, i) => ({
          id: w.id,
          workspace_id: w.workspaceId,
          title: `Line procedure ${i + 1}`,
          duration: w.steps.reduce((a, s) => a + s.seconds, 0),
        })),
      ),
      organizationId,
    ],
  );
  await exec(
    database,
    `insert into steps (id, organization_id, workflow_id, "order", start_time, end_time, title)
     select r.id, $2, r.workflow_id, r.ord, r.start_time, r.end_time, jsonb_build_object('en', r.title)
     from jsonb_to_recordset($1::jsonb)
       as r(id text, workflow_id text, ord int, start_time real, end_time real, title text)`,
    [
      JSON.stringify(
        workflows.flatMap((w) => {
          let t = 0;
          return w.steps.map((st, j) => {
            const row = {
              id: st.id,
              workflow_id: w.id,
              ord: j + 1,
              start_time: t,
              end_time: t + st.seconds,
              title: `Step ${j + 1}`,
            };
            t += st.seconds;
            return row;
          });
        }),
      ),
      organizationId,
    ],
  );
  await exec(
    database,
    `insert into users (id, organization_id, email, role, first_name, last_name)
     select 'bench-op-' || g, $1, 'bench.operator' || g || '@demo.stepwise.test', 'viewer',
       'Operator', g::text
     from generate_series(1, ${OPERATORS}) g`,
    [organizationId],
  );
  const userIds = (
    await exec<{ id: string }>(database, 'select id from users where organization_id = $1', [
      organizationId,
    ])
  ).map((u) => u.id);
  return { workflows, userIds };
}

/** Opens, migrates and seeds the database, then makes the records; closes it again. */
async function prepare(options: Parameters<typeof openDatabase>[0], records: number) {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    const { organizationId } = await seedDemo(database.db, PASSWORD);
    const { workflows, userIds } = await benchContent(database, organizationId);
    const started = performance.now();
    await generateViewingSql(database.db, organizationId, {
      records,
      userIds,
      workflows,
      days: DAYS,
      seed: 25,
      now: Date.now(),
      chunk: database.kind === 'pglite' ? 25_000 : 100_000,
    });
    const loadSeconds = (performance.now() - started) / 1000;
    // Statistics and the visibility map, as autovacuum makes them after a bulk load (PostgreSQL
    // vacuums insert-only tables too): the reports' covering index is then read index-only.
    await exec(database, 'vacuum analyze');
    return { loadSeconds, workflow: workflows[0]! };
  } finally {
    await database.close();
  }
}

async function serve(env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@stepwise/source', join(here, 'serve.ts')],
    {
      env: {
        ...process.env,
        SEED_DEMO: 'true',
        SEED_DEMO_CONTENT: 'false',
        DEMO_PASSWORD: PASSWORD,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
  return { port, child };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(
  base: string,
  token: string,
  path: string,
): Promise<{ p50: number | null; p95: number | null; problem?: string }> {
  const call = async () => {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    const ms = performance.now() - t;
    if (res.status !== 200) return { ms, problem: `HTTP ${res.status}: ${body.slice(0, 160)}` };
    return { ms };
  };
  for (let i = 0; i < WARM_UP; i++) {
    const r = await call();
    if (r.problem) return { p50: null, p95: null, problem: r.problem };
  }
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const r = await call();
    if (r.problem) return { p50: null, p95: null, problem: r.problem };
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function measureDatabase(
  database: string,
  options: Parameters<typeof openDatabase>[0],
  env: Record<string, string>,
  records: number,
): Promise<AnalyticsFigure[]> {
  console.log(`Analytics bench: ${records.toLocaleString('en')} records on ${database}...`);
  const { loadSeconds, workflow } = await prepare(options, records);
  console.log(`  generated in ${loadSeconds.toFixed(1)} s`);
  const { port, child } = await serve(env);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.orgAdmin, password: PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const routes = [
      ['workflow detail', `/v1/analytics/workflows/${workflow.id}/overview`],
      ['drop-off', `/v1/analytics/workflows/${workflow.id}/drop-off`],
      ['content analysis', '/v1/analytics/advanced-report/content-analysis'],
    ] as const;
    const filters = [
      ['All Workspaces', 'workspaceId=All'],
      ['one workspace', `workspaceId=${encodeURIComponent(workflow.workspaceId)}`],
    ] as const;
    const figures: AnalyticsFigure[] = [];
    for (const [name, path] of routes) {
      for (const [label, query] of filters) {
        const m = await measure(base, data.accessToken, `${path}?${query}`);
        figures.push({
          database,
          records,
          loadSeconds,
          scenario: `${name} (3 months, ${label})`,
          calls: CALLS,
          ...m,
          pass: m.p95 !== null && m.p95 <= BUDGET_MS,
        });
      }
    }
    return figures;
  } finally {
    await stop(child);
  }
}

export async function benchAnalytics(): Promise<AnalyticsFigure[]> {
  const figures: AnalyticsFigure[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-bench-analytics-'));
  try {
    figures.push(
      ...(await measureDatabase(
        'PGlite',
        { kind: 'pglite', dataDir: join(dataDir, 'db') },
        { DATA_DIR: dataDir, DATABASE_URL: '' },
        ANALYTICS_RECORDS.PGlite,
      )),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log("Analytics on PostgreSQL: skipped (install Debian's postgresql to measure it)");
    return figures;
  }
  // A database of its own, so the other figures' data does not mix in; dropped afterwards.
  const name = `stepwise_analytics_${process.pid}`;
  const admin = await openDatabase({ kind: 'postgres', url: pgUrl, poolSize: 1 });
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const runDir = mkdtempSync(join(tmpdir(), 'stepwise-bench-analytics-pg-'));
  try {
    await exec(admin, `create database ${name}`);
    figures.push(
      ...(await measureDatabase(
        'PostgreSQL',
        { kind: 'postgres', url: url.href },
        { DATA_DIR: runDir, DATABASE_URL: url.href },
        ANALYTICS_RECORDS.PostgreSQL,
      )),
    );
  } finally {
    await exec(admin, `drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.close();
    rmSync(runDir, { recursive: true, force: true });
  }
  return figures;
}

/** Prints the figures; answers whether every one is within the budget. */
export function printAnalytics(figures: readonly AnalyticsFigure[]): boolean {
  console.log(`\nAnalytics queries over real HTTP as the org admin, ${CALLS} calls after warm-up`);
  console.table(
    figures.map((f) => ({
      database: f.database,
      records: f.records.toLocaleString('en'),
      'generated s': f.loadSeconds.toFixed(1),
      scenario: f.scenario,
      'p50 ms': f.p50 === null ? '' : f.p50.toFixed(1),
      p95: f.p95 === null ? (f.problem ?? 'no answer') : `p95 ${f.p95.toFixed(1)} ms`,
      budget: `${BUDGET_MS} ms`,
      result: f.pass ? 'PASS' : 'FAIL',
    })),
  );
  for (const f of figures)
    console.log(
      `${f.database}: ${f.scenario}: ` +
        (f.p95 === null
          ? `not measured (${f.problem})`
          : `p95 ${Math.round(f.p95)} ms (budget ${BUDGET_MS} ms)`),
    );
  return figures.length > 0 && figures.every((f) => f.pass);
}
