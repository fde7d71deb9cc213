/**
 * Writes `file.gz` and `file.br` next to every text asset of the build, so the server sends the
 * compressed bytes (@fastify/static `preCompressed`) without compressing on each request.
 * A compressed copy that is not smaller than the file is not written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stepwise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = await readFile(file);
        const gz = gzipSync(bytes, { level: 9 });
        if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      }
    },
  };
}
