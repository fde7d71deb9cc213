/**
 * The signals automatic step segmentation starts from: where the picture changes (hard cuts) and
 * where nobody speaks (silences), plus the speech track for speech-to-text. Turning them into
 * steps is a pure rule in @stepwise/core. Scene changes use `select` + `showinfo`, which every
 * ffmpeg has; `scdet` would be tidier but the bundled 2018 build lacks it.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { defaultFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries.js';
import { MediaError } from './media-error.js';
import { probe, type ProbeResult } from './probe.js';
import { runProcess } from './run-process.js';

export interface DetectOptions {
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  timeoutMs?: number;
  source?: ProbeResult;
}

export interface Silence {
  start: number;
  end: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export async function detectSceneChanges(
  input: string,
  opts: DetectOptions & { threshold?: number } = {},
): Promise<number[]> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const threshold = opts.threshold ?? 0.3;
  const times: number[] = [];
  await runProcess(
    bin.ffmpeg,
    ['-hide_banner', '-nostdin', '-nostats', '-v', 'info', '-i', input, '-an', '-sn', '-dn']
      // Scored on small RGB frames: ffmpeg 4.3+ scores YUV with quarter-size chroma, so a cut
      // between two colours of equal brightness (mid red to mid blue) scores under any sane
      // threshold; RGB weighs colour like brightness (and is what older builds used anyway).
      .concat(['-vf', `scale=320:-2,format=rgb24,select='gt(scene,${threshold})',showinfo`])
      .concat(['-f', 'null', '-']),
    {
      signal: opts.signal,
      timeoutMs: opts.timeoutMs ?? 10 * 60_000,
      onStderrLine: (line) => {
        if (!line.includes('Parsed_showinfo')) return;
        const m = /pts_time:\s*(-?[\d.]+)/.exec(line);
        if (m) times.push(round3(Number(m[1])));
      },
    },
  );
  return times;
}

/** Silences of at least `minSeconds` below `noiseDb`; a video without sound has none. */
export async function detectSilences(
  input: string,
  opts: DetectOptions & { noiseDb?: number; minSeconds?: number } = {},
): Promise<Silence[]> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const source = opts.source ?? (await probe(input, { binaries: bin, signal: opts.signal }));
  if (!source.audio) return [];
  const silences: Silence[] = [];
  let open: number | undefined;
  const filter = `silencedetect=noise=${opts.noiseDb ?? -35}dB:d=${opts.minSeconds ?? 0.5}`;
  await runProcess(
    bin.ffmpeg,
    ['-hide_banner', '-nostdin', '-nostats', '-v', 'info', '-i', input, '-vn', '-sn', '-dn'].concat(
      ['-af', filter, '-f', 'null', '-'],
    ),
    {
      signal: opts.signal,
      timeoutMs: opts.timeoutMs ?? 10 * 60_000,
      onStderrLine: (line) => {
        const start = /silence_start:\s*(-?[\d.]+)/.exec(line);
        if (start) open = Math.max(0, Number(start[1]));
        const end = /silence_end:\s*(-?[\d.]+)/.exec(line);
        if (end && open !== undefined) {
          silences.push({ start: round3(open), end: round3(Number(end[1])) });
          open = undefined;
        }
      },
    },
  );
  // Older builds never close a silence that runs to the end of the file; newer ones close it a
  // few milliseconds past the end.
  if (open !== undefined) silences.push({ start: round3(open), end: source.durationSeconds });
  return silences.map((s) => ({ start: s.start, end: Math.min(s.end, source.durationSeconds) }));
}

/** 16 kHz mono 16-bit WAV: what speech-to-text engines (whisper and the hosted APIs) expect. */
export async function extractAudio(
  input: string,
  outFile: string,
  opts: DetectOptions = {},
): Promise<{ file: string }> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const source = opts.source ?? (await probe(input, { binaries: bin, signal: opts.signal }));
  if (!source.audio) throw new MediaError('no-audio', { detail: input });
  await mkdir(dirname(outFile), { recursive: true });
  await runProcess(
    bin.ffmpeg,
    ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input, '-vn', '-sn', '-dn'].concat([
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      outFile,
    ]),
    { signal: opts.signal, timeoutMs: opts.timeoutMs ?? 10 * 60_000 },
  );
  return { file: outFile };
}
