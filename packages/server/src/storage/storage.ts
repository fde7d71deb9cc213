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
  readonly kind: 'local';
  /** Writes one object: `source` is the path of a local file, or the bytes themselves. */
  put(key: string, source: string | Uint8Array): Promise<void>;
  /** Writes every file under `localDir` as `prefix/relative/path`; returns the keys written. */
  putDirectory(prefix: string, localDir: string): Promise<string[]>;
  /** Reads an object; rejects with a `StorageNotFoundError` when there is none. */
  get(key: string): Promise<Readable>;
  /** undefined when there is no such object. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Every key equal to `prefix` or under `prefix/`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes the object `prefix` and every object under `prefix/`; nothing there is fine. */
  delete(prefix: string): Promise<void>;
  /** Where the local store keeps a key (local store only: media tools read files). */
  localPath(key: string): string;
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
