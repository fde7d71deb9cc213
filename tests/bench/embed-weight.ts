/**
 * The weight of the bench's embed build (builds.ts): per file, gzip -9 (the budgets' unit) and
 * the brotli copy the server sends. Shared by the player's figures (player.ts) and the
 * annotation layer's (player-annotations.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_EMBED_DIR } from './builds.js';

/** A file of the bench's embed build: its gzip -9 size, and the brotli copy the server sends. */
export function sizesKb(file: string): { gzip: number; wire: number } {
  const path = join(BENCH_EMBED_DIR, file);
  const bytes = readFileSync(path);
  // The route sends the .br copy to a browser accepting it; the build writes none when it would
  // not be smaller, and the file goes out as it is.
  const br = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : bytes.length;
  return { gzip: gzipSync(bytes, { level: 9 }).length / 1024, wire: br / 1024 };
}

export const total = (files: string[]) =>
  files.map(sizesKb).reduce((a, b) => ({ gzip: a.gzip + b.gzip, wire: a.wire + b.wire }), {
    gzip: 0,
    wire: 0,
  });
