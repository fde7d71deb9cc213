/**
 * A dubbed track (issue 22): every voice-over block's audio laid onto silence as long as the
 * video, at the block's start, in ONE ffmpeg run that also segments the mix as an HLS audio-only
 * rendition (MPEG-TS segments of the ladder's length, like the video's in hls-ladder.ts), so the
 * master playlist can list it as an alternate audio rendition next to the muxed original.
 *
 * A block's audio longer than its block plays on (001 §4 'audio exceeds block duration' is a
 * warning, not a cut), but never past the video's end: the silence sets the length.
 *
 * The level: amix divides by the number of inputs it mixes. Every input is padded to the
 * silence's length, so that number never changes and `volume` afterwards restores each block's
 * own level exactly (the `normalize=0` option does the same, but only in ffmpeg 5 and later; the
 * bundled build is older).
 */
import { join } from 'node:path';
import { HLS_SEGMENT_SECONDS } from './hls-ladder.js';
import { runProcess } from './run-process.js';
import type { FfmpegBinaries } from './ffmpeg-binaries.js';

export const DUB_SAMPLE_RATE = 48_000;
export const DUB_AUDIO_KBPS = 128;
/** The rendition's playlist inside its folder. */
export const DUB_PLAYLIST = 'index.m3u8';

export interface MixClip {
  /** A local audio file (the block's AAC .m4a). */
  file: string;
  /** Seconds from the video's start. */
  startSeconds: number;
}

export interface MixCommand {
  clips: readonly MixClip[];
  durationSeconds: number;
  outDir: string;
}

const secs = (n: number) => (Math.round(n * 1000) / 1000).toString();

/** ffmpeg's arguments for the mix (pure: the tests read them without running anything). */
export function mixVoiceOverArgs(cmd: MixCommand): string[] {
  const duration = secs(cmd.durationSeconds);
  const args = ['-hide_banner', '-nostdin', '-nostats', '-v', 'error', '-y'];
  args.push('-f', 'lavfi', '-t', duration, '-i', `anullsrc=r=${DUB_SAMPLE_RATE}:cl=stereo`);
  for (const c of cmd.clips) args.push('-i', c.file);
  const format = `aresample=${DUB_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;
  const graph = [`[0:a]${format}[silence]`];
  cmd.clips.forEach((c, i) => {
    const ms = Math.max(0, Math.round(c.startSeconds * 1000));
    graph.push(`[${i + 1}:a]${format},adelay=${ms}|${ms},apad[b${i}]`);
  });
  const inputs = cmd.clips.length + 1;
  const labels = ['[silence]', ...cmd.clips.map((_, i) => `[b${i}]`)].join('');
  graph.push(
    `${labels}amix=inputs=${inputs}:duration=first:dropout_transition=0,` +
      `volume=${inputs},atrim=0:${duration}[mix]`,
  );
  args.push('-filter_complex', graph.join(';'), '-map', '[mix]');
  args.push(
    '-c:a',
    'aac',
    '-b:a',
    `${DUB_AUDIO_KBPS}k`,
    '-ac',
    '2',
    '-ar',
    String(DUB_SAMPLE_RATE),
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(cmd.outDir, 'segment_%03d.ts'),
    join(cmd.outDir, DUB_PLAYLIST),
  );
  return args;
}

export interface MixRun extends MixCommand {
  binaries: FfmpegBinaries;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Runs the mix; the rendition is `outDir/index.m3u8` and its segments. */
export async function mixVoiceOver(run: MixRun): Promise<void> {
  const args = mixVoiceOverArgs(run);
  // -progress before the output options' file: ffmpeg reads it as a global option.
  args.splice(6, 0, '-progress', 'pipe:1');
  await runProcess(run.binaries.ffmpeg, args, {
    signal: run.signal,
    timeoutMs: 30 * 60_000,
    ...(run.onProgress
      ? { progress: { durationSeconds: run.durationSeconds, onProgress: run.onProgress } }
      : {}),
  });
}
