/**
 * npm run bench: API throughput and latency, each figure next to a bare Fastify route measured
 * in the same run (the ceiling on this machine), on PGlite and, when TEST_DATABASE_URL is set
 * (the npm script starts a throwaway PostgreSQL when Debian's postgresql is installed), on
 * PostgreSQL. 50 concurrent connections (autocannon); servers run in their own processes.
 * Then the media figures (bench/media.ts, bench/rerender.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchTranscode } from './media.js';
import { benchRerender, printRerender } from './rerender.js';
import { benchTranscription } from './transcription.js';
import { benchUpload, type UploadFigure } from './upload.js';
import { BENCH_EMBED_DIR, BENCH_PORTAL_DIR, buildEmbed, buildPortal } from './builds.js';
import { benchPortal, printPortal, type PortalFigure } from './portal.js';
import { benchPlayer, printPlayer, SCRIPT_ONLY, type PlayerBench } from './player.js';
import { benchAssistant, printAssistant } from './assistant.js';
import { benchAssistantWidget, printAssistantWidget } from './assistant-widget.js';
import { benchQuizWidget, printQuizWidget, type QuizWidgetFigure } from './quiz-widget.js';
import { benchInstructionWidget, printInstructionWidget } from './instruction-widget.js';
import { benchAnswerability, printAnswerability } from './answerability.js';
import { benchQuizGenerator, printQuizGenerator } from './quiz-generator.js';
import { benchAnalytics, printAnalytics } from './analytics.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const PASSWORD = 'Bench-Password-2026!';
const here = fileURLToPath(new URL('.', import.meta.url));

interface Figure {
  scenario: string;
  database: string;
  rps: number;
  p99: number;
  errors: number;
  ratio?: number;
  budget?: string;
  pass?: boolean;
}

async function serve(env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@stepwise/source', join(here, 'serve.ts')],
    {
      env: { ...process.env, ...env },
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
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

async function load(
  opts: autocannon.Options,
): Promise<{ rps: number; p99: number; errors: number }> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const uploads: (UploadFigure & { database: string })[] = [];
let portal: PortalFigure | undefined;
let player: PlayerBench | undefined;
let widget: Awaited<ReturnType<typeof benchAssistantWidget>> | undefined;
let quizWidget: QuizWidgetFigure | undefined;
let instructionWidget: QuizWidgetFigure | undefined;

async function measureStepwise(database: string, env: Record<string, string>): Promise<Figure[]> {
  const { port, child } = await serve({
    ...env,
    // The bench's own builds (builds.ts), never the dist folders a running server may serve.
    EMBED_DIR: BENCH_EMBED_DIR,
    PORTAL_DIR: BENCH_PORTAL_DIR,
    SEED_DEMO: 'true',
    SEED_DEMO_CONTENT: 'false',
    DEMO_PASSWORD: PASSWORD,
    LOGIN_MAX_FAILURES: '1000000',
    // The figure is what sign-in costs (argon2id), not its per-address limit (300 a minute).
    RATE_LIMITS: JSON.stringify({ signIn: { max: 100_000_000 } }),
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = JSON.stringify({ email: 'viewer@demo.stepwise.test', password: PASSWORD });
    const res = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });
    const { data } = (await res.json()) as { data: { accessToken: string } };
    // Warm up the connection pool and JIT before measuring.
    await autocannon({
      url: `${base}/v1/profile/me`,
      connections: 10,
      duration: 2,
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    const profile = await load({
      url: `${base}/v1/profile/me`,
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    if (database === 'PGlite') portal = await benchPortal(base);
    // The assistant widget's JS before it is interactive (issue 18), from this server's embed.
    if (database === 'PGlite') widget = await benchAssistantWidget(base);
    // The player figures (issue 5): first frame and the embed's weight, on the same server.
    if (database === 'PGlite') {
      player = await benchPlayer(base, 'publisher@demo.stepwise.test', PASSWORD);
      // The quiz widget's JS before it is interactive (issue 19), on the player's workflow,
      // without the chunks the player loaded and beside the player's own figure.
      const native = player.reported.find((f) => f.scenario === SCRIPT_ONLY.name && f.scripts);
      const target = {
        server: base,
        workflowId: player.workflowId,
        shareToken: player.shareToken,
        email: 'publisher@demo.stepwise.test',
        password: PASSWORD,
        playerFirstFrameScripts: (native?.scripts ?? []).filter((s) => !/(^|\/)hls-/.test(s)),
      };
      // A widget that could not be measured is reported as a failed figure below; the other
      // figures of the run still count.
      const measured = <T>(name: string, run: Promise<T>) =>
        run.catch((error: unknown) => {
          console.error(`The ${name} widget could not be measured:`, error);
          return undefined;
        });
      quizWidget = await measured('quiz', benchQuizWidget(target));
      // The instruction widget's JS before it is interactive (issue 20), counted the same way.
      instructionWidget = await measured('instruction', benchInstructionWidget(target));
    }
    uploads.push({
      database,
      ...(await benchUpload(base, 'publisher@demo.stepwise.test', PASSWORD)),
    });
    const signIn = await load({
      url: `${base}/v1/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });
    return [
      { scenario: 'GET /v1/profile/me', database, ...profile },
      { scenario: 'POST /v1/auth/login (argon2id)', database, ...signIn },
    ];
  } finally {
    await stop(child);
  }
}

async function measureBare(label: string): Promise<Figure> {
  const bare = await serve({ BENCH_BARE: '1' });
  try {
    await autocannon({ url: `http://127.0.0.1:${bare.port}/bare`, connections: 10, duration: 2 });
    return {
      scenario: 'bare Fastify route (ceiling)',
      database: label,
      ...(await load({ url: `http://127.0.0.1:${bare.port}/bare` })),
    };
  } finally {
    await stop(bare.child);
  }
}

/**
 * The ceiling is measured right before and right after each database's figures and the better
 * run is kept: machine drift cancels out, and a slow moment never flatters the ratio.
 */
async function section(database: string, env: Record<string, string>): Promise<Figure[]> {
  const before = await measureBare(`(for ${database})`);
  const figures = await measureStepwise(database, env);
  const after = await measureBare(`(for ${database})`);
  const ceiling = before.rps >= after.rps ? before : after;
  for (const f of figures) {
    f.ratio = f.rps / ceiling.rps;
    if (f.scenario.startsWith('GET /v1/profile/me') && database === 'PostgreSQL') {
      f.budget = '>= 40% of bare';
      f.pass = f.ratio >= 0.4;
    }
  }
  return [ceiling, ...figures];
}

async function main() {
  buildPortal();
  buildEmbed();
  const figures: Figure[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-bench-'));
  try {
    figures.push(...(await section('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) figures.push(...(await section('PostgreSQL', { DATABASE_URL: pgUrl })));
  else console.log("PostgreSQL: skipped (install Debian's postgresql package to measure it)");

  console.log(
    `\nAPI throughput, ${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`,
  );
  console.table(
    figures.map((f) => ({
      scenario: f.scenario,
      database: f.database,
      'req/s': Math.round(f.rps),
      'p99 ms': f.p99,
      errors: f.errors,
      'of bare': f.ratio === undefined ? '' : `${(f.ratio * 100).toFixed(1)}%`,
      budget: f.budget ?? '',
      result: f.pass === undefined ? '' : f.pass ? 'PASS' : 'FAIL',
    })),
  );

  const portalPass = portal !== undefined && printPortal(portal);
  const playerPass = player !== undefined && printPlayer(player);
  const widgetPass = widget !== undefined && printAssistantWidget(widget);
  const quizWidgetPass = quizWidget !== undefined && printQuizWidget(quizWidget);
  const instructionWidgetPass =
    instructionWidget !== undefined && printInstructionWidget(instructionWidget);

  console.log('\nUpload throughput on loopback (the portal uploader: 2 MB parts, 3 in parallel)');
  console.table(
    uploads.map((u) => ({
      database: u.database,
      file: `${u.megabytes} MB`,
      parts: u.parts,
      seconds: u.seconds.toFixed(2),
      'MB/s': u.mbPerSecond.toFixed(1),
    })),
  );

  const media = await benchTranscode();
  const mediaPass = media.ratio <= 1.15;
  console.log(
    `\nTranscode, 20 s 1280x720 source, ladder ${media.renditions}, ffmpeg from ${media.ffmpeg}`,
  );
  console.table([
    {
      scenario: 'HLS ladder: ours vs plain ffmpeg, same arguments',
      'ours s': media.oursSeconds.toFixed(2),
      'plain s': media.plainSeconds.toFixed(2),
      ratio: media.ratio.toFixed(3),
      budget: '<= 1.15',
      result: mediaPass ? 'PASS' : 'FAIL',
    },
  ]);

  // The re-render of an edited workflow (issue 21) against a plain ladder of its original.
  const rerenderPass = printRerender(await benchRerender());

  const stt = await benchTranscription();
  console.log(
    `\nTranscription real-time factor (${stt.audioSeconds.toFixed(1)} s of espeak-ng speech, ` +
      `${stt.sentences} sentences back)`,
  );
  console.table([
    {
      scenario: 'video -> audio -> provider -> timed sentences',
      provider: stt.provider,
      seconds: stt.seconds.toFixed(2),
      RTF: stt.rtf.toFixed(3),
    },
  ]);
  if (!stt.modelTimeIncluded) {
    console.log(
      'No speech-to-text provider is configured here (set WHISPER_MODEL or AI_BASE_URL to ' +
        'measure one): the RTF above is our pipeline alone.',
    );
  }
  // The assistant's retrieval (issue 7): PGlite, and PostgreSQL when TEST_DATABASE_URL is set;
  // then its answer-or-decline figures on the held-out questions (issue 15).
  const assistantPass = printAssistant(await benchAssistant());
  const answerPass = printAnswerability(await benchAnswerability());
  // The offline quiz generator (issue 19): its questions checked against the steps they cite.
  const quizPass = printQuizGenerator(await benchQuizGenerator());
  // The analytics reports (issue 25): 1,000,000 records on PostgreSQL, 100,000 on PGlite.
  const analyticsPass = printAnalytics(await benchAnalytics());
  if (
    figures.some((f) => f.pass === false) ||
    !mediaPass ||
    !rerenderPass ||
    !portalPass ||
    !playerPass ||
    !widgetPass ||
    !quizWidgetPass ||
    !instructionWidgetPass ||
    !assistantPass ||
    !answerPass ||
    !quizPass ||
    !analyticsPass
  ) {
    process.exitCode = 1;
  }
}

await main();
