/**
 * The native script-only element page's request waterfall (issue 18), from the DevTools protocol:
 * every request the page started until its first frame, when each started and finished. Without
 * the embed code's fast start, the native path's margin over bare <video> rests on one thing: the stream request (`/v1/player/stream.m3u8`)
 * starts right after ONE fetch, the loader `stepwise.mjs`, with no chunk fetched and evaluated
 * before it (the stub-and-hashed-entry loader that came before put a serial chunk there). The
 * bench prints the rows and fails when anything but the page and the loader started first.
 */
import type { Browser } from '@playwright/test';
import { launchBenchBrowser } from './browser.js';
import { firstFrameOf, type PageHost } from './player-pages.js';

export interface WaterfallRow {
  /** The request, short: the page's path, or what follows /embed/v1/ or /v1/. */
  what: string;
  /** CDP's resource type: Document, Script, Media, Fetch, … */
  type: string;
  /** Since the page's own request started, ms. */
  startMs: number;
  /** When its last byte arrived (undefined: still open at the first frame, as media can be). */
  endMs?: number;
}

export interface Waterfall {
  /** Every request started before the first frame, in start order. */
  rows: WaterfallRow[];
  /** The embed files and API requests started before the stream's request, in order. */
  beforeStream: string[];
  /** The stream request's start, ms; undefined when none was seen. */
  streamStartMs?: number;
  firstFrameMs: number;
}

const STREAM = /\/v1\/player\/stream\b/;

function shortName(url: string): string {
  const { pathname } = new URL(url);
  const embed = /\/embed\/v1\/(.*)$/.exec(pathname);
  if (embed) return embed[1]!;
  const api = /\/(v1\/.*)$/.exec(pathname);
  return api ? api[1]! : pathname;
}

/** One load of `path` on the host in a fresh context (empty cache), recorded. */
async function recordOnce(browser: Browser, url: string): Promise<Waterfall> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const started = new Map<string, WaterfallRow & { at: number }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (started.has(e.requestId)) return; // a redirect: the request keeps its first start
      started.set(e.requestId, {
        what: shortName(e.request.url),
        type: e.type ?? 'Other',
        startMs: 0,
        at: e.timestamp,
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const row = started.get(e.requestId);
      if (row) row.endMs = e.timestamp; // a CDP timestamp here; made relative below
    });
    await cdp.send('Network.enable');
    const frame = firstFrameOf(page, 30_000);
    await page.goto(url, { waitUntil: 'commit' });
    const firstFrame = await frame;
    // The page's clock starts at its navigation; CDP's at an arbitrary point: the document's
    // request is time zero of both (near enough for an ordering).
    const all = [...started.values()].sort((a, b) => a.at - b.at);
    const zero = all[0]?.at ?? 0;
    const rows = all
      .map(({ at, endMs, ...row }) => ({
        ...row,
        startMs: (at - zero) * 1000,
        ...(endMs === undefined ? {} : { endMs: (endMs - zero) * 1000 }),
      }))
      .filter((row) => row.startMs <= firstFrame);
    const stream = rows.find((row) => STREAM.test(`/${row.what}`));
    const beforeStream = (stream ? rows.slice(0, rows.indexOf(stream)) : rows)
      // The page itself, and the browser's own favicon request, are not the page's doing.
      .filter((row) => row.type !== 'Document' && !/favicon\.ico$/.test(row.what))
      .map((row) => row.what);
    return {
      rows,
      beforeStream,
      ...(stream ? { streamStartMs: stream.startMs } : {}),
      firstFrameMs: firstFrame,
    };
  } finally {
    await context.close();
  }
}

/**
 * The waterfall of the native script-only element page (`/element-script-only.html` on `host`:
 * the stream waits for the loader; the embed code's fast start needs none), at normal CPU:
 * one load to warm the server's and Chromium's caches, then the one recorded.
 */
export async function benchWaterfall(
  host: PageHost,
  path = '/element-script-only.html',
): Promise<Waterfall> {
  const browser = await launchBenchBrowser();
  try {
    await recordOnce(browser, `${host.origin}${path}`);
    return await recordOnce(browser, `${host.origin}${path}`);
  } finally {
    await browser.close();
  }
}

/** What the native path may fetch before its stream: the loader, nothing else. */
export const BEFORE_STREAM = ['stepwise.mjs'];

/** Prints the rows; true when the stream started after the loader alone. */
export function printWaterfall(waterfall: Waterfall): boolean {
  const ok =
    waterfall.streamStartMs !== undefined &&
    waterfall.beforeStream.join('\n') === BEFORE_STREAM.join('\n');
  console.log(
    '\nScript-tag embed, native HLS, script only: requests before the first frame (ms since the page was ' +
      `requested; first frame at ${Math.round(waterfall.firstFrameMs)} ms). Before the stream: ` +
      `${waterfall.beforeStream.join(', ') || 'nothing'} (allowed: ${BEFORE_STREAM.join(', ')}) ` +
      (ok ? 'PASS' : 'FAIL'),
  );
  console.table(
    waterfall.rows.map((row) => ({
      request: row.what.length > 60 ? `${row.what.slice(0, 57)}...` : row.what,
      type: row.type,
      'start ms': Math.round(row.startMs),
      'end ms': row.endMs === undefined ? '' : Math.round(row.endMs),
    })),
  );
  return ok;
}
