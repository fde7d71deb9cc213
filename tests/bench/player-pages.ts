/**
 * The host pages of the player figures, served from an origin of their own (as a customer's
 * site would be): a bare <video> playing the stream natively, bare hls.js + <video>, and
 * <stepwise-player> from the script-tag embed (native: the embed code with its fast start, and the
 * script alone; hls.js forced). Each page records the
 * moment its first frame is expected on screen (requestVideoFrameCallback's expectedDisplayTime:
 * what a viewer sees, not when the page's callback got to run on a busy main thread), in ms since
 * navigation start, as `window.__firstFrame`, and says it on the console (`firstFrameOf`); the element
 * pages also record `stepwise-ready` as `window.__ready`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from '@playwright/test';
import { fastStartVideo } from '@stepwise/core';

const require = createRequire(import.meta.url);

/** What a page prints on the console at its first frame, followed by the time in ms. */
const FIRST_FRAME_MARK = 'stepwise-bench:first-frame';
/** Page script: records the first frame and says it (SAY_FIRST_FRAME(), inside a frame callback). */
const SAY_FIRST_FRAME = `window.__firstFrame = meta.expectedDisplayTime;
    console.debug('${FIRST_FRAME_MARK} ' + window.__firstFrame);`;

const FIRST_FRAME = `
  const video = document.querySelector('video');
  video.requestVideoFrameCallback((_, meta) => { ${SAY_FIRST_FRAME} });`;

/**
 * The first frame's time as the page says it on the console. Call before the page navigates.
 * Waiting through the console, not `page.waitForFunction`: Playwright's evaluation injects its
 * utility script into the page, and that ran on the main thread in the middle of the load (about
 * 10 ms, 35-50 ms with the CPU 4x slower, traced), landing on some loads' critical path and not
 * others'. Nothing is evaluated in a page before its first frame.
 */
export function firstFrameOf(page: Page, timeoutMs = 30_000): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no first frame in ${timeoutMs} ms`)),
      timeoutMs,
    );
    page.on('console', (message) => {
      const text = message.text();
      if (!text.startsWith(`${FIRST_FRAME_MARK} `)) return;
      clearTimeout(timer);
      resolve(Number(text.slice(FIRST_FRAME_MARK.length + 1)));
    });
  });
}

function page(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head>
<body style="margin:0;background:#000">${body}</body></html>`;
}

export const PAGES: Record<string, (src: string) => string> = {
  '/bare-native.html': (src) =>
    page(`<video muted autoplay playsinline width="1280" height="720"></video>
<script>${FIRST_FRAME}
  video.src = ${JSON.stringify(src)};</script>`),
  '/bare-hlsjs.html': (src) =>
    page(`<video muted autoplay playsinline width="1280" height="720"></video>
<script src="/hls.min.js"></script>
<script>${FIRST_FRAME}
  const hls = new Hls({ backBufferLength: 90 });
  hls.loadSource(${JSON.stringify(src)});
  hls.attachMedia(video);</script>`),
  // Bare hls.js from a given start level (`?level=`; -1 is hls.js's own estimate): the start
  // level figure (start-level.ts). Records the first frame's height beside its time.
  '/bare-hlsjs-level.html': (src) =>
    page(`<video muted autoplay playsinline width="1280" height="720"></video>
<script src="/hls.min.js"></script>
<script>
  const video = document.querySelector('video');
  video.requestVideoFrameCallback((_, meta) => {
    window.__firstHeight = meta.height;
    ${SAY_FIRST_FRAME}
  });
  const level = Number(new URLSearchParams(location.search).get('level'));
  const hls = new Hls({ backBufferLength: 90, startLevel: level });
  hls.loadSource(${JSON.stringify(src)});
  hls.attachMedia(video);</script>`),
};

/** What an element page embeds: a publicly shared workflow of a Stepwise server. */
export interface ElementTarget {
  server: string;
  workflowId: string;
  shareToken: string;
}

// The element's <video> is in its open shadow root (the loader's early one, or the one the player
// renders): the page watches the root from the moment it is attached and registers the frame
// callback as soon as a <video> is in it (long before a first frame can be presented: the
// playlist and a segment are still to be fetched). A MutationObserver, not a requestAnimationFrame
// loop: polling every frame would keep the bare pages' rendering idle and the element page's busy.
// The embed code's <video slot="media"> (the fast start) is watched from where the parser puts it,
// right after the element (the loader moves that same <video> into the shadow root later): one
// frame callback per page, on the first <video> of the element seen.
const ELEMENT_FIRST_FRAME = `
  document.addEventListener('stepwise-ready', () => { window.__ready = performance.now(); });
  let watched = false;
  window.__watchFirstFrame = (video) => {
    if (watched || !video) return;
    watched = true;
    video.requestVideoFrameCallback((_, meta) => { ${SAY_FIRST_FRAME} });
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (this.localName !== 'stepwise-player') return root;
    const observer = new MutationObserver(() => {
      const video = root.querySelector('video');
      if (!video) return;
      observer.disconnect();
      window.__watchFirstFrame(video);
    });
    observer.observe(root, { childList: true, subtree: true });
    return root;
  };`;

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface ElementPageOptions {
  forceHlsJs?: boolean;
  stepId?: string;
  /**
   * The embed code as the portal writes it (portal embed-snippets.ts): the stream's
   * <video slot="media"> inside the element, started by the browser while it parses the page.
   * Without it, the script only: the loader starts the stream.
   */
  fastStart?: boolean;
}

function elementPage(target: ElementTarget, options: ElementPageOptions = {}): string {
  const step = options.stepId ? ` step-id="${attr(options.stepId)}"` : '';
  const media = options.fastStart
    ? fastStartVideo(target.server, target.workflowId, target.shareToken, {
        muted: true,
        autoplay: true,
      })
    : '';
  return page(`<script>${ELEMENT_FIRST_FRAME}</script>
<script type="module" src="${attr(loaderUrl(target))}"></script>
<stepwise-player workflow-id="${attr(target.workflowId)}" share-token="${attr(target.shareToken)}"${step}
  autoplay muted${options.forceHlsJs ? ' force-hlsjs' : ''} style="display:block;width:1280px;height:720px">${media}</stepwise-player>
<script>window.__watchFirstFrame(document.querySelector('stepwise-player > video'));</script>`);
}

const loaderUrl = (target: ElementTarget) =>
  `${target.server.replace(/\/$/, '')}/embed/v1/stepwise.mjs`;

/** The element pages (the stream is the workflow's: `?src=` is not read). */
export function elementPages(target: ElementTarget): Record<string, (src: string) => string> {
  return {
    // The embed code (with its fast start), native HLS.
    '/element-native.html': () => elementPage(target, { fastStart: true }),
    // The script and the element alone: the loader starts the stream.
    '/element-script-only.html': () => elementPage(target),
    '/element-hlsjs.html': () => elementPage(target, { forceHlsJs: true }),
    // A step-id the workflow does not have: the player starts at the first step, as the others,
    // but the loader starts no stream for a deep link: the element's own path, for comparison.
    '/element-deeplink.html': () => elementPage(target, { stepId: 'bench-no-such-step' }),
    // Bare <video> with the loader script on the page and no element: what any script-tag embed
    // pays before our element does anything (a cross-origin module fetched and evaluated while
    // the stream starts). Reported beside the element's ratio, no budget.
    '/bare-native-loader.html': (src) =>
      PAGES['/bare-native.html']!(src).replace(
        '</body>',
        `<script type="module" src="${attr(loaderUrl(target))}"></script></body>`,
      ),
  };
}

export interface PageHost {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the pages (the stream URL in `?src=`) and hls.js's own minified build, brotli-compressed
 * when the browser accepts it as a CDN would send it, so the baseline's bytes on the wire compare
 * with the embed's (whose server sends its brotli copies).
 */
export async function startPageHost(extra: Record<string, (src: string) => string> = {}) {
  const hlsJs = readFileSync(require.resolve('hls.js/dist/hls.min.js'));
  const hlsJsBr = brotliCompressSync(hlsJs, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: hlsJs.length,
    },
  });
  const pages = { ...PAGES, ...extra };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/hls.min.js') {
      const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res
        .writeHead(200, {
          'content-type': 'text/javascript',
          vary: 'Accept-Encoding',
          ...(br ? { 'content-encoding': 'br' } : {}),
        })
        .end(br ? hlsJsBr : hlsJs);
      return;
    }
    const render = pages[url.pathname];
    if (!render) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(render(url.searchParams.get('src') ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies PageHost;
}
