/**
 * What the organisation logo card checks before it uploads (the server checks again, by the
 * bytes): a PNG, JPEG or WebP file of at most 2 MB. SVG is refused on purpose (core's list).
 */
import { statusOf, type ApiErrorData } from '@stepwise/api';
import {
  ORGANIZATION_LOGO_MAX_BYTES,
  ORGANIZATION_LOGO_MIME_TYPES,
  StepwiseError,
} from '@stepwise/core';

export type LogoFileProblem = 'wrongType' | 'tooLarge';

/** The file input's accept list. */
export const LOGO_ACCEPT = ORGANIZATION_LOGO_MIME_TYPES.join(',');
/** The size limit in whole megabytes, for the messages. */
export const LOGO_MAX_MB = Math.round(ORGANIZATION_LOGO_MAX_BYTES / (1024 * 1024));

const TYPES: readonly string[] = ORGANIZATION_LOGO_MIME_TYPES;

/** The catalogue text of each problem (its `max` parameter: LOGO_MAX_MB). */
export const LOGO_PROBLEM_KEY = {
  wrongType: 'admin.logo.wrongType',
  tooLarge: 'admin.logo.tooLarge',
} as const satisfies Record<LogoFileProblem, string>;

/** Why `file` cannot be the logo, or null when it may be uploaded. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): LogoFileProblem | null {
  if (!TYPES.includes(file.type)) return 'wrongType';
  if (file.size > ORGANIZATION_LOGO_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * The server's refusal of the file itself (413, or 400 with key invalidImageType: a file whose
 * bytes are not a PNG, JPEG or WebP), told in the card's own words; null for other failures.
 */
export function serverLogoProblem(err: unknown): LogoFileProblem | null {
  const status = statusOf(err);
  if (status === 413) return 'tooLarge';
  if (status !== 400 || !(err instanceof StepwiseError)) return null;
  const body = (err.data as Partial<ApiErrorData> | undefined)?.data;
  const key = body && typeof body === 'object' ? (body as { key?: unknown }).key : undefined;
  return key === 'invalidImageType' ? 'wrongType' : null;
}
