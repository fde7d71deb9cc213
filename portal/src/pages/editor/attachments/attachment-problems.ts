/**
 * Why a file cannot be attached, in the reader's language: checked here first on the file's
 * declared type and size (core stepAttachmentProblem: a 12 MB image never starts uploading),
 * and the server's refusal when its sniff of the bytes disagrees (its `data.key` is the same
 * AttachmentProblem key, so both read the same text).
 */
import {
  attachmentKindOf,
  attachmentMaxMb,
  AttachmentProblem,
  STEP_ATTACHMENT_LIMITS,
  stepAttachmentProblem,
  type AttachmentProblemKey,
  type StepAttachment,
  type StepAttachmentFileKind,
} from '@stepwise/core';
import { messageOf, t } from '../../../i18n/t';

/** What each add button's file input offers. */
export const ACCEPT: Record<StepAttachmentFileKind, string> = {
  diagram: 'image/jpeg,image/png,image/gif',
  pdf: 'application/pdf',
  video: 'video/mp4,video/quicktime,video/x-msvideo,.mp4,.mov,.avi',
};

const isProblemKey = (key: unknown): key is AttachmentProblemKey =>
  typeof key === 'string' && key in AttachmentProblem;

export function problemText(key: AttachmentProblemKey, kind: StepAttachmentFileKind): string {
  return key === 'fileTooLarge'
    ? t('attachments.problem.fileTooLarge', { mb: attachmentMaxMb(kind) })
    : t(`attachments.problem.${key}`);
}

/** The kind a file is sent as: its declared type's, else the button's (the server decides). */
export const kindOfFile = (file: File, asked: StepAttachmentFileKind) =>
  attachmentKindOf(file.type.toLowerCase()) ?? asked;

/** Why `file` cannot be sent from the `asked` button, or null. */
export function localProblem(
  file: File,
  asked: StepAttachmentFileKind,
  existing: readonly StepAttachment[],
): string | null {
  const kind = kindOfFile(file, asked);
  const count = existing.filter((a) => a.kind === kind).length;
  // A file the browser gives no type (some systems do, for videos) is checked for count and size
  // only: the server reads its bytes for the type.
  const mimeType = file.type || STEP_ATTACHMENT_LIMITS[kind].mimeTypes[0];
  const key = stepAttachmentProblem(kind, { mimeType, bytes: file.size }, count);
  return key ? problemText(key, kind) : null;
}

/** The text of a failed call: the server's AttachmentProblem in our words, else its message. */
export function refusalText(err: unknown, kind: StepAttachmentFileKind): string {
  const inner = (err as { data?: { data?: { key?: unknown } } } | null)?.data?.data?.key;
  return isProblemKey(inner) ? problemText(inner, kind) : messageOf(err);
}
