// `npm run lint` step: no import cycle inside any workspace package's src/ (madge over the
// TypeScript import graph, type-only imports included: a cycle of types still ties two modules
// into one). Across packages there can be none while the package layers hold (eslint's
// layers/packages rule, scripts/eslint-layers.mjs: every import goes to a lower layer).
//
//   node scripts/check-cycles.mjs            every package
//   node scripts/check-cycles.mjs DIR...     these folders (each with a tsconfig.json above src)
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import madge from 'madge';
import { REPO_ROOT } from './eslint-layers.mjs';

/** The source folders checked by default: each workspace package's src/, and the portal's. */
export function sourceFolders() {
  const packages = readdirSync(join(REPO_ROOT, 'packages')).map((p) => join('packages', p));
  return [...packages, 'portal']
    .map((dir) => join(REPO_ROOT, dir))
    .filter((dir) => existsSync(join(dir, 'src')) && existsSync(join(dir, 'tsconfig.json')));
}

/** The cycles in `dir`/src, each as its files relative to that src/. */
export async function cyclesIn(dir) {
  const graph = await madge(join(dir, 'src'), {
    fileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs'],
    tsConfig: join(dir, 'tsconfig.json'),
    excludeRegExp: [/\.d\.ts$/],
  });
  return graph.circular();
}

async function main(args) {
  const dirs = args.length ? args.map((a) => resolve(a)) : sourceFolders();
  const found = await Promise.all(dirs.map(async (dir) => ({ dir, cycles: await cyclesIn(dir) })));
  let count = 0;
  for (const { dir, cycles } of found) {
    for (const cycle of cycles) {
      count++;
      console.error(`import cycle in ${relative(REPO_ROOT, dir)}/src: ${cycle.join(' → ')}`);
    }
  }
  if (count > 0) {
    console.error(`${count} import cycle(s): move what both sides need into a leaf module.`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv.slice(2));
}
