/**
 * `npm run bench:player -w @stepwise/tests`: only the player figures. Builds the script-tag
 * embed, starts a server on an embedded database, processes the test video into a published,
 * publicly shared workflow, and measures the first frame of its stream on host pages of another
 * origin: bare <video>, bare hls.js, and <stepwise-player> (native and hls.js forced).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPlayer, buildEmbed, printPlayer } from './player.js';

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
