/**
 * The portal's first visit, in Chromium: the JavaScript the sign-in page downloads before its
 * form is usable (bytes on the wire: the server sends the build's brotli or gzip copies; the
 * figure also reports the gzip size, the budget's unit), and the time from navigation to a form
 * that reacts to typing. Budget (issue 4): at most 120 KB gzip of JavaScript before the form is
 * usable. What the page fetches once the visitor starts typing (the sign-in calls with the API
 * client) is reported beside it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BENCH_PORTAL_DIR } from './builds.js';

/** Issue 4: JavaScript before the sign-in form is usable, in KB of gzip. */
export const PORTAL_BUDGET_KB = 120;

export interface ScriptFigure {
  path: string;
  /** The build's file gzipped at level 9 (the budget's unit). */
  gzipKB: number;
  /** What crossed the wire (the server sends the build's brotli or gzip copy). */
  wireKB: number;
}

export interface PortalFigure {
  /** The scripts requested before the form was usable (its first field on screen), largest first. */
  files: ScriptFigure[];
  gzipKB: number;
  wireKB: number;
  /** From navigation to a form whose button a typed value enables. */
  interactiveMs: number;
  /** Scripts fetched once the visitor uses the form (the sign-in calls and the API client). */
  later: ScriptFigure[];
  laterGzipKB: number;
}

const sum = (files: ScriptFigure[], key: 'gzipKB' | 'wireKB') =>
  files.reduce((total, f) => total + f[key], 0);

/** The portal's build into the bench's own folder (builds.ts). */
export { buildPortal } from './builds.js';

/** The first visit of the portal a server at `baseUrl` serves from `builtDir` (gzip sizes from it). */
export async function benchPortal(
  baseUrl: string,
  builtDir = BENCH_PORTAL_DIR,
  rounds = 3,
): Promise<PortalFigure> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    let best: PortalFigure | undefined;
    for (let i = 0; i < rounds; i++) {
      // A fresh context each round: an empty cache, as on a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      // Each script with the phase it was requested in: before the form was usable, or after.
      let usable = false;
      const phase = new Map<string, 'before' | 'after'>();
      const files = new Map<string, ScriptFigure>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && !phase.has(request.url())) {
          phase.set(request.url(), usable ? 'after' : 'before');
        }
      });
      page.on('requestfinished', (request) => {
        void (async () => {
          const response = await request.response();
          if (!response || request.resourceType() !== 'script') return;
          const sizes = await request.sizes();
          const path = new URL(request.url()).pathname;
          const built = readFileSync(join(builtDir, path));
          files.set(request.url(), {
            path,
            gzipKB: gzipSync(built, { level: 9 }).length / 1024,
            wireKB: sizes.responseBodySize / 1024,
          });
        })();
      });
      const started = Date.now();
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      // Usable: the first field is on screen; typing into it is taken and enables the button.
      const field = page.getByRole('textbox').first();
      await field.waitFor({ state: 'visible' });
      usable = true;
      await field.fill('publisher@demo.stepwise.test');
      // A one-step form asks for the password on the same screen.
      const password = page.locator('input[type="password"]');
      if (await password.isVisible()) await password.fill('not-sent');
      await page
        .locator('form button[type="submit"]:not([disabled])')
        .first()
        .waitFor({ state: 'visible' });
      const interactiveMs = Date.now() - started;
      await page.waitForLoadState('networkidle');
      const inPhase = (which: 'before' | 'after') =>
        [...files]
          .filter(([url]) => phase.get(url) === which)
          .map(([, figure]) => figure)
          .sort((a, b) => b.gzipKB - a.gzipKB);
      const before = inPhase('before');
      const later = inPhase('after');
      const figure: PortalFigure = {
        files: before,
        gzipKB: sum(before, 'gzipKB'),
        wireKB: sum(before, 'wireKB'),
        interactiveMs,
        later,
        laterGzipKB: sum(later, 'gzipKB'),
      };
      if (!best || figure.interactiveMs < best.interactiveMs) best = figure;
      await context.close();
    }
    return best!;
  } finally {
    await browser.close();
  }
}

/** The figure as the bench prints it: a summary row and the scripts of both phases. */
export function printPortal(figure: PortalFigure): boolean {
  const pass = figure.gzipKB <= PORTAL_BUDGET_KB;
  console.log('\nPortal first visit in Chromium: the sign-in page (best of 3, empty cache)');
  console.table([
    {
      'scripts before usable': figure.files.length,
      'JS gzip KB': figure.gzipKB.toFixed(1),
      'JS on the wire KB': figure.wireKB.toFixed(1),
      'form usable ms': figure.interactiveMs,
      budget: `<= ${PORTAL_BUDGET_KB} KB gzip`,
      result: pass ? 'PASS' : 'FAIL',
      'fetched on first use KB': figure.laterGzipKB.toFixed(1),
    },
  ]);
  console.table([
    ...figure.files.map((f) => ({
      phase: 'before usable',
      script: f.path,
      'gzip KB': f.gzipKB.toFixed(1),
    })),
    ...figure.later.map((f) => ({
      phase: 'on first use',
      script: f.path,
      'gzip KB': f.gzipKB.toFixed(1),
    })),
  ]);
  return pass;
}
