/**
 * Player figures in Chromium (issue 5): time to the first frame of one stream, at normal speed
 * and with the CPU throttled 4x, for the baselines the budgets are relative to — a bare native
 * <video> and bare hls.js + <video> — and for <stepwise-player> from the script-tag embed (native
 * HLS, and hls.js forced with the element's `force-hlsjs` host option). For the element also the
 * time to `stepwise-ready` and the JavaScript it fetched before its first frame.
 * Each figure is the median of several rounds, each in a fresh context (empty cache).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { elementPages, startPageHost, type PageHost } from './player-pages.js';
import { preparePlayerStream } from './player-stream.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const embedDir = join(here, '../../packages/embed');
const embedDist = join(embedDir, 'dist/v1');

export interface FirstFrameScenario {
  name: string;
  /** The page path on the host; it gets the stream as `?src=`. */
  path: string;
}

export const BASELINES: FirstFrameScenario[] = [
  { name: 'bare <video>, native HLS', path: '/bare-native.html' },
  { name: 'bare hls.js + <video>', path: '/bare-hlsjs.html' },
];

export const ELEMENT_SCENARIOS: FirstFrameScenario[] = [
  { name: '<stepwise-player>, native HLS', path: '/element-native.html' },
  { name: '<stepwise-player>, hls.js forced', path: '/element-hlsjs.html' },
  // Reported, no budget: a deep link (or a signed-in embed) starts in the element's chunk, not
  // in the loader.
  { name: '<stepwise-player>, native, deep link', path: '/element-deeplink.html' },
];

/** Each element scenario is held to a multiple of the baseline that plays the stream the same way. */
const RELATIVE_BUDGETS: Record<string, { baseline: string; ratio: number }> = {
  '<stepwise-player>, native HLS': { baseline: 'bare <video>, native HLS', ratio: 1.3 },
  '<stepwise-player>, hls.js forced': { baseline: 'bare hls.js + <video>', ratio: 1.1 },
};
/** Shown next to a baseline without a budget of their own. */
const COMPARED: Record<string, string> = {
  '<stepwise-player>, native, deep link': 'bare <video>, native HLS',
};
export const LOADER_BUDGET_KB = 6;
export const SCRIPTS_BUDGET_KB = 45;

export interface FirstFrameFigure {
  scenario: string;
  cpuSlowdown: number;
  firstFrameMs: number;
  /** Element pages: time to `stepwise-ready`. */
  readyMs?: number;
  /** Element pages: the embed's scripts fetched before the first frame (paths under /embed/v1/). */
  scripts?: string[];
  rounds: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Round {
  firstFrame: number;
  ready: number | undefined;
  scripts: string[];
}

async function firstFrameOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<Round> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __firstFrame?: number }).__firstFrame,
      null,
      { timeout: 30_000, polling: 50 },
    );
    const firstFrame = (await handle.jsonValue()) as number;
    // The element is ready once its view has taken over, which may be after the first frame.
    if (/\/element-/.test(url)) {
      await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready, null, {
        timeout: 30_000,
        polling: 50,
      });
    }
    const { ready, scripts } = await page.evaluate((frameAt) => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            /\/embed\/v1\//.test(e.name) && (e as PerformanceResourceTiming).responseEnd <= frameAt,
        )
        .map((e) => new URL(e.name).pathname.replace(/^.*\/embed\/v1\//, ''));
      return { ready: (window as unknown as { __ready?: number }).__ready, scripts };
    }, firstFrame);
    return { firstFrame, ready, scripts };
  } finally {
    await context.close();
  }
}

export async function benchFirstFrames(
  host: PageHost,
  src: string,
  scenarios: readonly FirstFrameScenario[] = BASELINES,
  rounds = 5,
): Promise<FirstFrameFigure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const figures: FirstFrameFigure[] = [];
  try {
    for (const cpuSlowdown of [1, 4]) {
      for (const scenario of scenarios) {
        const url = `${host.origin}${scenario.path}?src=${encodeURIComponent(src)}`;
        // One unmeasured load warms the server's file cache and Chromium's code caches alike.
        await firstFrameOnce(browser, url, cpuSlowdown);
        const results: Round[] = [];
        for (let i = 0; i < rounds; i++)
          results.push(await firstFrameOnce(browser, url, cpuSlowdown));
        const readies = results.flatMap((r) => (r.ready === undefined ? [] : [r.ready]));
        figures.push({
          scenario: scenario.name,
          cpuSlowdown,
          firstFrameMs: median(results.map((r) => r.firstFrame)),
          ...(readies.length ? { readyMs: median(readies) } : {}),
          ...(results[0]!.scripts.length ? { scripts: results[0]!.scripts } : {}),
          rounds,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function printFirstFrames(figures: readonly FirstFrameFigure[]): boolean {
  console.log('\nPlayer: time to first frame in Chromium (median, empty cache, same stream)');
  let pass = true;
  console.table(
    figures.map((f) => {
      const budget = RELATIVE_BUDGETS[f.scenario];
      const against = budget?.baseline ?? COMPARED[f.scenario];
      const baseline = against
        ? figures.find((b) => b.scenario === against && b.cpuSlowdown === f.cpuSlowdown)
        : undefined;
      const ratio = baseline ? f.firstFrameMs / baseline.firstFrameMs : undefined;
      const ok = ratio === undefined || !budget || ratio <= budget.ratio;
      pass &&= ok;
      return {
        scenario: f.scenario,
        CPU: f.cpuSlowdown === 1 ? 'normal' : `${f.cpuSlowdown}x slower`,
        'ready ms': f.readyMs === undefined ? '' : Math.round(f.readyMs),
        'first frame ms': Math.round(f.firstFrameMs),
        'of baseline': ratio === undefined ? '' : `${ratio.toFixed(2)}x`,
        budget: budget ? `<= ${budget.ratio}x` : '',
        result: ratio === undefined || !budget ? '' : ok ? 'PASS' : 'FAIL',
        rounds: f.rounds,
      };
    }),
  );
  return pass;
}

/** Builds packages/embed (its build script: every pass in order), as `npm start` does. */
export function buildEmbed(): void {
  const r = spawnSync(process.execPath, [join(embedDir, 'scripts/build.mjs')], {
    cwd: embedDir,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (r.status !== 0) throw new Error(`embed build failed:\n${r.stdout}\n${r.stderr}`);
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(embedDist, file)), { level: 9 }).length / 1024;

/** stepwise.mjs is one line importing the loader's hashed entry (embed vite.config.ts): both. */
function esLoaderKb(): number {
  const stub = readFileSync(join(embedDist, 'stepwise.mjs'), 'utf8');
  const entry = /^import '\.\/(chunks\/[^']+)';/.exec(stub)?.[1];
  return gzipKb('stepwise.mjs') + (entry ? gzipKb(entry) : 0);
}

/**
 * The embed's weight: each loader, and all the JavaScript the native element page fetched
 * before its first frame, gzip -9 of the built files (what a server compressing them sends),
 * without hls.js (a native-HLS browser never loads it).
 */
export function printEmbedSizes(figures: readonly FirstFrameFigure[]): boolean {
  const before = (scenario: FirstFrameScenario) =>
    (figures.find((f) => f.scenario === scenario.name && f.scripts)?.scripts ?? []).filter(
      (s) => !/(^|\/)hls-/.test(s),
    );
  const scripts = before(ELEMENT_SCENARIOS[0]!);
  // The element's own path (a deep link: no early stream) loads its chunk before its first frame.
  const deepLink = before(ELEMENT_SCENARIOS[2]!);
  const rows = [
    { figure: 'loader stepwise.mjs + its entry', kb: esLoaderKb(), budget: LOADER_BUDGET_KB },
    { figure: 'loader stepwise.js (classic)', kb: gzipKb('stepwise.js'), budget: LOADER_BUDGET_KB },
    {
      figure: `JS before first frame, no hls.js (${scripts.join(', ') || 'none seen'})`,
      kb: scripts.reduce((sum, s) => sum + gzipKb(s), 0),
      budget: SCRIPTS_BUDGET_KB,
    },
    {
      figure: `the same, deep link (${deepLink.join(', ') || 'none seen'})`,
      kb: deepLink.reduce((sum, s) => sum + gzipKb(s), 0),
      budget: SCRIPTS_BUDGET_KB,
    },
  ];
  console.log('\nScript-tag embed: JavaScript weight (gzip -9 of packages/embed/dist/v1)');
  console.table(
    rows.map((r) => ({
      figure: r.figure,
      'KB gzip': r.kb.toFixed(1),
      budget: `<= ${r.budget} KB`,
      result:
        r.kb <= r.budget && (r.budget !== SCRIPTS_BUDGET_KB || scripts.length) ? 'PASS' : 'FAIL',
    })),
  );
  return rows.every((r) => r.kb <= r.budget) && scripts.length > 0;
}

export interface PlayerBench {
  figures: FirstFrameFigure[];
}

/**
 * Every player figure against a running server (whose embed is built): the stream processed and
 * shared publicly, the baselines and the element pages on a host of their own origin.
 */
export async function benchPlayer(
  baseUrl: string,
  email: string,
  password: string,
): Promise<PlayerBench> {
  const stream = await preparePlayerStream(baseUrl, email, password);
  const host = await startPageHost(
    elementPages({ server: baseUrl, workflowId: stream.workflowId, shareToken: stream.shareToken }),
  );
  try {
    const figures = await benchFirstFrames(host, stream.masterUrl, [
      ...BASELINES,
      ...ELEMENT_SCENARIOS,
    ]);
    return { figures };
  } finally {
    await host.close();
  }
}

/** Prints the player tables; true when every budget holds. */
export function printPlayer(bench: PlayerBench): boolean {
  const frames = printFirstFrames(bench.figures);
  const sizes = printEmbedSizes(bench.figures);
  return frames && sizes;
}
