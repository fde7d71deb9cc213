/**
 * A file for a smart instruction (a PDF to import, an attachment's image, video or document),
 * checked against the instruction limits (001 §5, core smartInstructionUploadProblem) before a
 * byte is sent, then sent with the portal's resumable multipart upload (POST /v1/uploads...).
 */
import { uploadFile } from '@stepwise/api';
import {
  SMART_INSTRUCTION_UPLOAD_LIMITS,
  smartInstructionUploadProblem,
  type SmartInstructionUploadKind,
} from '@stepwise/core';
import { api } from '../../api';
import { t, type MessageKey } from '../../i18n/t';

/** What a file input offers for a kind: its MIME types. */
export const acceptOf = (kind: SmartInstructionUploadKind) =>
  SMART_INSTRUCTION_UPLOAD_LIMITS[kind].mimeTypes.join(',');

/** The kind of an attachment file by its type, or null when no instruction upload takes it. */
export function uploadKindOf(file: { type: string }): SmartInstructionUploadKind | null {
  for (const kind of Object.keys(SMART_INSTRUCTION_UPLOAD_LIMITS) as SmartInstructionUploadKind[]) {
    const types: readonly string[] = SMART_INSTRUCTION_UPLOAD_LIMITS[kind].mimeTypes;
    if (types.includes(file.type.toLowerCase())) return kind;
  }
  return null;
}

const PROBLEM_KEYS: Record<string, MessageKey> = {
  'No file provided': 'sopEditor.upload.noFile',
  // The portal's upload.* texts name the video limits; these are the instruction's own.
  'Invalid file type': 'sopEditor.upload.invalidType',
  'File too large': 'sopEditor.upload.tooLarge',
};

/** Why `file` cannot be sent as `kind`, in the reader's language, or null. */
export function uploadProblemText(
  kind: SmartInstructionUploadKind,
  file: File | null | undefined,
): string | null {
  const problem = smartInstructionUploadProblem(
    kind,
    file ? { mimeType: file.type, bytes: file.size } : null,
  );
  if (!problem) return null;
  const key = PROBLEM_KEYS[problem];
  const limit = Math.round(SMART_INSTRUCTION_UPLOAD_LIMITS[kind].maxBytes / (1024 * 1024));
  return `${key ? t(key) : problem} ${t('sopEditor.upload.limit', { mb: limit })}`;
}

/** Sends the file; resolves with the finished upload's id. */
export async function sendSopFile(
  file: File,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const upload = await uploadFile(api, file, {
    fileName: file.name,
    contentType: file.type,
    ...(opts.signal ? { signal: opts.signal } : {}),
    onProgress: (p) => opts.onProgress?.(p.totalBytes ? p.uploadedBytes / p.totalBytes : 0),
  });
  return upload.id;
}
