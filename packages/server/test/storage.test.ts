/**
 * One conformance suite for every object store: the local folder (DATA_DIR/storage) and an
 * S3-compatible bucket (s3rver, a real S3 server from the npm registry, on an ephemeral port).
 * Whatever the pipeline, uploads and media routes rely on must behave the same on both.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { S3Storage } from '../src/storage/index.js';
import {
  createStorage,
  LocalStorage,
  StorageNotFoundError,
  storeOrigin,
  type ObjectStorage,
} from '../src/storage/index.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

let s3: TestS3Server;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'stepwise-storage-'));
  s3 = await startS3Server();
}, 60_000);
afterAll(async () => {
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Numbers test folders across both stores (they share the work folder). */
let n = 0;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const read = async (storage: ObjectStorage, key: string) => buffer(await storage.get(key));

const stores: [string, () => ObjectStorage][] = [
  ['local folder', () => new LocalStorage(mkdtempSync(join(work, 'local-')))],
  [
    's3 bucket (s3rver)',
    () => createStorage(loadConfig({ ...s3.env, DATA_DIR: work, S3_MEDIA_DELIVERY: 'proxy' })),
  ],
];

describe.each(stores)('object storage: %s', (_name, make) => {
  let storage: ObjectStorage;
  let root: string;
  beforeAll(() => {
    storage = make();
  });
  // Every test writes under a folder of its own, so they cannot see each other's objects.
  const fresh = () => (root = `org/o1/t${++n}-${randomBytes(3).toString('hex')}`);

  it('puts bytes and files, reads them back whole, and states their size', async () => {
    fresh();
    const bytes = randomBytes(1000);
    await storage.put(`${root}/a.bin`, bytes);
    expect(sha(await read(storage, `${root}/a.bin`))).toBe(sha(bytes));
    const file = join(work, `file-${n}.jpg`);
    writeFileSync(file, bytes.subarray(0, 10));
    await storage.put(`${root}/b.jpg`, file);
    expect(await read(storage, `${root}/b.jpg`)).toEqual(bytes.subarray(0, 10));
    const info = await storage.stat(`${root}/a.bin`);
    expect(info).toMatchObject({ key: `${root}/a.bin`, sizeBytes: 1000 });
    expect(info!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 120_000);
    // A second put replaces the object.
    await storage.put(`${root}/a.bin`, new Uint8Array([1, 2, 3]));
    expect([...(await read(storage, `${root}/a.bin`))]).toEqual([1, 2, 3]);
  });

  it('streams a file larger than what is sent from memory (33 MiB)', async () => {
    fresh();
    const big = randomBytes(33 * 1024 * 1024);
    const file = join(work, `big-${n}.ts`);
    writeFileSync(file, big);
    await storage.put(`${root}/big.ts`, file);
    expect((await storage.stat(`${root}/big.ts`))?.sizeBytes).toBe(big.length);
    expect(sha(await read(storage, `${root}/big.ts`))).toBe(sha(big));
  }, 60_000);

  it('says plainly when there is no object', async () => {
    fresh();
    expect(await storage.stat(`${root}/none`)).toBeUndefined();
    await expect(storage.get(`${root}/none`)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.copy(`${root}/none`, `${root}/x`)).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
    expect(await storage.list(`${root}/none`)).toEqual([]);
    await storage.delete(`${root}/none`); // nothing there is fine
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../x', 'a//b', '/a', 'a/./b', 'a/b/', 'a b']) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
      await expect(storage.stat(key)).rejects.toThrow(/invalid storage key/);
    }
  });

  it('writes a folder under a prefix and lists it sorted, without look-alike neighbours', async () => {
    fresh();
    const dir = join(work, `dir-${n}`);
    mkdirSync(join(dir, '360p'), { recursive: true });
    writeFileSync(join(dir, 'master.m3u8'), '#EXTM3U\n');
    for (let i = 0; i < 12; i++) writeFileSync(join(dir, '360p', `segment_${i}.ts`), `s${i}`);
    const keys = await storage.putDirectory(`${root}/hls`, dir);
    expect(keys).toHaveLength(13);
    expect(keys).toContain(`${root}/hls/master.m3u8`);
    await storage.put(`${root}/hls-old/x.ts`, new Uint8Array([1]));
    await storage.put(`${root}/hls.txt`, new Uint8Array([1]));
    const listed = await storage.list(`${root}/hls`);
    expect(listed).toEqual([...keys].sort());
    expect(await read(storage, `${root}/hls/360p/segment_7.ts`)).toEqual(Buffer.from('s7'));
    // An object's own key lists as itself.
    expect(await storage.list(`${root}/hls.txt`)).toEqual([`${root}/hls.txt`]);
  });

  it('copies an object', async () => {
    fresh();
    const bytes = randomBytes(2048);
    await storage.put(`${root}/uploads/u/file`, bytes);
    await storage.copy(`${root}/uploads/u/file`, `${root}/workflows/w/original.mp4`);
    expect(sha(await read(storage, `${root}/workflows/w/original.mp4`))).toBe(sha(bytes));
    expect(await storage.stat(`${root}/uploads/u/file`)).toBeDefined();
  });

  it('deletes a prefix and everything under it, and nothing beside it', async () => {
    fresh();
    await storage.put(`${root}/thumbnails/1.jpg`, new Uint8Array([1]));
    await storage.put(`${root}/thumbnails/2.jpg`, new Uint8Array([2]));
    await storage.put(`${root}/thumbnails-x/1.jpg`, new Uint8Array([3]));
    await storage.put(`${root}/poster.jpg`, new Uint8Array([4]));
    await storage.delete(`${root}/thumbnails`);
    expect(await storage.list(`${root}/thumbnails`)).toEqual([]);
    expect(await storage.list(root)).toEqual([`${root}/poster.jpg`, `${root}/thumbnails-x/1.jpg`]);
    await storage.delete(`${root}/poster.jpg`);
    expect(await storage.stat(`${root}/poster.jpg`)).toBeUndefined();
  });

  it('lists and deletes more than 1,000 keys (a 20-minute video has 1,200 thumbnails)', async () => {
    fresh();
    const dir = join(work, `many-${n}`);
    mkdirSync(dir);
    for (let i = 0; i < 1205; i++) writeFileSync(join(dir, `${i}.jpg`), String(i));
    await storage.putDirectory(`${root}/thumbnails`, dir);
    const listed = await storage.list(`${root}/thumbnails`);
    expect(listed).toHaveLength(1205);
    expect(new Set(listed).size).toBe(1205);
    await storage.delete(`${root}/thumbnails`);
    expect(await storage.list(`${root}/thumbnails`)).toEqual([]);
  }, 120_000);
});

describe('S3 with presigned delivery: browsers talk to the store', () => {
  let storage: S3Storage;
  beforeAll(() => {
    storage = createStorage(loadConfig({ ...s3.env, DATA_DIR: work })) as S3Storage;
  });

  it('is chosen by S3_BUCKET; proxy delivery offers no presigned URLs', () => {
    expect(storage.kind).toBe('s3');
    expect(storage.direct).toBeDefined();
    const proxy = createStorage(loadConfig({ ...s3.env, S3_MEDIA_DELIVERY: 'proxy' }));
    expect(proxy.kind).toBe('s3');
    expect(proxy.direct).toBeUndefined();
    expect(createStorage(loadConfig({ DATA_DIR: work })).kind).toBe('local');
  });

  it('presigns reads that carry the type, end with the window and are stable within it', async () => {
    await storage.put('org/o2/workflows/w/poster.jpg', new Uint8Array([9, 8, 7]));
    const now = Math.floor(Date.now() / 1000);
    const window = { validFrom: now - 10, expiresAt: now + 600 };
    const url = await storage.direct!.presignGet('org/o2/workflows/w/poster.jpg', window);
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/org/o2/workflows/w/poster.jpg?`)).toBe(true);
    expect(storeOrigin(loadConfig(s3.env).s3!)).toBe(new URL(url).origin);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('610');
    expect(await storage.direct!.presignGet('org/o2/workflows/w/poster.jpg', window)).toBe(url);
    const res = await fetch(url, { headers: { origin: 'https://intranet.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([9, 8, 7]);
    const expired = await storage.direct!.presignGet('org/o2/workflows/w/poster.jpg', {
      validFrom: now - 120,
      expiresAt: now - 60,
    });
    expect((await fetch(expired)).status).toBe(403);
  });

  it('reads its settings once, and refuses half-made ones at start', () => {
    expect(loadConfig({ ...s3.env }).s3).toEqual({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      publicEndpoint: undefined,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      delivery: 'presigned',
    });
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/set S3_BUCKET too/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_MEDIA_DELIVERY: 'cdn' })).toThrow(
      /S3_MEDIA_DELIVERY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'a/b' })).toThrow(/S3_BUCKET/);
  });

  it('names the origin browsers reach the store at (for a Content-Security-Policy)', () => {
    const origin = (env: Record<string, string>) => storeOrigin(loadConfig(env).s3!);
    expect(origin({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' })).toBe(
      'https://media.s3.eu-west-1.amazonaws.com',
    );
    expect(
      origin({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_PUBLIC_ENDPOINT: 'https://files.example.com',
      }),
    ).toBe('https://files.example.com');
    expect(
      origin({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://r2.example',
        S3_FORCE_PATH_STYLE: 'false',
      }),
    ).toBe('https://media.r2.example');
  });

  it('takes a multipart upload from presigned part URLs and joins it', async () => {
    const key = 'org/o2/uploads/u1/file';
    const id = await storage.direct!.createMultipartUpload(key, 'video/mp4');
    const parts = [randomBytes(5 * 1024 * 1024), randomBytes(1234)];
    const etags: string[] = [];
    for (const [i, bytes] of parts.entries()) {
      const url = await storage.direct!.presignUploadPart(key, id, i + 1, 600);
      // What a browser does: a plain PUT of the bytes, after a CORS preflight.
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: { origin: 'https://portal.example', 'access-control-request-method': 'PUT' },
      });
      expect(preflight.status).toBe(200);
      const res = await fetch(url, {
        method: 'PUT',
        body: bytes,
        headers: { origin: 'https://portal.example' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-expose-headers')).toMatch(/ETag/i);
      etags.push(res.headers.get('etag')!);
    }
    await storage.direct!.completeMultipartUpload(
      key,
      id,
      etags.map((etag, i) => ({ partNumber: i + 1, etag })),
    );
    expect((await storage.stat(key))?.sizeBytes).toBe(5 * 1024 * 1024 + 1234);
    expect(sha(await read(storage, key))).toBe(sha(Buffer.concat(parts)));
    // Aborting an upload the store no longer has is not an error worth failing a request for.
    await storage.direct!.abortMultipartUpload(key, id).catch(() => undefined);
  });
});
