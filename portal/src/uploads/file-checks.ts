import {
  FORBIDDEN_NAME_CHARS,
  TITLE_MAX_LENGTH,
  UploadProblem,
  VIDEO_UPLOAD_LIMITS,
  type UploadProblemValue,
} from '@stepwise/core';

const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

/** What the file picker offers; the server decides by the file's contents (ffprobe). */
export const ACCEPT = [...Object.keys(TYPES).map((ext) => `.${ext}`), ...Object.values(TYPES)].join(
  ',',
);

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A first look before any byte is sent (001 §5 limits): type by name or MIME type, size. The
 * server checks the real contents and the duration.
 */
export function fileProblems(file: {
  name: string;
  type: string;
  size: number;
}): UploadProblemValue[] {
  const problems: UploadProblemValue[] = [];
  const containers: readonly string[] = VIDEO_UPLOAD_LIMITS.containers;
  const byName = containers.includes(extensionOf(file.name));
  const byType = Object.values(TYPES).includes(file.type) || file.type === 'video/avi';
  if (!byName && !byType) problems.push(UploadProblem.InvalidFileType);
  if (file.size > VIDEO_UPLOAD_LIMITS.maxBytes) problems.push(UploadProblem.FileTooLarge);
  if (file.size === 0) problems.push(UploadProblem.InvalidFileType);
  return problems;
}

/** The content type to announce for a file the browser did not type. */
export function contentTypeOf(file: { name: string; type: string }): string | undefined {
  return file.type || TYPES[extensionOf(file.name)];
}

/**
 * A workflow title from a file name: without the extension, the characters names may not hold
 * (000 §5) turned into spaces, at most 90 characters (001 §9). Empty gives `fallback`.
 */
export function titleFromFileName(fileName: string, fallback: string): string {
  const base = fileName.replace(/\.[^.]+$/, '');
  const cleaned = [...base]
    .map((ch) => ((FORBIDDEN_NAME_CHARS as readonly string[]).includes(ch) ? ' ' : ch))
    .join('')
    .replace(/[_\s]+/g, ' ')
    .trim();
  const chars = [...cleaned].slice(0, TITLE_MAX_LENGTH);
  return chars.join('').trim() || fallback;
}
