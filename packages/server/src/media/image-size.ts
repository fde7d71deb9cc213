/**
 * An image's pixel size read from its header, for the images this server wrote itself (fitted by
 * image-fit.ts): PNG's IHDR, GIF's logical screen, JPEG's frame header. No decoder runs here, so
 * reading it in the server's own process is safe; null when the header is not one of those.
 */
import { gifSize } from './image-fit.js';

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || PNG_SIGNATURE.some((v, i) => b[i] !== v)) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (C0..CF) except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameMarker = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array): ImageSize | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM) are skipped one by one.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    if (isFrameMarker(marker)) {
      return { height: (b[at + 5]! << 8) | b[at + 6]!, width: (b[at + 7]! << 8) | b[at + 8]! };
    }
    at += 2 + length;
  }
  return null;
}

export function imageSize(bytes: Uint8Array): ImageSize | null {
  const size =
    pngSize(bytes) ??
    jpegSize(bytes) ??
    (bytes[0] === 0x47 && bytes[1] === 0x49 ? gifSize(bytes) : null);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
