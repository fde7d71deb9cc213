/**
 * Uploads over real HTTP: 2 MB parts sent 3 at a time, resumed, repeated; then a workflow made
 * from them. Each bad upload of the issue (wrong type renamed .mp4, over the size limit,
 * truncated, zero bytes, a part sent twice) gets a clear error and leaves nothing behind: no
 * upload row, no part bytes, no workflow, no job.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MULTIPART } from '@stepwise/core';
import { jobs, uploadParts, uploads, workflows } from '../src/db/schema.js';
import { makeTestVideo } from '../src/media/test-video.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './harness.js';
import { buildFixtures, type Fixtures } from './fixtures.js';
import { createUpload, partOf, sendAllParts, sendPart as sendPartAs } from './upload-client.js';

let s: TestServer;
let fx: Fixtures;
let publisher: string;
let viewer: string;
let dir: string;
/** A real ~5 MB mp4: three parts of which the last is short. */
let video: Buffer;
let shortVideo: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stepwise-uploads-'));
  const [big, small] = await Promise.all([
    makeTestVideo({
      outFile: join(dir, 'big.mp4'),
      width: 1280,
      height: 720,
      scenes: [
        { seconds: 3, pattern: 'mandelbrot' },
        { seconds: 2, pattern: 'testsrc2' },
      ],
      audio: true,
    }),
    makeTestVideo({
      outFile: join(dir, 'small.mp4'),
      width: 320,
      height: 240,
      scenes: [{ seconds: 2, color: 'blue' }],
    }),
  ]);
  video = readFileSync(big.file);
  shortVideo = readFileSync(small.file);
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  publisher = (await s.api.login(DEMO_USERS.publisher)).accessToken;
  viewer = (await s.api.login(DEMO_USERS.viewer)).accessToken;
}, 60_000);
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const sendPart = (id: string, n: number, bytes: Buffer, token = publisher) =>
  sendPartAs(s.url, token, id, n, bytes);

async function create(file: Buffer, fileName = 'walkthrough.mp4', token = publisher) {
  return createUpload(s.url, token, file, fileName);
}

const sendAll = (id: string, file: Buffer, partCount: number) =>
  sendAllParts(s.url, publisher, id, file, partCount);

const initialize = (id: string, title = 'Gearbox walkthrough', token = publisher) =>
  s.api.post(
    `/v1/workflows/${id}/initialize`,
    { workspaceId: fx.base.workspaceId, title, languageCode: 'en' },
    token,
  );

/** Nothing of this upload is left: row, parts, bytes, workflow, job. */
async function expectNoLeftovers(id: string) {
  const db = s.database.db;
  expect(await db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
  expect(await db.select().from(uploadParts).where(eq(uploadParts.uploadId, id))).toEqual([]);
  expect(await db.select().from(workflows).where(eq(workflows.id, id))).toEqual([]);
  expect(
    await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `process-workflow:${id}`)),
  ).toEqual([]);
  const storage = s.app.services.storage;
  expect(await storage.list(`org/${fx.base.organizationId}/uploads/${id}`)).toEqual([]);
  expect(await storage.list(`org/${fx.base.organizationId}/workflows/${id}`)).toEqual([]);
}

describe('uploading a video in 2 MB parts', () => {
  it('takes parts 3 at a time, then makes the workflow with the upload id and queues its processing', async () => {
    const up = await create(video);
    expect(up.partCount).toBe(Math.ceil(video.length / MULTIPART.partSizeBytes));
    expect(up.partCount).toBeGreaterThanOrEqual(3);
    await sendAll(up.id, video, up.partCount);
    const state = await s.api.get(`/v1/uploads/${up.id}`, publisher);
    expect(state.body.data.item.receivedParts).toEqual(
      Array.from({ length: up.partCount }, (_, i) => i + 1),
    );

    const r = await initialize(up.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.item).toMatchObject({
      id: up.id,
      title: 'Gearbox walkthrough',
      workspaceId: fx.base.workspaceId,
      published: false,
      processed: false,
      convertStatus: 'job scheduled',
    });
    // 001 §4: a scheduled conversion reads 'transcoding' on the card.
    expect(r.body.data.item.cardStatus).toBe('transcoding');
    const [job] = await s.database.db.select().from(jobs).where(eq(jobs.id, r.body.data.jobId));
    expect(job).toMatchObject({ kind: 'process-workflow', status: 'queued' });

    // The original is byte for byte what was sent; the upload itself is gone.
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, up.id));
    const stored = await buffer(await s.app.services.storage.get(row!.originalKey!));
    expect(sha(stored)).toBe(sha(video));
    expect((await s.api.get(`/v1/uploads/${up.id}`, publisher)).status).toBe(404);
    expect(
      await s.app.services.storage.list(`org/${fx.base.organizationId}/uploads/${up.id}`),
    ).toEqual([]);
    // A second initialize of the same id: the upload no longer exists.
    expect((await initialize(up.id)).status).toBe(404);
  });

  it('resumes: the client asks which parts arrived and sends only the others', async () => {
    const up = await create(video);
    expect((await sendPart(up.id, 1, partOf(video, 1))).status).toBe(200);
    expect((await sendPart(up.id, 3, partOf(video, 3))).status).toBe(200);
    const state = await s.api.get(`/v1/uploads/${up.id}`, publisher);
    expect(state.body.data.item.receivedParts).toEqual([1, 3]);
    // Not complete yet: initialize names what is missing and keeps what arrived.
    const early = await initialize(up.id);
    expect(early.status).toBe(409);
    expect(early.body.data.missingParts).toContain(2);
    for (const n of [2, 4, 5, 6].filter((k) => k <= up.partCount))
      expect((await sendPart(up.id, n, partOf(video, n))).status).toBe(200);
    expect((await initialize(up.id)).status).toBe(200);
  });

  it('a part sent twice: the same bytes again are a harmless no-op, different bytes are refused', async () => {
    const up = await create(video);
    const first = await sendPart(up.id, 1, partOf(video, 1));
    const again = await sendPart(up.id, 1, partOf(video, 1));
    expect(again.status).toBe(200);
    expect(again.body.data.item.sha256).toBe(first.body.data.item.sha256);
    const other = Buffer.from(partOf(video, 1));
    other[100] = other[100]! ^ 0xff;
    const clash = await sendPart(up.id, 1, other);
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      ok: false,
      errorMessage: 'Part 1 was already received with different content',
    });
    // One part stored, holding the first bytes.
    const keys = await s.app.services.storage.list(
      `org/${fx.base.organizationId}/uploads/${up.id}`,
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain(first.body.data.item.sha256);
    await sendAll(up.id, video, up.partCount);
    const r = await initialize(up.id);
    expect(r.status).toBe(200);
    const [row] = await s.database.db.select().from(workflows).where(eq(workflows.id, up.id));
    expect(sha(await buffer(await s.app.services.storage.get(row!.originalKey!)))).toBe(sha(video));
  });

  it('refuses a part of the wrong size or number, and bytes sent as anything but octet-stream', async () => {
    const up = await create(video);
    const short = await sendPart(up.id, 1, partOf(video, 1).subarray(0, 1000));
    expect(short.status).toBe(400);
    expect(short.body.errorMessage).toBe(
      `Part 1 must be ${MULTIPART.partSizeBytes} bytes, got 1000`,
    );
    expect((await sendPart(up.id, up.partCount + 1, partOf(video, 1))).status).toBe(400);
    const big = await sendPart(up.id, 1, Buffer.alloc(MULTIPART.partSizeBytes + 1));
    expect(big.status).toBe(413);
    expect(big.body.ok).toBe(false);
    const json = await s.api.request('PUT', `/v1/uploads/${up.id}/parts/1`, {
      token: publisher,
      body: { bytes: 'nope' },
    });
    expect(json.status).toBe(400);
    expect(json.body.errorMessage).toMatch(/application\/octet-stream/);
    await s.api.delete(`/v1/uploads/${up.id}`, publisher);
    await expectNoLeftovers(up.id);
  });

  it('on local storage the parts come through the server: the store routes say so (409)', async () => {
    const up = await create(video);
    expect(up.target).toBe('server');
    const urls = await s.api.post(
      `/v1/uploads/${up.id}/part-urls`,
      { partNumbers: [1] },
      publisher,
    );
    expect(urls.status).toBe(409);
    expect(urls.body.errorMessage).toMatch(/PUT \/v1\/uploads\/\{id\}\/parts\/\{n\}/);
    const report = await s.api.request('PUT', `/v1/uploads/${up.id}/store-parts/1`, {
      token: publisher,
      body: { etag: '"abc"' },
    });
    expect(report.status).toBe(409);
    await s.api.delete(`/v1/uploads/${up.id}`, publisher);
    await expectNoLeftovers(up.id);
  });
});

describe('bad uploads: a clear error and nothing left behind', () => {
  it('zero bytes', async () => {
    const r = await s.api.post('/v1/uploads', { fileName: 'empty.mp4', sizeBytes: 0 }, publisher);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ ok: false, errorMessage: 'File is empty' });
  });

  it('over the size limit (100 MB)', async () => {
    const r = await s.api.post(
      '/v1/uploads',
      { fileName: 'huge.mp4', sizeBytes: 100 * 1024 * 1024 + 1 },
      publisher,
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ ok: false, errorMessage: 'File too large' });
    expect(r.body.data).toEqual({ maxBytes: 100 * 1024 * 1024 });
  });

  it('another type renamed .mp4 (random bytes, and a text file)', async () => {
    for (const file of [
      randomBytes(MULTIPART.partSizeBytes + 5000),
      Buffer.from('hello '.repeat(999)),
    ]) {
      const up = await create(file, 'totally-a-video.mp4');
      await sendAll(up.id, file, up.partCount);
      const r = await initialize(up.id);
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({
        ok: false,
        errorMessage: 'Invalid file type',
        data: { reason: 'invalid-type' },
      });
      await expectNoLeftovers(up.id);
    }
  });

  it('a truncated video', async () => {
    const cut = video.subarray(0, Math.floor(video.length * 0.6));
    const up = await create(cut, 'cut.mp4');
    await sendAll(up.id, cut, up.partCount);
    const r = await initialize(up.id);
    expect(r.status).toBe(422);
    expect(r.body.ok).toBe(false);
    expect(r.body.data.reason).toMatch(/unreadable|no-video/);
    expect(r.body.errorMessage?.length).toBeGreaterThan(5);
    await expectNoLeftovers(up.id);
  });

  it('cancelling removes every part', async () => {
    const up = await create(video);
    await sendPart(up.id, 1, partOf(video, 1));
    const r = await s.api.delete(`/v1/uploads/${up.id}`, publisher);
    expect(r.status).toBe(200);
    await expectNoLeftovers(up.id);
    expect((await sendPart(up.id, 2, partOf(video, 2))).status).toBe(404);
  });
});

describe('who may upload', () => {
  it('viewers cannot start an upload', async () => {
    const r = await s.api.post('/v1/uploads', { fileName: 'a.mp4', sizeBytes: 10 }, viewer);
    expect(r.status).toBe(403);
  });

  it("nobody else sees, fills or initialises someone's upload", async () => {
    const up = await create(shortVideo, 'small.mp4');
    const admin = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
    expect((await s.api.get(`/v1/uploads/${up.id}`, admin)).status).toBe(404);
    expect((await sendPart(up.id, 1, shortVideo, admin)).status).toBe(404);
    expect((await initialize(up.id, 'x', admin)).status).toBe(404);
  });

  it('a workspace the uploader cannot publish to is refused and the upload kept for another try', async () => {
    const up = await create(shortVideo, 'small.mp4');
    await sendAll(up.id, shortVideo, up.partCount);
    const hidden = await s.api.post(
      `/v1/workflows/${up.id}/initialize`,
      { workspaceId: fx.base.privateWorkspaceId, title: 'Hidden', languageCode: 'en' },
      publisher,
    );
    expect(hidden.status).toBe(404);
    expect((await s.api.get(`/v1/uploads/${up.id}`, publisher)).status).toBe(200);
    expect((await initialize(up.id, 'Small clip')).status).toBe(200);
  });
});

describe('processing progress as server-sent events', () => {
  it('answers a workflow without a running job with one event and ends', async () => {
    const res = await fetch(`${s.url}/v1/workflows/${fx.base.workflowId}/events`, {
      headers: { authorization: `Bearer ${publisher}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await res.text();
    const frames = text.split('\n\n').filter((f) => f.startsWith('event: progress'));
    expect(frames).toHaveLength(1);
    const data = JSON.parse(frames[0]!.split('\ndata: ')[1]!);
    expect(data.item).toMatchObject({ id: fx.base.workflowId, cardStatus: 'unpublished' });
  });

  it("refuses another organisation's or a hidden workflow before streaming", async () => {
    const res = await fetch(`${s.url}/v1/workflows/${fx.base.privateWorkflowId}/events`, {
      headers: { authorization: `Bearer ${viewer}` },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).ok).toBe(false);
  });
});
