/**
 * Looks at a file's own bytes: which container family it claims to be, and whether its top-level
 * structure runs past the end of the file. ffprobe reads a truncated mp4 whose index comes first
 * (`+faststart`) without complaint, because it never reaches the missing media; the box sizes
 * tell at once.
 */
import { open } from 'node:fs/promises';

export type ContainerFamily = 'isobmff' | 'avi';

export interface ContainerSniff {
  /** mp4 / mov (ISO base media) or AVI (RIFF), or null for anything else. */
  family: ContainerFamily | null;
  /** The `ftyp` major brand of an mp4 / mov, e.g. 'isom', 'qt  '. */
  majorBrand: string | undefined;
  /** A top-level box or the RIFF chunk claims more bytes than the file has. */
  truncated: boolean;
}

// Old QuickTime files may start with any of these instead of `ftyp`.
const FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const MAX_BOXES = 10_000;

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.toString('latin1', start, end);
}

export async function sniffContainer(file: string): Promise<ContainerSniff> {
  const fh = await open(file, 'r');
  try {
    const size = (await fh.stat()).size;
    const head = Buffer.alloc(16);
    const { bytesRead } = await fh.read(head, 0, 16, 0);
    if (bytesRead >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') {
      return { family: 'avi', majorBrand: undefined, truncated: head.readUInt32LE(4) + 8 > size };
    }
    if (bytesRead < 8 || !FIRST_BOXES.has(ascii(head, 4, 8))) {
      return { family: null, majorBrand: undefined, truncated: false };
    }
    const majorBrand =
      ascii(head, 4, 8) === 'ftyp' && bytesRead >= 12 ? ascii(head, 8, 12) : undefined;
    let offset = 0;
    for (let i = 0; i < MAX_BOXES && offset + 8 <= size; i++) {
      const box = Buffer.alloc(16);
      const got = (await fh.read(box, 0, 16, offset)).bytesRead;
      let boxSize = box.readUInt32BE(0);
      if (boxSize === 0) break; // "to the end of the file"
      if (boxSize === 1) {
        if (got < 16) return { family: 'isobmff', majorBrand, truncated: true };
        boxSize = Number(box.readBigUInt64BE(8));
      }
      if (boxSize < 8 || offset + boxSize > size) {
        return { family: 'isobmff', majorBrand, truncated: true };
      }
      offset += boxSize;
    }
    return { family: 'isobmff', majorBrand, truncated: false };
  } finally {
    await fh.close();
  }
}
