/**
 * `GET /v1/media/{token}/{...path}`: the signed media URLs of domain/media-urls.ts. Public on
 * purpose: the token is the capability (players, <video> and hls.js send no bearer header), so
 * there is no caller and no organisation query; the token names the one folder it opens.
 */
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../services.js';
import { forbidden, notFound } from '../domain/errors.js';
import {
  grantedKey,
  isEditorOnlyPath,
  isOriginalMediaPath,
  splitMediaPath,
  verifyMediaToken,
} from '../domain/media-urls.js';
import { originalMediaPlayed } from '../domain/original-media.js';
import { isPlaylistKey, presignPlaylist, readStoredText } from '../domain/media-delivery.js';
import { isMasterKey, servedMasterPlaylist } from '../domain/dub-playlist.js';
import { contentTypeOf } from '../storage/content-types.js';
import { StorageNotFoundError } from '../storage/storage.js';

// The token and the path share the one wildcard: a token is longer than the router's 100
// characters per named parameter, and a wildcard has no such limit.
const params = z.object({ '*': z.string().max(4096) });

export function registerMediaRoutes(app: ZodApp): void {
  app.get(
    '/v1/media/*',
    {
      config: {
        rateLimits: ['media'],
        auth: 'public',
        // No caller, so no organisation to read IP rules from; the token is the whole check.
        ipCheck: 'skip',
        // The route walk fills `:name` parameters only, so this documents the shape; the
        // signed round trips are in test/signing-media.test.ts.
        sample: () => ({ params: { '*': 'TOKEN/hls/master.m3u8' } }),
      },
      // Every answer, errors included, is readable cross-origin (a capability URL carries no
      // credentials) and an error is never cached. Timing-Allow-Origin lets a player on another
      // origin measure segment downloads (the quality rule's download speed, 002 §9).
      onRequest: (_req, reply: FastifyReply, done) => {
        void reply
          .header('access-control-allow-origin', '*')
          // Posters, playlists and segments are loaded by other sites' pages, without CORS
          // (an <img>, a native HLS <video>): the helmet default (same-origin) would block them.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('timing-allow-origin', '*')
          .header('cache-control', 'no-store');
        done();
      },
      schema: {
        tags: ['media'],
        summary: 'Signed media: GET /v1/media/{token}/{path under the token folder}',
        params,
      },
    },
    async (req, reply) => {
      const { token, path } = splitMediaPath(req.params['*']);
      const check = verifyMediaToken(app.services.mediaKey, token);
      if (!check.ok) {
        throw forbidden(check.reason === 'expired' ? 'media link expired' : 'invalid media link');
      }
      const key = grantedKey(check.grant, path);
      if (!key) throw forbidden('this media link does not cover that path');
      // What a re-render left behind (cut or blurred footage) and editor previews: an editor's
      // token only (domain/original-media.ts says why).
      const relative = key.slice(check.grant.prefix.length + 1);
      if (
        !check.grant.editor &&
        (isEditorOnlyPath(relative) ||
          (isOriginalMediaPath(relative) &&
            !(await originalMediaPlayed(app.services, check.grant))))
      ) {
        throw forbidden('this media link does not cover that path');
      }
      const { storage, config } = app.services;
      const secondsLeft = Math.max(0, check.grant.expiresAt - Math.floor(Date.now() / 1000));
      const cacheControl = `private, max-age=${secondsLeft}`;
      // A playlist read whole, as players get it: a master with the workflow's dubbed tracks.
      const playlist = () =>
        servedMasterPlaylist(app.services, check.grant.organizationId, key, () =>
          readStoredText(storage, key, 'Media'),
        );
      const sendPlaylist = (body: string) =>
        reply
          .header('content-type', contentTypeOf(key))
          .header('cache-control', cacheControl)
          .header('x-content-type-options', 'nosniff')
          .send(body);
      if (storage.direct) {
        // The store serves the bytes (domain/media-delivery.ts): presigned URLs dated when the
        // token was signed and expiring with it, so within one token they are the same text.
        const direct = storage.direct;
        const window = {
          validFrom: check.grant.expiresAt - config.mediaUrlTtlSeconds,
          expiresAt: check.grant.expiresAt,
        };
        if (!isPlaylistKey(key)) {
          return reply
            .header('cache-control', cacheControl)
            .redirect(await direct.presignGet(key, window), 302);
        }
        const inFolder = key.slice(check.grant.prefix.length + 1);
        const body = await presignPlaylist(await playlist(), check.grant, inFolder, (k) =>
          direct.presignGet(k, window),
        );
        return sendPlaylist(body);
      }
      // A master gains the workflow's dubbed tracks (dub-playlist.ts): read whole, answered with
      // its own length.
      if (isMasterKey(key)) return sendPlaylist(await playlist());
      const info = await storage.stat(key);
      if (!info) throw notFound('Media');
      let body;
      try {
        body = await storage.get(key);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw notFound('Media');
        throw err;
      }
      return reply
        .header('content-type', contentTypeOf(key))
        .header('content-length', String(info.sizeBytes))
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
