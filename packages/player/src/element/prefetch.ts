/**
 * What the script-tag loader does for a <stepwise-player> it finds before the element's code has
 * arrived: start the workflow request the element will make (core/wire/workflow-request.ts), and
 * hls.js where the element will need it, so both are on their way while the code loads. For a
 * public workflow played natively from its start, the stream itself starts too: a <video> in the
 * element's shadow root (made here, as declarative shadow DOM would be; lit renders into it)
 * loads `/v1/player/stream`, which answers the master playlist (renditions at signed URLs, no
 * redirect). The element adopts that
 * <video> (takeEarlyVideo) when its code runs. Only for attributes the element will accept
 * (attributes.ts checks them fully; a value this light check lets through and the element refuses
 * only costs one unused request). Zod-free: the loader bundles it.
 */
import { ID_MAX_LENGTH, ID_PATTERN } from '@stepwise/core';
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

/** The public stream's address: the share token goes in the query (a <video> sends no header). */
export function streamUrl(server: string, workflowId: string, shareToken: string): string {
  const query = new URLSearchParams({ workflowId, token: shareToken });
  return `${server.replace(/\/+$/, '')}/v1/player/stream?${query.toString()}`;
}

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
  const video = doc.createElement('video');
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
    if (!loadHls) video.src = url;
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
  if (!workflowId || workflowId.length > ID_MAX_LENGTH || !ID_PATTERN.test(workflowId)) {
    return undefined;
  }
  if (!httpUrl(server)) return undefined;
  // A past version (issue 23) is another request, signed in only: neither the current stream nor
  // the current workflow's answer would be of use, so nothing starts early.
  if (element.hasAttribute('version-id')) return undefined;
  // A deep link starts elsewhere than the stream's start: the element attaches that one.
  const early =
    shareToken && !text(element, 'step-id') && (native || loadHls)
      ? startStream(element, streamUrl(server, workflowId, shareToken), native ? null : loadHls!)
      : undefined;
  if (!early) prefetchWorkflow(workflowRequest(server, workflowId, shareToken));
  return early;
}
