/**
 * Voice-over audio (issue 22): a synthesized or recorded clip made into what the editor and the
 * dubbing mix play, AAC in .m4a, mono 48 kHz, its length measured by ffprobe. `tempo` speeds the
 * speech up or slows it down without changing its pitch (ffmpeg's atempo); one atempo takes 0.5
 * to 2 in every ffmpeg build this folder supports (2018 builds too), so a wider factor is a
 * chain of them.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { defaultFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries.js';
import { MediaError } from './media-error.js';
import { probe } from './probe.js';
import { runProcess } from './run-process.js';

export const SPEECH_SAMPLE_RATE = 48_000;
/** What a fitted clip may be sped up or slowed down by (001 §9 speed limits). */
export const MIN_TEMPO = 0.5;
export const MAX_TEMPO = 2;

/** The atempo filters whose product is `tempo` (each within 0.5..2); none for 1. */
export function atempoChain(tempo: number): string[] {
  if (!Number.isFinite(tempo) || tempo <= 0) throw new RangeError(`tempo ${tempo}`);
  const filters: string[] = [];
  let rest = tempo;
  while (rest > MAX_TEMPO) {
    filters.push(`atempo=${MAX_TEMPO}`);
    rest /= MAX_TEMPO;
  }
  while (rest < MIN_TEMPO) {
    filters.push(`atempo=${MIN_TEMPO}`);
    rest /= MIN_TEMPO;
  }
  if (Math.abs(rest - 1) > 1e-6) filters.push(`atempo=${Number(rest.toFixed(6))}`);
  return filters;
}

/**
 * The tempo that makes audio of `duration` seconds last `target` seconds, kept within
 * [MIN_TEMPO, MAX_TEMPO]: speech faster than twice or slower than half its speed is not
 * understood, so such a clip stays longer (or shorter) than its block and the editor warns.
 */
export function fitTempo(duration: number, target: number): number {
  if (!(duration > 0) || !(target > 0)) return 1;
  return Math.min(MAX_TEMPO, Math.max(MIN_TEMPO, duration / target));
}

export interface SpeechAudioOptions {
  /** 1 (the default) leaves the speed as it is. */
  tempo?: number;
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Encodes the first audio stream of `input` as AAC in `outFile` (.m4a); answers its length. */
export async function encodeSpeechAudio(
  input: string,
  outFile: string,
  opts: SpeechAudioOptions = {},
): Promise<{ file: string; durationSeconds: number }> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const filters = atempoChain(opts.tempo ?? 1);
  await mkdir(dirname(outFile), { recursive: true });
  await runProcess(
    bin.ffmpeg,
    [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input],
      ...['-map', '0:a:0', '-vn', '-sn', '-dn'],
      ...(filters.length ? ['-af', filters.join(',')] : []),
      ...['-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE), '-c:a', 'aac', '-b:a', '96k'],
      ...['-movflags', '+faststart', '-f', 'mp4', outFile],
    ],
    { signal: opts.signal, timeoutMs: opts.timeoutMs ?? 5 * 60_000 },
  );
  const info = await probe(outFile, { binaries: bin, signal: opts.signal });
  if (!info.audio || !(info.durationSeconds > 0)) {
    throw new MediaError('no-audio', { detail: `${outFile} came out without audio` });
  }
  return { file: outFile, durationSeconds: info.durationSeconds };
}
