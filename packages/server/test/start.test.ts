/**
 * `npm start` as a newcomer runs it: the real entry point on an empty data folder answers
 * /healthz, seeds the demo organisation once, keeps its data across a restart and stops cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function start(
  port: number,
): Promise<{ child: ChildProcess; log: () => string; readyMs: number }> {
  let out = '';
  const t0 = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@stepwise/source', main],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  while (Date.now() - t0 < 60_000) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, log: () => out, readyMs: Date.now() - t0 };
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`no /healthz within 60 s: ${out}`);
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('npm start', () => {
  it('answers /healthz on an empty data folder, seeds once, keeps data across a restart', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.readyMs).toBeLessThan(60_000);
    expect(first.log()).toMatch(/Demo organisation .*Demo Manufacturing.* created/);
    const login = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@demo.stepwise.test', password: 'Stepwise-Demo-2026' }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as {
      data: { refreshToken: string; accessToken: string };
    };
    // The sample workflow is made and processed in the background, then published: a viewer
    // finds it in Maintenance, playable, with its steps.
    const base = `http://127.0.0.1:${port}`;
    const auth = { authorization: `Bearer ${data.accessToken}` };
    const search = async () => {
      const r = await fetch(`${base}/v1/search/workflows?keyword=filter`, { headers: auth });
      return ((await r.json()) as { data: { items: Record<string, unknown>[] } }).data.items;
    };
    const until = Date.now() + 120_000;
    let found = await search();
    while (found.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 1000));
      found = await search();
    }
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      title: 'Replace the air filter',
      workspaceName: 'Maintenance',
      published: true,
      cardStatus: 'published',
    });
    expect(found[0]!.stepCount).toBeGreaterThanOrEqual(2);
    expect(await stop(first.child)).toBe(0);

    const second = await start(port);
    expect(second.log()).not.toMatch(/Demo organisation .* created/);
    // The session made before the restart is still there: data lives in DATA_DIR.
    const refresh = await fetch(`http://127.0.0.1:${port}/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: data.refreshToken }),
    });
    expect(refresh.status).toBe(200);
    const again = await fetch(`${base}/v1/search/workflows?keyword=filter`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(((await again.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(1);
    expect(await stop(second.child)).toBe(0);
    console.log(
      `npm start: /healthz after ${first.readyMs} ms (fresh data folder), ${second.readyMs} ms (restart)`,
    );
  }, 280_000);
});
