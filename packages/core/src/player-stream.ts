/**
 * The address of a public workflow's stream, `GET /v1/player/stream.m3u8?workflowId=&token=`
 * (the server answers its master playlist, renditions at signed URLs): what the script-tag
 * loader's early <video> loads, and what the portal's embed code puts in the element's
 * <video slot="media"> (the fast start). The share token goes in the query: a <video> sends no
 * header.
 *
 * The path ends in `.m3u8` because a browser playing HLS itself decides by the address: Chromium
 * starts its HLS player at once for one ending in `.m3u8`, but for any other it first opens the
 * answer as a file, finds a playlist, and starts again as HLS (the address asked twice, the
 * pipeline built twice: 50-100 ms more before the first frame with the CPU 4x slower, measured).
 */
import { escapeHtml } from './validation.js';

export const PLAYER_STREAM_PATH = '/v1/player/stream.m3u8';

/**
 * The same route at the address embed codes carried before PLAYER_STREAM_PATH: a host page that
 * pasted one keeps playing, and the element keeps its <video> (isPlayerStreamUrl).
 */
export const LEGACY_PLAYER_STREAM_PATH = '/v1/player/stream';

export function playerStreamUrl(server: string, workflowId: string, shareToken: string): string {
  const query = new URLSearchParams({ workflowId, token: shareToken });
  return `${server.replace(/\/+$/, '')}${PLAYER_STREAM_PATH}?${query.toString()}`;
}

/** HLS's media type (RFC 8216 §4): what a browser that plays HLS itself says it can play. */
export const HLS_MEDIA_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The embed code's fast start: the <video slot="media"> a public `<stepwise-player>` carries, which
 * the browser starts while it parses the host's page, before any script of ours has arrived (the
 * loader, or the element, takes it over: packages/player element/prefetch.ts). Its style is the
 * player's 16:9 box, so nothing shifts when the player arrives.
 *
 * The stream is a `<source>` of HLS's type, not the video's `src`: a browser that cannot play HLS
 * itself skips it (no request, no error) and the loader plays the stream through hls.js; and
 * Chromium, choosing among the sources once the page's parser has moved on, starts its HLS player
 * so that the first frame is presented before its first switch to a higher rendition far more
 * often than with a `src` the parser sets (with the CPU 4x slower: 4 of 30 starts waited for that
 * switch against 14 of 30, measured). `muted` and `autoplay` are for hosts (and the bench) that
 * want the picture moving before the player arrives; the element's own attributes govern after.
 */
export function fastStartVideo(
  server: string,
  workflowId: string,
  shareToken: string,
  options: { muted?: boolean; autoplay?: boolean } = {},
): string {
  const flags = `${options.muted ? ' muted' : ''}${options.autoplay ? ' autoplay' : ''}`;
  const src = escapeHtml(playerStreamUrl(server, workflowId, shareToken));
  return (
    `<video slot="media" crossorigin="anonymous" playsinline preload="metadata" style="display:block;width:100%;aspect-ratio:16/9"${flags}>` +
    `<source src="${src}" type="${HLS_MEDIA_TYPE}"></video>`
  );
}

/**
 * Whether `candidate` (absolute) is `stream` (a playerStreamUrl) at either of the route's
 * addresses: the same origin and query, the path PLAYER_STREAM_PATH or LEGACY_PLAYER_STREAM_PATH.
 */
export function isPlayerStreamUrl(candidate: string, stream: string): boolean {
  // The server's own prefix (a server may be mounted under a path), or null when not the route.
  const prefix = (url: URL) => {
    for (const path of [PLAYER_STREAM_PATH, LEGACY_PLAYER_STREAM_PATH]) {
      if (url.pathname.endsWith(path)) return url.pathname.slice(0, -path.length);
    }
    return null;
  };
  try {
    const a = new URL(candidate);
    const b = new URL(stream);
    const at = prefix(a);
    return at !== null && at === prefix(b) && a.origin === b.origin && a.search === b.search;
  } catch {
    return false;
  }
}
