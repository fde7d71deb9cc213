/**
 * Runs one of examples/<name>/serve.mjs on a free port and hands back its address, which it
 * prints as `EXAMPLE <url>`: on another *site* than the Stepwise servers, as a customer's site or
 * an LMS is. The servers listen on 127.0.0.1; the browser reaches the example as `localhost`,
 * so a frame of a Stepwise page inside it is a third-party frame (storage denied or partitioned,
 * cookies blocked), which same-site hosts hid (issue 16). Ports do not make sites.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './paths.js';

/** The example pages' host name, a site of its own. */
export const HOST_SITE = 'localhost';

/** `url` on the examples' site (`http://127.0.0.1:8080/` -> `http://localhost:8080/`). */
export function onHostSite(url: string): string {
  const moved = new URL(url);
  moved.hostname = HOST_SITE;
  return moved.href;
}

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
      if (m) resolve(onHostSite(m[1]!));
    });
    child.on('exit', (code) => reject(new Error(`examples/${name} exited with ${code}`)));
  });
  return { url, origin: new URL(url).origin, stop: () => child.kill('SIGTERM') };
}
