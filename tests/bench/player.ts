/**
 * Player figures in Chromium (issues 5 and 18): time to the first frame of one stream, at normal
 * speed and with the CPU throttled 4x, for the baselines the budgets are relative to — a bare
 * native <video> and bare hls.js + <video> — and for <stepwise-player> from the script-tag embed
 * (native HLS, and hls.js forced with the element's `force-hlsjs` host option). For the element
 * also the time to `stepwise-ready` and the JavaScript it fetched before its first frame; for
 * every page the bytes that crossed the wire before its first frame; and the native element
 * page's request waterfall (waterfall.ts: nothing but the loader before the stream); and the
 * element's JavaScript before its first frame with annotations on the workflow against without
 * (player-annotations.ts, issue 22: unchanged).
 *
 * As the popular player harnesses do, the pages are interleaved: each round loads every page once
 * (in an order shuffled from round to round, with a pause after each), each load in a fresh context (empty cache), so a
 * slow moment of the machine lands on all of them alike. A ratio to a baseline is taken within
 * each round and the bench prints its median and its spread across the rounds; the load average
 * before and after says how quiet the machine was.
 */
import { loadavg } from 'node:os';
import type { Browser, CDPSession } from '@playwright/test';
import { total } from './embed-weight.js';
import {
  benchAnnotationWeight,
  printAnnotationWeight,
  type AnnotationWeight,
} from './player-annotations.js';
import { elementPages, firstFrameOf, startPageHost, type PageHost } from './player-pages.js';
import { preparePlayerStream } from './player-stream.js';
import {
  benchStartLevels,
  NETWORKS,
  printStartLevels,
  type Network,
  type StartLevelFigure,
} from './start-level.js';
import { launchBenchBrowser } from './browser.js';
import { benchWaterfall, printWaterfall, type Waterfall } from './waterfall.js';

/** The embed's build into the bench's own folder (builds.ts): dist/v1 is never touched. */
export { buildEmbed } from './builds.js';

export interface FirstFrameScenario {
  name: string;
  /** The page path on the host; it gets the stream as `?src=`. */
  path: string;
}

export const BASELINES: FirstFrameScenario[] = [
  { name: 'bare <video>, native HLS', path: '/bare-native.html' },
  { name: 'bare hls.js + <video>', path: '/bare-hlsjs.html' },
];

/** Bare <video> with the loader script on the page (player-pages.ts): the floor of any script tag. */
export const LOADER_FLOOR: FirstFrameScenario = {
  name: 'bare <video> + loader script, no element',
  path: '/bare-native-loader.html',
};

/** The element pages with a budget: each against the baseline that plays the stream the same way. */
export const ELEMENT_SCENARIOS: FirstFrameScenario[] = [
  // The embed code as the portal writes it: the stream's <video slot="media"> inside the element.
  { name: '<stepwise-player>, native HLS', path: '/element-native.html' },
  { name: '<stepwise-player>, hls.js forced', path: '/element-hlsjs.html' },
];

/** Reported, no budget: the script and the element alone (no <video> inside), the loader starts the stream. */
export const SCRIPT_ONLY: FirstFrameScenario = {
  name: '<stepwise-player>, native, script only',
  path: '/element-script-only.html',
};
/** Reported, no budget: a deep link (or a signed-in embed) starts in the element's chunk, not in the loader. */
const DEEP_LINK: FirstFrameScenario = {
  name: '<stepwise-player>, native, deep link',
  path: '/element-deeplink.html',
};
/** The reported rows, measured in rounds of their own beside bare <video> (REPORTED_ROUNDS). */
export const REPORTED_SCENARIOS: FirstFrameScenario[] = [
  BASELINES[0]!,
  LOADER_FLOOR,
  SCRIPT_ONLY,
  DEEP_LINK,
];

/** Each element scenario is held to a multiple of the baseline that plays the stream the same way. */
const RELATIVE_BUDGETS: Record<string, { baseline: string; ratio: number }> = {
  '<stepwise-player>, native HLS': { baseline: 'bare <video>, native HLS', ratio: 1.3 },
  '<stepwise-player>, hls.js forced': { baseline: 'bare hls.js + <video>', ratio: 1.1 },
};
/** Shown next to a baseline without a budget of their own. */
const COMPARED: Record<string, string> = {
  '<stepwise-player>, native, deep link': 'bare <video>, native HLS',
  [SCRIPT_ONLY.name]: 'bare <video>, native HLS',
  [LOADER_FLOOR.name]: 'bare <video>, native HLS',
};
export const LOADER_BUDGET_KB = 6;
export const SCRIPTS_BUDGET_KB = 45;
/**
 * Rounds per CPU setting of the budgeted rows (BENCH_ROUNDS overrides; issue 18 asks for at least
 * 7). 31: on this 2-core machine one load's first frame varies by about a fifth either way (more
 * at 4x CPU), so over 21 rounds the median ratio of one page against a copy of itself came out
 * 0.91-1.07, and two copies of the embed page in one run 1.07x and 1.26x of bare <video> at 4x
 * CPU; fewer rounds judge noise. The budgeted rows are only the four pages the budgets compare,
 * so the rounds go to them; the reported rows have rounds of their own (REPORTED_ROUNDS).
 */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 31);
/** Rounds per CPU setting of the reported rows, no budget (BENCH_REPORTED_ROUNDS overrides). */
export const REPORTED_ROUNDS = Number(process.env.BENCH_REPORTED_ROUNDS ?? 11);

export interface FirstFrameFigure {
  scenario: string;
  cpuSlowdown: number;
  /** The median over the rounds. */
  firstFrameMs: number;
  /** Each round's first frame, in round order (a ratio pairs the rounds of two scenarios). */
  perRound: number[];
  /** Element pages: time to `stepwise-ready`. */
  readyMs?: number;
  /** Element pages: the embed's scripts fetched before the first frame (paths under /embed/v1/). */
  scripts?: string[];
  /** Every response finished before the first frame, as it crossed the wire (median, KB). */
  wireKB: number;
  /** Of which scripts (median, KB). */
  wireScriptsKB: number;
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
  wireBytes: number;
  wireScriptBytes: number;
}

interface WireResponse {
  /** Wall-clock ms at which the last byte arrived. */
  finishedAt: number;
  /** Headers and body as they crossed the wire (compressed when the server compressed). */
  bytes: number;
  script: boolean;
}

/**
 * Records every response of the page through the DevTools protocol: what crossed the wire
 * (`encodedDataLength`: headers and the body as sent, brotli or gzip when the server compressed)
 * and when it finished. Media requests are included (a native <video>'s playlist and segments do
 * not show in Resource Timing). CDP stamps events on a monotonic clock; `requestWillBeSent` gives
 * the wall clock beside it, which puts each finish on the page's clock (`performance.timeOrigin`).
 */
async function recordWire(cdp: CDPSession): Promise<WireResponse[]> {
  const requests = new Map<string, { wallOffset: number; script: boolean }>();
  const done: WireResponse[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, {
      wallOffset: e.wallTime - e.timestamp,
      script: e.type === 'Script',
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    done.push({
      finishedAt: (e.timestamp + request.wallOffset) * 1000,
      bytes: e.encodedDataLength,
      script: request.script,
    });
  });
  await cdp.send('Network.enable');
  return done;
}

async function firstFrameOnce(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  network: Network['conditions'] = null,
): Promise<Round> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const wire = await recordWire(cdp);
    if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    const frame = firstFrameOf(page);
    await page.goto(url, { waitUntil: 'commit' });
    const firstFrame = await frame;
    // The element is ready once its view has taken over, which may be after the first frame.
    if (/\/element-/.test(url)) {
      await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready, null, {
        timeout: 30_000,
        polling: 50,
      });
    }
    const { ready, scripts, frameWallMs } = await page.evaluate((frameAt) => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            /\/embed\/v1\//.test(e.name) && (e as PerformanceResourceTiming).responseEnd <= frameAt,
        )
        .map((e) => new URL(e.name).pathname.replace(/^.*\/embed\/v1\//, ''));
      return {
        ready: (window as unknown as { __ready?: number }).__ready,
        scripts,
        frameWallMs: performance.timeOrigin + frameAt,
      };
    }, firstFrame);
    const before = wire.filter((r) => r.finishedAt <= frameWallMs);
    return {
      firstFrame,
      ready,
      scripts,
      wireBytes: before.reduce((sum, r) => sum + r.bytes, 0),
      wireScriptBytes: before.filter((r) => r.script).reduce((sum, r) => sum + r.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * The scripts a typical load fetched before its first frame: the list most rounds saw (ties go
 * to the shorter), so one round whose first frame came late (and saw a chunk more) does not
 * speak for all. Undefined when no round saw any.
 */
export function typicalScripts(runs: readonly { scripts: string[] }[]): string[] | undefined {
  const seen = new Map<string, { scripts: string[]; count: number }>();
  for (const { scripts } of runs) {
    if (scripts.length === 0) continue;
    const key = [...scripts].sort().join('\n');
    const entry = seen.get(key) ?? { scripts, count: 0 };
    entry.count++;
    seen.set(key, entry);
  }
  const ranked = [...seen.values()].sort(
    (a, b) => b.count - a.count || a.scripts.length - b.scripts.length,
  );
  return ranked[0]?.scripts;
}

/**
 * The scenarios in the order round `round` loads them: shuffled (the same shuffle for a round in
 * every run), so none is always first and none always follows the same page. A rotation kept each
 * page behind one neighbour, whose trailing work (its chunks, its buffering) then landed on that
 * page in every round: the same page measured twice came out 0.96x-1.15x of itself.
 */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  const order = [...items];
  let seed = (round + 1) * 0x9e3779b9;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * A pause after each load (BENCH_SETTLE_MS overrides), so what the last page left running (the
 * server answering its last requests, the browser closing its context) is over before the next
 * page starts.
 */
export const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 250);
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

export interface FirstFrameConditions {
  /** The CPU settings, each its own rounds (normal and 4x slower unless told). */
  cpuSlowdowns?: readonly number[];
  /** A shaped network (start-level.ts NETWORKS); loopback as it is unless told. */
  network?: Network['conditions'];
}

export async function benchFirstFrames(
  host: PageHost,
  src: string,
  scenarios: readonly FirstFrameScenario[] = BASELINES,
  rounds = ROUNDS,
  { cpuSlowdowns = [1, 4], network = null }: FirstFrameConditions = {},
): Promise<FirstFrameFigure[]> {
  const browser = await launchBenchBrowser();
  const figures: FirstFrameFigure[] = [];
  const urlOf = (scenario: FirstFrameScenario) =>
    `${host.origin}${scenario.path}?src=${encodeURIComponent(src)}`;
  try {
    for (const cpuSlowdown of cpuSlowdowns) {
      // One unmeasured load of each page warms the server's file cache and Chromium's code caches.
      for (const scenario of scenarios) {
        await firstFrameOnce(browser, urlOf(scenario), cpuSlowdown, network);
        await settle();
      }
      const results = new Map<string, Round[]>(scenarios.map((s) => [s.name, []]));
      for (let round = 0; round < rounds; round++) {
        for (const scenario of roundOrder(scenarios, round)) {
          results
            .get(scenario.name)!
            .push(await firstFrameOnce(browser, urlOf(scenario), cpuSlowdown, network));
          await settle();
        }
      }
      for (const scenario of scenarios) {
        const runs = results.get(scenario.name)!;
        const readies = runs.flatMap((r) => (r.ready === undefined ? [] : [r.ready]));
        const scripts = typicalScripts(runs);
        figures.push({
          scenario: scenario.name,
          cpuSlowdown,
          firstFrameMs: median(runs.map((r) => r.firstFrame)),
          perRound: runs.map((r) => r.firstFrame),
          ...(readies.length ? { readyMs: median(readies) } : {}),
          ...(scripts ? { scripts } : {}),
          wireKB: median(runs.map((r) => r.wireBytes)) / 1024,
          wireScriptsKB: median(runs.map((r) => r.wireScriptBytes)) / 1024,
          rounds,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Per-round ratios of `f` to `baseline` (the same round of both): median, min and max. */
function ratioOf(f: FirstFrameFigure, baseline: FirstFrameFigure) {
  const ratios = f.perRound.map((ms, i) => ms / baseline.perRound[i]!);
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}

export function printFirstFrames(
  figures: readonly FirstFrameFigure[],
  heading = 'Player: time to first frame in Chromium',
): boolean {
  const rounds = figures[0]?.rounds ?? 0;
  console.log(
    `\n${heading} (${rounds} interleaved rounds per CPU setting, ` +
      'empty cache, same stream; ratio = median of the per-round ratios, min-max beside it; ' +
      'wire = every response finished before the first frame, headers included)',
  );
  let pass = true;
  console.table(
    figures.map((f) => {
      const budget = RELATIVE_BUDGETS[f.scenario];
      const against = budget?.baseline ?? COMPARED[f.scenario];
      const baseline = against
        ? figures.find((b) => b.scenario === against && b.cpuSlowdown === f.cpuSlowdown)
        : undefined;
      const ratio = baseline ? ratioOf(f, baseline) : undefined;
      const ok = ratio === undefined || !budget || ratio.median <= budget.ratio;
      pass &&= ok;
      return {
        scenario: f.scenario,
        CPU: f.cpuSlowdown === 1 ? 'normal' : `${f.cpuSlowdown}x slower`,
        'first frame ms': Math.round(f.firstFrameMs),
        'ready ms': f.readyMs === undefined ? '' : Math.round(f.readyMs),
        'of baseline': ratio === undefined ? '' : `${ratio.median.toFixed(2)}x`,
        'min-max': ratio === undefined ? '' : `${ratio.min.toFixed(2)}-${ratio.max.toFixed(2)}x`,
        budget: budget ? `<= ${budget.ratio}x` : '',
        result: ratio === undefined || !budget ? '' : ok ? 'PASS' : 'FAIL',
        'wire KB': f.wireKB.toFixed(1),
        'JS wire KB': f.wireScriptsKB.toFixed(1),
      };
    }),
  );
  return pass;
}

/** The shaped network of the fast start's figure, and its rounds (reported, no budget). */
const SHAPED_NETWORK = NETWORKS.find((n) => n.conditions !== null)!;
const SHAPED_ROUNDS = 9;

/** The fast start on a shaped network: each page's first frame and its ratio to bare <video>. */
export function printShapedFirstFrames(figures: readonly FirstFrameFigure[]): void {
  const bare = figures.find((f) => f.scenario === BASELINES[0]!.name);
  console.log(
    `\nPlayer, native HLS on a shaped network (${SHAPED_NETWORK.name}, normal CPU, ` +
      `${figures[0]?.rounds ?? 0} interleaved rounds; reported, no budget): the embed code's ` +
      '<video slot="media"> starts the stream a round trip before the loader could',
  );
  console.table(
    figures.map((f) => {
      const ratio = bare && f !== bare ? ratioOf(f, bare) : undefined;
      return {
        scenario: f.scenario,
        'first frame ms': Math.round(f.firstFrameMs),
        'of bare <video>': ratio === undefined ? '' : `${ratio.median.toFixed(2)}x`,
        'min-max': ratio === undefined ? '' : `${ratio.min.toFixed(2)}-${ratio.max.toFixed(2)}x`,
      };
    }),
  );
}

/**
 * The embed's weight: each loader, and all the JavaScript the native element page fetched
 * before its first frame, gzip -9 of the built files (the budgets' unit) and the brotli copies
 * the server sends (bytes on the wire, without headers), without hls.js (a native-HLS browser
 * never loads it).
 */
export function printEmbedSizes(figures: readonly FirstFrameFigure[]): boolean {
  const before = (scenario: FirstFrameScenario) =>
    (figures.find((f) => f.scenario === scenario.name && f.scripts)?.scripts ?? []).filter(
      (s) => !/(^|\/)hls-/.test(s),
    );
  // The script-only page: its stream waits for the loader (the embed code's starts without it).
  const scripts = before(SCRIPT_ONLY);
  // The element's own path (a deep link: no early stream) loads its chunk before its first frame.
  const deepLink = before(DEEP_LINK);
  const rows = [
    {
      // One self-contained file, as stepwise.js (embed vite.config.ts loaderConfig).
      figure: 'loader stepwise.mjs',
      ...total(['stepwise.mjs']),
      budget: LOADER_BUDGET_KB,
      seen: true,
    },
    {
      figure: 'loader stepwise.js (classic)',
      ...total(['stepwise.js']),
      budget: LOADER_BUDGET_KB,
      seen: true,
    },
    {
      figure: `JS before first frame, no hls.js (${scripts.join(', ') || 'none seen'})`,
      ...total(scripts),
      budget: SCRIPTS_BUDGET_KB,
      seen: scripts.length > 0,
    },
    {
      figure: `the same, deep link (${deepLink.join(', ') || 'none seen'})`,
      ...total(deepLink),
      budget: SCRIPTS_BUDGET_KB,
      seen: deepLink.length > 0,
    },
  ];
  console.log(
    '\nScript-tag embed: JavaScript weight (gzip -9 of the bench build, and its brotli copy: ' +
      'what /embed/v1/ sends)',
  );
  console.table(
    rows.map((r) => ({
      figure: r.figure,
      'KB gzip': r.gzip.toFixed(1),
      'KB brotli (wire)': r.wire.toFixed(1),
      budget: `<= ${r.budget} KB gzip`,
      result: r.gzip <= r.budget && r.seen ? 'PASS' : 'FAIL',
    })),
  );
  return rows.every((r) => r.gzip <= r.budget && r.seen);
}

/**
 * The 1-minute load average the first-frame rounds wait for (BENCH_QUIET_LOAD overrides), at most
 * QUIET_WAIT_MS: the bench's own earlier work (the throughput runs, ffmpeg processing the stream
 * just before) otherwise still loads the machine when the rounds start (2.5-3.2 measured), and
 * one load's first frame on 2 cores moves with it.
 */
export const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 1);
const QUIET_WAIT_MS = 120_000;

/** Waits until the 1-minute load average is below QUIET_LOAD (or QUIET_WAIT_MS); the ms waited. */
async function quietMachine(): Promise<number> {
  const start = Date.now();
  while (loadavg()[0]! >= QUIET_LOAD && Date.now() - start < QUIET_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return Date.now() - start;
}

export interface PlayerBench {
  /** The budgeted rows: the baselines, the embed code and hls.js forced (ROUNDS). */
  figures: FirstFrameFigure[];
  /** The reported rows beside bare <video>: the loader's floor, the script alone, a deep link. */
  reported: FirstFrameFigure[];
  /** The workflow the figures play and its public share (the quiz widget's bench uses them). */
  workflowId: string;
  shareToken: string;
  /** os.loadavg() (1, 5 and 15 minutes) right before and right after the first-frame rounds. */
  loadBefore: number[];
  loadAfter: number[];
  /** How long the rounds waited for the machine to calm down (quietMachine). */
  quietAfterMs: number;
  /**
   * Bare <video>, the embed code and the script alone on a shaped network, normal CPU: what the
   * fast start saves where a round trip costs what it does on a real network.
   */
  shaped: FirstFrameFigure[];
  /** What the spec's start level 2 costs, on loopback and a shaped network (start-level.ts). */
  startLevels: StartLevelFigure[];
  /** The native element page's requests before its first frame (waterfall.ts). */
  waterfall: Waterfall;
  /** The element pages again with annotations on the workflow (player-annotations.ts). */
  annotations: AnnotationWeight;
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
    const quietAfterMs = await quietMachine();
    const loadBefore = loadavg();
    const figures = await benchFirstFrames(host, stream.masterUrl, [
      ...BASELINES,
      ...ELEMENT_SCENARIOS,
    ]);
    const loadAfter = loadavg();
    const reported = await benchFirstFrames(
      host,
      stream.masterUrl,
      REPORTED_SCENARIOS,
      REPORTED_ROUNDS,
    );
    const shaped = await benchFirstFrames(
      host,
      stream.masterUrl,
      [BASELINES[0]!, ELEMENT_SCENARIOS[0]!, SCRIPT_ONLY],
      SHAPED_ROUNDS,
      { cpuSlowdowns: [1], network: SHAPED_NETWORK.conditions },
    );
    const startLevels = await benchStartLevels(host, stream.masterUrl);
    const waterfall = await benchWaterfall(host);
    const annotations = await benchAnnotationWeight(
      host,
      { baseUrl, email, password, workflowId: stream.workflowId },
      {
        measure: (scenarios, rounds) => benchFirstFrames(host, stream.masterUrl, scenarios, rounds),
        scenarios: [ELEMENT_SCENARIOS[0]!, DEEP_LINK],
      },
    );
    return {
      figures,
      reported,
      shaped,
      startLevels,
      waterfall,
      annotations,
      workflowId: stream.workflowId,
      shareToken: stream.shareToken,
      loadBefore,
      quietAfterMs,
      loadAfter,
    };
  } finally {
    await host.close();
  }
}

/** Prints the player tables; true when every budget holds. */
export function printPlayer(bench: PlayerBench): boolean {
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `\nLoad average (1/5/15 min) before the player rounds: ${load(bench.loadBefore)} ` +
      `(after waiting ${(bench.quietAfterMs / 1000).toFixed(0)} s for it to fall below ` +
      `${QUIET_LOAD}); after: ${load(bench.loadAfter)}`,
  );
  const frames = printFirstFrames(bench.figures);
  printFirstFrames(
    bench.reported,
    'Player, the other paths (reported, no budget): time to first frame in Chromium',
  );
  printShapedFirstFrames(bench.shaped);
  const sizes = printEmbedSizes(bench.reported);
  const annotations = printAnnotationWeight(
    [...bench.figures, ...bench.reported],
    bench.annotations,
  );
  const waterfall = printWaterfall(bench.waterfall);
  printStartLevels(bench.startLevels);
  return frames && sizes && annotations && waterfall;
}
