/**
 * Every failure of the media pipeline, with a stable `code` the upload route and the jobs branch
 * on. Upload refusals carry the spec's user-facing text as the message ('Invalid file type',
 * 'File too large') and keep what was found in `detail`; the other codes are for logs and the
 * job's error column, so their message includes the detail.
 */
export const MediaErrorCode = {
  Empty: 'empty',
  InvalidType: 'invalid-type',
  TooLarge: 'too-large',
  TooLong: 'too-long',
  NoVideo: 'no-video',
  NoAudio: 'no-audio',
  Unreadable: 'unreadable',
  FfmpegMissing: 'ffmpeg-missing',
  ProcessFailed: 'process-failed',
  Cancelled: 'cancelled',
  Timeout: 'timeout',
} as const;
export type MediaErrorCodeValue = (typeof MediaErrorCode)[keyof typeof MediaErrorCode];

/** The refusals a user sees when an upload is rejected. */
export const UPLOAD_REJECTIONS: readonly MediaErrorCodeValue[] = [
  'empty',
  'invalid-type',
  'too-large',
  'too-long',
  'no-video',
  'unreadable',
];

const messages: Record<MediaErrorCodeValue, string> = {
  empty: 'File is empty',
  'invalid-type': 'Invalid file type',
  'too-large': 'File too large',
  'too-long': 'Video too long',
  'no-video': 'No video in file',
  'no-audio': 'No audio in file',
  unreadable: 'Video file is unreadable',
  'ffmpeg-missing': 'ffmpeg not found',
  'process-failed': 'Media processing failed',
  cancelled: 'Media processing cancelled',
  timeout: 'Media processing timed out',
};

export interface MediaErrorOptions {
  detail?: string;
  /** The last lines ffmpeg or ffprobe wrote, which name the actual fault. */
  stderrTail?: string;
  exitCode?: number | null;
  cause?: unknown;
}

export class MediaError extends Error {
  override readonly name = 'MediaError';
  readonly code: MediaErrorCodeValue;
  readonly detail: string | undefined;
  readonly stderrTail: string | undefined;
  readonly exitCode: number | null | undefined;

  constructor(code: MediaErrorCodeValue, opts: MediaErrorOptions = {}) {
    const base = messages[code];
    const message =
      opts.detail && !UPLOAD_REJECTIONS.includes(code) ? `${base}: ${opts.detail}` : base;
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.detail = opts.detail;
    this.stderrTail = opts.stderrTail;
    this.exitCode = opts.exitCode;
  }
}

export function isMediaError(e: unknown, code?: MediaErrorCodeValue): e is MediaError {
  return e instanceof MediaError && (code === undefined || e.code === code);
}
