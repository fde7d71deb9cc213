/**
 * Signed playback over real HTTP: a short generated video is transcoded into a real HLS ladder
 * (360p + 480p), poster and thumbnails, stored for the fixture workflow (Assembly Line) and the
 * private one (Safety Audits). Then the signing calls, the media route (every file of the ladder,
 * bad tokens, traversal, missing objects) and the player's data, and the Must-show: a user
 * outside a private workspace can neither sign nor fetch its workflows' media.
 */
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { steps, workflows } from '../src/db/schema.js';
import {
  extractPoster,
  extractThumbnails,
  makeTestVideo,
  parseMediaPlaylist,
  transcodeHls,
} from '../src/media/index.js';
import { workflowKeys } from '../src/storage/storage.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { signedMediaUrls, signMediaToken, verifyMediaToken } from '../src/domain/media-urls.js';
import { buildFixtures, OTHER_ORG, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let fx: Fixtures;
let work: string;
let org: string;
/** A: Assembly Line, published in beforeAll. P: Safety Audits (private). C: a copy of A, unpublished. */
let A: string;
let P: string;
let C: string;
let stepIds: string[];
let privateStepId: string;
const token: Record<'org' | 'pub' | 'view' | 'other', string> = {
  org: '',
  pub: '',
  view: '',
  other: '',
};

async function storeMedia(workflowId: string, hlsDir: string, poster: string, thumbs: string[]) {
  const storage = s.app.services.storage;
  const keys = workflowKeys(org, workflowId);
  await storage.putDirectory(keys.hls, hlsDir);
  await storage.put(keys.poster, poster);
  const imageMap: Record<string, string> = {};
  for (const [second, file] of thumbs.entries()) {
    await storage.put(keys.thumbnail(second), file);
    imageMap[String(second)] = keys.thumbnail(second);
  }
  await s.database.db
    .update(workflows)
    .set({ hlsKey: keys.hlsMaster('master.m3u8'), posterKey: keys.poster, imageMap })
    .where(eq(workflows.id, workflowId));
  return { keys, imageMap };
}

const storedBytes = async (key: string) => buffer(await s.app.services.storage.get(key));
const get = (url: string) => fetch(url);
const mediaBase = () => `${s.url}/v1/media`;
/** The token of a signed URL. */
const tokenOf = (url: string) => url.slice(mediaBase().length + 1).split('/')[0]!;

async function expectRefused(url: string, status: number) {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await res.json()) as any;
  expect(body).toMatchObject({ ok: false, code: status, data: null });
  expect(typeof body.errorMessage).toBe('string');
  return body.errorMessage as string;
}

/** A request with the path exactly as written (fetch would resolve the dot segments). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const u = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  s = await startTestServer();
  org = s.demoOrganizationId;
  fx = await buildFixtures(s.database.db, org);
  A = fx.base.workflowId!;
  P = fx.base.privateWorkflowId!;
  work = await mkdtemp(join(tmpdir(), 'stepwise-signing-'));
  const video = await makeTestVideo({
    outFile: join(work, 'clip.mp4'),
    width: 854,
    height: 480,
    scenes: [
      { seconds: 3, color: 'red' },
      { seconds: 3, color: 'blue' },
    ],
    audio: true,
  });
  await transcodeHls({ input: video.file, outDir: join(work, 'hls') });
  const poster = await extractPoster(video.file, join(work, 'poster.jpg'), 1);
  const thumbs = await extractThumbnails(video.file, join(work, 'thumbs'));
  const files = thumbs.map((t) => t.file);
  const a = await storeMedia(A, join(work, 'hls'), poster.file, files);
  await storeMedia(P, join(work, 'hls'), poster.file, files);
  await s.database.db
    .update(workflows)
    .set({ videoDuration: 6 })
    .where(inArray(workflows.id, [A, P]));
  const stepRows = await s.database.db
    .select()
    .from(steps)
    .where(eq(steps.workflowId, A))
    .orderBy(steps.order);
  stepIds = stepRows.map((r) => r.id);
  for (const step of stepRows) {
    await s.database.db
      .update(steps)
      .set({ posterKey: a.imageMap[String(Math.floor(step.startTime))] })
      .where(eq(steps.id, step.id));
  }
  privateStepId = newId();
  await s.database.db.insert(steps).values({
    id: privateStepId,
    organizationId: org,
    workflowId: P,
    order: 10,
    startTime: 2,
    endTime: 6,
  });
  const logins = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  (['org', 'pub', 'view', 'other'] as const).forEach((k, i) => {
    token[k] = logins[i]!.accessToken;
  });
  // C copies A while A is unpublished (so C stays unpublished) and shares A's media keys.
  const copy = await s.api.post(
    `/v1/workflows/${A}/duplication`,
    { groupIds: [fx.base.workspaceId] },
    token.pub,
  );
  expect(copy.status).toBe(200);
  C = copy.body.data.items[0].id;
  expect((await s.api.put(`/v1/workflows/${A}/publish`, undefined, token.pub)).status).toBe(200);
}, 90_000);

afterAll(async () => {
  await s?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('signed media', () => {
  it('plays the whole ladder, the poster and a thumbnail under one token', async () => {
    const r = await s.api.post('/access', { type: 'workflow', id: A }, token.view);
    expect(r.status).toBe(200);
    const { videoURL, posterURL, startTime, endTime } = r.body.data;
    expect(videoURL).toMatch(new RegExp(`^${mediaBase()}/[^/]+/hls/master\\.m3u8$`));
    expect(posterURL).toBe(`${mediaBase()}/${tokenOf(videoURL)}/poster.jpg`);
    expect([startTime, endTime]).toEqual([0, 6]);

    const master = await get(videoURL);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('access-control-allow-origin')).toBe('*');
    expect(master.headers.get('timing-allow-origin')).toBe('*');
    const ttl = s.config.mediaUrlTtlSeconds;
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(master.headers.get('cache-control')!)![1],
    );
    expect(maxAge).toBeGreaterThan(ttl - 60);
    expect(maxAge).toBeLessThanOrEqual(ttl);
    const variants = (await master.text()).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(variants.sort()).toEqual(['360p/index.m3u8', '480p/index.m3u8']);

    // A rendition, then a segment, resolved the way a player resolves them: relative URLs.
    const renditionURL = new URL(variants[0]!, videoURL).toString();
    const rendition = await get(renditionURL);
    expect(rendition.status).toBe(200);
    const playlist = parseMediaPlaylist(await rendition.text());
    expect(playlist.segments.length).toBeGreaterThanOrEqual(2);
    const segmentURL = new URL(playlist.segments[0]!.uri, renditionURL).toString();
    const segment = await get(segmentURL);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    const keys = workflowKeys(org, A);
    const segmentKey = `${keys.hls}/360p/${playlist.segments[0]!.uri}`;
    expect(Buffer.from(await segment.arrayBuffer()).equals(await storedBytes(segmentKey))).toBe(
      true,
    );

    // Every file the ladder wrote is served, with its content type.
    const tokenA = tokenOf(videoURL);
    const all = await s.app.services.storage.list(keys.hls);
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const key of all) {
      const res = await get(`${mediaBase()}/${tokenA}/${key.slice(keys.root.length + 1)}`);
      expect(res.status, key).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        key.endsWith('.ts') ? 'video/mp2t' : 'application/vnd.apple.mpegurl',
      );
      expect(Number(res.headers.get('content-length'))).toBe(
        (await s.app.services.storage.stat(key))!.sizeBytes,
      );
      await res.arrayBuffer();
    }

    const poster = await get(posterURL);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await poster.arrayBuffer()).equals(await storedBytes(keys.poster))).toBe(
      true,
    );
    const thumb = await get(`${mediaBase()}/${tokenA}/thumbnails/2.jpg`);
    expect(thumb.status).toBe(200);
    expect(
      Buffer.from(await thumb.arrayBuffer()).equals(await storedBytes(keys.thumbnail(2))),
    ).toBe(true);
  });

  it('refuses expired, tampered and forged tokens, paths outside the folder; 404 for missing', async () => {
    const key = s.app.services.mediaKey;
    const folder = workflowKeys(org, A).root;
    const now = Math.floor(Date.now() / 1000);
    const good = signMediaToken(key, { prefix: folder, organizationId: org, expiresAt: now + 600 });
    expect((await get(`${mediaBase()}/${good}/poster.jpg`)).status).toBe(200);

    const expired = signMediaToken(key, {
      prefix: folder,
      organizationId: org,
      expiresAt: now - 1,
    });
    expect(await expectRefused(`${mediaBase()}/${expired}/poster.jpg`, 403)).toBe(
      'media link expired',
    );

    const [payload, signature] = good.split('.') as [string, string];
    const stretched = Buffer.from(
      JSON.stringify({ p: folder, o: org, e: now + 10 * 365 * 86_400 }),
    ).toString('base64url');
    await expectRefused(`${mediaBase()}/${stretched}.${signature}/poster.jpg`, 403);
    const flipped =
      signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    await expectRefused(`${mediaBase()}/${payload}.${flipped}/poster.jpg`, 403);
    const otherKey = signMediaToken(new Uint8Array(32).fill(7), {
      prefix: folder,
      organizationId: org,
      expiresAt: now + 600,
    });
    await expectRefused(`${mediaBase()}/${otherKey}/poster.jpg`, 403);
    await expectRefused(`${mediaBase()}/${payload}/poster.jpg`, 403);
    await expectRefused(`${mediaBase()}/not-a-token/poster.jpg`, 403);

    // Outside the folder: encoded separators, raw dot segments, the folder itself.
    await expectRefused(`${mediaBase()}/${good}/..%2F${P}%2Fposter.jpg`, 403);
    await expectRefused(`${mediaBase()}/${good}/hls%2F..%2F..%2F${P}%2Fposter.jpg`, 403);
    await expectRefused(`${mediaBase()}/${good}`, 403);
    await expectRefused(`${mediaBase()}/${good}/`, 403);
    await expectRefused(`${mediaBase()}/${good}//poster.jpg`, 403);
    const raw = await rawGet(`/v1/media/${good}/hls/../../${P}/poster.jpg`);
    expect(raw.status).toBe(403);
    expect(JSON.parse(raw.body)).toMatchObject({ ok: false, code: 403 });

    // The original upload shares the folder, but is never played: it holds what the author cut.
    await s.app.services.storage.put(`${folder}/original.mp4`, new Uint8Array([1, 2, 3]));
    await expectRefused(`${mediaBase()}/${good}/original.mp4`, 403);

    // Inside the folder but not there.
    await expectRefused(`${mediaBase()}/${good}/hls/360p/segment_999.ts`, 404);
    await expectRefused(`${mediaBase()}/${good}/thumbnails/99.jpg`, 404);
    await expectRefused(`${mediaBase()}/${good}/thumbnails`, 403);

    // Nothing at all breaks it.
    for (const junk of [
      '',
      '%',
      '%00',
      '.',
      '..',
      'a.b',
      `${good}/%`,
      `${good}/${'x'.repeat(5000)}`,
    ]) {
      const res = await get(`${mediaBase()}/${junk}`);
      expect(res.status, junk).toBeGreaterThanOrEqual(400);
      expect(res.status, junk).toBeLessThan(500);
    }
  });

  it('POST /access: a step gets its time range and poster; rez picks a rendition', async () => {
    const step = await s.api.post('/access', { type: 'step', id: stepIds[1] }, token.view);
    expect(step.status).toBe(200);
    expect(step.body.data).toMatchObject({ startTime: 5, endTime: 12 });
    expect(step.body.data.videoURL).toMatch(/\/hls\/master\.m3u8$/);
    expect(step.body.data.posterURL).toMatch(/\/thumbnails\/5\.jpg$/);
    expect((await get(step.body.data.posterURL)).status).toBe(200);

    const rez = async (value: string) =>
      (await s.api.post('/access', { type: 'workflow', id: A, rez: value }, token.view)).body.data
        .videoURL as string;
    expect(await rez('auto')).toMatch(/\/hls\/master\.m3u8$/);
    expect(await rez('360')).toMatch(/\/hls\/360p\/index\.m3u8$/);
    expect(await rez('480')).toMatch(/\/hls\/480p\/index\.m3u8$/);
    // Never encoded above the source: 720 and 1080 give the best there is.
    expect(await rez('1080')).toMatch(/\/hls\/480p\/index\.m3u8$/);
    const rendition = await get(await rez('360'));
    expect(rendition.status).toBe(200);
    expect(parseMediaPlaylist(await rendition.text()).ended).toBe(true);

    const bad = await s.api.post('/access', { type: 'workflow', id: A, rez: '4k' }, token.view);
    expect(bad.status).toBe(400);
    const unknown = await s.api.post('/access', { type: 'step', id: 'no-such-step' }, token.view);
    expect(unknown.status).toBe(404);
    // The legacy id-token field is accepted and ignored.
    const legacy = await s.api.post(
      '/access',
      { token: 'legacy', type: 'workflow', id: A },
      token.view,
    );
    expect(legacy.status).toBe(200);
  });

  it('POST /sign signs a media key, and renews an expired media URL', async () => {
    const keys = workflowKeys(org, A);
    const r = await s.api.post('/sign', { url: keys.thumbnail(3) }, token.view);
    expect(r.status).toBe(200);
    expect(r.body.data.url).toMatch(new RegExp(`^${mediaBase()}/[^/]+/thumbnails/3\\.jpg$`));
    const res = await get(r.body.data.url);
    expect(Buffer.from(await res.arrayBuffer()).equals(await storedBytes(keys.thumbnail(3)))).toBe(
      true,
    );

    const expired = signMediaToken(s.app.services.mediaKey, {
      prefix: keys.root,
      organizationId: org,
      expiresAt: Math.floor(Date.now() / 1000) - 3600,
    });
    const old = `${mediaBase()}/${expired}/hls/480p/index.m3u8`;
    expect((await get(old)).status).toBe(403);
    const renewed = await s.api.post('/sign', { token: 'legacy', url: old }, token.view);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.url).toMatch(/\/hls\/480p\/index\.m3u8$/);
    expect((await get(renewed.body.data.url)).status).toBe(200);

    for (const url of [
      'https://example.com/video.mp4',
      'org/x',
      `${mediaBase()}/forged.sig/a`,
      keys.original('.mp4'),
    ]) {
      const bad = await s.api.post('/sign', { url }, token.view);
      expect(bad.status, url).toBe(400);
      expect(bad.body.ok).toBe(false);
    }
    const missing = await s.api.post(
      '/sign',
      { url: `org/${org}/workflows/no-such-workflow/poster.jpg` },
      token.view,
    );
    expect(missing.status).toBe(404);
  });

  it('POST /sign/batch signs what it can and says why for the rest', async () => {
    const r = await s.api.post(
      '/sign/batch',
      {
        token: 'legacy',
        data: [
          { workflowId: A, type: 'video' },
          { workflowId: A, type: 'poster' },
          { workflowId: A, type: 'imageMap', index: 2 },
          { workflowId: A, stepId: stepIds[1], type: 'poster' },
          { workflowId: A, stepId: stepIds[1], type: 'imageMap', index: 0 },
          { workflowId: A, stepId: stepIds[1], type: 'imageMap', index: 3 },
          { workflowId: A, stepId: 'no-such-step', type: 'video' },
          { workflowId: 'no-such-workflow', type: 'video' },
          { workflowId: C, type: 'poster' },
        ],
      },
      token.view,
    );
    expect(r.status).toBe(200);
    const items = r.body.data.items as {
      workflowId: string;
      stepId: string | null;
      type: string;
      url: string | null;
      message: string;
    }[];
    expect(items.map((i) => i.message)).toEqual([
      'OK',
      'OK',
      'OK',
      'OK',
      'OK',
      'No thumbnail at this second',
      'Step not found',
      'Workflow not found',
      'this workflow is not available',
    ]);
    expect(items[0]!.url).toMatch(/\/hls\/master\.m3u8$/);
    expect(items[2]!.url).toMatch(/\/thumbnails\/2\.jpg$/);
    expect(items[3]).toMatchObject({ stepId: stepIds[1], type: 'poster' });
    expect(items[3]!.url).toMatch(/\/thumbnails\/5\.jpg$/);
    expect(items[4]!.url).toMatch(/\/thumbnails\/5\.jpg$/);
    expect(items.slice(5).every((i) => i.url === null)).toBe(true);
    for (const item of items.slice(0, 5)) expect((await get(item.url!)).status).toBe(200);

    expect((await s.api.post('/sign/batch', { data: [] }, token.view)).body.data.items).toEqual([]);
    const tooMany = Array.from({ length: 101 }, () => ({ workflowId: A, type: 'video' }));
    expect((await s.api.post('/sign/batch', { data: tooMany }, token.view)).status).toBe(400);
    const badType = [{ workflowId: A, type: 'subtitles' }];
    expect((await s.api.post('/sign/batch', { data: badType }, token.view)).status).toBe(400);
  });

  it('GET /v1/player/workflow: published, unpublished (code 2 or preview), withAddons', async () => {
    const r = await s.api.get('/v1/player/workflow', token.view, { workflowId: A });
    expect(r.status).toBe(200);
    const item = r.body.data.item;
    expect(item).toMatchObject({ id: A, published: true, cardStatus: 'published' });
    expect(item.videoURL).toMatch(/\/hls\/master\.m3u8$/);
    expect(item.posterURL).toMatch(/\/poster\.jpg$/);
    expect(Object.keys(item.imageMap).map(Number).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await get(item.imageMap['4'])).status).toBe(200);
    expect(item.steps).toHaveLength(2);
    expect(item.steps[0]).toMatchObject({ order: 10, title: { en: 'Fit the bracket' } });
    expect(item.steps[0].transcriptions.en[0].sentence).toBe('Fit the bracket to the frame.');
    expect(item.steps[1].posterURL).toMatch(/\/thumbnails\/5\.jpg$/);
    expect(item.steps[0]).not.toHaveProperty('attachments');
    // One token for the whole answer.
    expect(
      new Set([item.videoURL, item.posterURL, item.steps[1].posterURL].map(tokenOf)).size,
    ).toBe(1);

    const addons = await s.api.get('/v1/player/workflow', token.view, {
      workflowId: A,
      withAddons: 'true',
    });
    // The fixtures' first step has one link (issue 21); the second has none.
    expect(addons.body.data.item.steps[0].attachments).toEqual({
      diagram: [],
      links: [{ label: 'Torque table', link: 'https://example.com/torque' }],
      pdf: [],
      videos: [],
      workflows: [],
    });
    expect(addons.body.data.item.steps[1].attachments).toEqual({ diagram: [], links: [], pdf: [] });

    // C is unpublished: code 2 for a viewer, a preview for its publisher.
    const hidden = await s.api.get('/v1/player/workflow', token.view, { workflowId: C });
    expect(hidden.status).toBe(409);
    expect(hidden.body).toMatchObject({ ok: false, code: ErrorCode.UnpublishedSkill, data: null });
    const access = await s.api.post('/access', { type: 'workflow', id: C }, token.view);
    expect(access.body.code).toBe(ErrorCode.UnpublishedSkill);
    const preview = await s.api.get('/v1/player/workflow', token.pub, { workflowId: C });
    expect(preview.status).toBe(200);
    expect(preview.body.data.item).toMatchObject({ id: C, published: false });
    // The copy plays the source's media: its token opens A's folder.
    const copyVideo = preview.body.data.item.videoURL;
    const grant = verifyMediaToken(s.app.services.mediaKey, tokenOf(copyVideo));
    expect(grant.ok && grant.grant.prefix).toBe(workflowKeys(org, A).root);
    expect((await get(copyVideo)).status).toBe(200);

    const unknown = await s.api.get('/v1/player/workflow', token.view, { workflowId: 'nope' });
    expect(unknown.status).toBe(404);
    const bad = await s.api.get('/v1/player/workflow', token.view, { withAddons: 'true' });
    expect(bad.status).toBe(400);
  });

  it('signedMediaUrls builds on the request origin, else PUBLIC_URL', async () => {
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, A));
    const fallback = signedMediaUrls(s.app.services, row!);
    expect(fallback.videoURL!.startsWith(`${s.config.publicUrl}/v1/media/`)).toBe(true);
    const urls = signedMediaUrls(s.app.services, row!, { origin: s.url });
    expect((await get(urls.videoURL!)).status).toBe(200);
    expect((await get(urls.thumbnailURL(1)!)).status).toBe(200);
    expect(urls.thumbnailURL(99)).toBeNull();
    expect(urls.thumbnailURL(1.5)).toBeNull();
    const none = signedMediaUrls(s.app.services, { hlsKey: null, posterKey: null, imageMap: null });
    expect([none.videoURL, none.posterURL, none.thumbnailURL(0)]).toEqual([null, null, null]);
  });
});

describe('Must-show: a private workspace stays closed to non-members', () => {
  it('the viewer (not in Safety Audits) can sign nothing of its workflows', async () => {
    const keys = workflowKeys(org, P);
    expect(
      (await s.api.post('/sign', { url: keys.hlsMaster('master.m3u8') }, token.view)).status,
    ).toBe(404);
    expect((await s.api.post('/sign', { url: keys.poster }, token.view)).status).toBe(404);
    expect((await s.api.post('/access', { type: 'workflow', id: P }, token.view)).status).toBe(404);
    const step = await s.api.post('/access', { type: 'step', id: privateStepId }, token.view);
    expect(step.status).toBe(404);
    expect(step.body.errorMessage).toBe('Step not found');
    const batch = await s.api.post(
      '/sign/batch',
      {
        data: [
          { workflowId: P, type: 'video' },
          { workflowId: P, type: 'poster' },
        ],
      },
      token.view,
    );
    expect(batch.status).toBe(404);
    expect(batch.body.data).toBeNull();
    const mixed = await s.api.post(
      '/sign/batch',
      {
        data: [
          { workflowId: A, type: 'video' },
          { workflowId: P, type: 'video' },
        ],
      },
      token.view,
    );
    expect(mixed.body.data.items[1]).toMatchObject({ url: null, message: 'Workflow not found' });
    expect(JSON.stringify(mixed.body)).not.toContain(keys.root);
    const player = await s.api.get('/v1/player/workflow', token.view, { workflowId: P });
    expect(player.status).toBe(404);
  });

  it('nor fetch its media: guessed URLs, swapped paths and swapped payloads are 403', async () => {
    const viewerToken = tokenOf(
      (await s.api.post('/access', { type: 'workflow', id: A }, token.view)).body.data.videoURL,
    );
    const [payload, signature] = viewerToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const privateFolder = workflowKeys(org, P).root;
    const swapped = Buffer.from(JSON.stringify({ ...claims, p: privateFolder })).toString(
      'base64url',
    );
    for (const url of [
      `${mediaBase()}/${swapped}.${signature}/hls/master.m3u8`,
      `${mediaBase()}/${swapped}.${signature}/poster.jpg`,
      `${mediaBase()}/${viewerToken}/..%2F${P}%2Fhls%2Fmaster.m3u8`,
      `${mediaBase()}/${viewerToken}/..%2F..%2F..%2F..%2F${privateFolder.replace(/\//g, '%2F')}%2Fposter.jpg`,
      `${mediaBase()}/${privateFolder.replace(/\//g, '%2F')}/poster.jpg`,
      `${mediaBase()}/x/${privateFolder}/poster.jpg`,
    ]) {
      await expectRefused(url, 403);
    }
    const raw = await rawGet(`/v1/media/${viewerToken}/../${P}/hls/master.m3u8`);
    expect(raw.status).toBe(403);
  });

  it('while an org admin signs and plays them', async () => {
    const keys = workflowKeys(org, P);
    const access = await s.api.post('/access', { type: 'workflow', id: P, rez: '360' }, token.org);
    expect(access.status).toBe(200);
    expect(access.body.data.videoURL).toMatch(/\/hls\/360p\/index\.m3u8$/);
    const step = await s.api.post('/access', { type: 'step', id: privateStepId }, token.org);
    expect(step.body.data).toMatchObject({ startTime: 2, endTime: 6 });
    expect((await get(access.body.data.videoURL)).status).toBe(200);
    const signed = await s.api.post('/sign', { url: keys.poster }, token.org);
    expect(Buffer.from(await (await get(signed.body.data.url)).arrayBuffer())).toEqual(
      await storedBytes(keys.poster),
    );
    const batch = await s.api.post(
      '/sign/batch',
      { data: [{ workflowId: P, type: 'video' }] },
      token.org,
    );
    expect(batch.body.data.items[0].message).toBe('OK');
    const player = await s.api.get('/v1/player/workflow', token.org, { workflowId: P });
    expect(player.status).toBe(200);
    expect((await get(player.body.data.item.videoURL)).status).toBe(200);
  });

  it("another organisation's admin reaches none of it", async () => {
    const keys = workflowKeys(org, A);
    expect((await s.api.post('/sign', { url: keys.poster }, token.other)).status).toBe(404);
    expect((await s.api.post('/access', { type: 'workflow', id: A }, token.other)).status).toBe(
      404,
    );
    expect((await s.api.get('/v1/player/workflow', token.other, { workflowId: A })).status).toBe(
      404,
    );
    const batch = await s.api.post(
      '/sign/batch',
      { data: [{ workflowId: A, type: 'video' }] },
      token.other,
    );
    expect(batch.status).toBe(404);
    expect(JSON.stringify(batch.body)).not.toContain(A);
  });
});
