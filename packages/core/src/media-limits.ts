/** 001 §5 Uploads: editor videos at most 5, 100 MB each, mp4, mov or avi, max 20 minutes. */
export const VIDEO_UPLOAD_LIMITS = {
  maxBytes: 100 * 1024 * 1024,
  maxDurationSeconds: 20 * 60,
  containers: ['mp4', 'mov', 'avi'],
  maxFiles: 5,
} as const;
export type VideoContainer = (typeof VIDEO_UPLOAD_LIMITS.containers)[number];

export interface HlsRendition {
  /** Lines of the shorter side: 720 is 1280x720 landscape and 720x1280 portrait. */
  height: number;
  /** Bits per second. */
  videoBitrate: number;
  audioBitrate: number;
}

/** The player's quality options 360, 480, 720 and 1080 (002 §9), one HLS rendition each. */
export const HLS_RENDITIONS = [
  { height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
  { height: 480, videoBitrate: 1_400_000, audioBitrate: 128_000 },
  { height: 720, videoBitrate: 2_800_000, audioBitrate: 128_000 },
  { height: 1080, videoBitrate: 5_000_000, audioBitrate: 128_000 },
] as const satisfies readonly HlsRendition[];

/**
 * The renditions to encode: never above the source. A source below the lowest gets one
 * rendition at its own height, made even because H.264 4:2:0 needs even dimensions. Pass the
 * shorter side of the displayed (rotated) frame. Throws RangeError for a non-positive height.
 */
export function renditionsFor(sourceHeight: number): HlsRendition[] {
  if (!Number.isFinite(sourceHeight) || sourceHeight < 1) {
    throw new RangeError(`source height must be a positive number: ${sourceHeight}`);
  }
  const fitting = HLS_RENDITIONS.filter((r) => r.height <= sourceHeight);
  if (fitting.length > 0) return fitting.map((r) => ({ ...r }));
  const lowest = HLS_RENDITIONS[0];
  return [{ ...lowest, height: Math.max(2, Math.floor(sourceHeight / 2) * 2) }];
}

/** 001 §9: thumbnail at 1 s, JPEG quality 0.95. */
export const POSTER_AT_SECONDS = 1;
export const THUMBNAIL_JPEG_QUALITY = 0.95;

/** Where to take the poster: at 1 s, or halfway through a clip shorter than 2 s. */
export function posterTime(durationSeconds: number): number {
  return Math.max(0, Math.min(POSTER_AT_SECONDS, durationSeconds / 2));
}

// ISO base media brands that are neither mp4 video nor QuickTime: 3GPP phones, audio-only
// iTunes files, Motion JPEG 2000. Every other brand of that family is treated as mp4.
const NOT_MP4_BRAND = /^(3g|m4a|m4b|m4p|mjp2|mj2)/;

/**
 * Maps ffprobe's format_name to an allowed container, or null. ffprobe names the whole ISO base
 * media family 'mov,mp4,m4a,3gp,3g2,mj2'; the major_brand tag tells them apart ('qt  ' is
 * QuickTime). Without a brand the family counts as mp4.
 */
export function containerFromFormatName(
  formatName: string,
  majorBrand?: string,
): VideoContainer | null {
  const names = formatName
    .toLowerCase()
    .split(',')
    .map((n) => n.trim());
  if (names.includes('avi')) return 'avi';
  if (!names.includes('mov') && !names.includes('mp4')) return null;
  const brand = majorBrand?.trim().toLowerCase() ?? '';
  if (brand === 'qt') return 'mov';
  if (NOT_MP4_BRAND.test(brand)) return null;
  return 'mp4';
}

/** 001 §5 names the first two ('Invalid file type', 'File too large'); the others are ours. */
export const UploadProblem = {
  InvalidFileType: 'Invalid file type',
  FileTooLarge: 'File too large',
  TooLong: 'Video longer than 20 minutes',
  NoVideoStream: 'No video stream',
} as const;
export type UploadProblemValue = (typeof UploadProblem)[keyof typeof UploadProblem];

export interface UploadFacts {
  bytes: number;
  /** Null when the file does not say; the transcoder measures it later. */
  durationSeconds: number | null;
  container: string | null;
  hasVideoStream: boolean;
}

/** 001 §5: what keeps an upload out, in a fixed order; empty means accepted. Limits are inclusive. */
export function uploadProblems(file: UploadFacts): UploadProblemValue[] {
  const problems: UploadProblemValue[] = [];
  const containers: readonly string[] = VIDEO_UPLOAD_LIMITS.containers;
  if (file.container === null || !containers.includes(file.container)) {
    problems.push(UploadProblem.InvalidFileType);
  }
  if (file.bytes > VIDEO_UPLOAD_LIMITS.maxBytes) problems.push(UploadProblem.FileTooLarge);
  if (
    file.durationSeconds !== null &&
    file.durationSeconds > VIDEO_UPLOAD_LIMITS.maxDurationSeconds
  ) {
    problems.push(UploadProblem.TooLong);
  }
  if (!file.hasVideoStream) problems.push(UploadProblem.NoVideoStream);
  return problems;
}
