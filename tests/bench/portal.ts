/**
 * The portal's first visit, in Chromium: the JavaScript the sign-in page downloads before its
 * form is usable (bytes on the wire: the server sends the build's brotli or gzip copies; the
 * figure also reports the gzip size, the budget's unit), and the time from navigation to a form
 * that reacts to typing. Budget (issue 4): at most 120 KB gzip of JavaScript.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const here = fileURLToPath(new URL('.', import.meta.url));
const portalDir = join(here, '../../portal');

export interface PortalFigure {
  scripts: number;
  wireKB: number;
  gzipKB: number;
  interactiveMs: number;
}

export function buildPortal(): void {
  const r = spawnSync(
    process.execPath,
    [join(here, '../../node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: portalDir,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}

export async function benchPortal(baseUrl: string, rounds = 3): Promise<PortalFigure> {
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
      const scripts = new Map<string, number>();
      page.on('requestfinished', (request) => {
        void (async () => {
          const response = await request.response();
          if (!response || request.resourceType() !== 'script') return;
          const sizes = await request.sizes();
          scripts.set(request.url(), sizes.responseBodySize);
        })();
      });
      const started = Date.now();
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      // Usable: typing into the first field is taken and enables the form's button.
      const field = page.getByRole('textbox').first();
      await field.waitFor({ state: 'visible' });
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
      let wire = 0;
      let gzip = 0;
      for (const [url, bytes] of scripts) {
        wire += bytes;
        const path = new URL(url).pathname;
        gzip += gzipSync(readFileSync(join(portalDir, 'dist', path)), { level: 9 }).length;
      }
      const figure = {
        scripts: scripts.size,
        wireKB: wire / 1024,
        gzipKB: gzip / 1024,
        interactiveMs,
      };
      if (!best || figure.interactiveMs < best.interactiveMs) best = figure;
      await context.close();
    }
    return best!;
  } finally {
    await browser.close();
  }
}
