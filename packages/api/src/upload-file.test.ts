/**
 * The uploader's scheduling against a tiny local server that speaks the multipart protocol of
 * the issue 3 contract (a test double: the real server is exercised by tests/e2e, and the S3
 * path against a real S3 server by packages/server/test/uploads-s3.test.ts). Parts are 1000
 * bytes here so a file of a few kilobytes has many of them. With `storeMode` the double also
 * plays the store: uploads answer `target: 'store'`, part URLs point at `/store/...`, which
 * answers an ETag the client must report.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from './client.js';
import { isAbortError, statusOf } from './errors.js';
import { uploadFile, type UploadProgress } from './upload-file.js';

type PartAnswer = 'ok' | 'drop' | 'hang' | { status: number } | { delayMs: number };

interface FakeUpload {
  id: string;
  fileName: string;
  sizeBytes: number;
  partSize: number;
  parts: Map<number, Buffer>;
  deleted: boolean;
  target?: 'store';
  /** What the store holds (store uploads): bytes by part, before the client reports them. */
  stored?: Map<number, Buffer>;
}

const PART = 1000;
const uploads = new Map<string, FakeUpload>();
const attempts = new Map<string, number>(); // `${id}:${part}` -> PUTs seen
const log: string[] = [];
let inFlight = 0;
let maxInFlight = 0;
let answer: (part: number, attempt: number) => PartAnswer = () => 'ok';
let nextId = 0;
let storeMode = false;
/** How long the part URLs handed out stay valid. */
let partUrlTtlMs = 3_600_000;
let exposeEtag = true;
let base = '';
let api: Api;
let server: ReturnType<typeof createServer>;

const view = (u: FakeUpload) => ({
  id: u.id,
  fileName: u.fileName,
  sizeBytes: u.sizeBytes,
  partSize: u.partSize,
  partCount: Math.ceil(u.sizeBytes / u.partSize),
  receivedParts: [...u.parts.keys()].sort((a, b) => a - b),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  // The server names the target of every upload: parts through it, or straight to the store.
  target: u.target ?? 'server',
});

const md5 = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;

function send(res: ServerResponse, status: number, data: unknown, message: string | null = null) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      ok: status < 400,
      code: status < 400 ? 0 : status,
      errorMessage: message,
      data,
    }),
  );
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const parts = url.pathname.split('/').filter(Boolean); // v1 uploads :id parts :n
  log.push(`${req.method} ${url.pathname}`);
  if (req.method === 'POST' && url.pathname === '/v1/uploads') {
    const input = JSON.parse((await body(req)).toString()) as {
      fileName: string;
      sizeBytes: number;
    };
    const u: FakeUpload = {
      id: `u${++nextId}`,
      partSize: PART,
      parts: new Map(),
      deleted: false,
      ...(storeMode ? { target: 'store' as const, stored: new Map() } : {}),
      ...input,
    };
    uploads.set(u.id, u);
    return send(res, 200, { item: view(u) });
  }
  if (parts[0] === 'store') return store(req, res, url);
  const u = uploads.get(parts[2] ?? '');
  if (!u || u.deleted) return send(res, 404, null, 'Upload not found');
  if (req.method === 'POST' && parts[3] === 'part-urls') {
    const { partNumbers } = JSON.parse((await body(req)).toString()) as { partNumbers: number[] };
    const expiresAt = Date.now() + partUrlTtlMs;
    const items = partNumbers.map((n) => ({
      partNumber: n,
      url: `${base}/store/${u.id}/${n}?expires=${expiresAt}`,
      expiresAt: new Date(expiresAt).toISOString(),
    }));
    return send(res, 200, { items });
  }
  if (req.method === 'PUT' && parts[3] === 'store-parts') {
    const n = Number(parts[4]);
    const { etag } = JSON.parse((await body(req)).toString()) as { etag: string };
    const bytes = u.stored?.get(n);
    if (!bytes || md5(bytes) !== etag) return send(res, 409, null, 'not the part the store has');
    u.parts.set(n, bytes);
    return send(res, 200, { item: { partNumber: n, sizeBytes: bytes.length, etag } });
  }
  if (req.method === 'GET' && parts.length === 3) return send(res, 200, { item: view(u) });
  if (req.method === 'DELETE' && parts.length === 3) {
    u.deleted = true;
    return send(res, 200, { item: { id: u.id } });
  }
  if (req.method === 'PUT' && parts[3] === 'parts') {
    const n = Number(parts[4]);
    const key = `${u.id}:${n}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const bytes = await body(req);
    const what = answer(n, attempt);
    if (what === 'drop') return req.socket.destroy();
    if (what === 'hang') return; // never answers: the client's timeout or abort ends it
    if (typeof what === 'object' && 'status' in what) return send(res, what.status, null, 'no');
    await new Promise((r) => setTimeout(r, typeof what === 'object' ? what.delayMs : 15));
    if (res.destroyed) return;
    u.parts.set(n, bytes);
    return send(res, 200, { item: { partNumber: n, sizeBytes: bytes.length, sha256: 'x' } });
  }
  send(res, 404, null, 'no route');
}

/** The store's side: `PUT /store/{id}/{n}?expires=` as a presigned URL would take it. */
async function store(req: IncomingMessage, res: ServerResponse, url: URL) {
  const [, id, part] = url.pathname.split('/').filter(Boolean);
  const n = Number(part);
  const u = uploads.get(id ?? '');
  if (req.headers.authorization) return send(res, 400, null, 'two kinds of authorisation');
  if (!u?.stored || Number(url.searchParams.get('expires')) < Date.now()) {
    return send(res, 403, null, 'Request has expired');
  }
  const key = `${u.id}:${n}`;
  const attempt = (attempts.get(key) ?? 0) + 1;
  attempts.set(key, attempt);
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  res.on('close', () => (inFlight -= 1));
  const bytes = await body(req);
  const what = answer(n, attempt);
  if (what === 'drop') return req.socket.destroy();
  if (what === 'hang') return;
  if (typeof what === 'object' && 'status' in what) return send(res, what.status, null, 'no');
  await new Promise((r) => setTimeout(r, typeof what === 'object' ? what.delayMs : 15));
  if (res.destroyed) return;
  u.stored.set(n, bytes);
  res.writeHead(200, exposeEtag ? { etag: md5(bytes) } : {});
  res.end();
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = createApi({ baseUrl: base });
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
afterEach(() => {
  answer = () => 'ok';
  storeMode = false;
  partUrlTtlMs = 3_600_000;
  exposeEtag = true;
  attempts.clear();
  log.length = 0;
  maxInFlight = 0;
});

function fileOf(size: number): Blob {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 256;
  return new Blob([bytes]);
}

async function assembled(id: string): Promise<Buffer> {
  const u = uploads.get(id)!;
  return Buffer.concat([...u.parts.entries()].sort(([a], [b]) => a - b).map(([, b]) => b));
}

const fast = { retryDelayMs: () => 5 };

describe('uploadFile', () => {
  it('sends every part, never more than 3 at once, and reports acknowledged bytes', async () => {
    const file = fileOf(10_500);
    const progress: UploadProgress[] = [];
    const upload = await uploadFile(api, file, {
      fileName: 'clip.mp4',
      onProgress: (p) => progress.push(p),
      ...fast,
    });
    expect(upload.partCount).toBe(11);
    expect(upload.receivedParts).toHaveLength(11);
    expect(maxInFlight).toBe(3);
    expect(await assembled(upload.id)).toEqual(Buffer.from(await file.arrayBuffer()));
    const bytes = progress.map((p) => p.uploadedBytes);
    expect(bytes[0]).toBe(0);
    expect(bytes.at(-1)).toBe(10_500);
    expect([...bytes].sort((a, b) => a - b)).toEqual(bytes);
    expect(progress.every((p) => p.totalBytes === 10_500)).toBe(true);
  });

  it('retries a part after 5xx, 408, 429 and a dropped connection, then succeeds', async () => {
    const failures: PartAnswer[] = [{ status: 503 }, 'drop', { status: 429 }];
    answer = (part, attempt) => (part === 2 ? (failures[attempt - 1] ?? 'ok') : 'ok');
    const upload = await uploadFile(api, fileOf(4000), { fileName: 'a.mp4', ...fast });
    expect(attempts.get(`${upload.id}:2`)).toBe(4);
    expect(upload.receivedParts).toEqual([1, 2, 3, 4]);

    answer = (part, attempt) => (part === 1 && attempt === 1 ? { status: 408 } : 'ok');
    const again = await uploadFile(api, fileOf(1500), { fileName: 'b.mp4', ...fast });
    expect(attempts.get(`${again.id}:1`)).toBe(2);
  });

  it('gives up after 3 retries and stops the other parts, leaving the upload to resume', async () => {
    answer = (part) => (part === 3 ? { status: 500 } : { delayMs: 40 });
    const err = await uploadFile(api, fileOf(20_000), { fileName: 'c.mp4', ...fast }).catch(
      (e: unknown) => e,
    );
    expect(statusOf(err)).toBe(500);
    const id = `u${nextId}`;
    expect(attempts.get(`${id}:3`)).toBe(4);
    expect(uploads.get(id)!.deleted).toBe(false);
    // The queue stopped: far from all 20 parts were tried.
    expect(log.filter((l) => l.startsWith('PUT')).length).toBeLessThan(20);
  });

  it('does not retry other 4xx answers', async () => {
    answer = (part) => (part === 1 ? { status: 409 } : 'ok');
    const err = await uploadFile(api, fileOf(900), { fileName: 'd.mp4', ...fast }).catch(
      (e: unknown) => e,
    );
    expect(statusOf(err)).toBe(409);
    expect(attempts.get(`u${nextId}:1`)).toBe(1);
  });

  it('retries a part that timed out', async () => {
    answer = (part, attempt) => (part === 2 && attempt === 1 ? 'hang' : 'ok');
    const upload = await uploadFile(api, fileOf(3000), {
      fileName: 'e.mp4',
      timeoutMs: 300,
      ...fast,
    });
    expect(attempts.get(`${upload.id}:2`)).toBe(2);
    expect(upload.receivedParts).toEqual([1, 2, 3]);
  });

  it('resumes: asks the server first and sends only the missing parts', async () => {
    const file = fileOf(6200);
    const data = Buffer.from(await file.arrayBuffer());
    const u: FakeUpload = {
      id: 'resume-me',
      fileName: 'f.mp4',
      sizeBytes: 6200,
      partSize: PART,
      parts: new Map([1, 2, 5].map((n) => [n, data.subarray((n - 1) * PART, n * PART)])),
      deleted: false,
    };
    uploads.set(u.id, u);
    const progress: number[] = [];
    const created: string[] = [];
    const upload = await uploadFile(api, file, {
      fileName: 'f.mp4',
      resume: { id: 'resume-me' },
      onCreated: (x) => created.push(x.id),
      onProgress: (p) => progress.push(p.uploadedBytes),
      ...fast,
    });
    expect(created).toEqual([]);
    expect(log[0]).toBe('GET /v1/uploads/resume-me');
    const sent = log.filter((l) => l.startsWith('PUT')).map((l) => Number(l.split('/').pop()));
    expect(sent.sort()).toEqual([3, 4, 6, 7]);
    expect(progress[0]).toBe(3000);
    expect(upload.receivedParts).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await assembled('resume-me')).toEqual(data);
  });

  it('refuses to resume an upload made for a file of another size', async () => {
    const first = await uploadFile(api, fileOf(1200), { fileName: 'g.mp4', ...fast });
    await expect(
      uploadFile(api, fileOf(1300), { fileName: 'g.mp4', resume: first, ...fast }),
    ).rejects.toThrow(/1200 bytes/);
  });

  it('cancels: stops the parts in flight, starts no more and deletes the upload', async () => {
    answer = (part) => (part <= 2 ? 'ok' : 'hang');
    const controller = new AbortController();
    let acknowledged = 0;
    const running = uploadFile(api, fileOf(8000), {
      fileName: 'h.mp4',
      signal: controller.signal,
      onProgress: (p) => {
        acknowledged = p.upload.receivedParts.length;
      },
      ...fast,
    });
    await expect.poll(() => acknowledged).toBe(2);
    await expect.poll(() => inFlight).toBe(3); // parts 3, 4, 5 hang
    const putsBefore = log.filter((l) => l.startsWith('PUT')).length;
    controller.abort();
    const err = await running.catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
    expect(uploads.get(`u${nextId}`)!.deleted).toBe(true);
    await expect.poll(() => inFlight).toBe(0);
    expect(log.filter((l) => l.startsWith('PUT')).length).toBe(putsBefore);
    expect(log.at(-1)).toBe(`DELETE /v1/uploads/u${nextId}`);
  });

  it('a cancel while the upload is being created still deletes it', async () => {
    const controller = new AbortController();
    const running = uploadFile(api, fileOf(3000), {
      fileName: 'i.mp4',
      signal: controller.signal,
      onCreated: () => undefined,
      ...fast,
    });
    controller.abort(); // before the server has answered POST /v1/uploads
    const err = await running.catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
    expect(uploads.get(`u${nextId}`)!.deleted).toBe(true);
    expect(log.some((l) => l.startsWith('PUT'))).toBe(false);
  });
});

describe('uploadFile to a store (S3 with presigned delivery)', () => {
  const puts = (prefix: string) => log.filter((l) => l.startsWith(`PUT ${prefix}`));

  it('sends every part to the store through presigned URLs and reports each ETag', async () => {
    storeMode = true;
    const file = fileOf(10_500);
    const progress: number[] = [];
    const upload = await uploadFile(api, file, {
      fileName: 'clip.mp4',
      onProgress: (p) => progress.push(p.uploadedBytes),
      ...fast,
    });
    expect(upload.target).toBe('store');
    expect(upload.receivedParts).toHaveLength(11);
    expect(maxInFlight).toBe(3);
    expect(await assembled(upload.id)).toEqual(Buffer.from(await file.arrayBuffer()));
    // Bytes only ever went to the store; the API heard one report per part.
    expect(puts(`/v1/uploads/${upload.id}/parts/`)).toEqual([]);
    expect(puts('/store/')).toHaveLength(11);
    expect(puts(`/v1/uploads/${upload.id}/store-parts/`)).toHaveLength(11);
    // URLs come in batches, not one request per part.
    expect(log.filter((l) => l.endsWith('/part-urls')).length).toBeLessThan(4);
    expect(progress.at(-1)).toBe(10_500);
  });

  it('retries a refused or dropped part with a fresh URL, and resumes with only missing parts', async () => {
    storeMode = true;
    const failures: PartAnswer[] = [{ status: 403 }, 'drop', { status: 503 }];
    answer = (part, attempt) => (part === 2 ? (failures[attempt - 1] ?? 'ok') : 'ok');
    const first = await uploadFile(api, fileOf(3000), { fileName: 'a.mp4', ...fast });
    expect(attempts.get(`${first.id}:2`)).toBe(4);
    expect(first.receivedParts).toEqual([1, 2, 3]);
    // The refused URL was not used again: part 2 asked for a URL of its own afterwards.
    expect(log.filter((l) => l.endsWith('/part-urls')).length).toBeGreaterThan(1);

    // A reload half-way: the store holds part 1 (reported) and part 3 (never reported).
    const file = fileOf(4000);
    const data = Buffer.from(await file.arrayBuffer());
    const slice = (n: number) => data.subarray((n - 1) * PART, n * PART);
    uploads.set('resume-store', {
      id: 'resume-store',
      fileName: 'r.mp4',
      sizeBytes: 4000,
      partSize: PART,
      parts: new Map([[1, slice(1)]]),
      stored: new Map([
        [1, slice(1)],
        [3, slice(3)],
      ]),
      target: 'store',
      deleted: false,
    });
    log.length = 0;
    answer = () => 'ok';
    const resumed = await uploadFile(api, file, {
      fileName: 'r.mp4',
      resume: { id: 'resume-store' },
      ...fast,
    });
    expect(
      puts('/store/')
        .map((l) => Number(l.split('/').pop()))
        .sort(),
    ).toEqual([2, 3, 4]);
    expect(resumed.receivedParts).toEqual([1, 2, 3, 4]);
    expect(await assembled('resume-store')).toEqual(data);
  });

  it('asks again for a URL that would expire before its part is sent', async () => {
    storeMode = true;
    partUrlTtlMs = 30_000; // shorter than the part time limit (180 s) plus a minute
    const upload = await uploadFile(api, fileOf(3000), { fileName: 'b.mp4', parallel: 1, ...fast });
    expect(upload.receivedParts).toEqual([1, 2, 3]);
    expect(log.filter((l) => l.endsWith('/part-urls'))).toHaveLength(3);
  });

  it("says plainly when the store's CORS rules hide the ETag, without retrying", async () => {
    storeMode = true;
    exposeEtag = false;
    const err = await uploadFile(api, fileOf(900), { fileName: 'c.mp4', ...fast }).catch(
      (e: unknown) => e,
    );
    expect(String(err)).toMatch(/expose the ETag header/);
    expect(attempts.get(`u${nextId}:1`)).toBe(1);
  });

  it('cancels a store upload: deletes it on the server', async () => {
    storeMode = true;
    answer = (part) => (part === 1 ? 'ok' : 'hang');
    const controller = new AbortController();
    const running = uploadFile(api, fileOf(5000), {
      fileName: 'd.mp4',
      signal: controller.signal,
      ...fast,
    });
    await expect.poll(() => inFlight).toBe(3);
    controller.abort();
    expect(isAbortError(await running.catch((e: unknown) => e))).toBe(true);
    expect(uploads.get(`u${nextId}`)!.deleted).toBe(true);
    await expect.poll(() => inFlight).toBe(0);
  });
});
