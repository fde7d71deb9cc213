/**
 * The RFC 6381 codec string of an H.264 stream (`avc1.64001f`: profile, constraint flags, level)
 * read straight from its sequence parameter set. Asking ffprobe would be one more process per
 * rendition, and the ffprobe shipped in @ffprobe-installer crashes on every MPEG-TS file.
 */
import { open } from 'node:fs/promises';

const KNOWN_PROFILES = new Set([66, 77, 88, 100, 110, 122, 244]);
const hex = (n: number) => n.toString(16).padStart(2, '0');

/** The first SPS after an Annex B start code (as in MPEG-TS), or undefined. */
export function avcCodecFromBytes(buf: Uint8Array): string | undefined {
  for (let i = 0; i + 6 < buf.length; i++) {
    if (buf[i] !== 0 || buf[i + 1] !== 0 || buf[i + 2] !== 1) continue;
    const nal = buf[i + 3]!;
    // forbidden_zero_bit clear and nal_unit_type 7 (sequence parameter set)
    if ((nal & 0x80) !== 0 || (nal & 0x1f) !== 7) continue;
    const profile = buf[i + 4]!;
    if (!KNOWN_PROFILES.has(profile)) continue;
    return `avc1.${hex(profile)}${hex(buf[i + 5]!)}${hex(buf[i + 6]!)}`;
  }
  return undefined;
}

/** Reads the start of a segment; x264 puts SPS and PPS before the first picture. */
export async function readAvcCodec(file: string, headBytes = 256 * 1024): Promise<string> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(headBytes);
    const { bytesRead } = await fh.read(buf, 0, headBytes, 0);
    const codec = avcCodecFromBytes(buf.subarray(0, bytesRead));
    if (!codec) throw new Error(`no H.264 sequence parameter set in ${file}`);
    return codec;
  } finally {
    await fh.close();
  }
}
