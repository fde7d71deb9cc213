/**
 * Runs one of examples/<name>/serve.mjs on a free port (another origin than the Stepwise
 * servers) and hands back its address, which it prints as `EXAMPLE <url>`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './paths.js';

export interface ExampleServer {
  url: string;
  origin: string;
  stop(): void;
}

export async function startExample(name: string, args: string[]): Promise<ExampleServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO, 'examples', name, 'serve.mjs'), '--port', '0', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /EXAMPLE (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`examples/${name} exited with ${code}`)));
  });
  return { url, origin: new URL(url).origin, stop: () => child.kill('SIGTERM') };
}
