/**
 * `GET /v1/media/{token}/{...path}`: the signed media URLs of domain/media-urls.ts. Public on
 * purpose: the token is the capability (players, <video> and hls.js send no bearer header), so
 * there is no caller and no organisation query; the token names the one folder it opens.
 */
import { extname } from 'node:path';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../app.js';
import { forbidden, notFound } from '../http/errors.js';
import { grantedKey, splitMediaPath, verifyMediaToken } from '../domain/media-urls.js';
import { StorageNotFoundError } from '../storage/storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

// The token and the path share the one wildcard: a token is longer than the router's 100
// characters per named parameter, and a wildcard has no such limit.
const params = z.object({ '*': z.string().max(4096) });

export function registerMediaRoutes(app: ZodApp): void {
  app.get(
    '/v1/media/*',
    {
      config: {
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
      const storage = app.services.storage;
      const info = await storage.stat(key);
      if (!info) throw notFound('Media');
      let body;
      try {
        body = await storage.get(key);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw notFound('Media');
        throw err;
      }
      const secondsLeft = Math.max(0, check.grant.expiresAt - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', contentTypeOf(key))
        .header('content-length', String(info.sizeBytes))
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
