/**
 * Player figures in Chromium (issue 5): time to the first frame of one stream, at normal speed
 * and with the CPU throttled 4x, for the baselines the budgets are relative to — a bare native
 * <video> and bare hls.js + <video> — and (as scenarios are added) for <stepwise-player>.
 * Each figure is the median of several rounds, each in a fresh context (empty cache).
 */
import { chromium, type Browser } from '@playwright/test';
import type { PageHost } from './player-pages.js';

export interface FirstFrameScenario {
  name: string;
  /** The page path on the host; it gets the stream as `?src=`. */
  path: string;
}

export const BASELINES: FirstFrameScenario[] = [
  { name: 'bare <video>, native HLS', path: '/bare-native.html' },
  { name: 'bare hls.js + <video>', path: '/bare-hlsjs.html' },
];

export interface FirstFrameFigure {
  scenario: string;
  cpuSlowdown: number;
  firstFrameMs: number;
  rounds: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function firstFrameOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
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
    return (await handle.jsonValue()) as number;
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
        const times: number[] = [];
        for (let i = 0; i < rounds; i++)
          times.push(await firstFrameOnce(browser, url, cpuSlowdown));
        figures.push({ scenario: scenario.name, cpuSlowdown, firstFrameMs: median(times), rounds });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function printFirstFrames(figures: readonly FirstFrameFigure[]): void {
  console.log('\nPlayer: time to first frame in Chromium (median, empty cache, same stream)');
  console.table(
    figures.map((f) => ({
      scenario: f.scenario,
      CPU: f.cpuSlowdown === 1 ? 'normal' : `${f.cpuSlowdown}x slower`,
      'first frame ms': Math.round(f.firstFrameMs),
      rounds: f.rounds,
    })),
  );
}
