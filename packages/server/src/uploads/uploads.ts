/**
 * Resumable multipart uploads (000 §9: parts of 2 MB, 3 in parallel, each retried). Shaped like
 * S3 multipart so a browser can resume after a reload: it asks which parts arrived and sends
 * the rest. Part bytes go to object storage under a key that names their SHA-256, so a retried
 * part that did arrive is recognised, and different bytes for a received part are refused.
 * Nothing here is held in memory between requests: any server process can take any part.
 *
 * With an S3 store and presigned delivery the bytes skip the server: the upload is a multipart
 * upload of the store's, the browser PUTs each part to a presigned URL and reports the ETag the
 * store answered, and initialize asks the store to join them (see "Uploads" in the README).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MULTIPART, VIDEO_UPLOAD_LIMITS, roleAtLeast } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { uploadParts, uploads } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { badRequest, conflict, forbidden, notFound } from '../domain/errors.js';
import type { Caller } from '../domain/caller.js';
import type { ObjectStorage } from '../storage/storage.js';

/** S3 refuses parts under 5 MiB but the last: parts sent straight to the store are this big. */
export const STORE_PART_SIZE_BYTES = 5 * 1024 * 1024;
/** Life of a presigned part URL; a client sending a part later asks for a fresh one. */
export const PART_URL_TTL_SECONDS = 3600;
/** Part URLs one request may ask for. */
export const MAX_PART_URLS = 100;

export type UploadRow = typeof uploads.$inferSelect;
type UploadPartRow = typeof uploadParts.$inferSelect;

export interface UploadView {
  id: string;
  fileName: string;
  sizeBytes: number;
  partSize: number;
  partCount: number;
  receivedParts: number[];
  expiresAt: string;
  /**
   * Where the parts go: `server` (`PUT /v1/uploads/{id}/parts/{n}` with the bytes) or `store`
   * (presigned URLs from `POST /v1/uploads/{id}/part-urls`, then the ETag reported).
   */
  target: 'server' | 'store';
}

export interface PartUrl {
  partNumber: number;
  url: string;
  expiresAt: string;
}

/** A claim older than this is taken to belong to a request that died half-way. */
const CLAIM_LEASE_MS = 10 * 60_000;

export const uploadKeys = (organizationId: string, uploadId: string) => {
  const root = `org/${organizationId}/uploads/${uploadId}`;
  return {
    root,
    part: (n: number, sha256: string) => `${root}/part-${n}-${sha256}`,
    /** A store upload's parts, joined by the store. */
    file: `${root}/file`,
  };
};

/** Publishers (or more) in at least one workspace may upload; viewers everywhere may not. */
export function mayUpload(caller: Pick<Caller, 'role' | 'workspaceRoles'>): boolean {
  return (
    roleAtLeast(caller.role, 'publisher') ||
    Object.values(caller.workspaceRoles).some((r) => roleAtLeast(r, 'publisher'))
  );
}

/** How many bytes part `n` (1-based) must have. */
export function expectedPartSize(upload: Pick<UploadRow, 'sizeBytes' | 'partSize'>, n: number) {
  return Math.min(upload.partSize, upload.sizeBytes - (n - 1) * upload.partSize);
}

async function view(tenant: Tenant, upload: UploadRow): Promise<UploadView> {
  const parts = await tenant.select(uploadParts, eq(uploadParts.uploadId, upload.id), {
    orderBy: [asc(uploadParts.partNumber)],
  });
  return {
    id: upload.id,
    fileName: upload.fileName,
    sizeBytes: upload.sizeBytes,
    partSize: upload.partSize,
    partCount: upload.partCount,
    receivedParts: parts.map((p) => p.partNumber),
    expiresAt: upload.expiresAt.toISOString(),
    target: upload.storeUploadId ? 'store' : 'server',
  };
}

/** The caller's own live upload; anyone else's, or an expired one, is not found. */
export async function ownUpload(caller: Caller, id: string): Promise<UploadRow> {
  const upload = await caller.tenant.first(
    uploads,
    and(eq(uploads.id, id), eq(uploads.userId, caller.userId)),
  );
  if (!upload || upload.expiresAt.getTime() <= Date.now()) throw notFound('Upload');
  return upload;
}

export async function describeUpload(caller: Caller, id: string): Promise<UploadView> {
  return view(caller.tenant, await ownUpload(caller, id));
}

export async function createUpload(
  caller: Caller,
  storage: ObjectStorage,
  input: { fileName: string; sizeBytes: number; contentType?: string | undefined },
  ttlHours: number,
): Promise<UploadView> {
  if (!mayUpload(caller)) throw forbidden('Only publishers may upload videos');
  if (input.sizeBytes === 0) throw badRequest('File is empty');
  if (input.sizeBytes > VIDEO_UPLOAD_LIMITS.maxBytes) {
    throw badRequest('File too large', { maxBytes: VIDEO_UPLOAD_LIMITS.maxBytes });
  }
  // Abandoned uploads of this organisation go first: no timer, and no other process, needed.
  await removeExpiredUploads(caller.tenant, storage);
  const id = newId();
  const direct = storage.direct;
  const partSize = direct ? STORE_PART_SIZE_BYTES : MULTIPART.partSizeBytes;
  // The original's type is decided by ffprobe later, never by what the client says it is.
  const storeUploadId = direct
    ? await direct.createMultipartUpload(
        uploadKeys(caller.organizationId, id).file,
        'application/octet-stream',
      )
    : null;
  try {
    const [row] = await caller.tenant.insert(uploads, {
      id,
      userId: caller.userId,
      fileName: input.fileName,
      contentType: input.contentType ?? null,
      sizeBytes: input.sizeBytes,
      partSize,
      partCount: Math.ceil(input.sizeBytes / partSize),
      expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
      storeUploadId,
    });
    return view(caller.tenant, row!);
  } catch (err) {
    if (storeUploadId) await abortStoreUpload(storage, caller.organizationId, id, storeUploadId);
    throw err;
  }
}

function checkPartNumber(upload: UploadRow, partNumber: number) {
  if (partNumber > upload.partCount) {
    throw badRequest(`Part ${partNumber} is out of range: this upload has ${upload.partCount}`);
  }
}

/** A store upload not yet being turned into a workflow, and the store that takes its parts. */
async function openStoreUpload(caller: Caller, storage: ObjectStorage, id: string) {
  const upload = await ownUpload(caller, id);
  if (!upload.storeUploadId || !storage.direct) {
    throw conflict(
      'This upload takes its parts through the server: PUT /v1/uploads/{id}/parts/{n}',
    );
  }
  if (upload.claimedAt) throw conflict('This upload is already being turned into a workflow');
  return { upload, storeUploadId: upload.storeUploadId, direct: storage.direct };
}

/** Presigned URLs the browser PUTs parts to, straight to the store. */
export async function presignParts(
  caller: Caller,
  storage: ObjectStorage,
  id: string,
  partNumbers: number[],
): Promise<PartUrl[]> {
  const { upload, storeUploadId, direct } = await openStoreUpload(caller, storage, id);
  const wanted = [...new Set(partNumbers)];
  for (const n of wanted) checkPartNumber(upload, n);
  const key = uploadKeys(caller.organizationId, id).file;
  const expiresAt = new Date(Date.now() + PART_URL_TTL_SECONDS * 1000).toISOString();
  return Promise.all(
    wanted.map(async (partNumber) => ({
      partNumber,
      url: await direct.presignUploadPart(key, storeUploadId, partNumber, PART_URL_TTL_SECONDS),
      expiresAt,
    })),
  );
}

/**
 * The browser sent part `n` to the store, which answered `etag`. Sending a part again replaces
 * it in the store, so the last report wins; the store checks every ETag when it joins them.
 */
export async function recordStorePart(
  caller: Caller,
  storage: ObjectStorage,
  id: string,
  partNumber: number,
  etag: string,
): Promise<{ partNumber: number; sizeBytes: number; etag: string }> {
  const { upload } = await openStoreUpload(caller, storage, id);
  checkPartNumber(upload, partNumber);
  const sizeBytes = expectedPartSize(upload, partNumber);
  const where = and(eq(uploadParts.uploadId, id), eq(uploadParts.partNumber, partNumber));
  await caller.tenant.insertIgnore(uploadParts, { uploadId: id, partNumber, sizeBytes, etag });
  const [stored] = await caller.tenant.update(uploadParts, { etag }, where);
  if (!stored) throw notFound('Upload');
  return { partNumber, sizeBytes, etag };
}

export async function receivePart(
  caller: Caller,
  storage: ObjectStorage,
  id: string,
  partNumber: number,
  bytes: Buffer,
): Promise<{ partNumber: number; sizeBytes: number; sha256: string }> {
  const upload = await ownUpload(caller, id);
  if (upload.storeUploadId) {
    throw conflict(
      "This upload's parts go straight to the store: ask POST /v1/uploads/{id}/part-urls",
    );
  }
  if (upload.claimedAt) throw conflict('This upload is already being turned into a workflow');
  checkPartNumber(upload, partNumber);
  const expected = expectedPartSize(upload, partNumber);
  if (bytes.length !== expected) {
    throw badRequest(`Part ${partNumber} must be ${expected} bytes, got ${bytes.length}`);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = uploadKeys(caller.organizationId, id).part(partNumber, sha256);
  await storage.put(key, bytes);
  try {
    await caller.tenant.insertIgnore(uploadParts, {
      uploadId: id,
      partNumber,
      sizeBytes: bytes.length,
      sha256,
    });
  } catch (err) {
    // The upload went away meanwhile (cancelled): its bytes must not stay behind.
    await storage.delete(key);
    throw err;
  }
  const stored = await caller.tenant.first(
    uploadParts,
    and(eq(uploadParts.uploadId, id), eq(uploadParts.partNumber, partNumber)),
  );
  if (!stored) {
    await storage.delete(key);
    throw notFound('Upload');
  }
  if (stored.sha256 !== sha256) {
    await storage.delete(key);
    throw conflict(`Part ${partNumber} was already received with different content`, {
      partNumber,
    });
  }
  return { partNumber, sizeBytes: bytes.length, sha256 };
}

/** Every received part, in order; a conflict naming the missing ones otherwise. */
export async function completeParts(tenant: Tenant, upload: UploadRow): Promise<UploadPartRow[]> {
  const parts = await tenant.select(uploadParts, eq(uploadParts.uploadId, upload.id), {
    orderBy: [asc(uploadParts.partNumber)],
  });
  const have = new Set(parts.map((p) => p.partNumber));
  const missing: number[] = [];
  for (let n = 1; n <= upload.partCount; n++) if (!have.has(n)) missing.push(n);
  if (missing.length > 0) {
    throw conflict(`The upload is incomplete: ${missing.length} part(s) missing`, {
      missingParts: missing.slice(0, 100),
    });
  }
  return parts;
}

/** The storage key of a part received by the server. */
export const partKey = (upload: UploadRow, part: UploadPartRow) =>
  uploadKeys(upload.organizationId, upload.id).part(part.partNumber, part.sha256 ?? '');

/** Forgets the parts reported for a store upload, so its client sends them all again. */
export async function forgetStoreParts(tenant: Tenant, id: string): Promise<void> {
  await tenant.delete(uploadParts, eq(uploadParts.uploadId, id));
}

/** Takes the upload for one request; false when another request holds it. */
export async function claimUpload(tenant: Tenant, id: string): Promise<boolean> {
  const stale = new Date(Date.now() - CLAIM_LEASE_MS);
  const claimed = await tenant.update(
    uploads,
    { claimedAt: new Date() },
    and(eq(uploads.id, id), or(isNull(uploads.claimedAt), lt(uploads.claimedAt, stale))),
  );
  return claimed.length === 1;
}

export async function releaseUpload(tenant: Tenant, id: string): Promise<void> {
  await tenant.update(uploads, { claimedAt: null }, eq(uploads.id, id));
}

/**
 * Drops a store's multipart upload. Best effort: not every S3-compatible store implements it
 * (s3rver does not), and the bucket's lifecycle rule for incomplete multipart uploads (README,
 * "Running on several machines") removes what is left either way.
 */
async function abortStoreUpload(
  storage: ObjectStorage,
  organizationId: string,
  id: string,
  storeUploadId: string,
): Promise<void> {
  await storage.direct
    ?.abortMultipartUpload(uploadKeys(organizationId, id).file, storeUploadId)
    .catch(() => undefined);
}

async function discard(
  storage: ObjectStorage,
  tenant: Tenant,
  upload: Pick<UploadRow, 'id' | 'storeUploadId'>,
) {
  if (upload.storeUploadId) {
    await abortStoreUpload(storage, tenant.organizationId, upload.id, upload.storeUploadId);
  }
  await storage.delete(uploadKeys(tenant.organizationId, upload.id).root);
}

/** The upload's row, parts and bytes (on the server or in the store), all gone. */
export async function removeUpload(tenant: Tenant, storage: ObjectStorage, id: string) {
  const [removed] = await tenant.delete(uploads, eq(uploads.id, id));
  await discard(storage, tenant, removed ?? { id, storeUploadId: null });
}

export async function removeExpiredUploads(tenant: Tenant, storage: ObjectStorage) {
  const expired = await tenant.delete(uploads, lt(uploads.expiresAt, sql`now()`));
  for (const u of expired) await discard(storage, tenant, u);
}
