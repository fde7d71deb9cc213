/**
 * Signed media URLs: `{origin}/v1/media/{token}/{path}`, where the token grants one workflow
 * media folder (`org/{orgId}/workflows/{id}`, the folder holding `hls/`, `poster.jpg` and
 * `thumbnails/`) until it expires, and `path` is a key relative to that folder. Relative URLs in
 * the HLS playlists therefore resolve under the same token: no playlist is rewritten.
 *
 * token = base64url(JSON {p: folder, o: orgId, e: expiry, unix seconds})
 *         + '.' + base64url(HMAC-SHA256(mediaKey, the base64url payload as written))
 *
 * The folder comes from the row's keys, never from its id: a duplicated workflow keeps the
 * source's keys, so its media is the source's folder.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Services } from '../services.js';
import { checkKey } from '../storage/storage.js';
import type { WorkflowRow } from './workflow-access.js';

/** Where the media route lives; a signed URL is this + token + '/' + relative key. */
export const MEDIA_PATH = '/v1/media/';

export interface MediaGrant {
  /** The media folder: `org/{organizationId}/workflows/{id}`. */
  prefix: string;
  organizationId: string;
  /** Unix seconds. */
  expiresAt: number;
  /**
   * Signed for an editor of the workflow (the edit document's preview of the original, imported
   * clips): only such a token opens media a viewer must no longer reach (`editorOnlyPath`).
   */
  editor?: boolean;
}

export type MediaTokenCheck =
  { ok: true; grant: MediaGrant } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

type MediaServices = Pick<Services, 'config' | 'mediaKey'>;

// A workflow's media folder, or a smart instruction's (issue 20: attachments, run photos), or
// one organisation logo's (issue 23: branding/{logoId}, a new folder for every logo set).
const FOLDER = /^org\/([^/]+)\/(?:workflows|smart-instructions|branding)\/([^/]+)$/;
const B64URL = /^[A-Za-z0-9_-]+$/;
// An HMAC-SHA256 is 32 bytes: 43 base64url characters without padding.
const SIGNATURE_LENGTH = 43;
const MAX_PAYLOAD_LENGTH = 1024;

const payloadSchema = z.strictObject({
  p: z.string().max(512),
  o: z.string().max(128),
  e: z.number().int().positive(),
  ed: z.literal(1).optional(),
});

const mac = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** The media folder a storage key lies in, and the key relative to it; null for other keys. */
export function mediaFolderOf(
  key: string,
): { folder: string; organizationId: string; ownerId: string; path: string } | null {
  try {
    checkKey(key);
  } catch {
    return null;
  }
  const parts = key.split('/');
  if (parts.length < 5) return null;
  const folder = parts.slice(0, 4).join('/');
  const m = FOLDER.exec(folder);
  if (!m) return null;
  return { folder, organizationId: m[1]!, ownerId: m[2]!, path: parts.slice(4).join('/') };
}

export function signMediaToken(key: Uint8Array, grant: MediaGrant): string {
  const json = JSON.stringify({
    p: grant.prefix,
    o: grant.organizationId,
    e: grant.expiresAt,
    ...(grant.editor ? { ed: 1 } : {}),
  });
  const payload = Buffer.from(json, 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/**
 * Checks a token's shape, signature (constant time, on the encoded text so no two spellings of
 * one signature pass) and expiry. `allowExpired` is for re-signing an old URL.
 */
export function verifyMediaToken(
  key: Uint8Array,
  token: string,
  opts: { now?: number; allowExpired?: boolean } = {},
): MediaTokenCheck {
  const dot = token.indexOf('.');
  if (dot < 1 || dot > MAX_PAYLOAD_LENGTH) return { ok: false, reason: 'malformed' };
  const payload = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (!B64URL.test(payload) || !B64URL.test(signature) || signature.length !== SIGNATURE_LENGTH) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(mac(key, payload), 'latin1');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'latin1'))) {
    return { ok: false, reason: 'signature' };
  }
  let claims: z.infer<typeof payloadSchema>;
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return { ok: false, reason: 'malformed' };
    claims = parsed.data;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Only a folder of the organisation the token names: a key we signed always is one.
  const m = FOLDER.exec(claims.p);
  if (!m || m[1] !== claims.o || mediaFolderOf(`${claims.p}/x`)?.folder !== claims.p) {
    return { ok: false, reason: 'malformed' };
  }
  const now = opts.now ?? Date.now();
  if (!opts.allowExpired && claims.e * 1000 <= now) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    grant: {
      prefix: claims.p,
      organizationId: claims.o,
      expiresAt: claims.e,
      ...(claims.ed ? { editor: true } : {}),
    },
  };
}

/** `{token}/{path}`, what follows MEDIA_PATH in a signed URL. */
export function splitMediaPath(rest: string): { token: string; path: string } {
  const slash = rest.indexOf('/');
  return slash < 0
    ? { token: rest, path: '' }
    : { token: rest.slice(0, slash), path: rest.slice(slash + 1) };
}

// What processing derives for playback. Not the original upload: it holds whatever the author
// later cut out in the editor, and a viewer is given the edited ladder, never the raw file.
// A smart instruction's attachments (media/) and run photos (photos/) are served as stored.
// The editors (issue 21): a re-render's ladder, thumbnails and poster (renders/{id}/), an
// imported clip's preview (clips/{id}/hls, thumbnails; never its original), a poster chosen in
// the editor (posters/), voice-over audio (voice-overs/) and step attachments (attachments/{id}/:
// the file and its thumbnail). Issue 22: the pictures annotations place (annotation-images/).
// Issue 23: an organisation logo, the one file of its branding folder (logo.png or logo.jpg).
const PLAYABLE = new RegExp(
  '^(?:(?:renders/[^/]+/|clips/[^/]+/)?(?:hls/.+|thumbnails/.+)|(?:renders/[^/]+/)?poster\\.jpg' +
    '|media/[^/]+|photos/[^/]+|posters/[^/]+|voice-overs/[^/]+|attachments/[^/]+/[^/]+' +
    '|annotation-images/[^/]+|logo\\.(?:png|jpg))$',
);

/** A path (relative to a media folder) a signed URL may open: the HLS ladder, poster, thumbnails. */
export const isPlayablePath = (path: string) => PLAYABLE.test(path);

/**
 * The processed original (its ladder, thumbnails and poster at the folder's root): once the
 * editor has re-rendered a workflow, it still holds what the author cut out or blurred (issue
 * 22), so only an editor's token opens it unless some workflow still plays it (the media route
 * asks the database: domain/original-media.ts).
 */
export const isOriginalMediaPath = (path: string) =>
  /^(?:hls\/|thumbnails\/|poster\.jpg$)/.test(path);
/** An imported clip's preview: only ever signed for the editor. */
export const isEditorOnlyPath = (path: string) => path.startsWith('clips/');

/**
 * The storage key a granted path names, or null when it is not a plain key under the grant's
 * folder ('..', '.', empty segments, characters a key never has) or not playable media.
 */
export function grantedKey(grant: MediaGrant, path: string): string | null {
  if (path === '') return null;
  const found = mediaFolderOf(`${grant.prefix}/${path}`);
  return found && found.folder === grant.prefix && isPlayablePath(found.path)
    ? `${grant.prefix}/${found.path}`
    : null;
}

export interface MediaUrlOptions {
  /** `https://host[:port]` of the request; the configured PUBLIC_URL when absent. */
  origin?: string;
  /** Tokens for an editor of the workflow (MediaGrant.editor); only the editor routes set it. */
  editor?: boolean;
  /** Clock, for tests: milliseconds. */
  now?: number;
}

/**
 * Signs storage keys into URLs, one token per media folder: every URL of one answer shares
 * its token (and its expiry), so a player caches them alike.
 */
export function mediaUrlSigner(
  services: MediaServices,
  opts: MediaUrlOptions = {},
): (key: string | null | undefined) => string | null {
  const origin = (opts.origin ?? services.config.publicUrl).replace(/\/$/, '');
  const expiresAt =
    Math.floor((opts.now ?? Date.now()) / 1000) + services.config.mediaUrlTtlSeconds;
  const tokens = new Map<string, string>();
  return (key) => {
    const found = key ? mediaFolderOf(key) : null;
    if (!found || !isPlayablePath(found.path)) return null;
    let token = tokens.get(found.folder);
    if (!token) {
      token = signMediaToken(services.mediaKey, {
        prefix: found.folder,
        organizationId: found.organizationId,
        expiresAt,
        ...(opts.editor ? { editor: true } : {}),
      });
      tokens.set(found.folder, token);
    }
    return `${origin}${MEDIA_PATH}${token}/${found.path}`;
  };
}

export interface SignedMediaUrls {
  /** The HLS master playlist. */
  videoURL: string | null;
  posterURL: string | null;
  /** The per-second thumbnail (the imageMap entry) at `second`, when there is one. */
  thumbnailURL(second: number): string | null;
}

/** The signed URLs of a workflow's media; null where processing has not made it (yet). */
export function signedMediaUrls(
  services: MediaServices,
  workflow: Pick<WorkflowRow, 'hlsKey' | 'posterKey' | 'imageMap'>,
  opts: MediaUrlOptions = {},
): SignedMediaUrls {
  const sign = mediaUrlSigner(services, opts);
  return {
    videoURL: sign(workflow.hlsKey),
    posterURL: sign(workflow.posterKey),
    thumbnailURL: (second) =>
      Number.isInteger(second) ? sign(workflow.imageMap?.[String(second)]) : null,
  };
}
