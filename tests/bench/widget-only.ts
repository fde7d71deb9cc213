/**
 * What `bench:quiz-widget` and `bench:instruction-widget` share: build the script-tag embed into
 * the bench's own folder (as bench:player does), start a server on an embedded database serving
 * that build, process the test video into a published, publicly shared workflow (the player's
 * page in each round plays it), then measure one widget beside it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_EMBED_DIR, buildEmbed } from './builds.js';
import { preparePlayerStream } from './player-stream.js';
import type { QuizWidgetTarget } from './quiz-widget.js';

const PASSWORD = 'Bench-Password-2026!';
const PUBLISHER = 'publisher@demo.stepwise.test';
const here = fileURLToPath(new URL('.', import.meta.url));

/** Runs `measure` against a fresh server; its answer (pass or not) sets the exit code. */
export async function benchWidgetOnly(
  name: string,
  measure: (target: QuizWidgetTarget) => Promise<boolean>,
): Promise<void> {
  buildEmbed();
  const dataDir = mkdtempSync(join(tmpdir(), `stepwise-bench-${name}-`));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@stepwise/source', join(here, 'serve.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        EMBED_DIR: BENCH_EMBED_DIR,
        PORTAL_DIR: '',
        SEED_DEMO: 'true',
        SEED_DEMO_CONTENT: 'false',
        DEMO_PASSWORD: PASSWORD,
        AI_BASE_URL: '',
        WHISPER_MODEL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /READY (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const server = `http://127.0.0.1:${port}`;
    const stream = await preparePlayerStream(server, PUBLISHER, PASSWORD);
    const pass = await measure({
      server,
      workflowId: stream.workflowId,
      shareToken: stream.shareToken,
      email: PUBLISHER,
      password: PASSWORD,
    });
    if (!pass) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
