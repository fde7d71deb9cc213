import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Scratch space of the end-to-end run (git-ignored); the test video is cached here. */
export const WORK = join(REPO, 'tests', '.tmp', 'e2e');
export const PORTAL = join(REPO, 'portal');
/** The script-tag embed's build (every Vite pass in order): `node <it> [--out-dir] [--build-id]`. */
export const EMBED_BUILD = join(REPO, 'packages', 'embed', 'scripts', 'build.mjs');
