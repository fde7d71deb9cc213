#!/usr/bin/env node
/* global console, process, URL */
// The script-tag embed's build (`npm run build -w @stepwise/embed`): every Vite pass of
// vite.config.ts in the order they depend on each other, in one process, then a check that every
// script besides the loaders carries a content hash (README "Deploys").
//
//   node scripts/build.mjs [--out-dir <folder>] [--build-id <text>]
//
// --out-dir (STEPWISE_EMBED_OUT_DIR) builds somewhere else than dist/v1, e.g. the e2e's rebuild,
// so a test never disturbs the dist/v1 other tests serve. --build-id (STEPWISE_EMBED_BUILD_ID)
// stamps a comment into every file, so every content hash differs from a build without it.
import { copyFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { precompressDir } from '../../../scripts/precompress.mjs';

const { values } = parseArgs({
  options: { 'out-dir': { type: 'string' }, 'build-id': { type: 'string' } },
});
if (values['out-dir']) process.env.STEPWISE_EMBED_OUT_DIR = resolve(values['out-dir']);
if (values['build-id']) process.env.STEPWISE_EMBED_BUILD_ID = values['build-id'];

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.env.STEPWISE_EMBED_OUT_DIR ?? join(root, 'dist', 'v1');

/**
 * The passes, in order: the assistant first (it empties the folder), then the player, quiz and
 * instruction widgets with their common chunks ('production'), then the two loaders, classic and
 * ES module, each one self-contained file importing the earlier passes' chunks by the names their
 * manifests give, then the standalone scripts.
 */
export const PASSES = [
  'assistant',
  'production',
  'classic',
  'module',
  'host',
  'host-classic',
  'lms',
];

/** The files with a stable URL: host pages and SCORM packages name them; short-cached. */
export const LOADERS = ['stepwise.mjs', 'stepwise.js', 'host.mjs', 'host.js', 'lms.js'];

/** A chunk's name: `chunks/<name>-<hash>.js`, the hash being Vite's 8 characters. */
const HASHED = /^chunks\/[A-Za-z0-9_-]+-[A-Za-z0-9_-]{8}\.m?js$/;

/** The scripts of a build folder that are neither a loader nor a hashed chunk. */
export function unhashedScripts(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.m?js$/.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !LOADERS.includes(file) && !HASHED.test(file));
}

async function main() {
  const { build } = await import('vite');
  const started = Date.now();
  for (const mode of PASSES) {
    await build({ root, configFile: join(root, 'vite.config.ts'), mode });
  }
  // The elements' Custom Elements Manifest (generated from their sources by @stepwise/react's
  // `npm run manifest`), served at /embed/v1/custom-elements.json beside the loaders.
  copyFileSync(join(root, 'custom-elements.json'), join(outDir, 'custom-elements.json'));
  // Its brotli and gzip copies too: the passes' precompress ran before it was here, and the
  // server sends every /embed/v1/ file from its copies (the others are current and skipped).
  await precompressDir(outDir, { label: 'embed' });
  const strays = unhashedScripts(outDir);
  if (strays.length > 0) {
    throw new Error(
      `Every script but the loaders (${LOADERS.join(', ')}) must be chunks/<name>-<hash>.js; ` +
        `not: ${strays.join(', ')}`,
    );
  }
  console.log(
    `[embed] ${PASSES.length} passes into ${relative(process.cwd(), outDir) || '.'} in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s` +
      (process.env.STEPWISE_EMBED_BUILD_ID
        ? ` (build ${process.env.STEPWISE_EMBED_BUILD_ID})`
        : ''),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
