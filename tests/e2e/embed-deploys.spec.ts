/**
 * Issue 17, a deploy-safe embed: a host page that loaded yesterday's loader (stepwise.mjs, and the
 * classic stepwise.js) keeps it in memory; the server then moves on to today's build, whose chunks
 * all have other names; only afterwards does the page add a <stepwise-player>, whose chunks the
 * old loader imports by yesterday's names. They still load (the server answers them from its
 * archive) and the player plays a public workflow.
 *
 * A server of its own serves the embed from a `current` symlink moved from one build to the next,
 * as a release folder is switched, so the dist/v1 that the other specs use is never touched:
 * yesterday's build is made here (build id "yesterday": every hash differs), today's is a copy of
 * the dist/v1 global setup built. The workflow and its media come from the shared 'ai' server
 * (the element's `server` attribute).
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rename, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from './support/e2e-env.js';
import { EMBED_BUILD, REPO, WORK } from './support/paths.js';
import { playerWorkflow, type PlayerFixture } from './support/player-workflow.js';
import { startServer, type ServerProcess } from './support/server-process.js';

const DEPLOYS = join(WORK, 'embed-deploys');
const YESTERDAY = join(DEPLOYS, 'yesterday');
const TODAY = join(DEPLOYS, 'today');
const CURRENT = join(DEPLOYS, 'current');

let fx: PlayerFixture;
let server: ServerProcess;
let host: Server;
let hostUrl: string;

/** The embed build into `outDir`, in a child process (the spec already holds the e2e lock). */
function buildEmbed(outDir: string, buildId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [EMBED_BUILD, '--out-dir', outDir, '--build-id', buildId],
      {
        cwd: join(REPO, 'packages/embed'),
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the embed build failed:\n${output.slice(-4000)}`)),
    );
  });
}

/** Points `current` at a build in one rename, as a release symlink is switched. */
async function deploy(dir: string): Promise<void> {
  await rm(`${CURRENT}.next`, { force: true });
  await symlink(dir, `${CURRENT}.next`);
  await rename(`${CURRENT}.next`, CURRENT);
}

const chunksOf = async (dir: string) =>
  (await readdir(join(dir, 'chunks'))).filter((f) => f.endsWith('.js')).sort();

/** A build's chunk for a source file, from the widgets pass's manifest. */
async function chunkFor(dir: string, source: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return manifest[source]!.file;
}

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  const started = Date.now();
  await rm(DEPLOYS, { recursive: true, force: true });
  await mkdir(DEPLOYS, { recursive: true });
  [fx] = await Promise.all([
    playerWorkflow(env),
    buildEmbed(YESTERDAY, 'yesterday'),
    cp(join(REPO, 'packages/embed/dist/v1'), TODAY, { recursive: true }),
  ]);
  await deploy(YESTERDAY);
  server = await startServer({
    name: 'deploys',
    password: env.password,
    env: { EMBED_DIR: CURRENT, SEED_DEMO: 'false' },
  });
  console.log(`[deploys] yesterday's build and its server ready in ${Date.now() - started} ms`);

  // The host: a page of its own origin with nothing but the loader, module or classic.
  const loaders: Record<string, string> = {
    '/module': `<script type="module" src="${server.url}/embed/v1/stepwise.mjs"></script>`,
    '/classic': `<script src="${server.url}/embed/v1/stepwise.js"></script>`,
  };
  host = createServer((req, res) => {
    const loader = loaders[req.url ?? ''];
    if (!loader) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(`<!doctype html><html lang="en"><title>Host</title><body>${loader}</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const address = host.address();
  hostUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
  await server?.stop();
  await rm(DEPLOYS, { recursive: true, force: true });
});

interface Heard {
  type: string;
  detail: unknown;
}

/**
 * Opens the host page: the loader runs (either loader is one self-contained file), and no widget
 * chunk is fetched (no element yet).
 */
async function openWithLoader(page: Page, kind: 'module' | 'classic') {
  const embedAnswers: { path: string; status: number }[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === server.url && url.pathname.startsWith('/embed/v1/')) {
      embedAnswers.push({ path: url.pathname.slice('/embed/v1/'.length), status: res.status() });
    }
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${hostUrl}/${kind}`);
  expect(embedAnswers).toEqual([
    { path: kind === 'module' ? 'stepwise.mjs' : 'stepwise.js', status: 200 },
  ]);
  return { embedAnswers, pageErrors };
}

/** What the host's own script does later: adds the element, then listens. */
async function addPlayer(page: Page): Promise<void> {
  await page.evaluate(
    ({ workflowId, shareToken, apiServer }) => {
      const heard: Heard[] = [];
      (window as unknown as { heard: Heard[] }).heard = heard;
      for (const type of ['stepwise-ready', 'stepwise-error', 'stepwise-timeupdate']) {
        document.addEventListener(type, (e) =>
          heard.push({ type, detail: (e as CustomEvent).detail }),
        );
      }
      const player = document.createElement('stepwise-player');
      player.setAttribute('workflow-id', workflowId);
      player.setAttribute('share-token', shareToken);
      player.setAttribute('server', apiServer);
      player.setAttribute('autoplay', '');
      player.setAttribute('muted', '');
      document.body.append(player);
    },
    { workflowId: fx.workflowId, shareToken: fx.shareId, apiServer: fx.baseUrl },
  );
}

async function expectPlays(page: Page): Promise<void> {
  const types = () =>
    page.evaluate(() => (window as unknown as { heard: Heard[] }).heard.map((e) => e.type));
  await expect.poll(types, { timeout: 30_000 }).toContain('stepwise-ready');
  const currentTime = () =>
    page.evaluate(
      () =>
        document.querySelector('stepwise-player')?.shadowRoot?.querySelector('video')
          ?.currentTime ?? 0,
    );
  await expect.poll(currentTime, { timeout: 30_000 }).toBeGreaterThan(1);
  expect(await types()).not.toContain('stepwise-error');
}

test('after a deploy, a page still running the previous loader loads and plays the player', async ({
  browser,
}) => {
  const yesterdayPlayer = await chunkFor(YESTERDAY, 'src/widgets/player.ts');
  const todayPlayer = await chunkFor(TODAY, 'src/widgets/player.ts');
  expect(yesterdayPlayer).not.toBe(todayPlayer);
  const yesterdayChunks = await chunksOf(YESTERDAY);
  const todayChunks = await chunksOf(TODAY);
  expect(yesterdayChunks.filter((c) => todayChunks.includes(c))).toEqual([]);

  // Yesterday: two host pages load the loader, ES module and classic.
  const context = await browser.newContext();
  const modulePage = await context.newPage();
  const classicPage = await context.newPage();
  const onModule = await openWithLoader(modulePage, 'module');
  const onClassic = await openWithLoader(classicPage, 'classic');
  // Serving yesterday's build archived its chunks (the server's store: its data folder).
  const archive = join(server.dataDir, 'storage/embed/chunks');
  await expect
    .poll(() => yesterdayChunks.filter((c) => !existsSync(join(archive, c))), { timeout: 20_000 })
    .toEqual([]);

  // The deploy: the server now serves today's build, without any of yesterday's chunks.
  await deploy(TODAY);
  for (const loader of ['stepwise.mjs', 'stepwise.js']) {
    const now = await (await fetch(`${server.url}/embed/v1/${loader}`)).text();
    expect(now, loader).not.toContain('stepwise build yesterday');
    expect(now, loader).toContain(todayPlayer);
  }

  // The pages, still on yesterday's loaders, now show a player: its chunks come by yesterday's
  // names, and it plays.
  for (const [page, seen] of [
    [modulePage, onModule],
    [classicPage, onClassic],
  ] as const) {
    await addPlayer(page);
    await expectPlays(page);
    expect(seen.embedAnswers).toContainEqual({ path: yesterdayPlayer, status: 200 });
    const chunks = seen.embedAnswers.filter((a) => a.path.startsWith('chunks/'));
    expect(chunks.every((a) => yesterdayChunks.includes(a.path.slice('chunks/'.length)))).toBe(
      true,
    );
    expect(seen.embedAnswers.filter((a) => a.status !== 200)).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
  }
  await context.close();
});
