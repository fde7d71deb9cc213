/**
 * `npm run bench:player -w @stepwise/tests`: only the player figures. Builds the script-tag
 * embed into the bench's own folder (tests/.tmp/bench/embed/v1: a server serving
 * packages/embed/dist/v1 meanwhile keeps every file), starts a server on an embedded database
 * serving that build, processes the test video into a published, publicly shared workflow, and
 * measures the first frame of its stream on host pages of another origin, interleaved round by
 * round: bare <video>, bare hls.js, and <stepwise-player> (native and hls.js forced).
 * BENCH_ROUNDS sets the rounds per CPU setting of the budgeted rows (31 unless told),
 * BENCH_REPORTED_ROUNDS those of the reported rows (11).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_EMBED_DIR, buildEmbed } from './builds.js';
import { benchPlayer, printPlayer } from './player.js';

const PASSWORD = 'Bench-Password-2026!';
const here = fileURLToPath(new URL('.', import.meta.url));
buildEmbed();
const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-bench-player-'));
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
  const bench = await benchPlayer(
    `http://127.0.0.1:${port}`,
    'publisher@demo.stepwise.test',
    PASSWORD,
  );
  if (!printPlayer(bench)) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
