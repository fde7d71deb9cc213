/**
 * Security headers on the portal, the API and the player routes (issue 14): a content security
 * policy everywhere (the API's allows nothing), `frame-ancestors 'self'` on the portal and its
 * admin pages, the organisation's allow-list in `frame-ancestors` on the embeddable player
 * pages, nosniff and a referrer policy on every answer, and cross-origin loading allowed only
 * where other sites' pages load from us (media, the embed scripts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { portalPolicy, storeOriginsForBrowsers } from '../src/http/security-headers.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { patchDemoSettings, demoSettings } from './employee-helpers.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

const root = mkdtempSync(join(tmpdir(), 'stepwise-headers-'));
const HOST = 'https://intranet.example.org';
let s: TestServer;
let fx: Fixtures;

beforeAll(async () => {
  mkdirSync(join(root, 'portal', 'assets'), { recursive: true });
  writeFileSync(join(root, 'portal', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'portal', 'assets', 'index-abc.js'), 'console.log(1)');
  mkdirSync(join(root, 'embed'), { recursive: true });
  writeFileSync(join(root, 'embed', 'stepwise.mjs'), 'export {}');
  s = await startTestServer({
    PORTAL_DIR: join(root, 'portal'),
    EMBED_DIR: join(root, 'embed'),
  });
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  const before = await demoSettings(s);
  await patchDemoSettings(s, {
    customizedPermissions: { ...before.customizedPermissions, allowedOrigins: [HOST] },
  });
});
afterAll(async () => {
  await s?.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (path: string) => fetch(`${s.url}${path}`, { headers: { accept: 'text/html' } });
const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

function expectCommon(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('content-security-policy')).toBeTruthy();
}

describe('security headers', () => {
  it('the API: a policy that allows nothing and is never framed', async () => {
    const login = await s.api.login(DEMO_USERS.viewer);
    for (const res of [
      await fetch(`${s.url}/healthz`),
      await fetch(`${s.url}/v1/profile/me`, {
        headers: { authorization: `Bearer ${login.accessToken}` },
      }),
      await fetch(`${s.url}/v1/no-such-route`),
    ]) {
      expectCommon(res);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // frame-ancestors says it; an X-Frame-Options could not carry an allow-list.
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
  });

  it('the portal and its admin pages: their own policy, framed only by the portal', async () => {
    for (const path of ['/', '/home', '/admin/users', '/admin/setting/permissions', '/share/x']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expectCommon(res);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['frame-ancestors'], path).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
    }
  });

  it("the embeddable player pages: framed by the organisation's allowed origins", async () => {
    for (const path of [`/p/${fx.base.workflowId}`, `/playerembed/${fx.base.workflowId}/step-1`]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expectCommon(res);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['frame-ancestors'], path).toEqual(["'self'", HOST]);
    }
    // A workflow nobody knows (or a path that is not one): the portal only.
    for (const id of ['no-such-workflow', 'x'.repeat(200)]) {
      const csp = directives((await page(`/p/${id}`)).headers.get('content-security-policy'));
      expect(csp['frame-ancestors'], id).toEqual(["'self'"]);
    }
    // A path that is not valid percent-encoding is no page at all.
    const broken = await page('/p/%E0%A4%A');
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(directives(broken.headers.get('content-security-policy'))['frame-ancestors']).toEqual([
      "'none'",
    ]);
    // The e-learning player: any LMS may host a package.
    const lms = directives(
      (await page(`/rustici/${fx.base.workflowId}`)).headers.get('content-security-policy'),
    );
    expect(lms['frame-ancestors']).toEqual(['*']);
  });

  it('media and the embed scripts may be loaded by other sites', async () => {
    const embed = await fetch(`${s.url}/embed/v1/stepwise.mjs`);
    expect(embed.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectCommon(embed);
    const media = await fetch(`${s.url}/v1/media/not-a-token/hls/master.m3u8`);
    expect(media.status).toBeGreaterThanOrEqual(400);
    expect(media.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('the portal may load media from and send uploads to a store browsers reach, and only then', () => {
    const env = { S3_BUCKET: 'media', S3_ENDPOINT: 'https://store.example.net:9000' };
    const presigned = storeOriginsForBrowsers(loadConfig(env));
    expect(presigned).toEqual(['https://store.example.net:9000']);
    const csp = directives(portalPolicy(presigned, ["'self'"]));
    for (const d of ['img-src', 'media-src', 'connect-src'])
      expect(csp[d], d).toContain('https://store.example.net:9000');
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(storeOriginsForBrowsers(loadConfig({ ...env, S3_MEDIA_DELIVERY: 'proxy' }))).toEqual([]);
    expect(storeOriginsForBrowsers(loadConfig({}))).toEqual([]);
  });
});
