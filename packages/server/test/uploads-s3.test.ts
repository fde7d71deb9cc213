/**
 * Uploads and media on an S3-compatible store (s3rver, on an ephemeral port), over real HTTP.
 *
 * Presigned delivery: the parts go from the client straight to the store through presigned
 * URLs, their ETags are reported, initialize has the store join them; a processed workflow's
 * playlists come from the server with presigned segment URIs, posters and thumbnails redirect
 * to the store. Proxy delivery: the same store, every byte through the server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MULTIPART } from '@stepwise/core';
import { uploadParts, uploads, workflows } from '../src/db/schema.js';
import { createJobWorker } from '../src/job-worker.js';
import { silentJobLog } from '../src/jobs/log.js';
import type { JobWorker } from '../src/jobs/worker.js';
import { makeTestVideo } from '../src/media/test-video.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { STORE_PART_SIZE_BYTES } from '../src/uploads/uploads.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import {
  createUpload,
  partOf,
  partUrls,
  readEvents,
  sendPart,
  sendStorePart,
  uploadWorkflow,
} from './upload-client.js';

let s3: TestS3Server;
let dir: string;
/** A real 7 MB mp4: two parts of 5 MiB, the second short. */
let video: Buffer;
/** A 2 s 320x240 mp4 for the proxy server (one part). */
let smallVideo: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stepwise-uploads-s3-'));
  const [big, small] = await Promise.all([
    makeTestVideo({
      outFile: join(dir, 'big.mp4'),
      width: 1280,
      height: 720,
      scenes: [
        { seconds: 4, pattern: 'mandelbrot' },
        { seconds: 3, pattern: 'testsrc2' },
      ],
      audio: true,
    }),
    makeTestVideo({
      outFile: join(dir, 'small.mp4'),
      width: 320,
      height: 240,
      scenes: [{ seconds: 2, color: 'green' }],
      audio: true,
    }),
    startS3Server().then((started) => (s3 = started)),
  ]);
  video = readFileSync(big.file);
  smallVideo = readFileSync(small.file);
}, 120_000);
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** The test server runs no jobs by itself: a worker on its database and store. */
async function jobsOf(s: TestServer): Promise<JobWorker> {
  const worker = createJobWorker(s.config, s.database, silentJobLog);
  await worker.start();
  return worker;
}

describe('S3, presigned delivery', () => {
  let s: TestServer;
  let fx: Fixtures;
  let publisher: string;
  let org: string;
  let worker: JobWorker;

  beforeAll(async () => {
    s = await startTestServer(s3.env);
    worker = await jobsOf(s);
    org = s.demoOrganizationId;
    fx = await buildFixtures(s.database.db, org);
    publisher = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await s?.close();
  });

  const initialize = (id: string, title = 'Line setup on S3') =>
    s.api.post(
      `/v1/workflows/${id}/initialize`,
      { workspaceId: fx.base.workspaceId, title, languageCode: 'en' },
      publisher,
    );
  const storeKeys = (id: string) => s.app.services.storage.list(`org/${org}/uploads/${id}`);

  /** Nothing of this upload is left: row, parts, the store's object, a workflow. */
  async function expectNoLeftovers(id: string) {
    const db = s.database.db;
    expect(await db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
    expect(await db.select().from(uploadParts).where(eq(uploadParts.uploadId, id))).toEqual([]);
    expect(await db.select().from(workflows).where(eq(workflows.id, id))).toEqual([]);
    expect(await storeKeys(id)).toEqual([]);
    expect(await s.app.services.storage.list(`org/${org}/workflows/${id}`)).toEqual([]);
  }

  it('sends the parts straight to the store, resumes, and makes the workflow from the joined object', async () => {
    const up = await createUpload(s.url, publisher, video, 'line.mp4');
    expect(up).toMatchObject({ target: 'store', partSize: STORE_PART_SIZE_BYTES, partCount: 2 });
    // Bytes through the server are refused for such an upload.
    const direct = await sendPart(s.url, publisher, up.id, 1, partOf(video, 1));
    expect(direct.status).toBe(409);
    expect(direct.body.errorMessage).toMatch(/part-urls/);

    const urls = await partUrls(s.url, publisher, up.id, [1, 2]);
    expect(urls.map((u) => u.partNumber)).toEqual([1, 2]);
    for (const u of urls) {
      expect(
        u.url.startsWith(`${s3.endpoint}/${s3.bucket}/org/${org}/uploads/${up.id}/file?`),
      ).toBe(true);
      expect(Date.parse(u.expiresAt)).toBeGreaterThan(Date.now() + 50 * 60_000);
    }
    const first = await sendStorePart(
      s.url,
      publisher,
      up.id,
      1,
      partOf(video, 1, up.partSize),
      urls[0]!.url,
    );
    expect(first.status).toBe(200);
    expect(first.body.data.item).toMatchObject({ partNumber: 1, sizeBytes: STORE_PART_SIZE_BYTES });
    expect(first.body.data.item.etag).toMatch(/^"[0-9a-f]{32}"$/);

    // A reload: the server says which parts the store took; initialize waits for the rest.
    const state = await s.api.get(`/v1/uploads/${up.id}`, publisher);
    expect(state.body.data.item).toMatchObject({ receivedParts: [1], target: 'store' });
    const early = await initialize(up.id);
    expect(early.status).toBe(409);
    expect(early.body.data.missingParts).toEqual([2]);

    // Sent again (a retry whose answer was lost): the last report wins, nothing breaks.
    for (const n of [2, 2]) {
      const r = await sendStorePart(s.url, publisher, up.id, n, partOf(video, n, up.partSize));
      expect(r.status).toBe(200);
    }
    const r = await initialize(up.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.item).toMatchObject({ id: up.id, convertStatus: 'job scheduled' });

    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, up.id));
    expect(row!.originalKey).toBe(`org/${org}/workflows/${up.id}/original.mp4`);
    const original = await buffer(await s.app.services.storage.get(row!.originalKey!));
    expect(sha(original)).toBe(sha(video));
    expect(await storeKeys(up.id)).toEqual([]);
    expect((await s.api.get(`/v1/uploads/${up.id}`, publisher)).status).toBe(404);
    const late = await s.api.post(
      `/v1/uploads/${up.id}/part-urls`,
      { partNumbers: [1] },
      publisher,
    );
    expect(late.status).toBe(404);

    // Processed by the server's own worker; its media then comes from the store.
    const events = await readEvents(s.url, publisher, up.id);
    expect(events.at(-1)?.job.status).toBe('succeeded');
  }, 120_000);

  it('plays from the store: playlists with presigned segments, posters and thumbnails by redirect', async () => {
    const [row] = await s.database.db
      .select()
      .from(workflows)
      .where(eq(workflows.title, 'Line setup on S3'));
    const player = await s.api.get(`/v1/player/workflow?workflowId=${row!.id}`, publisher);
    expect(player.status, JSON.stringify(player.body)).toBe(200);
    const { videoURL, posterURL, imageMap } = player.body.data.item as {
      videoURL: string;
      posterURL: string;
      imageMap: Record<string, string>;
    };
    // The answers still hand out the server's signed URLs (signing, renewal, the token's rules).
    expect(videoURL.startsWith(`${s.url}/v1/media/`)).toBe(true);
    const token = videoURL.slice(`${s.url}/v1/media/`.length).split('/')[0]!;
    const tokenExpiry = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).e;

    const master = await fetch(videoURL);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('access-control-allow-origin')).toBe('*');
    const masterText = await master.text();
    // Rendition playlists stay relative: they come back here under the same token.
    const variants = masterText.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.every((v) => /^\d+p\/index\.m3u8$/.test(v))).toBe(true);

    const variantUrl = new URL(variants[0]!, videoURL).toString();
    const variant = await fetch(variantUrl);
    expect(variant.status).toBe(200);
    const variantText = await variant.text();
    const segments = variantText.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);
    const folder = variants[0]!.split('/')[0];
    for (const segment of segments) {
      const u = new URL(segment);
      expect(`${u.origin}`).toBe(s3.endpoint);
      expect(u.pathname).toMatch(
        new RegExp(
          `^/${s3.bucket}/org/${org}/workflows/${row!.id}/hls/${folder}/segment_\\d+\\.ts$`,
        ),
      );
      // The presigned URL ends exactly when the server's token does.
      const date = u.searchParams.get('X-Amz-Date')!;
      const signed = Date.UTC(
        Number(date.slice(0, 4)),
        Number(date.slice(4, 6)) - 1,
        Number(date.slice(6, 8)),
        Number(date.slice(9, 11)),
        Number(date.slice(11, 13)),
        Number(date.slice(13, 15)),
      );
      expect(signed / 1000 + Number(u.searchParams.get('X-Amz-Expires'))).toBe(tokenExpiry);
    }
    // A segment, fetched by a page on another origin as hls.js would: the stored bytes.
    const first = new URL(segments[0]!);
    const res = await fetch(first, { headers: { origin: 'https://intranet.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toBe('video/mp2t');
    const key = decodeURIComponent(first.pathname.slice(`/${s3.bucket}/`.length));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(sha(bytes)).toBe(sha(await buffer(await s.app.services.storage.get(key))));
    // The same playlist twice is the same text: one token, one set of URLs a cache can keep.
    expect(await (await fetch(variantUrl)).text()).toBe(variantText);

    // A segment asked for through the server (an old playlist) redirects like a poster.
    const viaServer = await fetch(new URL(`${folder}/segment_000.ts`, new URL('.', variantUrl)), {
      redirect: 'manual',
    });
    expect(viaServer.status).toBe(302);
    expect(viaServer.headers.get('location')!.startsWith(`${s3.endpoint}/`)).toBe(true);

    for (const url of [posterURL, Object.values(imageMap)[0]!]) {
      const redirect = await fetch(url, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('access-control-allow-origin')).toBe('*');
      expect(redirect.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }

    // The server's own checks still come first: a forged token never reaches the store.
    const forged = videoURL.replace(/\.[A-Za-z0-9_-]{43}\//, `.${'A'.repeat(43)}/`);
    expect((await fetch(forged)).status).toBe(403);
    const original = videoURL.replace(/hls\/master\.m3u8$/, 'original.mp4');
    expect((await fetch(original, { redirect: 'manual' })).status).toBe(403);
  }, 60_000);

  it('refuses parts that do not add up to the announced size, and removes the upload', async () => {
    const up = await createUpload(s.url, publisher, video, 'short.mp4');
    // Part 1 much shorter than the part size: the store joins what it was given.
    expect((await sendStorePart(s.url, publisher, up.id, 1, randomBytes(1000))).status).toBe(200);
    expect(
      (await sendStorePart(s.url, publisher, up.id, 2, partOf(video, 2, up.partSize))).status,
    ).toBe(200);
    const r = await initialize(up.id);
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toMatch(/not the \d+ announced/);
    await expectNoLeftovers(up.id);
  });

  it('refuses a file that is not a video with the spec text, leaving nothing in the store', async () => {
    const junk = randomBytes(STORE_PART_SIZE_BYTES + 10);
    const up = await createUpload(s.url, publisher, junk, 'renamed.mp4');
    for (const n of [1, 2]) {
      const r = await sendStorePart(s.url, publisher, up.id, n, partOf(junk, n, up.partSize));
      expect(r.status).toBe(200);
    }
    const r = await initialize(up.id);
    expect(r.status).toBe(422);
    expect(r.body.errorMessage).toBe('Invalid file type');
    await expectNoLeftovers(up.id);
  });

  it('cancels: the upload, its parts and the store upload are gone', async () => {
    const up = await createUpload(s.url, publisher, video, 'cancel.mp4');
    await sendStorePart(s.url, publisher, up.id, 1, partOf(video, 1, up.partSize));
    const r = await s.api.request('DELETE', `/v1/uploads/${up.id}`, { token: publisher });
    expect(r.status).toBe(200);
    await expectNoLeftovers(up.id);
  });

  it('checks part numbers and reports', async () => {
    const up = await createUpload(s.url, publisher, video, 'bad.mp4');
    const far = await s.api.post(`/v1/uploads/${up.id}/part-urls`, { partNumbers: [3] }, publisher);
    expect(far.status).toBe(400);
    expect(far.body.errorMessage).toMatch(/out of range/);
    const blank = await s.api.request('PUT', `/v1/uploads/${up.id}/store-parts/1`, {
      token: publisher,
      body: { etag: '  ' },
    });
    expect(blank.status).toBe(400);
    const viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
    const stranger = await s.api.post(
      `/v1/uploads/${up.id}/part-urls`,
      { partNumbers: [1] },
      viewer,
    );
    expect(stranger.status).toBe(404);
  });
});

describe('S3, proxy delivery (a store browsers cannot reach)', () => {
  let s: TestServer;
  let publisher: string;
  let workspaceId: string;
  let worker: JobWorker;

  beforeAll(async () => {
    s = await startTestServer({ ...s3.env, S3_MEDIA_DELIVERY: 'proxy' });
    worker = await jobsOf(s);
    const fx = await buildFixtures(s.database.db, s.demoOrganizationId);
    workspaceId = fx.base.workspaceId!;
    publisher = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await s?.close();
  });

  it('takes parts through the server into the store and streams media from it', async () => {
    const up = await createUpload(s.url, publisher, smallVideo, 'small.mp4');
    expect(up).toMatchObject({ target: 'server', partSize: MULTIPART.partSizeBytes });
    const refused = await s.api.post(
      `/v1/uploads/${up.id}/part-urls`,
      { partNumbers: [1] },
      publisher,
    );
    expect(refused.status).toBe(409);

    const { workflowId } = await uploadWorkflow(s.url, publisher, smallVideo, {
      workspaceId,
      title: 'Proxy delivery',
      languageCode: 'en',
    });
    expect((await readEvents(s.url, publisher, workflowId)).at(-1)?.job.status).toBe('succeeded');
    const player = await s.api.get(`/v1/player/workflow?workflowId=${workflowId}`, publisher);
    const videoURL = player.body.data.item.videoURL as string;
    const master = await (await fetch(videoURL)).text();
    const variant = master.split('\n').find((l) => l && !l.startsWith('#'))!;
    const variantUrl = new URL(variant, videoURL);
    const playlist = await (await fetch(variantUrl)).text();
    const segment = playlist.split('\n').find((l) => l && !l.startsWith('#'))!;
    // Relative, as ffmpeg wrote it: the bytes come through the server.
    expect(segment).toMatch(/^segment_\d+\.ts$/);
    const res = await fetch(new URL(segment, variantUrl), { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp2t');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const poster = await fetch(player.body.data.item.posterURL as string, { redirect: 'manual' });
    expect(poster.status).toBe(200);
    // Everything lives in the bucket, nothing in the server's data folder.
    const keys = await s.app.services.storage.list(
      `org/${s.demoOrganizationId}/workflows/${workflowId}`,
    );
    expect(keys.some((k) => k.endsWith('/poster.jpg'))).toBe(true);
    expect(s.app.services.storage.kind).toBe('s3');
  }, 120_000);
});
