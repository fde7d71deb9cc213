/**
 * Real server and worker processes for the tests that need more than one (`npm start` and
 * `npm run worker` as an operator runs them), with their output kept for the assertion
 * messages. The server prints the address it is ready on; that is how its URL is found.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entries = {
  server: fileURLToPath(new URL('../src/main.ts', import.meta.url)),
  worker: fileURLToPath(new URL('../src/worker.ts', import.meta.url)),
};

export interface ChildServer {
  child: ChildProcess;
  /** The server's base URL ('' for a worker). */
  url: string;
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

export function spawnProcess(
  kind: keyof typeof entries,
  env: Record<string, string>,
  opts: { readyTimeoutMs?: number } = {},
): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@stepwise/source', entries[kind]],
    {
      env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const ready = kind === 'server' ? /Stepwise is ready on (http:\/\/\S+)/ : /job worker ready/;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(0);
      reject(new Error(`${kind} not ready in time:\n${out}`));
    }, opts.readyTimeoutMs ?? 60_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = ready.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] ?? '', output: () => out, exited, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} exited with ${code} before it was ready:\n${out}`));
    });
  });
}
