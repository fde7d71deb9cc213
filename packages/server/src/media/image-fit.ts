/**
 * Fits an image into a box (never enlarging it) with ffmpeg, in a process of its own: uploaded
 * images are untrusted, and a decoder that crashes on a malformed one must not take the server
 * with it. JPEG and PNG are re-encoded in their own format (which also drops EXIF, GPS
 * included); a GIF keeps its animation (scaled through a palette of its own), and one already
 * inside the box is kept byte for byte.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultFfmpeg } from './ffmpeg-binaries.js';
import { runProcess } from './run-process.js';
import { workArea } from './work-area.js';

export type FitFormat = 'image/jpeg' | 'image/png' | 'image/gif';

export interface FitBox {
  width: number;
  height: number;
  /** 0..1, JPEG only. */
  quality: number;
}

/** A GIF's logical screen size, from its header (bytes 6-9, little-endian). */
export function gifSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 10) return null;
  return { width: bytes[6]! | (bytes[7]! << 8), height: bytes[8]! | (bytes[9]! << 8) };
}

/** ffmpeg's JPEG scale runs 2 (best) .. 31; quality 1 is 2, quality 0 is 31. */
export const jpegQScale = (quality: number) =>
  Math.round(2 + (1 - Math.min(1, Math.max(0, quality))) * 29);

const EXTENSION: Record<FitFormat, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
};

/**
 * The image fitted into `box`, in the same format. Throws a MediaError when ffmpeg cannot
 * decode it (the caller refuses the file) or takes longer than 30 s.
 */
export async function fitImage(
  bytes: Uint8Array,
  format: FitFormat,
  box: FitBox,
): Promise<Uint8Array> {
  if (format === 'image/gif') {
    const size = gifSize(bytes);
    if (size && size.width <= box.width && size.height <= box.height) return bytes;
  }
  const work = await workArea().makeDir('image-fit-');
  try {
    const input = join(work, 'input');
    const output = join(work, `output${EXTENSION[format]}`);
    await writeFile(input, bytes);
    const fit =
      `scale='min(${box.width},iw)':'min(${box.height},ih)'` +
      ':force_original_aspect_ratio=decrease';
    const filter =
      format === 'image/gif'
        ? `${fit},split[a][b];[a]palettegen=reserve_transparent=1[p];[b][p]paletteuse`
        : fit;
    const still = format === 'image/gif' ? [] : ['-frames:v', '1', '-update', '1'];
    const quality = format === 'image/jpeg' ? ['-q:v', String(jpegQScale(box.quality))] : [];
    await runProcess(
      defaultFfmpeg().ffmpeg,
      ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input, '-vf', filter]
        .concat(still, quality)
        .concat([output]),
      { timeoutMs: 30_000 },
    );
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
