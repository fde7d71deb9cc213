#!/usr/bin/env node
/* global console, process, URL */
// Installs the Stepwise SDK into this app the way a customer's `npm install` would, from the
// tarballs `npm pack` makes of each package (there is no registry to publish to here):
//
//   1. builds the packages (turbo, cached), checks them with publint and packs them into .sdk/
//      (scripts/sdk-packages.mjs in the repository); --no-pack uses the tarballs already there;
//   2. `npm install` in this folder: package.json names each tarball; everything else (React,
//      Vite, lit, hls.js, zod...) comes from the npm registry or npm's cache.
//
// This app is no workspace of the repository: it resolves nothing from the sources.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { 'no-pack': { type: 'boolean', default: false } } });
const app = fileURLToPath(new URL('..', import.meta.url));
const repo = join(app, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (!values['no-pack']) {
  execFileSync(
    process.execPath,
    [join(repo, 'scripts/sdk-packages.mjs'), 'all', join(app, '.sdk')],
    {
      stdio: 'inherit',
    },
  );
}
if (!existsSync(join(app, '.sdk', 'stepwise-react-0.1.0.tgz'))) {
  throw new Error('No packed SDK in .sdk/: run without --no-pack');
}
// A tarball of the same name and version is otherwise taken for the one installed before.
rmSync(join(app, 'node_modules', '@stepwise'), { recursive: true, force: true });
execFileSync(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
  cwd: app,
  stdio: 'inherit',
});
console.log(`[react-host] SDK installed from .sdk/ in ${seconds()}`);
