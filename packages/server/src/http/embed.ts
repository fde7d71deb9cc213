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
 *
 * A chunk missing from the build folder is answered from the archive of earlier builds' chunks
 * (domain/embed-chunk-archive.ts), so a page still running yesterday's loader keeps working
 * after a deploy (README "Deploys").
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { notFound } from '../domain/errors.js';
import { EMBED_CHUNK, EmbedChunkArchive, type ChunkCopy } from '../domain/embed-chunk-archive.js';

// A loader at the top, or a chunk under chunks/ (EMBED_CHUNK): plain names only, so no `..`, no
// hidden files (the build's .vite/manifest.json) and nothing but scripts can be asked for. The
// loaders are the only files with a stable name (packages/embed/scripts/build.mjs checks it).
// custom-elements.json (the elements' manifest) has a stable name too and is cached as they are.
const LOADER = /^(?:(?:stepwise|host)\.m?js|lms\.js|custom-elements\.json)$/;

// A loader is taken up again within five minutes of a deploy (and revalidated by its ETag); what
// it names is immutable: a new build brings new names, never new bytes under an old one.
const LOADER_CACHE = 'public, max-age=300';
const CHUNK_CACHE = 'public, max-age=31536000, immutable';

const params = z.object({ '*': z.string().max(256) });

type Encoding = 'br' | 'gzip' | 'identity';
const COPY: Record<Encoding, ChunkCopy> = { br: '.br', gzip: '.gz', identity: '' };

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

function variantOf(body: Buffer, encoding: Encoding): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"` };
}

/**
 * The bytes of each file and encoding with their ETag, read once per build per process. A file is
 * known by its inode, size and times, not its mtime alone: a deploy that copies with preserved
 * times (rsync -t, cp -p) or two builds written within the clock's resolution keep the mtime.
 */
class EmbedFiles {
  private readonly cache = new Map<string, { identity: string; variant: Variant | null }>();

  constructor(private readonly dir: string) {}

  async get(path: string, encoding: Encoding): Promise<Variant | null> {
    const file = join(this.dir, path) + COPY[encoding];
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return null;
    const key = `${encoding}:${path}`;
    const known = this.cache.get(key);
    const identity = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;
    if (known && known.identity === identity) return known.variant;
    const variant = variantOf(await readFile(file), encoding);
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(key, { identity, variant });
    return variant;
  }
}

const matches = (req: FastifyRequest, etag: string) =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');

/** The best copy the request accepts of `path`: from the build folder, else from the archive. */
async function chosenCopy(
  path: string,
  encodings: Encoding[],
  files: EmbedFiles,
  archive: EmbedChunkArchive,
): Promise<{ encoding: Encoding; variant: Variant } | undefined> {
  for (const encoding of encodings) {
    const variant = await files.get(path, encoding);
    if (variant) return { encoding, variant };
  }
  if (!EMBED_CHUNK.test(path)) return undefined;
  // Not in this build: a chunk an earlier build's loader names (read rarely, so not cached here:
  // the browser and any CDN keep it for a year, and maintenance may remove it meanwhile).
  for (const encoding of encodings) {
    const body = await archive.read(path, COPY[encoding]);
    if (body) return { encoding, variant: variantOf(body, encoding) };
  }
  return undefined;
}

export function registerEmbedRoutes(app: ZodApp, dir: string | undefined): void {
  const files = dir ? new EmbedFiles(dir) : undefined;
  const archive = dir
    ? new EmbedChunkArchive({
        db: app.services.db,
        storage: app.services.storage,
        dir,
        log: app.log,
      })
    : undefined;
  if (archive) app.addHook('onClose', () => archive.close());
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
      if (!files || !archive || (!loader && !EMBED_CHUNK.test(path))) throw notFound('Embed file');
      archive.sync();
      const encodings = acceptedEncodings(req.headers['accept-encoding']);
      const chosen = await chosenCopy(path, encodings, files, archive);
      if (!chosen) throw notFound('Embed file');
      void reply
        .header(
          'content-type',
          path.endsWith('.json')
            ? 'application/json; charset=utf-8'
            : 'text/javascript; charset=utf-8',
        )
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
