/**
 * The uploader's scheduling against a tiny local server that speaks the multipart protocol of
 * the issue 3 contract (a test double: the real server is exercised by tests/e2e). Parts are
 * 1000 bytes here so a file of a few kilobytes has many of them.
 */
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
}

const PART = 1000;
const uploads = new Map<string, FakeUpload>();
const attempts = new Map<string, number>(); // `${id}:${part}` -> PUTs seen
const log: string[] = [];
let inFlight = 0;
let maxInFlight = 0;
let answer: (part: number, attempt: number) => PartAnswer = () => 'ok';
let nextId = 0;
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
});

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
      ...input,
    };
    uploads.set(u.id, u);
    return send(res, 200, { item: view(u) });
  }
  const u = uploads.get(parts[2] ?? '');
  if (!u || u.deleted) return send(res, 404, null, 'Upload not found');
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

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
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
