/**
 * Issue 14, more than one machine: with media on an S3-compatible store (s3rver, its CORS set as
 * the README asks) and presigned delivery, Chromium sends the upload's parts straight to the
 * store (a cross-origin PUT after a preflight, reading each part's ETag) and plays the HLS with
 * every segment fetched from the store's origin. A server and a store of its own, so the other
 * tests see nothing of it.
 */
import { expect, test } from '@playwright/test';
import { startS3Server, type TestS3Server } from '../../packages/server/test/s3-server.js';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { startServer, type ServerProcess } from './support/server-process.js';

let s3: TestS3Server;
let server: ServerProcess;

test.beforeAll(async () => {
  s3 = await startS3Server();
  server = await startServer({ name: 's3', password: e2eEnv().password, env: s3.env });
});
test.afterAll(async () => {
  await server?.stop();
  await s3?.close();
});

test('uploads straight to the store and plays segments from it', async ({ page }) => {
  const env = e2eEnv();
  const portal = new PortalPage(page, server.url);
  const toStore: { method: string; url: string; status: number }[] = [];
  page.on('response', (res) => {
    const req = res.request();
    if (!req.url().startsWith(`${s3.endpoint}/`) || req.method() === 'OPTIONS') return;
    toStore.push({ method: req.method(), url: req.url(), status: res.status() });
  });
  const throughServer: string[] = [];
  page.on('request', (req) => {
    if (/\/v1\/uploads\/[^/]+\/parts\/\d+$/.test(req.url())) throughServer.push(req.url());
  });

  await portal.signIn(PUBLISHER, env.password);
  await portal.openWorkspace('Assembly Line');
  await portal.uploadVideo(env.clip.file, 'Valve check from the store');
  await portal.watchProcessing('Valve check from the store', 'unpublished', 3 * 60_000);

  const puts = toStore.filter((r) => r.method === 'PUT');
  expect(puts.length).toBeGreaterThan(0);
  expect(puts.every((r) => r.status === 200 && /[?&]x-id=UploadPart/.test(r.url))).toBe(true);
  expect(throughServer).toEqual([]);

  const card = portal.card('Valve check from the store');
  await portal.cardTool('Valve check from the store', 'Publish');
  await portal.confirm('Publish');
  await expect(card.getByTestId('card-status')).toHaveAttribute('data-status', 'published');
  await card.getByRole('link', { name: 'Play Valve check from the store' }).click();
  const playing = await portal.expectVideoPlays();
  expect(playing.width).toBeGreaterThan(0);
  const segments = toStore.filter((r) => r.method === 'GET' && /\.ts\?/.test(r.url));
  expect(segments.length).toBeGreaterThan(0);
  // Native HLS asks for byte ranges (206); hls.js for whole segments (200).
  expect(segments.every((r) => r.status === 200 || r.status === 206)).toBe(true);
  test.info().annotations.push({ type: 'hls', description: JSON.stringify(playing) });
});
