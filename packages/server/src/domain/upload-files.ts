/**
 * A finished resumable upload (000 §9) as bytes, and the type those bytes say they are (never
 * the name or what the client claims). Shared by every route that turns an upload into a file:
 * smart-instruction media (sop-media.ts), step attachments (step-attachment-files.ts), annotation
 * images and the organisation logo (organization-logo.ts).
 */
import type { Tenant } from '../db/tenant.js';
import type { ObjectStorage } from '../storage/storage.js';
import { completeParts, partKey, uploadKeys, type UploadRow } from '../uploads/uploads.js';
import { conflict } from './errors.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
  'video/x-msvideo': '.avi',
  'application/pdf': '.pdf',
};
export const extensionOf = (mimeType: string) => EXTENSIONS[mimeType] ?? '.bin';

/** The media type the first bytes of a file show, among those the editors take. */
export function sniffMimeType(bytes: Uint8Array): string {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  // ISO base media: a box size, then 'ftyp'; QuickTime's brand is 'qt  ' (mp4 and m4v share
  // the rest).
  if (ascii(4, 8) === 'ftyp') {
    return ascii(8, 12).startsWith('qt') ? 'video/quicktime' : 'video/mp4';
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') return 'video/x-msvideo';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return 'application/octet-stream';
}

/** The bytes of an upload whose parts all arrived (on the server, or joined in the store). */
export async function uploadBytes(
  tenant: Tenant,
  storage: ObjectStorage,
  upload: UploadRow,
): Promise<Uint8Array> {
  const parts = await completeParts(tenant, upload);
  const keys = upload.storeUploadId
    ? [uploadKeys(upload.organizationId, upload.id).file]
    : parts.map((p) => partKey(upload, p));
  if (upload.storeUploadId && storage.direct) {
    const key = keys[0]!;
    if ((await storage.stat(key))?.sizeBytes !== upload.sizeBytes) {
      await storage.direct.completeMultipartUpload(
        key,
        upload.storeUploadId,
        parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag ?? '' })),
      );
    }
  }
  const chunks: Buffer[] = [];
  for (const key of keys) {
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length !== upload.sizeBytes) {
    throw conflict('The upload is incomplete: send its parts again');
  }
  return bytes;
}
