/**
 * Issue 18: the bench builds the embed into a folder of its own (tests/bench/builds.ts) and
 * never touches what a server is serving. A running server ('plain', serving the dist/v1 global
 * setup built) answers every file of its build, precompressed (brotli or gzip, whichever the
 * browser accepts, each with its own ETag and a 304 on revalidation); then the bench's embed
 * build runs (the same function `npm run bench` and `bench:player` call), and every file still
 * answers 200 with the same ETag, its bytes on disk unchanged and not rewritten.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { BENCH_EMBED_DIR, buildEmbed } from '../bench/builds.js';
import { e2eEnv } from './support/e2e-env.js';
import { REPO } from './support/paths.js';

const DIST = join(REPO, 'packages/embed/dist/v1');

/** Every file the build wrote for browsers: not its compressed copies, maps or .vite manifests. */
function servedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(br|gz|map)$/.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/**
 * A file's bytes and when it was written: a rebuild in place gives the same bytes (the build is
 * reproducible) but new times, and between its passes the folder is empty; the bench must not
 * write there at all.
 */
const digest = (file: string) =>
  `${createHash('sha256')
    .update(readFileSync(join(DIST, file)))
    .digest('hex')} ${statSync(join(DIST, file)).mtimeMs}`;

interface Answer {
  status: number;
  encoding: string | undefined;
  etag: string | undefined;
  body: Buffer;
}

/** One GET as it crosses the wire (fetch() would decode the body and hide the encoding). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          encoding: res.headers['content-encoding'],
          etag: res.headers.etag,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('the bench builds the embed beside dist/v1: a running server still answers every file', async () => {
  test.setTimeout(6 * 60_000);
  const server = e2eEnv().plainUrl;
  const files = servedFiles(DIST);
  // The loaders, the hashed chunks (the player's and the assistant's), host.js, lms.js, the manifest.
  expect(files).toEqual(
    expect.arrayContaining([
      'stepwise.mjs',
      'stepwise.js',
      'host.mjs',
      'host.js',
      'lms.js',
      'custom-elements.json',
    ]),
  );
  expect(files.some((f) => /^chunks\/assistant-/.test(f))).toBe(true);
  const before = new Map(files.map((f) => [f, digest(f)]));

  const etags = new Map<string, string>();
  for (const file of files) {
    const url = `${server}/embed/v1/${file}`;
    const plain = readFileSync(join(DIST, file));
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status, file).toBe(200);
    expect(br.etag, file).toMatch(/^"[A-Za-z0-9_-]+"$/);
    etags.set(file, br.etag!);
    // Every file worth compressing goes out as the build's brotli copy, or gzip to a browser
    // without brotli; only a file too small to shrink (a tiny shared chunk) goes as it is.
    if (plain.length > 1024) {
      expect(br.encoding, file).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain), file).toBe(true);
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.encoding, file).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain), file).toBe(true);
      expect(gz.etag, file).not.toBe(br.etag);
    }
    const again = await get(url, {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': br.etag!,
    });
    expect(again.status, file).toBe(304);
  }

  // What `npm run bench` and `bench:player` run before measuring.
  buildEmbed();
  expect(servedFiles(BENCH_EMBED_DIR)).toEqual(expect.arrayContaining(['stepwise.mjs', 'lms.js']));

  expect(servedFiles(DIST)).toEqual(files);
  for (const file of files) {
    expect(digest(file), file).toBe(before.get(file));
    const after = await get(`${server}/embed/v1/${file}`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(after.status, file).toBe(200);
    expect(after.etag, file).toBe(etags.get(file));
  }
});
