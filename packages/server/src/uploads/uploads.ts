/**
 * Resumable multipart uploads (000 §9: parts of 2 MB, 3 in parallel, each retried). Shaped like
 * S3 multipart so a browser can resume after a reload: it asks which parts arrived and sends
 * the rest. Part bytes go to object storage under a key that names their SHA-256, so a retried
 * part that did arrive is recognised, and different bytes for a received part are refused.
 * Nothing here is held in memory between requests: any server process can take any part.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MULTIPART, VIDEO_UPLOAD_LIMITS, roleAtLeast } from '@stepwise/core';
import { newId } from '../db/ids.js';
import { uploadParts, uploads } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import type { Caller } from '../http/types.js';
import type { ObjectStorage } from '../storage/storage.js';

export type UploadRow = typeof uploads.$inferSelect;

export interface UploadView {
  id: string;
  fileName: string;
  sizeBytes: number;
  partSize: number;
  partCount: number;
  receivedParts: number[];
  expiresAt: string;
}

/** A claim older than this is taken to belong to a request that died half-way. */
const CLAIM_LEASE_MS = 10 * 60_000;

export const uploadKeys = (organizationId: string, uploadId: string) => {
  const root = `org/${organizationId}/uploads/${uploadId}`;
  return { root, part: (n: number, sha256: string) => `${root}/part-${n}-${sha256}` };
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
  const partSize = MULTIPART.partSizeBytes;
  const [row] = await caller.tenant.insert(uploads, {
    id: newId(),
    userId: caller.userId,
    fileName: input.fileName,
    contentType: input.contentType ?? null,
    sizeBytes: input.sizeBytes,
    partSize,
    partCount: Math.ceil(input.sizeBytes / partSize),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return view(caller.tenant, row!);
}

export async function receivePart(
  caller: Caller,
  storage: ObjectStorage,
  id: string,
  partNumber: number,
  bytes: Buffer,
): Promise<{ partNumber: number; sizeBytes: number; sha256: string }> {
  const upload = await ownUpload(caller, id);
  if (upload.claimedAt) throw conflict('This upload is already being turned into a workflow');
  if (partNumber > upload.partCount) {
    throw badRequest(`Part ${partNumber} is out of range: this upload has ${upload.partCount}`);
  }
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

/** Every received part's storage key, in order; a conflict naming the missing ones otherwise. */
export async function completeParts(tenant: Tenant, upload: UploadRow): Promise<string[]> {
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
  return parts.map((p) =>
    uploadKeys(upload.organizationId, upload.id).part(p.partNumber, p.sha256),
  );
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

/** The upload's row, parts and bytes, all gone. */
export async function removeUpload(tenant: Tenant, storage: ObjectStorage, id: string) {
  await tenant.delete(uploads, eq(uploads.id, id));
  await storage.delete(uploadKeys(tenant.organizationId, id).root);
}

export async function removeExpiredUploads(tenant: Tenant, storage: ObjectStorage) {
  const expired = await tenant.delete(uploads, lt(uploads.expiresAt, sql`now()`));
  for (const u of expired) await storage.delete(uploadKeys(tenant.organizationId, u.id).root);
}
