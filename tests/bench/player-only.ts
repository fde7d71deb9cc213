/**
 * `npm run bench:player -w @stepwise/tests`: only the player figures. Starts a server on an
 * embedded database, processes the test video into a published workflow, and measures the first
 * frame of its stream on a host page of another origin.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchFirstFrames, printFirstFrames } from './player.js';
import { startPageHost } from './player-pages.js';
import { preparePlayerStream } from './player-stream.js';

const PASSWORD = 'Bench-Password-2026!';
const here = fileURLToPath(new URL('.', import.meta.url));
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
const host = await startPageHost();
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
  const stream = await preparePlayerStream(
    `http://127.0.0.1:${port}`,
    'publisher@demo.stepwise.test',
    PASSWORD,
  );
  printFirstFrames(await benchFirstFrames(host, stream.masterUrl));
} finally {
  await host.close();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
