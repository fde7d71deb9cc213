/**
 * The assistant widget's weight (issue 18): the JavaScript a host page fetches before
 * <stepwise-assistant> is interactive, budget 45 KB gzip. The page is a customer's: its own
 * origin, the script-tag loader from the Stepwise server, one launcher-mode element (the
 * default). It opens the launcher the moment the button is there, as a person would, and the
 * widget is interactive at its `stepwise-ready`: the view has rendered the chat, its input in it
 * (the page checks the input is there and enabled at that moment). Counted: every script the page
 * requested before then — the loader, the element's chunk, the view's — each as gzip -9 of the
 * file the server sends (what the embed's precompressed copies weigh at most) and as bytes on the
 * wire (Chromium's own count: body and headers as sent). What loads after (i18next, which the
 * view takes once mounted) is listed, not counted.
 *
 * Each round is a fresh browser context (empty cache); the figure is the heaviest round's. No
 * token is passed: the chat then asks for one (stepwise-auth-required), which costs no script.
 *
 *   tsx --conditions=@stepwise/source bench/assistant-widget.ts <server URL>
 * measures a running server (its /embed/v1 built) on its own; `npm run bench` does it in run.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

export const ASSISTANT_WIDGET_BUDGET_KB = 45;
const ROUNDS = Number(process.env.BENCH_WIDGET_ROUNDS ?? 3);

export interface WidgetScript {
  /** The path under /embed/v1/. */
  path: string;
  gzipKb: number;
  wireKb: number;
}

export interface AssistantWidgetFigure {
  /** The scripts before interactive, of the heaviest round. */
  scripts: WidgetScript[];
  gzipKb: number;
  wireKb: number;
  /** Of the same round: the scripts before the launcher was usable (the element alone). */
  launcherKb: number;
  /** Median ms from navigation start to the launcher, and to the chat's input. */
  launcherMs: number;
  interactiveMs: number;
  /** Scripts that came after the widget was interactive (not counted). */
  after: string[];
  rounds: number;
}

/**
 * The host page: it records when the launcher appears and clicks it, and when the chat is ready
 * (`stepwise-ready`, dispatched right after the view's first render) whether its input was there.
 */
function hostPage(server: string): string {
  const loader = `${server.replace(/\/+$/, '')}/embed/v1/stepwise.mjs`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>assistant bench</title></head>
<body>
<script>
  document.addEventListener('stepwise-ready', (event) => {
    const input = event.target.shadowRoot?.querySelector('textarea[part="input"]');
    window.__interactive = { at: performance.now(), input: Boolean(input && !input.disabled) };
  });
  (function watch() {
    const launcher = document.querySelector('stepwise-assistant')?.shadowRoot?.querySelector('button.launcher');
    if (!launcher) return requestAnimationFrame(watch);
    window.__launcher = performance.now();
    launcher.click();
  })();
</script>
<script type="module" src="${loader.replace(/"/g, '&quot;')}"></script>
<stepwise-assistant server="${server.replace(/"/g, '&quot;')}"></stepwise-assistant>
</body></html>`;
}

async function startHost(server: string) {
  const html = hostPage(server);
  const host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  const { port } = host.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((done) => host.close(() => done())),
  };
}

interface Round {
  launcher: number;
  interactive: number;
  /** Script URL → its bytes on the wire, started before interactive / before the launcher. */
  before: Map<string, number>;
  beforeLauncher: string[];
  after: string[];
}

export const isEmbedScript = (url: string) => /\/embed\/v1\/.*\.m?js(\?|$)/.test(url);

async function roundOnce(browser: Browser, url: string): Promise<Round> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const wire = new Map<string, Promise<number>>();
    page.on('requestfinished', (request) => {
      if (!isEmbedScript(request.url())) return;
      wire.set(
        request.url(),
        request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
      );
    });
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __interactive?: unknown }).__interactive,
      null,
      { timeout: 30_000, polling: 50 },
    );
    const ready = (await handle.jsonValue()) as { at: number; input: boolean };
    if (!ready.input) throw new Error('stepwise-ready came without a usable chat input');
    // Let what the view starts once mounted arrive, so it is listed as after.
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      launcher: (window as unknown as { __launcher: number }).__launcher,
      scripts: performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    const scripts = timing.scripts.filter((s) => isEmbedScript(s.name));
    const before = new Map<string, number>();
    for (const s of scripts.filter((s) => s.start <= ready.at)) {
      const bytes = await wire.get(s.name);
      if (bytes === undefined) throw new Error(`no response seen for ${s.name}`);
      before.set(s.name, bytes);
    }
    return {
      launcher: timing.launcher,
      interactive: ready.at,
      before,
      beforeLauncher: scripts.filter((s) => s.start <= timing.launcher).map((s) => s.name),
      after: scripts.filter((s) => s.start > ready.at).map((s) => s.name),
    };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const embedPath = (url: string) => new URL(url).pathname.replace(/^.*\/embed\/v1\//, '');

/** gzip -9 of a script as the server sends it (fetched decoded, compressed here). */
export async function gzipKbOf(url: string, cache: Map<string, number>): Promise<number> {
  let kb = cache.get(url);
  if (kb === undefined) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    kb = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length / 1024;
    cache.set(url, kb);
  }
  return kb;
}

/** Measures the widget from a running Stepwise server whose /embed/v1 is built. */
export async function benchAssistantWidget(
  server: string,
  rounds = ROUNDS,
): Promise<AssistantWidgetFigure> {
  const host = await startHost(server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const results: Round[] = [];
    for (let i = 0; i < rounds; i++) results.push(await roundOnce(browser, host.url));
    const gzip = new Map<string, number>();
    let heaviest: { round: Round; scripts: WidgetScript[]; gzipKb: number } | undefined;
    for (const round of results) {
      const scripts: WidgetScript[] = [];
      for (const [url, wireBytes] of round.before) {
        scripts.push({
          path: embedPath(url),
          gzipKb: await gzipKbOf(url, gzip),
          wireKb: wireBytes / 1024,
        });
      }
      const gzipKb = scripts.reduce((sum, s) => sum + s.gzipKb, 0);
      if (!heaviest || gzipKb > heaviest.gzipKb) heaviest = { round, scripts, gzipKb };
    }
    const { round, scripts, gzipKb } = heaviest!;
    let launcherKb = 0;
    for (const url of round.beforeLauncher) launcherKb += await gzipKbOf(url, gzip);
    return {
      scripts,
      gzipKb,
      wireKb: scripts.reduce((sum, s) => sum + s.wireKb, 0),
      launcherKb,
      launcherMs: median(results.map((r) => r.launcher)),
      interactiveMs: median(results.map((r) => r.interactive)),
      after: round.after.map(embedPath),
      rounds,
    };
  } finally {
    await browser.close();
    await host.close();
  }
}

/** Prints the figure beside its budget; true when it holds. */
export function printAssistantWidget(figure: AssistantWidgetFigure): boolean {
  const pass = figure.gzipKb <= ASSISTANT_WIDGET_BUDGET_KB && figure.scripts.length > 0;
  console.log(
    `\nAssistant widget: JavaScript before <stepwise-assistant> is interactive (script tag, ` +
      `launcher opened, empty cache, heaviest of ${figure.rounds} rounds)`,
  );
  console.table([
    ...figure.scripts.map((s) => ({
      figure: `  ${s.path}`,
      'KB gzip': s.gzipKb.toFixed(1),
      'KB on the wire': s.wireKb.toFixed(1),
      budget: '',
      result: '',
    })),
    {
      figure: 'assistant JS before interactive (gzip)',
      'KB gzip': figure.gzipKb.toFixed(1),
      'KB on the wire': figure.wireKb.toFixed(1),
      budget: `<= ${ASSISTANT_WIDGET_BUDGET_KB} KB`,
      result: pass ? 'PASS' : 'FAIL',
    },
    {
      figure: 'of it, before the launcher is usable',
      'KB gzip': figure.launcherKb.toFixed(1),
      'KB on the wire': '',
      budget: '',
      result: '',
    },
  ]);
  console.log(
    `launcher at ${Math.round(figure.launcherMs)} ms, input usable at ` +
      `${Math.round(figure.interactiveMs)} ms (median); after it, not counted: ` +
      `${figure.after.join(', ') || 'nothing'}`,
  );
  return pass;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = process.argv[2];
  if (!server) throw new Error('usage: assistant-widget.ts <server URL>');
  if (!printAssistantWidget(await benchAssistantWidget(server))) process.exitCode = 1;
}
