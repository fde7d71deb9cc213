/**
 * What the script-tag loader does for a <stepwise-player> it finds before the element's code has
 * arrived: start the workflow request the element will make (core/wire/workflow-request.ts), and
 * hls.js where the element will need it, so both are on their way while the code loads. For a
 * public workflow played natively from its start, the stream itself starts too: a <video> in the
 * element's shadow root (made here, as declarative shadow DOM would be; lit renders into it)
 * loads `/v1/player/stream.m3u8`, which answers the master playlist (renditions at signed URLs, no
 * redirect). The element adopts that
 * <video> (takeEarlyStream) when its code runs. Only for attributes the element will accept
 * (attributes.ts checks them fully; a value this light check lets through and the element refuses
 * only costs one unused request). Zod-free: the loader bundles it.
 *
 * The embed code's fast start (README "Embedding", core fastStartVideo): the host's markup may
 * carry that <video> itself, `<video slot="media" crossorigin="anonymous"><source src="{the public
 * stream}" type="application/vnd.apple.mpegurl"></video>` inside the element (embed codes pasted
 * earlier give the stream as the video's src), so the browser starts the stream while it parses
 * the page, before any script of ours has arrived. The loader (or the element, when no loader
 * ran) takes it into the shadow root as the early stream when it loads exactly the stream this element starts natively; any other
 * <video slot="media"> is stopped and removed (hostVideo).
 */
import { ID_MAX_LENGTH, ID_PATTERN, isPlayerStreamUrl, playerStreamUrl } from '@stepwise/core';
import type { HlsClass } from '../core/media/hls-loader.js';
import { startHlsJs, type EarlyHls } from '../core/media/media-engine.js';
import { playsHlsNatively } from '../core/media/native-hls.js';
import { prefetchWorkflow, workflowRequest } from '../core/wire/workflow-request.js';
import { embedServer } from '@stepwise/ui/element';

const text = (element: Element, name: string) => element.getAttribute(name)?.trim() || undefined;

function httpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const flag = (element: Element, name: string) =>
  element.hasAttribute(name) && element.getAttribute(name) !== 'false';

/** A stream the loader started: its <video>, and the hls.js playing it where the browser cannot. */
export interface EarlyStream {
  video: HTMLVideoElement;
  hls?: EarlyHls;
  /** Set when the element has taken it: an hls.js arriving later is not started. */
  taken?: boolean;
}

// A global symbol, not module state: the classic loader and the element are separate bundles.
const EARLY = Symbol.for('stepwise.early-streams');
type WithEarly = { [EARLY]?: WeakMap<Element, EarlyStream> };
const earlyStreams = () => ((globalThis as WithEarly)[EARLY] ??= new WeakMap());

/** The stream the loader started for this element, once; null when it started none. */
export function takeEarlyStream(element: Element): EarlyStream | null {
  const stream = earlyStreams().get(element) ?? null;
  earlyStreams().delete(element);
  if (stream) stream.taken = true;
  return stream;
}

/** The host's own <video> for the stream: a direct child with slot="media" (the embed code). */
const HOST_VIDEO = ':scope > video[slot="media"]';

// crossorigin="" is anonymous too; use-credentials would fail (every media answer allows any origin).
const anonymousCors = (video: HTMLVideoElement) =>
  video.hasAttribute('crossorigin') && video.getAttribute('crossorigin') !== 'use-credentials';

/**
 * Where the host's <video> loads from: its src, else its first <source> child's (the embed code
 * gives the stream as `<source type="application/vnd.apple.mpegurl">`; a browser that cannot
 * play HLS itself skips it rather than fetch it and fail).
 */
const hostSource = (video: HTMLVideoElement): string | null =>
  video.getAttribute('src') ?? video.querySelector(':scope > source')?.getAttribute('src') ?? null;

// The same stream at either address of the route: an embed code written before the address
// ended in .m3u8 keeps its <video> (core player-stream.ts).
const sameStream = (video: HTMLVideoElement, url: string) => {
  const src = hostSource(video);
  if (!src) return false;
  try {
    return isPlayerStreamUrl(new URL(src, video.ownerDocument.baseURI).href, url);
  } catch {
    return false;
  }
};

/**
 * The host's <video slot="media"> of this element, when it loads `url` (the public stream the
 * element starts natively) in CORS mode (segments may come from the store, another origin): it is
 * the early stream's <video>, already loading. Any other one (another address, no CORS mode, a
 * start this element makes otherwise: a deep link, hls.js, signed in; `url` null) is stopped and
 * removed, so it neither plays unseen nor holds the network. Null when none is kept.
 */
export function hostVideo(element: Element, url: string | null): HTMLVideoElement | null {
  const found = element.querySelector<HTMLVideoElement>(HOST_VIDEO);
  if (!found) return null;
  if (url && anonymousCors(found) && sameStream(found, url)) {
    // The player draws its own controls, and the <video> goes into its shadow root.
    found.controls = false;
    found.removeAttribute('slot');
    return found;
  }
  found.pause();
  found.removeAttribute('src');
  for (const source of found.querySelectorAll(':scope > source')) source.remove();
  found.load();
  found.remove();
  return null;
}

/**
 * The stream a public start plays from its beginning, the one the loader starts early and the
 * embed code's <video> must load: a share token, no deep link (it starts elsewhere: the element
 * attaches that one), not a past version. Null for any other start.
 */
export function publicStartStream(
  server: string,
  start: { workflowId: string; shareToken?: string; stepId?: string; versionId?: string },
): string | null {
  if (!start.shareToken || start.stepId || start.versionId) return null;
  return playerStreamUrl(server, start.workflowId, start.shareToken);
}

/** HTMLMediaElement.HAVE_METADATA. */
const HAVE_METADATA = 1;

/** The loader's early stream waits this long at most before the element's code is fetched. */
export const EARLY_CODE_AT_LATEST_MS = 1000;

/**
 * Starts the stream; resolves when the element's code is due: the first frame (or, for a paused
 * start, the metadata), an error, the viewer reaching for the player, or EARLY_CODE_AT_LATEST_MS.
 */
function startStream(
  element: Element,
  url: string,
  /** hls.js, where the browser cannot play HLS itself (or the host forces it). */
  loadHls: (() => Promise<HlsClass>) | null,
): Promise<void> | undefined {
  if (element.shadowRoot || !element.attachShadow) return undefined;
  const doc = element.ownerDocument;
  // The host's <video> already loading this stream natively (the embed code's fast start).
  const own = hostVideo(element, loadHls ? null : url);
  const video = own ?? doc.createElement('video');
  video.className = 'sw-player-video';
  video.setAttribute('part', 'video');
  video.playsInline = true;
  video.preload = 'metadata';
  // CORS mode before the src, as start-playback.ts sets it: segments may come from the store.
  video.crossOrigin = 'anonymous';
  video.muted = flag(element, 'muted');
  video.autoplay = flag(element, 'autoplay');
  // Until the element's own sheets arrive: the 16:9 box the player will have.
  video.style.cssText = 'display:block;inline-size:100%;aspect-ratio:16/9;background:#000';
  element.attachShadow({ mode: 'open' }).append(video);
  const stream: EarlyStream = { video };
  earlyStreams().set(element, stream);
  return new Promise<void>((resolve) => {
    const due = () => resolve();
    if (own) {
      if (!video.autoplay) video.pause();
    } else if (!loadHls) video.src = url;
    else {
      loadHls().then((Hls) => {
        if (stream.taken || !Hls.isSupported()) return due();
        const hls = startHlsJs(Hls, video, url);
        stream.hls = { Hls, hls };
        hls.on(Hls.Events.ERROR, (_event, data) => data.fatal && due());
      }, due);
    }
    // An autoplaying start is due at its first frame *presented*: `loadeddata` comes earlier (the
    // frame decoded, not yet painted), and the element's code parsed in that gap delays the paint
    // on a slow CPU. A paused start presents no frame until played: its metadata is the moment.
    if (video.autoplay && video.requestVideoFrameCallback) {
      video.requestVideoFrameCallback(due);
      // Autoplay refused (sound on, no gesture yet): no frame comes until the viewer plays, so
      // the code is due now (play() rejects at once then; it starts what autoplay would anyway).
      const playing: Promise<void> | undefined = video.play?.();
      if (playing && typeof playing.catch === 'function') playing.catch(due);
    } else {
      video.addEventListener(video.autoplay ? 'loadeddata' : 'loadedmetadata', due, { once: true });
    }
    video.addEventListener('error', due, { once: true });
    for (const type of ['pointerdown', 'keydown', 'focusin']) {
      element.addEventListener(type, due, { once: true });
    }
    // The host's <video> may be further along already: failed, or a paused start's metadata in.
    if (own && (video.error || (!video.autoplay && video.readyState >= HAVE_METADATA))) due();
    setTimeout(due, EARLY_CODE_AT_LATEST_MS);
  });
}

/**
 * Starts, for a public workflow played natively from its start, the stream itself; else the
 * element's workflow request, and (through `loadHls`, the loader's own import of the hls.js
 * chunk) hls.js when the element will play through it: forced, or a browser that cannot play HLS
 * itself. Returns, when it started the stream, when the element's code is due (the stream plays
 * meanwhile, with nothing else competing for the network, the server or the main thread).
 */
export function prefetchForElement(
  element: Element,
  loadHls?: () => Promise<HlsClass>,
): Promise<void> | undefined {
  const video = element.ownerDocument.createElement('video');
  const native = !flag(element, 'force-hlsjs') && playsHlsNatively(video);
  if (loadHls && !native) loadHls().catch(() => undefined);
  const workflowId = text(element, 'workflow-id');
  const server = text(element, 'server') ?? embedServer();
  const shareToken = text(element, 'share-token');
  if (
    !workflowId ||
    workflowId.length > ID_MAX_LENGTH ||
    !ID_PATTERN.test(workflowId) ||
    !httpUrl(server) ||
    // A past version (issue 23) is another request, signed in only: neither the current stream
    // nor the current workflow's answer would be of use, so nothing starts early.
    element.hasAttribute('version-id')
  ) {
    hostVideo(element, null);
    return undefined;
  }
  const stream = publicStartStream(server, {
    workflowId,
    shareToken,
    stepId: text(element, 'step-id'),
  });
  const early =
    stream && (native || loadHls)
      ? startStream(element, stream, native ? null : loadHls!)
      : undefined;
  if (!early) {
    hostVideo(element, null);
    prefetchWorkflow(workflowRequest(server, workflowId, shareToken));
  }
  return early;
}
