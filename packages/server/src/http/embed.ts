/**
 * `GET /embed/v1/{file}`: the script-tag embed (packages/embed/dist/v1) from the API's origin,
 * so a host page needs one <script> pointing at its Stepwise server. The loaders keep a stable
 * URL and are cached briefly; the widget chunks carry a content hash and are immutable.
 * Every answer is readable cross-origin: module scripts (and the classic loader's dynamic
 * imports) from another origin are fetched in CORS mode.
 *
 * The build writes brotli and gzip copies beside each file (scripts/precompress.mjs); the copy
 * the browser accepts is sent as it is, never compressed per request. Every answer has a strong
 * ETag (of the file's bytes, one per encoding) and a revalidation gets 304.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodApp } from '../app.js';
import { notFound } from './errors.js';

// A loader at the top, or a chunk under chunks/: plain names only, so no `..`, no hidden files
// (the build's .vite/manifest.json) and nothing but scripts can be asked for.
const LOADER = /^(?:(?:stepwise|host)\.m?js|lms\.js|assistant\.mjs)$/;
const CHUNK = /^chunks\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.m?js$/;

const LOADER_CACHE = 'public, max-age=300';
const CHUNK_CACHE = 'public, max-age=31536000, immutable';

const params = z.object({ '*': z.string().max(256) });

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings the request accepts, best first (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...rest] = part.trim().toLowerCase().split(';');
    const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  const out: Encoding[] = [];
  if (accepted.has('br')) out.push('br');
  if (accepted.has('gzip') || accepted.has('x-gzip')) out.push('gzip');
  out.push('identity');
  return out;
}

interface Variant {
  body: Buffer;
  etag: string;
}

/** The bytes of each file and encoding with their ETag, read once per build (mtime) per process. */
class EmbedFiles {
  private readonly cache = new Map<string, { mtimeMs: number; variant: Variant | null }>();

  constructor(private readonly dir: string) {}

  async get(path: string, encoding: Encoding): Promise<Variant | null> {
    const file =
      join(this.dir, path) + (encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '');
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return null;
    const key = `${encoding}:${path}`;
    const known = this.cache.get(key);
    if (known && known.mtimeMs === info.mtimeMs) return known.variant;
    const body = await readFile(file);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const variant = { body, etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"` };
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(key, { mtimeMs: info.mtimeMs, variant });
    return variant;
  }
}

const matches = (req: FastifyRequest, etag: string) =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');

export function registerEmbedRoutes(app: ZodApp, dir: string | undefined): void {
  const files = dir ? new EmbedFiles(dir) : undefined;
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
      if (!files || (!loader && !CHUNK.test(path))) throw notFound('Embed file');
      let chosen: { encoding: Encoding; variant: Variant } | undefined;
      for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
        const variant = await files.get(path, encoding);
        if (variant) {
          chosen = { encoding, variant };
          break;
        }
      }
      if (!chosen) throw notFound('Embed file');
      void reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', loader ? LOADER_CACHE : CHUNK_CACHE)
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'Accept-Encoding')
        .header('etag', chosen.variant.etag);
      if (chosen.encoding !== 'identity') void reply.header('content-encoding', chosen.encoding);
      if (matches(req, chosen.variant.etag)) return reply.status(304).send();
      return reply.send(chosen.variant.body);
    },
  );
}
