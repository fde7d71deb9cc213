/**
 * examples/react-host for the e2e: the SDK built, checked with publint and packed (turbo caches
 * the package builds, so a second run packs in seconds), installed from the tarballs into the
 * example with `npm install` as a customer's app, then the app built with Vite. Once per run:
 * the spec that needs it calls this in its beforeAll. The times go to the log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './paths.js';

export const REACT_HOST = join(REPO, 'examples', 'react-host');

function run(what: string, args: string[], cwd: string): Promise<void> {
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd,
    // Not the tests' `--conditions=@stepwise/source`: the SDK is built and used from dist/.
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${what} failed (${code}):\n${output}`));
      console.log(`[e2e] react-host: ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Packs and installs the SDK into the example, type-checks it and builds it. */
export async function buildReactHost(): Promise<void> {
  await run('SDK built, publint-checked, packed and installed', ['scripts/setup.mjs'], REACT_HOST);
  const bin = (pkg: string, file: string) => join(REACT_HOST, 'node_modules', pkg, file);
  // Its wrong-types.tsx must fail where it says (@ts-expect-error) and nothing else may.
  await run('type-checked', [bin('typescript', 'bin/tsc'), '--noEmit'], REACT_HOST);
  await run('built', [bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn'], REACT_HOST);
}

/** Serves the built app on its own origin; resolves with its URL. */
export function serveReactHost(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', '0', '--host', 'localhost'],
    {
      cwd: REACT_HOST,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /EXAMPLE (\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, process: child });
    });
    child.on('exit', (code) => reject(new Error(`the react-host server exited with ${code}`)));
  });
}
