/**
 * What the spec's start level costs (issue 18 item 1): the player starts hls.js at level 2
 * (player core/constants.ts START_LEVEL, from the spec) rather than letting hls.js pick. Bare
 * hls.js plays the same stream from its lowest level, from level 2, and on its own estimate
 * (auto, -1), on loopback and on a shaped network (a 5 Mbit/s, 40 ms line through the DevTools
 * protocol), in interleaved rounds. Information for the constant, not a budget: it prints the first
 * frame's median, its ratio to the lowest level's and the height of the first frame shown.
 */
import type { Browser } from '@playwright/test';
import { firstFrameOf, type PageHost } from './player-pages.js';
import { launchBenchBrowser } from './browser.js';

export const START_LEVELS = [0, 2, -1] as const;

export interface Network {
  name: string;
  /** DevTools Network.emulateNetworkConditions, or null for loopback as it is. */
  conditions: {
    latency: number;
    downloadThroughput: number;
    uploadThroughput: number;
  } | null;
}

export const NETWORKS: readonly Network[] = [
  { name: 'loopback', conditions: null },
  {
    name: '5 Mbit/s, 40 ms',
    conditions: {
      latency: 40,
      downloadThroughput: (5 * 1024 * 1024) / 8,
      uploadThroughput: (1 * 1024 * 1024) / 8,
    },
  },
];

export interface StartLevelFigure {
  network: string;
  startLevel: number;
  firstFrameMs: number;
  /** The height of the first frame presented (which rendition hls.js started on). */
  height: number;
  rounds: number;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function once(browser: Browser, url: string, network: Network) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (network.conditions) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        ...network.conditions,
      });
    }
    const frame = firstFrameOf(page, 60_000);
    await page.goto(url, { waitUntil: 'commit' });
    const firstFrame = await frame;
    const height = await page.evaluate(
      () => (window as unknown as { __firstHeight?: number }).__firstHeight ?? 0,
    );
    return { firstFrame, height };
  } finally {
    await context.close();
  }
}

/** First frames of bare hls.js at each start level on each network, 5 interleaved rounds. */
export async function benchStartLevels(
  host: PageHost,
  src: string,
  rounds = Number(process.env.BENCH_START_LEVEL_ROUNDS) || 5,
): Promise<StartLevelFigure[]> {
  const browser = await launchBenchBrowser();
  const urlOf = (level: number) =>
    `${host.origin}/bare-hlsjs-level.html?level=${level}&src=${encodeURIComponent(src)}`;
  const figures: StartLevelFigure[] = [];
  try {
    for (const network of NETWORKS) {
      await once(browser, urlOf(START_LEVELS[0]), network); // warm the caches
      const runs = new Map<number, { firstFrame: number; height: number }[]>(
        START_LEVELS.map((l) => [l, []]),
      );
      for (let round = 0; round < rounds; round++) {
        // Rotated each round, so no level always goes first.
        for (let i = 0; i < START_LEVELS.length; i++) {
          const level = START_LEVELS[(i + round) % START_LEVELS.length]!;
          runs.get(level)!.push(await once(browser, urlOf(level), network));
        }
      }
      for (const level of START_LEVELS) {
        const r = runs.get(level)!;
        figures.push({
          network: network.name,
          startLevel: level,
          firstFrameMs: median(r.map((x) => x.firstFrame)),
          height: median(r.map((x) => x.height)),
          rounds,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function printStartLevels(figures: readonly StartLevelFigure[]): void {
  console.log(
    `\nStart level (bare hls.js on the same stream, ${figures[0]?.rounds ?? 0} interleaved rounds ` +
      'per network; the player starts at level 2 as the spec says): information, no budget',
  );
  console.table(
    figures.map((f) => {
      const lowest = figures.find((b) => b.network === f.network && b.startLevel === 0)!;
      return {
        network: f.network,
        'start level': f.startLevel === -1 ? 'auto (-1)' : String(f.startLevel),
        'first frame ms': Math.round(f.firstFrameMs),
        'of level 0': `${(f.firstFrameMs / lowest.firstFrameMs).toFixed(2)}x`,
        'first frame height': f.height,
      };
    }),
  );
}
