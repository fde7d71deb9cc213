/**
 * Media straight from the store (S3 with S3_MEDIA_DELIVERY=presigned). The signed media URLs of
 * media-urls.ts stay what every answer hands out; the media route then sends the bytes' way:
 *
 * - a playlist is served by the server, its segment URIs replaced by presigned store URLs that
 *   expire with the token, so a player (hls.js or native HLS) fetches every segment from the
 *   store directly; URIs of other playlists (the master's renditions) stay relative and come
 *   back here under the same token;
 * - anything else (a poster, a thumbnail, a segment asked for by path) is a 302 to its presigned
 *   URL.
 */
import { posix } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { StorageNotFoundError, type ObjectStorage } from '../storage/storage.js';
import { notFound } from './errors.js';
import { grantedKey, type MediaGrant } from './media-urls.js';

const PLAYLIST = /\.m3u8$/i;
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;
const URI_ATTRIBUTE = /URI="([^"]*)"/g;

export const isPlaylistKey = (key: string) => PLAYLIST.test(key);

/** A stored text file (a playlist), read whole; a missing one is `what`'s 404. */
export async function readStoredText(
  storage: ObjectStorage,
  key: string,
  what: string,
): Promise<string> {
  try {
    return (await buffer(await storage.get(key))).toString('utf8');
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(what);
    throw err;
  }
}

/**
 * `text` with each URI it names (a line of its own, or a tag's URI="...") replaced by
 * `replace(uri)`, or kept when that gives nothing.
 */
async function rewritePlaylistUris(
  text: string,
  replace: (uri: string) => Promise<string> | string | undefined,
): Promise<string> {
  const lines = await Promise.all(
    text.split('\n').map(async (raw) => {
      const line = raw.replace(/\r$/, '');
      if (line.startsWith('#')) {
        // Tags that name files (#EXT-X-MAP, #EXT-X-MEDIA, ...) carry them as URI="...".
        const uris = [...line.matchAll(URI_ATTRIBUTE)].map((m) => m[1]!);
        let out = line;
        for (const uri of uris) {
          const url = replace(uri);
          if (url) out = out.replace(`URI="${uri}"`, `URI="${await url}"`);
        }
        return out;
      }
      if (line.trim() === '') return line;
      const url = replace(line.trim());
      return url ? await url : line;
    }),
  );
  return lines.join('\n');
}

/**
 * The playlist `text` (at `playlistPath`, relative to the grant's folder) with each URI of a
 * non-playlist file under the grant replaced by `presign(key)`. URIs that are absolute, leave
 * the folder or name another playlist are kept as written.
 */
export function presignPlaylist(
  text: string,
  grant: MediaGrant,
  playlistPath: string,
  presign: (key: string) => Promise<string>,
): Promise<string> {
  const dir = posix.dirname(playlistPath);
  const signed = new Map<string, Promise<string>>();
  return rewritePlaylistUris(text, (uri) => {
    if (uri === '' || ABSOLUTE.test(uri) || uri.includes('?') || uri.includes('#')) return;
    const path = posix.normalize(posix.join(dir, uri));
    const key = grantedKey(grant, path);
    if (!key || isPlaylistKey(key)) return;
    let url = signed.get(key);
    if (!url) signed.set(key, (url = presign(key)));
    return url;
  });
}

/**
 * The playlist `text` as if it lived at `baseUrl`: every relative URI made absolute against it.
 * A master playlist answered from another address than its own (GET /v1/player/stream.m3u8) still
 * names its renditions under their signed URL.
 */
export function absolutePlaylist(text: string, baseUrl: string): Promise<string> {
  return rewritePlaylistUris(text, (uri) =>
    uri === '' || ABSOLUTE.test(uri) ? undefined : new URL(uri, baseUrl).href,
  );
}
