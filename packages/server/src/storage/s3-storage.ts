/**
 * Object storage on any S3-compatible store (AWS S3, MinIO, Ceph, R2, s3rver in tests), chosen
 * when S3_BUCKET is set. Keys are the same as on disk; the database never holds anything else.
 * With S3_MEDIA_DELIVERY=presigned it also signs URLs browsers use to read media and to send
 * upload parts straight to the store (`direct`).
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.js';
import { contentTypeOf } from './content-types.js';
import {
  checkKey,
  putFiles,
  StorageNotFoundError,
  StoreRefusedError,
  type DirectStoreAccess,
  type ObjectStorage,
  type StoredObject,
  type StorePart,
} from './storage.js';

/** Objects put in parallel by putDirectory: enough to hide latency, few enough to be polite. */
const PUT_PARALLEL = 4;
/** Files up to this size are sent from memory, so the SDK can retry them by itself. */
const IN_MEMORY_PUT_BYTES = 32 * 1024 * 1024;
/** S3 deletes at most 1,000 keys per request. */
const DELETE_BATCH = 1000;
/** SigV4 presigned URLs live at most a week. */
const MAX_PRESIGN_SECONDS = 604_800;

// The SDK warns on Node 20 that versions published from 2027 need Node 22; the version range
// in package.json is one that supports Node 20 (our engines), so the warning says nothing here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const statusOf = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 ||
  (err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound'));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

function clientConfig(config: S3Config, endpoint: string | undefined): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 demands them: the SDK's default adds CRC headers and aws-chunked
    // bodies that several S3-compatible stores reject, and would put a checksum of an empty
    // body into presigned part URLs.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The origin browsers fetch presigned URLs from (for a Content-Security-Policy's connect-src,
 * img-src and media-src): S3_PUBLIC_ENDPOINT, else S3_ENDPOINT, else AWS's host of the bucket.
 */
export function storeOrigin(config: S3Config): string {
  const endpoint = config.publicEndpoint ?? config.endpoint;
  if (endpoint) {
    const url = new URL(endpoint);
    if (!config.forcePathStyle) url.hostname = `${config.bucket}.${url.hostname}`;
    return url.origin;
  }
  const host = `s3.${config.region}.amazonaws.com`;
  return config.forcePathStyle ? `https://${host}` : `https://${config.bucket}.${host}`;
}

export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly direct: DirectStoreAccess | undefined;
  private readonly client: S3Client;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client(clientConfig(config, config.endpoint));
    if (config.delivery === 'presigned') {
      // Presigning is local arithmetic; a second client only because the signed host may be
      // the store's public name rather than the one this server reaches it on.
      const signer = config.publicEndpoint
        ? new S3Client(clientConfig(config, config.publicEndpoint))
        : this.client;
      this.direct = new S3DirectAccess(this.client, signer, config.bucket);
    }
  }

  async put(key: string, source: string | Uint8Array): Promise<void> {
    checkKey(key);
    const base = { Bucket: this.bucket, Key: key, ContentType: contentTypeOf(key) };
    if (typeof source !== 'string') {
      await this.client.send(new PutObjectCommand({ ...base, Body: source }));
      return;
    }
    const { size } = await stat(source);
    if (size <= IN_MEMORY_PUT_BYTES) {
      await this.client.send(new PutObjectCommand({ ...base, Body: await readFile(source) }));
      return;
    }
    // A stream cannot be replayed by the SDK's own retries: each attempt opens the file again.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.client.send(
          new PutObjectCommand({ ...base, Body: createReadStream(source), ContentLength: size }),
        );
        return;
      } catch (err) {
        const status = statusOf(err);
        if (attempt >= 3 || (status !== undefined && status < 500)) throw err;
      }
    }
  }

  async putDirectory(prefix: string, localDir: string): Promise<string[]> {
    checkKey(prefix);
    const files = (await filesUnder(localDir)).sort();
    const keyOf = (file: string) => `${prefix}/${relative(localDir, file).split(sep).join('/')}`;
    await putFiles(
      this,
      files.map((file) => ({ key: keyOf(file), file })),
      PUT_PARALLEL,
    );
    return files.map(keyOf);
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    checkKey(fromKey);
    checkKey(toKey);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: toKey,
          CopySource: `${this.bucket}/${fromKey}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentTypeOf(toKey),
        }),
      );
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(fromKey);
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    checkKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      // In Node the body is the response stream itself.
      return answer.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    checkKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        sizeBytes: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    checkKey(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    // One listing of `prefix` finds the object itself and everything under `prefix/`; keys that
    // merely start with the same letters (`hls-old/...` for `hls`) are dropped.
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && (o.Key === prefix || o.Key.startsWith(`${prefix}/`))) keys.push(o.Key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async delete(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0]!;
        throw new Error(
          `the store kept ${failed.length} object(s) under ${prefix}: ${first.Key} ${first.Code}`,
        );
      }
    }
  }
}

class S3DirectAccess implements DirectStoreAccess {
  constructor(
    private readonly client: S3Client,
    private readonly signer: S3Client,
    private readonly bucket: string,
  ) {}

  async presignGet(key: string, window: { validFrom: number; expiresAt: number }) {
    checkKey(key);
    const now = Math.floor(Date.now() / 1000);
    const from = Math.min(window.validFrom, now);
    const expiresIn = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, window.expiresAt - from));
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      // The store's answer may be cached no longer than the link lives (as the media route's).
      ResponseCacheControl: 'private',
      ResponseExpires: new Date((from + expiresIn) * 1000),
    });
    return getSignedUrl(this.signer, command, { expiresIn, signingDate: new Date(from * 1000) });
  }

  async createMultipartUpload(key: string, contentType: string): Promise<string> {
    checkKey(key);
    const answer = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!answer.UploadId) throw new Error('the store started no multipart upload');
    return answer.UploadId;
  }

  presignUploadPart(key: string, uploadId: string, partNumber: number, expiresInSeconds: number) {
    checkKey(key);
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
    });
    return getSignedUrl(this.signer, command, {
      expiresIn: Math.min(MAX_PRESIGN_SECONDS, expiresInSeconds),
    });
  }

  async completeMultipartUpload(key: string, uploadId: string, parts: StorePart[]) {
    checkKey(key);
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })),
          },
        }),
      );
    } catch (err) {
      const status = statusOf(err);
      if (err instanceof S3ServiceException && status !== undefined && status < 500) {
        throw new StoreRefusedError(err.name, err.message);
      }
      throw err;
    }
  }

  async abortMultipartUpload(key: string, uploadId: string) {
    checkKey(key);
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
  }
}
