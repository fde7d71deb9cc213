/**
 * What a rendered rendition really holds, read by decoding it (system ffmpeg / ffprobe: the
 * bundled ffprobe crashes on MPEG-TS): the colour of every frame, and each stream's length.
 */
import { execFileSync } from 'node:child_process';
import { defaultFfmpeg } from '../../src/media/index.js';

export type Colour = 'red' | 'green' | 'blue' | 'black' | 'white' | 'other';

function name([r, g, b]: readonly number[]): Colour {
  const hi = (v: number) => v > 150;
  const lo = (v: number) => v < 90;
  if (hi(r!) && lo(g!) && lo(b!)) return 'red';
  if (lo(r!) && hi(g!) && lo(b!)) return 'green';
  if (lo(r!) && lo(g!) && hi(b!)) return 'blue';
  if (lo(r!) && lo(g!) && lo(b!)) return 'black';
  if (hi(r!) && hi(g!) && hi(b!)) return 'white';
  return 'other';
}

/** The colour of every frame, in order (each frame shrunk to its average pixel). */
export function frameColours(file: string): Colour[] {
  const raw = execFileSync(
    defaultFfmpeg().ffmpeg,
    ['-v', 'error', '-i', file, '-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const out: Colour[] = [];
  for (let i = 0; i + 2 < raw.length; i += 3) out.push(name([raw[i]!, raw[i + 1]!, raw[i + 2]!]));
  return out;
}

/** Seconds of sound a playlist decodes to (0 without audio), counted in samples. */
export function audioSeconds(file: string): number {
  const rate = 8000;
  const pcm = execFileSync(
    defaultFfmpeg().ffmpeg,
    ['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', String(rate), '-f', 's16le', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return pcm.length / 2 / rate;
}

/** Width x height of the first frame of a playlist or file. */
export function frameSize(file: string): string {
  const json = execFileSync(
    defaultFfmpeg().ffprobe,
    ['-v', 'error', '-select_streams', 'v:0', '-show_streams', '-of', 'json', file],
    { encoding: 'utf8' },
  );
  const s = (JSON.parse(json) as { streams: { width: number; height: number }[] }).streams[0]!;
  return `${s.width}x${s.height}`;
}
