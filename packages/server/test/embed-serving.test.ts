/**
 * The script-tag embed from the API's origin: loaders, hashed chunks, CORS, nothing else; the
 * build's brotli / gzip copies sent as they are, with ETags and 304s.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
const root = mkdtempSync(join(tmpdir(), 'stepwise-embed-'));
const dir = join(root, 'v1');

beforeAll(async () => {
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'stepwise.mjs'), 'export const loader = "esm";');
  writeFileSync(join(dir, 'stepwise.js'), 'window.loader = "classic";');
  writeFileSync(join(dir, 'host.mjs'), 'export const host = "sdk-esm";');
  writeFileSync(join(dir, 'host.js'), 'window.host = "sdk-classic";');
  writeFileSync(join(dir, 'lms.js'), 'window.lms = "scorm-launch";');
  writeFileSync(join(dir, 'chunks', 'player-AbC123.js'), 'export const player = 1;');
  const big = `export const hls = ${JSON.stringify('segment '.repeat(5000))};`;
  writeFileSync(join(dir, 'chunks', 'hls-Zz9.js'), big);
  writeFileSync(join(dir, 'chunks', 'hls-Zz9.js.br'), brotliCompressSync(big));
  writeFileSync(join(dir, 'chunks', 'hls-Zz9.js.gz'), gzipSync(big));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, 'secret.js'), 'outside');
  s = await startTestServer({ EMBED_DIR: dir }, { seed: false });
});
afterAll(async () => {
  await s?.close();
  rmSync(root, { recursive: true, force: true });
});

const origin = { origin: 'https://host.example.org' };

describe('GET /embed/v1/*', () => {
  it('sends the loaders and the host SDK as JavaScript, readable from any origin, cached for five minutes', async () => {
    for (const [file, text] of [
      ['stepwise.mjs', 'esm'],
      ['stepwise.js', 'classic'],
      // The iframe host SDK (Stepwise.connect), served beside the loaders.
      ['host.mjs', 'sdk-esm'],
      ['host.js', 'sdk-classic'],
      // The SCORM launch page's script: exported packages load it from here.
      ['lms.js', 'scorm-launch'],
    ] as const) {
      const res = await fetch(`${s.url}/embed/v1/${file}`, { headers: origin });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await res.text()).toContain(text);
    }
  });

  it('sends hashed chunks cached for a year', async () => {
    const res = await fetch(`${s.url}/embed/v1/chunks/player-AbC123.js`, { headers: origin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain('player');
  });

  it('answers anything else with a 404 in the wrapper, path traversal included', async () => {
    for (const path of [
      'chunks/missing-1.js',
      '.vite/manifest.json',
      'other.js',
      // The assistant's entry is a hashed chunk now (chunks/assistant-<hash>.js).
      'assistant.mjs',
      'chunks/player-AbC123.js.map',
      '../secret.js',
      '..%2fsecret.js',
      'chunks/..%2f..%2fsecret.js',
      '%2e%2e/secret.js',
    ]) {
      const res = await fetch(`${s.url}/embed/v1/${path}`);
      expect(res.status, path).toBe(404);
      const body = (await res.json()) as { ok: boolean; code: number };
      expect(body.ok, path).toBe(false);
    }
  });
});

describe('without a built embed', () => {
  it('answers 404 in the wrapper', async () => {
    const bare = await startTestServer({ EMBED_DIR: join(root, 'absent') }, { seed: false });
    try {
      const res = await fetch(`${bare.url}/embed/v1/stepwise.mjs`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it('sends the compressed copy the browser accepts, with a strong ETag per encoding, and 304s', async () => {
    // fetch() would decode for us; the raw bytes show what went over the wire.
    const raw = (encoding: string, etag?: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const req = request(`${s.url}/embed/v1/chunks/hls-Zz9.js`, {
            headers: {
              'accept-encoding': encoding,
              ...(etag ? { 'if-none-match': etag } : {}),
            },
          });
          req.on('response', (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );
    const plain = await raw('identity');
    const br = await raw('gzip, deflate, br');
    const gz = await raw('gzip;q=1, br;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    for (const r of [plain, br, gz]) {
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    }
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const again = await raw('br', br.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // A file with no compressed copy goes out as it is.
    const small = await raw('br', undefined);
    expect(small.status).toBe(200);
  });
});
