/** The built portal from the API's origin: files, the SPA fallback, and API 404s left alone. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'stepwise-portal-'));

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log("portal")');
  writeFileSync(join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync('console.log("portal")'));
  writeFileSync(join(dir, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log("portal")'));
  s = await startTestServer({ PORTAL_DIR: dir });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the portal', () => {
  it('sends index.html for / and for any page path a browser navigates to', async () => {
    for (const path of ['/', '/workspace/abc', '/owned-by-me?tab=workflows', '/admin/workspaces']) {
      const res = await fetch(`${s.url}${path}`, { headers: html });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('id="root"');
    }
  });

  it('has a favicon, and sends /favicon.ico to it', async () => {
    const svg = await fetch(`${s.url}/favicon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const ico = await fetch(`${s.url}/favicon.ico`, { redirect: 'manual' });
    expect(ico.status).toBe(301);
    expect(ico.headers.get('location')).toBe('/favicon.svg');
  });

  it('sends built files, hashed assets cached for a year', async () => {
    const res = await fetch(`${s.url}/assets/app-1a2b.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('portal');
  });

  it('sends the precompressed copy the browser accepts (brotli first), the file otherwise', async () => {
    const fetchRaw = (encoding: string | undefined) =>
      new Promise<{ encoding: string | undefined; body: Buffer; vary: string | undefined }>(
        (resolve, reject) => {
          const headers = encoding ? { 'accept-encoding': encoding } : {};
          get(`${s.url}/assets/app-1a2b.js`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                body: Buffer.concat(chunks),
                vary: res.headers.vary,
              }),
            );
          }).on('error', reject);
        },
      );
    const br = await fetchRaw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('portal');
    const gz = await fetchRaw('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('portal');
    const plain = await fetchRaw(undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain('portal');
  });

  it('keeps JSON 404s for API paths, missing assets and escapes from the folder', async () => {
    for (const path of ['/v1/nothing-here', '/assets/missing.js', '/..%2f..%2fetc%2fpasswd']) {
      const res = await fetch(`${s.url}${path}`, { headers: { accept: '*/*' } });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(false);
    }
    const api = await fetch(`${s.url}/v1/nothing-here`, { headers: html });
    expect(api.status).toBe(404);
  });
});
