/**
 * Answer or decline (issue 15): the assistant's decision on the evaluation set of the server's
 * tests (packages/server/test/ai/answerability-set.ts: answerable questions and paraphrases,
 * and questions no workflow covers: another machine, another number, another topic), measured
 * on its held-out part with the figures of the tuning part beside them: recall@1, recall@5, MRR,
 * the share of unanswerable questions declined (goal >= 90%) and the share of answerable ones
 * wrongly declined (goal <= 5%). Offline (full-text, no model), on the embedded database.
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
} from '@stepwise/server';

const PASSWORD = 'Bench-Password-2026!';
const here = fileURLToPath(new URL('.', import.meta.url));
const serverTests = join(here, '../../packages/server/test/ai');

interface Figures {
  part: string;
  answerable: number;
  unanswerable: number;
  'recall@1': number;
  'recall@5': number;
  MRR: number;
  declined: number;
  'wrongly declined': number;
}

/** The evaluation lives with the server's tests; read at run time, not compiled here. */
async function evaluation() {
  const [evalModule, helpers, set] = await Promise.all([
    import(pathToFileURL(join(serverTests, 'answerability-eval.ts')).href),
    import(pathToFileURL(join(serverTests, 'retrieval-helpers.ts')).href),
    import(pathToFileURL(join(serverTests, 'retrieval-set.ts')).href),
  ]);
  return { evalModule, helpers, set };
}

export async function benchAnswerability(): Promise<{
  figures: Figures[];
  goals: { declined: number; wronglyDeclined: number };
}> {
  const { evalModule, helpers, set } = await evaluation();
  const database = await openDatabase({ kind: 'pglite' });
  const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-bench-answerability-'));
  try {
    await migrateDatabase(database);
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }),
      database,
      logger: false,
    });
    try {
      const { organizationId } = await seedDemo(database.db, PASSWORD);
      const result = (await database.pglite!.query<{ id: string }>(
        'select id from workspaces where organization_id = $1 and not private order by id limit 1',
        [organizationId],
      )) as { rows: { id: string }[] };
      const ids = await helpers.loadRetrievalSet(
        database.db,
        { organizationId, workspaceId: result.rows[0]!.id },
        set.RETRIEVAL_WORKFLOWS,
      );
      const login = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: DEMO_USERS.viewer, password: PASSWORD },
      });
      const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
      const caller = await resolveCaller(database.db, app.services.tokens, token);
      const retrieve = createRetriever({
        embeddings: () => ({ kind: 'not-configured', reason: 'bench: offline' }),
      });
      const { figures } = await evalModule.evaluateAnswerability(
        (q: string) => retrieve(caller, q),
        ids,
      );
      return { figures, goals: evalModule.ANSWERABILITY_GOALS };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** Prints the table; true when the held-out part meets both goals. */
export function printAnswerability(r: Awaited<ReturnType<typeof benchAnswerability>>): boolean {
  console.log('\nAnswer or decline (offline, full-text): the evaluation set, held-out part first');
  const rows = [...r.figures].sort((a) => (a.part === 'held out' ? -1 : 1));
  console.table(
    rows.map((f) => ({
      part: f.part,
      'answerable / not': `${f.answerable} / ${f.unanswerable}`,
      'recall@1': f['recall@1'],
      'recall@5': f['recall@5'],
      MRR: f.MRR,
      declined: pct(f.declined),
      'goal declined': `>= ${pct(r.goals.declined)}`,
      'wrongly declined': pct(f['wrongly declined']),
      'goal wrongly': `<= ${pct(r.goals.wronglyDeclined)}`,
      result:
        f.part !== 'held out'
          ? ''
          : f.declined >= r.goals.declined && f['wrongly declined'] <= r.goals.wronglyDeclined
            ? 'PASS'
            : 'FAIL',
    })),
  );
  const held = r.figures.find((f) => f.part === 'held out');
  return (
    !!held &&
    held.declined >= r.goals.declined &&
    held['wrongly declined'] <= r.goals.wronglyDeclined
  );
}
