/**
 * Object storage for media and uploads, shaped like S3 so an S3-compatible store can take its
 * place: flat keys with '/' as a separator (`org/{orgId}/workflows/{id}/hls/master.m3u8`), whole
 * objects written at once, prefixes deleted together. The database keeps keys, never file paths.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  sizeBytes: number;
  modifiedAt: Date;
}

export interface ObjectStorage {
  /** `local`: the DATA_DIR/storage folder; `s3`: an S3-compatible bucket (S3_BUCKET). */
  readonly kind: 'local' | 's3';
  /** Writes one object: `source` is the path of a local file, or the bytes themselves. */
  put(key: string, source: string | Uint8Array): Promise<void>;
  /** Writes every file under `localDir` as `prefix/relative/path`; returns the keys written. */
  putDirectory(prefix: string, localDir: string): Promise<string[]>;
  /** Copies an object within the store; rejects with a `StorageNotFoundError` when there is none. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Reads an object; rejects with a `StorageNotFoundError` when there is none. */
  get(key: string): Promise<Readable>;
  /** undefined when there is no such object. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Every key equal to `prefix` or under `prefix/`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes the object `prefix` and every object under `prefix/`; nothing there is fine. */
  delete(prefix: string): Promise<void>;
  /**
   * Present when browsers talk to the store themselves (S3 with S3_MEDIA_DELIVERY=presigned):
   * media is read and uploads are written through presigned URLs, not through the server.
   */
  readonly direct?: DirectStoreAccess | undefined;
}

/** A part of a multipart upload as the store acknowledged it. */
export interface StorePart {
  partNumber: number;
  etag: string;
}

/** What a store reachable by browsers offers beyond ObjectStorage: presigned URLs. */
export interface DirectStoreAccess {
  /**
   * A URL a browser GETs `key` from, valid until `expiresAt` (unix seconds) and no longer. The
   * signature is dated `validFrom` (unix seconds, clamped to now), so every URL of one window
   * is the same text and a browser's cache can keep it.
   */
  presignGet(key: string, window: { validFrom: number; expiresAt: number }): Promise<string>;
  /** Starts a multipart upload that will become object `key`; answers the store's upload id. */
  createMultipartUpload(key: string, contentType: string): Promise<string>;
  /** A URL a browser PUTs part `partNumber` to, valid for `expiresInSeconds`. */
  presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string>;
  /** Joins the parts into object `key`: a `StoreRefusedError` when the store refuses them. */
  completeMultipartUpload(key: string, uploadId: string, parts: StorePart[]): Promise<void>;
  /** Drops the upload and its parts; an upload the store no longer knows is fine. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
}

/** The store refused a request about an upload (parts that do not match, an unknown upload). */
export class StoreRefusedError extends Error {
  constructor(
    readonly storeCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'StoreRefusedError';
  }
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no object in storage under ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const SEGMENT = /^[A-Za-z0-9._=-]+$/;

/** Keys are relative, '/'-separated, with no empty, '.' or '..' segment: safe as paths and on S3. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  const ok =
    key.length > 0 &&
    key.length <= 1024 &&
    parts.every((p) => SEGMENT.test(p) && p !== '.' && p !== '..');
  if (!ok) throw new TypeError(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Puts local files under their keys, `parallel` at a time; the first failure rejects. */
export async function putFiles(
  storage: Pick<ObjectStorage, 'put'>,
  files: { key: string; file: string }[],
  parallel = 4,
): Promise<void> {
  const queue = [...files];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await storage.put(next.key, next.file);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, lane));
}

/** Storage keys of a workflow's media. */
export const workflowKeys = (organizationId: string, workflowId: string) => {
  const root = `org/${organizationId}/workflows/${workflowId}`;
  return {
    root,
    original: (extension: string) => `${root}/original${extension}`,
    hls: `${root}/hls`,
    hlsMaster: (masterFile: string) => `${root}/hls/${masterFile}`,
    poster: `${root}/poster.jpg`,
    thumbnails: `${root}/thumbnails`,
    thumbnail: (second: number) => `${root}/thumbnails/${second}.jpg`,
  };
};
