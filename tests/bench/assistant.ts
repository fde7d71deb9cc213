/**
 * Assistant retrieval latency (issue 7): 1,000 workflows of 10 steps (transcripts recombined from
 * the retrieval evaluation set's sentences with variations), then the set's questions, several
 * rounds, through retrievePassages as the demo viewer, on PGlite and, when TEST_DATABASE_URL is
 * set, on PostgreSQL. Budget: p95 under 150 ms on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  buildApp,
  createRetriever,
  DEMO_USERS,
  loadConfig,
  migrateDatabase,
  openDatabase,
  resolveCaller,
  seedDemo,
  type Database,
} from '@stepwise/server';

export const WORKFLOWS = Number(process.env.BENCH_ASSISTANT_WORKFLOWS ?? 1000);
const STEPS = 10;
const ROUNDS = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 5);
const BUDGET_MS = 150;
const PASSWORD = 'Bench-Password-2026!';
const here = fileURLToPath(new URL('.', import.meta.url));

interface SetSentence {
  sentence: string;
  startTime: number;
  endTime: number;
}
interface SetWorkflow {
  title: string;
  steps: { title: string; sentences: SetSentence[] }[];
}
interface RetrievalSet {
  RETRIEVAL_WORKFLOWS: readonly SetWorkflow[];
  RETRIEVAL_QUESTIONS: readonly { question: string }[];
}

export interface AssistantFigure {
  database: string;
  passages: number;
  queries: number;
  loadSeconds: number;
  p50: number;
  p95: number;
  budget?: string;
  pass?: boolean;
}

/** The evaluation set lives with the server's tests; read at run time, not compiled here. */
async function retrievalSet(): Promise<RetrievalSet> {
  const file = join(here, '../../packages/server/test/ai/retrieval-set.ts');
  return (await import(pathToFileURL(file).href)) as RetrievalSet;
}

/** A small seeded generator, so every run builds the same corpus. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SITES = ['Plant A', 'Plant B', 'Line 3', 'North depot', 'Store 12', 'Ward 4', 'Lab 2', 'Hub'];
const OPENERS = ['', 'Next, ', 'Now ', 'Remember, ', 'At this point ', 'As a rule, '];

function corpus(set: RetrievalSet) {
  const rnd = prng(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const allSteps = set.RETRIEVAL_WORKFLOWS.flatMap((w) => w.steps);
  return Array.from({ length: WORKFLOWS }, (_, i) => {
    const base = set.RETRIEVAL_WORKFLOWS[i % set.RETRIEVAL_WORKFLOWS.length]!;
    const steps = Array.from({ length: STEPS }, (_, j) => {
      // Mostly the base workflow's own steps, mixed with steps of others, re-worded at the start.
      const source = j < base.steps.length && rnd() < 0.7 ? base.steps[j]! : pick(allSteps);
      const extra = pick(allSteps).sentences;
      const said = [...source.sentences, pick(extra)].map((s) => {
        const opener = pick(OPENERS);
        return opener ? opener + s.sentence[0]!.toLowerCase() + s.sentence.slice(1) : s.sentence;
      });
      const start = j * 12;
      return {
        title: source.title,
        startTime: start,
        endTime: start + 12,
        sentences: said.map((sentence, k) => ({
          sentence,
          startTime: start + k * 2.5 + 0.2,
          endTime: start + k * 2.5 + 2.4,
        })),
      };
    });
    return { title: `${base.title} (${pick(SITES)} #${i + 1})`, steps };
  });
}

async function exec(database: Database, text: string, params: unknown[]): Promise<void> {
  if (database.pglite) await database.pglite.query(text, params);
  else await database.pool!.query(text, params);
}

/** Inserts the corpus 50 workflows per statement (the triggers index each workflow once). */
async function load(database: Database, organizationId: string, set: RetrievalSet) {
  const rows = corpus(set);
  const { rows: wss } = database.pglite
    ? await database.pglite.query<{ id: string }>(
        'select id from workspaces where organization_id = $1 and not private order by id',
        [organizationId],
      )
    : await database.pool!.query<{ id: string }>(
        'select id from workspaces where organization_id = $1 and not private order by id',
        [organizationId],
      );
  for (let i = 0; i < rows.length; i += 50) {
    const batch = rows.slice(i, i + 50).map((w, k) => ({
      id: `bench-wf-${i + k}`,
      workspace_id: wss[(i + k) % wss.length]!.id,
      ...w,
    }));
    await exec(
      database,
      `insert into workflows (id, organization_id, workspace_id, title, language_code, published,
         processed, speech_status, steps_status, convert_status, video_duration)
       select r.id, $2, r.workspace_id, r.title, 'en', true, true, 'completed', 'completed',
         'finished', ${STEPS * 12}
       from jsonb_to_recordset($1::jsonb) as r(id text, workspace_id text, title text)`,
      [
        JSON.stringify(batch.map(({ id, workspace_id, title }) => ({ id, workspace_id, title }))),
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
          batch.flatMap((w) =>
            w.steps.map((st, j) => ({
              id: `${w.id}-s${j}`,
              workflow_id: w.id,
              ord: j + 1,
              start_time: st.startTime,
              end_time: st.endTime,
              title: st.title,
            })),
          ),
        ),
        organizationId,
      ],
    );
    await exec(
      database,
      `insert into transcriptions (id, organization_id, workflow_id, language_code, source, sentences)
       select r.id, $2, r.workflow_id, 'en', 'provider', r.sentences
       from jsonb_to_recordset($1::jsonb) as r(id text, workflow_id text, sentences jsonb)`,
      [
        JSON.stringify(
          batch.map((w) => ({
            id: `${w.id}-t`,
            workflow_id: w.id,
            sentences: w.steps.flatMap((st) => st.sentences),
          })),
        ),
        organizationId,
      ],
    );
  }
  return rows.length * STEPS;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(name: string, database: Database): Promise<AssistantFigure> {
  await migrateDatabase(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-bench-assistant-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }),
    database,
    logger: false,
  });
  try {
    const { organizationId } = await seedDemo(database.db, PASSWORD);
    const set = await retrievalSet();
    const started = performance.now();
    const passages = await load(database, organizationId, set);
    const loadSeconds = (performance.now() - started) / 1000;
    // Statistics, as autovacuum gathers them after a bulk load on PostgreSQL (PGlite has none).
    await exec(database, 'analyze', []);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_USERS.viewer, password: PASSWORD },
    });
    const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
    const caller = await resolveCaller(database.db, app.services.tokens, token);
    const retrieve = createRetriever({
      embeddings: () => ({ kind: 'not-configured', reason: 'bench: full-text' }),
    });
    const questions = set.RETRIEVAL_QUESTIONS.map((q) => q.question);
    for (const q of questions.slice(0, 10)) await retrieve(caller, q); // warm-up
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of questions) {
        const t = performance.now();
        await retrieve(caller, q);
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    const figure: AssistantFigure = {
      database: name,
      passages,
      queries: times.length,
      loadSeconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    };
    if (name === 'PostgreSQL') {
      figure.budget = `p95 < ${BUDGET_MS} ms`;
      figure.pass = figure.p95 < BUDGET_MS;
    }
    return figure;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PGlite always; PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) names one. */
export async function benchAssistant(): Promise<AssistantFigure[]> {
  const figures: AssistantFigure[] = [];
  const lite = await openDatabase({ kind: 'pglite' });
  try {
    figures.push(await measure('PGlite', lite));
  } finally {
    await lite.close();
  }
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    const pg = await openDatabase({ kind: 'postgres', url });
    try {
      figures.push(await measure('PostgreSQL', pg));
    } finally {
      await pg.close();
    }
  } else {
    console.log("Assistant on PostgreSQL: skipped (install Debian's postgresql package)");
  }
  return figures;
}

/** Prints the table; true when every budget holds. */
export function printAssistant(figures: readonly AssistantFigure[]): boolean {
  console.log(
    `\nAssistant retrieval, ${WORKFLOWS} workflows x ${STEPS} steps, the evaluation set's ` +
      `questions x ${ROUNDS} (full-text, as the demo viewer)`,
  );
  console.table(
    figures.map((f) => ({
      database: f.database,
      passages: f.passages,
      'load s': f.loadSeconds.toFixed(1),
      queries: f.queries,
      'p50 ms': f.p50.toFixed(1),
      'p95 ms': f.p95.toFixed(1),
      budget: f.budget ?? '',
      result: f.pass === undefined ? '' : f.pass ? 'PASS' : 'FAIL',
    })),
  );
  return figures.every((f) => f.pass !== false);
}
