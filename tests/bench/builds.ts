/**
 * The builds the bench measures, each in a folder of its own under tests/.tmp/bench (issue 18):
 * a server that is serving packages/embed/dist/v1 or portal/dist while the bench runs keeps
 * every file it had. The bench's servers are pointed at these folders (EMBED_DIR, PORTAL_DIR).
 */
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '../..');
const embedDir = join(repo, 'packages/embed');
const portalDir = join(repo, 'portal');

/** Scratch space of the bench (git-ignored, as all of tests/.tmp). */
export const BENCH_DIR = join(repo, 'tests/.tmp/bench');
/** The script-tag embed as the bench builds and serves it (what dist/v1 is to `npm start`). */
export const BENCH_EMBED_DIR = join(BENCH_DIR, 'embed/v1');
/** The portal as the bench builds and serves it. */
export const BENCH_PORTAL_DIR = join(BENCH_DIR, 'portal');

/** The embed's build script (every pass in order, as `npm start` runs it) into `outDir`. */
export function buildEmbed(outDir = BENCH_EMBED_DIR): void {
  const r = spawnSync(
    process.execPath,
    [join(embedDir, 'scripts/build.mjs'), '--out-dir', outDir],
    {
      cwd: embedDir,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );
  if (r.status !== 0) throw new Error(`embed build failed:\n${r.stdout}\n${r.stderr}`);
}

/** The portal's production build into `outDir`. */
export function buildPortal(outDir = BENCH_PORTAL_DIR): void {
  const r = spawnSync(
    process.execPath,
    [
      join(repo, 'node_modules/vite/bin/vite.js'),
      'build',
      // Relative to the portal: its precompress plugin joins the root with build.outDir.
      '--outDir',
      relative(portalDir, outDir),
      // Outside the portal's root Vite only empties the folder when told to.
      '--emptyOutDir',
    ],
    { cwd: portalDir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}
