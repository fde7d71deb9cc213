/**
 * `npm run bench:portal -w @stepwise/tests`: only the portal's first-visit figure, with each
 * script it downloaded — the quick loop while working on the bundle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PORTAL_DIR } from './builds.js';
import { benchPortal, buildPortal, printPortal } from './portal.js';

const here = fileURLToPath(new URL('.', import.meta.url));
buildPortal();
const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-bench-portal-'));
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=@stepwise/source', join(here, 'serve.ts')],
  {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SEED_DEMO_CONTENT: 'false',
      // The bench's own build: a server serving portal/dist meanwhile is left alone.
      PORTAL_DIR: BENCH_PORTAL_DIR,
      EMBED_DIR: '',
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
  const figure = await benchPortal(`http://127.0.0.1:${port}`);
  if (!printPortal(figure)) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
