/**
 * Step attachments (001 §3 Step: diagrams, links, PDFs; video clips; a workflow or a step of one)
 * and the editor's upload limits (001 §5, §9). zod-free; the wire shapes are in
 * video-edit.schema.ts. The server sniffs a file's bytes for its type: a name or a declared type
 * is never trusted (an .exe renamed .png is refused as 'Invalid file type').
 */
import { UploadProblem } from './media-limits.js';
import { NO_FILE_PROVIDED } from './smart-instruction.js';

const MB = 1024 * 1024;

/** 001 §3 attachment kinds of a step. */
export const STEP_ATTACHMENT_KINDS = [
  'diagram',
  'pdf',
  'video',
  'link',
  'workflow',
  'step',
] as const;
export type StepAttachmentKind = (typeof STEP_ATTACHMENT_KINDS)[number];
export type StepAttachmentFileKind = 'diagram' | 'pdf' | 'video';

/**
 * 001 §5 editor uploads: images at most 10 (per step), 10 MB each, JPEG, PNG or GIF; videos at
 * most 5, 100 MB each, mp4, mov or avi, at most 20 minutes; PDF 50 MB. The PDF and link counts
 * are ours.
 */
export const STEP_ATTACHMENT_LIMITS = {
  diagram: { maxCount: 10, maxBytes: 10 * MB, mimeTypes: ['image/jpeg', 'image/png', 'image/gif'] },
  video: {
    maxCount: 5,
    maxBytes: 100 * MB,
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo'],
    maxDurationSeconds: 20 * 60,
  },
  pdf: { maxCount: 10, maxBytes: 50 * MB, mimeTypes: ['application/pdf'] },
  link: { maxCount: 20 },
} as const;

/** 001 §9: images are resized to fit 800x600 at quality 0.7; clip thumbnails at 1 s, 0.95. */
export const ATTACHMENT_IMAGE_RESIZE = { width: 800, height: 600, quality: 0.7 } as const;
export const ATTACHMENT_THUMBNAIL = { atSeconds: 1, quality: 0.95 } as const;
/** Ours: a PDF's first-page thumbnail, as wide as a card. */
export const PDF_THUMBNAIL_WIDTH = 320;

/**
 * 001 §5 "Upload failure media messages keyed": the keys, with the texts we show (the spec names
 * the keys and two generic texts, 'Invalid file type' and 'File too large').
 */
export const AttachmentProblem = {
  noFile: NO_FILE_PROVIDED,
  maxImagesReached: 'This step already has 10 images: remove one to add another.',
  maxVideosReached: 'This step already has 5 video clips: remove one to add another.',
  maxPdfsReached: 'This step already has 10 PDFs: remove one to add another.',
  maxLinksReached: 'This step already has 20 links: remove one to add another.',
  fileTooLarge: UploadProblem.FileTooLarge,
  invalidImageType: 'Invalid file type: images must be JPEG, PNG or GIF.',
  invalidFileType: UploadProblem.InvalidFileType,
  videoTooLong: UploadProblem.TooLong,
} as const;
export type AttachmentProblemKey = keyof typeof AttachmentProblem;

/** The limit's size in MB, for messages ('File too large (at most 10 MB)'). */
export function attachmentMaxMb(kind: StepAttachmentFileKind): number {
  return STEP_ATTACHMENT_LIMITS[kind].maxBytes / MB;
}

/**
 * The first reason a file cannot be attached, or null. `mimeType` is the sniffed type; `count`
 * is how many of this kind the step already has. Limits are inclusive.
 */
export function stepAttachmentProblem(
  kind: StepAttachmentFileKind,
  file: { mimeType: string; bytes: number; durationSeconds?: number | null } | null | undefined,
  count: number,
): AttachmentProblemKey | null {
  if (!file) return 'noFile';
  const limits = STEP_ATTACHMENT_LIMITS[kind];
  if (count >= limits.maxCount) {
    return kind === 'diagram'
      ? 'maxImagesReached'
      : kind === 'video'
        ? 'maxVideosReached'
        : 'maxPdfsReached';
  }
  if (!(limits.mimeTypes as readonly string[]).includes(file.mimeType.toLowerCase())) {
    return kind === 'diagram' ? 'invalidImageType' : 'invalidFileType';
  }
  if (file.bytes > limits.maxBytes) return 'fileTooLarge';
  if (
    kind === 'video' &&
    file.durationSeconds != null &&
    file.durationSeconds > STEP_ATTACHMENT_LIMITS.video.maxDurationSeconds
  ) {
    return 'videoTooLong';
  }
  return null;
}

/** The kind a sniffed MIME type is attached as, or null when the editor does not take it. */
export function attachmentKindOf(mimeType: string): StepAttachmentFileKind | null {
  for (const kind of ['diagram', 'pdf', 'video'] as const) {
    if ((STEP_ATTACHMENT_LIMITS[kind].mimeTypes as readonly string[]).includes(mimeType))
      return kind;
  }
  return null;
}
