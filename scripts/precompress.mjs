/* global console */
// Writes `file.br` and `file.gz` beside every text asset of a build folder, so a server sends
// the compressed bytes (the portal through @fastify/static `preCompressed`, the script-tag embed
// through its own route) without compressing on each request. Shared by the portal's and the
// embed's builds (their vite configs). Source maps are left alone (nobody downloads them in
// production); a file whose copies are newer than itself is skipped, so a second build pass
// only compresses what it wrote; a copy that is not smaller than the file is not written.
// Compression runs on libuv's thread pool, several files at once.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

async function mtimeOf(path) {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return -1;
  }
}

async function compressOne(file) {
  const bytes = await readFile(file);
  const [b, g] = await Promise.all([
    br(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  if (b.length < bytes.length) await writeFile(`${file}.br`, b);
  if (g.length < bytes.length) await writeFile(`${file}.gz`, g);
  return bytes.length;
}

/**
 * @param {string} dir the build folder
 * @param {{ log?: (line: string) => void, label?: string }} [options]
 * @returns {Promise<{ files: number, bytes: number, ms: number }>}
 */
export async function precompressDir(dir, options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const label = options.label ?? dir;
  const started = Date.now();
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const todo = [];
  for (const e of entries) {
    if (!e.isFile() || !COMPRESSIBLE.test(e.name)) continue;
    const file = join(e.parentPath, e.name);
    const own = await mtimeOf(file);
    if ((await mtimeOf(`${file}.br`)) >= own && (await mtimeOf(`${file}.gz`)) >= own) continue;
    todo.push(file);
  }
  let done = 0;
  let bytes = 0;
  let lastReport = Date.now();
  const workers = Array.from({ length: 4 }, async () => {
    while (todo.length > 0) {
      const file = todo.pop();
      bytes += await compressOne(file);
      done++;
      if (Date.now() - lastReport > 3000) {
        lastReport = Date.now();
        log(`[precompress] ${label}: ${done} files so far`);
      }
    }
  });
  const total = todo.length;
  await Promise.all(workers);
  const ms = Date.now() - started;
  if (total > 0)
    log(
      `[precompress] ${label}: ${total} files (${(bytes / 1024).toFixed(0)} KB) ` +
        `as brotli and gzip in ${(ms / 1000).toFixed(1)} s`,
    );
  return { files: total, bytes, ms };
}
