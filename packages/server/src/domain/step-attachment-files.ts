/**
 * POST /v1/steps/{id}/attachments/files (issue 21; 001 §5 upload limits, §9 constants): a
 * finished upload of the caller becomes a diagram, a PDF or a video clip of the step. The kind is
 * what the BYTES are (an .exe renamed .png is refused, whatever its name says); refusals carry
 * core's AttachmentProblem texts: 413 for a file over its limit, 400 otherwise, and the upload is
 * removed since it can never be used.
 *
 * Images are fitted into 800x600 at quality 0.7 (GIFs stay animated); a PDF gets a first-page
 * thumbnail; a video is probed for its length (at most 20 minutes) and gets a thumbnail at 1 s.
 * Every decoder of untrusted bytes runs in a child process (ffmpeg, ffprobe) except pdfjs, which
 * runs in this process under a time limit and a try/catch: a PDF it cannot render is kept
 * without a thumbnail rather than refused.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ATTACHMENT_IMAGE_RESIZE,
  ATTACHMENT_THUMBNAIL,
  AttachmentProblem,
  attachmentKindOf,
  attachmentMaxMb,
  ErrorCode,
  PDF_THUMBNAIL_WIDTH,
  STEP_ATTACHMENT_LIMITS,
  stepAttachmentProblem,
  StepwiseError,
  type AttachmentProblemKey,
  type StepAttachmentFileKind,
} from '@stepwise/core';
import { firstPageJpeg } from '../ai/sop/pdf-text.js';
import { newId } from '../db/ids.js';
import { stepAttachments } from '../db/schema.js';
import { fitImage, type FitFormat } from '../media/image-fit.js';
import { extractPoster } from '../media/poster.js';
import { probe } from '../media/probe.js';
import { workArea } from '../media/work-area.js';
import type { ObjectStorage } from '../storage/storage.js';
import { ownUpload, removeUpload } from '../uploads/uploads.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import {
  attachmentFolder,
  stepCounts,
  stepOfCaller,
  type StepAttachmentRow,
} from './step-attachments.js';
import { extensionOf, sniffMimeType, uploadBytes } from './upload-files.js';

/** How long pdfjs may spend on a thumbnail before the PDF is kept without one. */
const PDF_THUMBNAIL_TIMEOUT_MS = 15_000;
const NAME_MAX = 200;
const LARGEST = Math.max(
  ...(['diagram', 'pdf', 'video'] as const).map((k) => STEP_ATTACHMENT_LIMITS[k].maxBytes),
);
const CLAIMS_IMAGE = /\.(?:png|jpe?g|gif|bmp|webp|svg|tiff?)$/i;

/** Refusals of the file itself: the upload is removed with them (it can never be used). */
const refusals = new WeakSet<StepwiseError>();

/** The refusal of `key` for a file of `kind` (413 when it is too large). */
function refusal(key: AttachmentProblemKey, kind: StepAttachmentFileKind | null): StepwiseError {
  const err = problemError(key, kind);
  refusals.add(err);
  return err;
}

function problemError(
  key: AttachmentProblemKey,
  kind: StepAttachmentFileKind | null,
): StepwiseError {
  const limits = kind ? STEP_ATTACHMENT_LIMITS[kind] : null;
  const data = {
    key,
    ...(limits ? { maxBytes: limits.maxBytes, mimeTypes: limits.mimeTypes } : {}),
  };
  if (key === 'fileTooLarge') {
    const limit = kind ? ` (at most ${attachmentMaxMb(kind)} MB)` : '';
    return new StepwiseError(
      ErrorCode.PayloadTooLarge,
      `${AttachmentProblem.fileTooLarge}${limit}`,
      {
        category: 'validation',
        data,
      },
    );
  }
  return badRequest(AttachmentProblem[key], data);
}

/** What a stored file adds to its row. */
interface Stored {
  storageKey: string;
  thumbnailKey: string | null;
  duration: number | null;
}

/** Runs `work` with a scratch folder holding the bytes as `input`; cleans up after. */
async function withInputFile<T>(
  bytes: Uint8Array,
  work: (dir: string, input: string) => Promise<T>,
) {
  const dir = await workArea().makeDir('step-attachment-');
  try {
    const input = join(dir, 'input');
    await writeFile(input, bytes);
    return await work(dir, input);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF's first page as JPEG, or null when pdfjs fails or runs out of time. */
async function pdfThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PDF_THUMBNAIL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([firstPageJpeg(bytes, PDF_THUMBNAIL_WIDTH).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A video's length (refused past 20 minutes or when unreadable) and its thumbnail at 1 s. */
async function videoFacts(
  bytes: Uint8Array,
): Promise<{ duration: number; thumbnail: Uint8Array | null }> {
  return withInputFile(bytes, async (dir, input) => {
    const info = await probe(input).catch(() => null);
    if (!info?.video) throw refusal('invalidFileType', 'video');
    const problem = stepAttachmentProblem(
      'video',
      { mimeType: 'video/mp4', bytes: 0, durationSeconds: info.durationSeconds },
      0,
    );
    if (problem) throw refusal(problem, 'video');
    const out = join(dir, 'thumb.jpg');
    const thumbnail = await extractPoster(input, out, ATTACHMENT_THUMBNAIL.atSeconds, {
      source: info,
    })
      .then(() => readFile(out))
      .catch(() => null);
    return { duration: info.durationSeconds, thumbnail: thumbnail && new Uint8Array(thumbnail) };
  });
}

/** Stores the file (processed for its kind) and its thumbnail under the attachment's folder. */
async function storeFile(
  storage: ObjectStorage,
  folder: string,
  kind: StepAttachmentFileKind,
  bytes: Uint8Array,
  mimeType: string,
): Promise<Stored> {
  let file = bytes;
  let thumbnail: Uint8Array | null = null;
  let duration: number | null = null;
  if (kind === 'diagram') {
    // A file that claims to be an image but does not decode is not one.
    file = await fitImage(bytes, mimeType as FitFormat, ATTACHMENT_IMAGE_RESIZE).catch(() => {
      throw refusal('invalidImageType', 'diagram');
    });
  } else if (kind === 'pdf') {
    thumbnail = await pdfThumbnail(bytes);
  } else {
    ({ duration, thumbnail } = await videoFacts(bytes));
  }
  const storageKey = `${folder}/file${extensionOf(mimeType)}`;
  await storage.put(storageKey, file);
  const thumbnailKey = thumbnail ? `${folder}/thumb.jpg` : null;
  if (thumbnailKey && thumbnail) await storage.put(thumbnailKey, thumbnail);
  return { storageKey, thumbnailKey, duration };
}

/** The kind of a file's sniffed type, or the refusal: an "image" by name gets the image text. */
function kindOrRefuse(mimeType: string, fileName: string, declared: string | null) {
  const kind = attachmentKindOf(mimeType);
  if (kind) return kind;
  const claimsImage = CLAIMS_IMAGE.test(fileName) || (declared ?? '').startsWith('image/');
  throw claimsImage ? refusal('invalidImageType', 'diagram') : refusal('invalidFileType', null);
}

/** POST /v1/steps/{id}/attachments/files: see the module comment. */
export async function addFileAttachment(
  caller: Caller,
  storage: ObjectStorage,
  stepId: string,
  uploadId: string,
): Promise<StepAttachmentRow> {
  const { step } = await stepOfCaller(caller, stepId, true);
  const upload = await ownUpload(caller, uploadId);
  const id = newId();
  const folder = attachmentFolder(
    { organizationId: caller.organizationId, workflowId: step.workflowId },
    id,
  );
  let stored: Stored | undefined;
  try {
    // Over every limit by its announced size: refused before a byte is read.
    if (upload.sizeBytes > LARGEST) throw refusal('fileTooLarge', null);
    const bytes = await uploadBytes(caller.tenant, storage, upload);
    const mimeType = sniffMimeType(bytes);
    const kind = kindOrRefuse(mimeType, upload.fileName, upload.contentType);
    const { count, nextOrder } = await stepCounts(caller.tenant, step.id, [kind]);
    const problem = stepAttachmentProblem(kind, { mimeType, bytes: bytes.length }, count);
    if (problem) throw refusal(problem, kind);
    stored = await storeFile(storage, folder, kind, bytes, mimeType);
    const [row] = await caller.tenant.insert(stepAttachments, {
      id,
      workflowId: step.workflowId,
      stepId: step.id,
      kind,
      order: nextOrder,
      name: upload.fileName.slice(0, NAME_MAX),
      sizeBytes: bytes.length,
      ...stored,
    });
    await removeUpload(caller.tenant, storage, upload.id);
    return row!;
  } catch (err) {
    if (err instanceof StepwiseError && refusals.has(err)) {
      await removeUpload(caller.tenant, storage, upload.id);
    }
    if (stored) await storage.delete(folder).catch(() => undefined);
    throw err;
  }
}
