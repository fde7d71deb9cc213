/**
 * The HLS ladder as data, and the one ffmpeg command that encodes it. Pure, so the benchmark
 * runs the very same arguments as a plain ffmpeg command and the tests read the plan without
 * encoding anything.
 */
import { join } from 'node:path';

export interface Rung {
  /** Short side in pixels: the height of a landscape video, the width of a portrait one. */
  height: number;
  /** Peak video bitrate (VBV cap); the quality target is CRF, so easy pictures cost less. */
  videoKbps: number;
  audioKbps: number;
}

export const HLS_LADDER: readonly Rung[] = [
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 480, videoKbps: 1400, audioKbps: 128 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 1080, videoKbps: 5000, audioKbps: 128 },
];

export const HLS_SEGMENT_SECONDS = 4;
/** Two keyframes per segment: seeking lands within 2 s and every segment starts on one. */
export const HLS_KEYFRAME_SECONDS = 2;

export interface PlannedRendition extends Rung {
  /** Folder and label: '720p'. */
  name: string;
  width: number;
  /** The real output height (for portrait video larger than the rung's short side). */
  outputHeight: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Rungs up to the source's short side, never above it; a source below the lowest rung gets one
 * rendition at its own size. The short side rather than the height, so a phone filmed upright
 * gets the same sharpness as one held sideways.
 */
export function planRenditions(
  source: { width: number; height: number },
  ladder: readonly Rung[] = HLS_LADDER,
): PlannedRendition[] {
  const sorted = [...ladder].sort((a, b) => a.height - b.height);
  const short = Math.min(source.width, source.height);
  let rungs = sorted.filter((r) => r.height <= short);
  if (rungs.length === 0 && sorted[0]) {
    rungs = [{ ...sorted[0], height: Math.floor(short / 2) * 2 }];
  }
  const portrait = source.height > source.width;
  return rungs.map((r) => {
    const long = even(((portrait ? source.height : source.width) * r.height) / short);
    return {
      ...r,
      name: `${r.height}p`,
      width: portrait ? r.height : long,
      outputHeight: portrait ? long : r.height,
    };
  });
}

export interface LadderCommand {
  input: string;
  outDir: string;
  renditions: readonly PlannedRendition[];
  fps: number;
  hasAudio: boolean;
  audioChannels: number;
}

/** Folder of one rendition under the ladder's folder, and its playlist inside it. */
export const renditionPlaylist = (name: string) => `${name}/index.m3u8`;

/** `{ preset: 'veryfast' }` -> `['-preset', 'veryfast']`, in the order written. */
function flags(options: Record<string, string | number>): string[] {
  return Object.entries(options).flatMap(([k, v]) => [`-${k}`, String(v)]);
}

/**
 * Where the ladder's pictures and sound come from: by default the first video and audio stream
 * of one input file; the re-render of an edit plan (render-edit.ts) feeds it from a filter graph
 * of its own (trimmed clips joined and turned), so both encode with the very same rungs.
 */
export interface LadderSource {
  /** ffmpeg's input arguments: ['-i', file] or several '-ss', '-t', '-i' groups. */
  inputArgs: readonly string[];
  /** Filter chains run before the ladder; they end in `video` and `audio` when those are labels. */
  chains: readonly string[];
  /** A stream ('0:v:0') or a label of `chains` ('[vout]'). */
  video: string;
  /** A stream ('0:a:0') or a label of `chains` ('[aout]'); ignored without audio. */
  audio: string;
  /**
   * More outputs from the same decoded picture (thumbnails, the poster): each gets one branch of
   * the split, runs `filter` on it and is written with `args` (its output options and file).
   */
  stills?: readonly { filter: string; args: readonly string[] }[];
}

const isLabel = (s: string) => s.startsWith('[');

/**
 * One ffmpeg process, one decode, one HLS output per rendition. Not ffmpeg's multi-variant
 * `-var_stream_map`: the bundled 2018 build crashes on it, so we write master.m3u8 ourselves.
 */
export function hlsFfmpegArgs(cmd: LadderCommand): string[] {
  return ladderArgs(cmd, {
    inputArgs: ['-i', cmd.input],
    chains: [],
    video: '0:v:0',
    audio: '0:a:0',
  });
}

/** The ladder's ffmpeg arguments over any source: see LadderSource. */
export function ladderArgs(cmd: Omit<LadderCommand, 'input'>, source: LadderSource): string[] {
  const stills = source.stills ?? [];
  const n = cmd.renditions.length;
  const branches = n + stills.length;
  const labels = Array.from({ length: branches }, (_, i) => `s${i}`);
  const video = isLabel(source.video) ? source.video : `[${source.video}]`;
  const chains = cmd.renditions.map(
    (r, i) => `[${labels[i]}]scale=${r.width}:${r.outputHeight},format=yuv420p[v${i}]`,
  );
  stills.forEach((s, j) => chains.push(`[${labels[n + j]}]${s.filter}[t${j}]`));
  const graph = [...source.chains];
  if (branches === 1) graph.push(chains[0]!.replace('[s0]', video));
  else graph.push(`${video}split=${branches}${labels.map((l) => `[${l}]`).join('')}`, ...chains);
  // A filter's output feeds one consumer: a graph's sound is split once per rendition.
  const audioMaps = cmd.renditions.map((_, i) =>
    isLabel(source.audio) && n > 1 ? `[a${i}]` : source.audio,
  );
  if (cmd.hasAudio && isLabel(source.audio) && n > 1) {
    graph.push(`${source.audio}asplit=${n}${audioMaps.join('')}`);
  }
  const gop = String(Math.max(1, Math.round((cmd.fps > 0 ? cmd.fps : 30) * HLS_KEYFRAME_SECONDS)));
  const args = ['-hide_banner', '-nostdin', '-nostats', '-v', 'error', '-y', ...source.inputArgs];
  args.push('-filter_complex', graph.join(';'));
  cmd.renditions.forEach((r, i) => {
    const dir = join(cmd.outDir, r.name);
    args.push('-map', `[v${i}]`);
    if (cmd.hasAudio) args.push('-map', audioMaps[i]!);
    args.push(
      ...flags({
        'c:v': 'libx264',
        preset: 'veryfast',
        'profile:v': 'high',
        crf: 23,
        maxrate: `${r.videoKbps}k`,
        bufsize: `${r.videoKbps * 2}k`,
        // -g bounds the GOP; forced keyframes keep variable-frame-rate phone video aligned too.
        g: gop,
        keyint_min: gop,
        sc_threshold: 0,
        force_key_frames: `expr:gte(t,n_forced*${HLS_KEYFRAME_SECONDS})`,
      }),
    );
    if (cmd.hasAudio) {
      args.push(...flags({ 'c:a': 'aac', 'b:a': `${r.audioKbps}k` }));
      if (cmd.audioChannels > 2) args.push('-ac', '2');
    }
    args.push(
      ...flags({
        f: 'hls',
        hls_time: HLS_SEGMENT_SECONDS,
        hls_playlist_type: 'vod',
        hls_flags: 'independent_segments',
        hls_segment_filename: join(dir, 'segment_%03d.ts'),
      }),
      join(cmd.outDir, renditionPlaylist(r.name)),
    );
  });
  stills.forEach((s, j) => args.push('-map', `[t${j}]`, ...s.args));
  return args;
}
