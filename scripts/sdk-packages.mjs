#!/usr/bin/env node
/* global console, process, URL */
// The SDK a host developer installs (issue 17): the publishable packages, built with rollup
// (scripts/rollup-library.mjs), checked with publint and packed as npm would publish them.
//
//   node scripts/sdk-packages.mjs build           turbo builds @stepwise/react and what it needs
//   node scripts/sdk-packages.mjs lint            publint on each package: any message fails
//   node scripts/sdk-packages.mjs pack <folder>   `npm pack` of each into <folder>
//   node scripts/sdk-packages.mjs all <folder>    the three, in that order
//
// All of them are published rather than bundled into the widgets: a customer names one package
// (`npm install @stepwise/react`, or `@stepwise/player` alone) and npm brings the rest, each
// once, however many widgets the page has (bundling core/ui/i18n into each widget would ship
// them twice to a page with the player and the assistant, and their types could not meet).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('..', import.meta.url));

/** The packages a customer installs, dependencies first. */
export const SDK_PACKAGES = [
  'core',
  'api',
  'bridge',
  'i18n',
  'ui',
  'quiz',
  'instruction',
  'player',
  'assistant',
  'react',
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

export function build() {
  execFileSync(npx, ['turbo', 'run', 'build', '--filter=@stepwise/react...'], {
    cwd: REPO,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

/** publint's messages for every package, as lines; none is the only good answer. */
export async function lint() {
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const problems = [];
  for (const name of SDK_PACKAGES) {
    const pkgDir = join(REPO, 'packages', name);
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const { messages } = await publint({ pkgDir, level: 'suggestion', pack: 'npm' });
    for (const message of messages) {
      problems.push(
        `${pkg.name} (${message.type}): ${formatMessage(message, pkg) ?? message.code}`,
      );
    }
  }
  return problems;
}

/** Packs each package into `folder`; returns the tarballs' paths, dependencies first. */
export function pack(folder) {
  const out = resolve(folder);
  mkdirSync(out, { recursive: true });
  return SDK_PACKAGES.map((name) => {
    const json = execFileSync(npm, ['pack', '--json', '--pack-destination', out], {
      cwd: join(REPO, 'packages', name),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [{ filename }] = JSON.parse(json);
    return join(out, filename);
  });
}

async function main() {
  const [command, folder] = process.argv.slice(2);
  const started = Date.now();
  const timed = (label) =>
    console.log(`[sdk] ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (command === 'build' || command === 'all') {
    build();
    timed('built');
  }
  if (command === 'lint' || command === 'all') {
    const problems = await lint();
    if (problems.length > 0) {
      console.error(problems.join('\n'));
      process.exit(1);
    }
    timed(`publint: ${SDK_PACKAGES.length} packages, no messages`);
  }
  if (command === 'pack' || command === 'all') {
    if (!folder)
      throw new Error('pack needs a folder: node scripts/sdk-packages.mjs pack <folder>');
    const tarballs = pack(folder);
    timed(`packed ${tarballs.length} tarballs into ${folder}`);
  }
  if (!['build', 'lint', 'pack', 'all'].includes(command ?? '')) {
    console.error(
      'usage: node scripts/sdk-packages.mjs build | lint | pack <folder> | all <folder>',
    );
    process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
