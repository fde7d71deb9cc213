/**
 * Files of smart instructions (issue 20; 001 §5 upload limits): a finished upload's bytes, the
 * type the bytes say they are (never the name or what the client claims), and the storage keys
 * under the instruction's media folder (`org/{org}/smart-instructions/{id}/...`, signed like a
 * workflow's media: media-urls.ts).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  smartInstructionUploadProblem,
  SMART_INSTRUCTION_UPLOAD_LIMITS,
  SOP_FILE_NAME_MAX_LENGTH,
  type SmartInstructionUploadKind,
} from '@stepwise/core';
import type { StoredSopAttachment } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { defaultFfmpeg } from '../media/ffmpeg-binaries.js';
import { runProcess } from '../media/run-process.js';
import { workArea } from '../media/work-area.js';
import type { ObjectStorage } from '../storage/storage.js';
import { ownUpload, removeUpload, type UploadRow } from '../uploads/uploads.js';
import { extensionOf, sniffMimeType, uploadBytes } from './upload-files.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import type { SmartInstructionRow } from './smart-instruction-access.js';

// Moved to upload-files.ts (step attachments and imported clips share them).
export { extensionOf, sniffMimeType, uploadBytes };

/** The media folder of an instruction. */
export const instructionKeys = (organizationId: string, instructionId: string) => {
  const root = `org/${organizationId}/smart-instructions/${instructionId}`;
  return {
    root,
    media: (fileId: string, extension: string) => `${root}/media/${fileId}${extension}`,
    photo: (fileId: string, extension: string) => `${root}/photos/${fileId}${extension}`,
  };
};

/** 400 with core's words ('File too large', 'Invalid file type', 'No file provided'). */
export function refuseUpload(
  kind: SmartInstructionUploadKind,
  file: { mimeType: string; bytes: number } | null,
): void {
  const problem = smartInstructionUploadProblem(kind, file);
  if (problem) {
    throw badRequest(problem, {
      maxBytes: SMART_INSTRUCTION_UPLOAD_LIMITS[kind].maxBytes,
      mimeTypes: SMART_INSTRUCTION_UPLOAD_LIMITS[kind].mimeTypes,
    });
  }
}

/**
 * A finished upload of the caller checked against the instruction limits of `kind`: too large
 * (by its announced size, before a byte is read) or of another type (by its bytes) is a 400, and
 * the upload is removed, since it can never be used. Answers the bytes and their type.
 */
export async function checkedUpload(
  caller: Caller,
  storage: ObjectStorage,
  uploadId: string,
  kind: SmartInstructionUploadKind,
): Promise<{ upload: UploadRow; bytes: Uint8Array; mimeType: string }> {
  const upload = await ownUpload(caller, uploadId);
  const limit = SMART_INSTRUCTION_UPLOAD_LIMITS[kind];
  const refuse = async (mimeType: string, size: number) => {
    try {
      refuseUpload(kind, { mimeType, bytes: size });
    } catch (err) {
      await removeUpload(caller.tenant, storage, upload.id);
      throw err;
    }
  };
  if (upload.sizeBytes > limit.maxBytes) await refuse(limit.mimeTypes[0], upload.sizeBytes);
  const bytes = await uploadBytes(caller.tenant, storage, upload);
  const mimeType = sniffMimeType(bytes);
  await refuse(mimeType, bytes.length);
  return { upload, bytes, mimeType };
}

/** Stores `bytes` as a new file of the instruction's `media/` folder; answers its key. */
export async function storeInstructionMedia(
  storage: ObjectStorage,
  row: Pick<SmartInstructionRow, 'organizationId' | 'id'>,
  bytes: Uint8Array,
  mimeType: string,
): Promise<string> {
  const key = instructionKeys(row.organizationId, row.id).media(newId(), extensionOf(mimeType));
  await storage.put(key, bytes);
  return key;
}

/**
 * Copies the instruction's stored media to another instruction's folder (a duplicate keeps its
 * own files, so deleting the original leaves the copy whole). Answers the key map.
 */
export async function copyInstructionMedia(
  storage: ObjectStorage,
  from: Pick<SmartInstructionRow, 'organizationId' | 'id'>,
  toId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const source = `${instructionKeys(from.organizationId, from.id).root}/`;
  const target = `${instructionKeys(from.organizationId, toId).root}/`;
  const moved = new Map<string, string>();
  for (const key of new Set(keys)) {
    if (!key.startsWith(source)) continue;
    const copy = target + key.slice(source.length);
    await storage.copy(key, copy).catch(() => undefined);
    moved.set(key, copy);
  }
  return moved;
}

/** Thumbnails are at most this wide or high (the editor's cards and the viewer's strip). */
const THUMBNAIL_PX = 320;

/**
 * A JPEG thumbnail of an image, or null when it cannot be decoded (the image then stands for
 * its own thumbnail). Made by ffmpeg in a process of its own: an uploaded image is untrusted,
 * and a decoder that crashes on a malformed one (the native canvas module does) must not take
 * the server with it.
 */
export async function imageThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  const work = await workArea().makeDir('sop-thumb-');
  try {
    const input = join(work, 'image');
    const output = join(work, 'thumb.jpg');
    await writeFile(input, bytes);
    const fit = `scale='min(${THUMBNAIL_PX},iw)':'min(${THUMBNAIL_PX},ih)':force_original_aspect_ratio=decrease`;
    await runProcess(
      defaultFfmpeg().ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        '-y',
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        fit,
      ].concat(['-q:v', '4', '-f', 'image2', '-update', '1', output]),
      { timeoutMs: 30_000 },
    );
    const out = await readFile(output);
    return out.length > 0 ? out : null;
  } catch {
    return null;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * POST /v1/multimodal-sop/{id}/media: a finished upload of the caller becomes a file of the
 * SOP, checked against the instruction limits by its bytes; the upload is used up. A PDF is a
 * `document`. An image gets a JPEG thumbnail (or is its own when it cannot be decoded); videos
 * and documents have none.
 */
export async function attachMedia(
  caller: Caller,
  storage: ObjectStorage,
  row: Pick<SmartInstructionRow, 'organizationId' | 'id'>,
  body: { uploadId: string; kind: SmartInstructionUploadKind },
): Promise<StoredSopAttachment> {
  const { upload, bytes, mimeType } = await checkedUpload(
    caller,
    storage,
    body.uploadId,
    body.kind,
  );
  const key = await storeInstructionMedia(storage, row, bytes, mimeType);
  await removeUpload(caller.tenant, storage, upload.id);
  const name = upload.fileName.slice(0, SOP_FILE_NAME_MAX_LENGTH);
  if (body.kind === 'pdf') return { kind: 'document', url: key, name, thumbnail: null };
  if (body.kind === 'video') return { kind: 'video', url: key, name, thumbnail: null };
  const small = await imageThumbnail(bytes);
  const thumbnail = small ? key.replace(/\.[a-z]+$/u, '-thumb.jpg') : key;
  if (small) await storage.put(thumbnail, small);
  return { kind: 'image', url: key, name, thumbnail };
}
