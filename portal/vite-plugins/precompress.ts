/**
 * Writes `file.br` and `file.gz` next to every text asset of the build (scripts/precompress.mjs,
 * shared with the embed's build), so the server sends the compressed bytes (@fastify/static
 * `preCompressed`) without compressing on each request.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from '../../scripts/precompress.mjs';

export function precompress(label = 'portal'): Plugin {
  let outDir = 'dist';
  return {
    name: 'stepwise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir, { label });
    },
  };
}
