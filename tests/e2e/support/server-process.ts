/**
 * The real server as a child process (what `npm start -w @stepwise/server` runs), on a free
 * loopback port with its own data folder, seeded with the demo organisation and serving the
 * built portal. Its log goes to tests/.tmp/e2e/server-<name>.log, shown when it fails to start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PORTAL, REPO, WORK } from './paths.js';

export interface ServerProcess {
  url: string;
  dataDir: string;
  log: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Settings of the machine that would change what the server does in the test. */
const CLEARED = [
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_CHAT_MODEL',
  'AI_EMBEDDING_MODEL',
  'WHISPER_MODEL',
  'DATABASE_URL',
  'PORT',
  'DATA_DIR',
];

export async function startServer(opts: {
  name: string;
  password: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(WORK, `server-${opts.name}-`));
  // Kept after the run (the data folder is not): what to read when a test fails.
  const log = join(WORK, `server-${opts.name}.log`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of CLEARED) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SEED_DEMO_CONTENT: 'false',
    DEMO_PASSWORD: opts.password,
    PORTAL_DIR: join(PORTAL, 'dist'),
    LOG_LEVEL: 'warn',
    ...opts.env,
  });
  // One process (tsx as a loader, not its CLI, which would run the server in a child of its
  // own): stopping it stops the server, and Ctrl-C in a terminal reaches it too.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@stepwise/source', 'packages/server/src/main.ts'],
    { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const out = createWriteStream(log);
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM'); // the server closes its connections and database
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(killer);
    }
    out.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (exited !== undefined) {
      const tail = (await readFile(log, 'utf8').catch(() => '')).slice(-4000);
      throw new Error(
        `server ${opts.name} exited with code ${exited} before it was ready:\n${tail}`,
      );
    }
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server ${opts.name} was not ready within ${opts.timeoutMs ?? 120_000} ms`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dataDir, log, stop };
}
