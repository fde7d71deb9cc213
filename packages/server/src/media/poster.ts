/**
 * Still images of a video: the poster (spec: the frame at 1 s, JPEG quality 0.95) and one small
 * thumbnail per second, which is the step's `imageMap` (poster by second).
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defaultFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries.js';
import { MediaError } from './media-error.js';
import { displaySize, probe, type ProbeResult } from './probe.js';
import { runProcess } from './run-process.js';

export interface StillOptions {
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  source?: ProbeResult;
}

async function nonEmpty(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.size > 0,
    () => false,
  );
}

/** Returns the time actually used: a video shorter than `atSeconds` gives its middle frame. */
export async function extractPoster(
  input: string,
  outFile: string,
  atSeconds = 1,
  opts: StillOptions = {},
): Promise<{ file: string; atSeconds: number }> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const source = opts.source ?? (await probe(input, { binaries: bin, signal: opts.signal }));
  if (!source.video) throw new MediaError('no-video', { detail: input });
  const at =
    atSeconds < source.durationSeconds ? Math.max(0, atSeconds) : source.durationSeconds / 2;
  await mkdir(dirname(outFile), { recursive: true });
  await rm(outFile, { force: true });
  const grab = (t: number) =>
    runProcess(
      bin.ffmpeg,
      // -ss before -i seeks by index then decodes up to the exact time: fast and frame-accurate.
      ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-ss', t.toFixed(3), '-i', input].concat([
        '-frames:v',
        '1',
        '-q:v',
        '2',
        '-f',
        'image2',
        '-update',
        '1',
        outFile,
      ]),
      { signal: opts.signal, timeoutMs: 60_000 },
    );
  await grab(at);
  // ffmpeg exits 0 without writing when the seek lands past the last frame (a wrong duration).
  if (await nonEmpty(outFile)) return { file: outFile, atSeconds: at };
  await grab(0);
  if (await nonEmpty(outFile)) return { file: outFile, atSeconds: 0 };
  throw new MediaError('process-failed', { detail: `no frame for the poster of ${input}` });
}

export interface Thumbnail {
  second: number;
  file: string;
}

const THUMB = /^thumb_(\d+)\.jpg$/;
/** The file names of thumbnails, numbered from 0 (`-start_number 0`). */
export const THUMBNAIL_PATTERN = 'thumb_%05d.jpg';
/** JPEG quality of thumbnails on ffmpeg's 2..31 scale (the poster uses 2). */
export const THUMBNAIL_QSCALE = 5;

/** Never upscale a small source; an even width keeps the JPEG encoder's chroma happy. */
export function thumbnailWidth(displayWidth: number, wanted = 320): number {
  return Math.max(2, Math.floor(Math.min(wanted, displayWidth) / 2) * 2);
}

/** The thumbnails ffmpeg wrote into `dir`, by second, none at or past the end of the video. */
export async function listThumbnails(
  dir: string,
  durationSeconds: number,
  every = 1,
): Promise<Thumbnail[]> {
  const files = (await readdir(dir)).filter((f) => THUMB.test(f)).sort();
  return files
    .map((f) => ({ second: Number(THUMB.exec(f)![1]) * every, file: join(dir, f) }))
    .filter((t) => t.second < Math.max(durationSeconds, every));
}

/** One ffmpeg pass (fps filter + scale), written as `outDir/thumb_00000.jpg` onwards. */
export async function extractThumbnails(
  input: string,
  outDir: string,
  opts: StillOptions & { everySeconds?: number; width?: number } = {},
): Promise<Thumbnail[]> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const every = opts.everySeconds ?? 1;
  const source = opts.source ?? (await probe(input, { binaries: bin, signal: opts.signal }));
  if (!source.video) throw new MediaError('no-video', { detail: input });
  const width = thumbnailWidth(displaySize(source.video).width, opts.width);
  await mkdir(outDir, { recursive: true });
  for (const f of await readdir(outDir)) if (THUMB.test(f)) await rm(join(outDir, f));
  await runProcess(
    bin.ffmpeg,
    ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input, '-an']
      .concat(['-vf', `fps=1/${every},scale=${width}:-2`, '-q:v', String(THUMBNAIL_QSCALE)])
      .concat(['-start_number', '0', join(outDir, THUMBNAIL_PATTERN)]),
    { signal: opts.signal, timeoutMs: 10 * 60_000 },
  );
  return listThumbnails(outDir, source.durationSeconds, every);
}
