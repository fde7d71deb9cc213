/**
 * `GET /embed/v1/{file}`: the script-tag embed (packages/embed/dist/v1) from the API's origin,
 * so a host page needs one <script> pointing at its Stepwise server. The loaders keep a stable
 * URL and are cached briefly; the widget chunks carry a content hash and are cached for a year.
 * Every answer is readable cross-origin: module scripts (and the classic loader's dynamic
 * imports) from another origin are fetched in CORS mode.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../app.js';
import { notFound } from './errors.js';

// A loader at the top, or a chunk under chunks/: plain names only, so no `..`, no hidden files
// (the build's .vite/manifest.json) and nothing but scripts can be asked for.
const LOADER = /^(?:(?:stepwise|host)\.m?js|lms\.js|assistant\.mjs)$/;
const CHUNK = /^chunks\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.m?js$/;

const LOADER_CACHE = 'public, max-age=300';
const CHUNK_CACHE = 'public, max-age=31536000, immutable';

const params = z.object({ '*': z.string().max(256) });

export function registerEmbedRoutes(app: ZodApp, dir: string | undefined): void {
  app.get(
    '/embed/v1/*',
    {
      config: {
        auth: 'public',
        // No caller and nothing of an organisation's: IP rules do not apply to a public script.
        ipCheck: 'skip',
        sample: () => ({ params: { '*': 'stepwise.mjs' } }),
      },
      onRequest: (_req, reply: FastifyReply, done) => {
        void reply
          .header('access-control-allow-origin', '*')
          .header('cross-origin-resource-policy', 'cross-origin');
        done();
      },
      schema: {
        tags: ['embed'],
        summary: 'The script-tag embed: loaders (stepwise.mjs, stepwise.js) and widget chunks',
        params,
      },
    },
    async (req, reply) => {
      const path = req.params['*'];
      const loader = LOADER.test(path);
      if (!dir || (!loader && !CHUNK.test(path))) throw notFound('Embed file');
      let body: Buffer;
      try {
        body = await readFile(join(dir, path));
      } catch {
        throw notFound('Embed file');
      }
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', loader ? LOADER_CACHE : CHUNK_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
