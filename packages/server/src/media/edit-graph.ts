/**
 * The ffmpeg filter graph that turns an edit plan (core RenderPlan: clips of the original upload
 * and of imported clips, in order, a rotation and burned-in blurs, blur-graph.ts) into one
 * picture and one sound stream, ready for the HLS ladder. Pure, so tests read it without
 * encoding and the bench can time variants.
 *
 * Every clip is cut to a whole number of frames on the OUTPUT's frame grid (the original's frame
 * rate): clip k covers output frames round(T_k * fps) .. round(T_k+1 * fps) - 1 where T_k is its
 * start on the timeline, and its sound is cut to exactly as many samples. So the picture and
 * the sound of every clip have the same length, nothing drifts across cuts, and the result lasts
 * the plan's duration within one frame.
 */
import { ORIGINAL_SOURCE, type RenderPlan } from '@stepwise/core';
import { blurChains } from './blur-graph.js';
import { MediaError } from './media-error.js';
import { displaySize, type ProbeResult } from './probe.js';

export interface EditInput {
  file: string;
  probe: ProbeResult;
}

/**
 * How each clip reaches its first frame. Measured on the 60 s bench (tests/bench/rerender.ts,
 * BENCH_RERENDER_SEEK=both): the same speed within the noise. 'input' is the default because
 * 'trim' feeds every clip of a file from one decode, so steps moved before the footage they
 * came after would hold all the decoded frames in between in memory.
 */
export type EditSeek =
  /** An input per clip opened with -ss / -t: ffmpeg seeks to the keyframe before the clip. */
  | 'input'
  /** An input per source file, decoded from its start and cut by trim filters. */
  | 'trim';

/** What every clip is made to match before they are joined: the original's picture and sound. */
export interface EditFrame {
  width: number;
  height: number;
  fps: number;
  sampleRate: number;
  channels: 1 | 2;
}

export interface EditGraph {
  inputArgs: string[];
  chains: string[];
  video: string;
  audio: string;
  hasAudio: boolean;
  frame: EditFrame;
  /** Frames the graph puts out, and their length in seconds. */
  frames: number;
  durationSeconds: number;
  /** The picture's size after the plan's rotation. */
  size: { width: number; height: number };
}

const DEFAULT_FPS = 30;
const DEFAULT_RATE = 48_000;

/** Frames per second as ffmpeg's fps filter reads it; a file that does not say gets 30. */
export function outputFps(probe: ProbeResult): number {
  const fps = probe.video?.fps ?? 0;
  return fps > 0 && fps <= 120 ? Math.round(fps * 1000) / 1000 : DEFAULT_FPS;
}

export function editFrame(original: ProbeResult, withAudio: boolean): EditFrame {
  if (!original.video) throw new MediaError('no-video', { detail: 'the original has no video' });
  const { width, height } = displaySize(original.video);
  return {
    width,
    height,
    fps: outputFps(original),
    sampleRate: original.audio?.sampleRate || DEFAULT_RATE,
    // The ladder plays stereo at most (`-ac 2`); a mono original stays mono.
    channels: withAudio && original.audio?.channels === 1 ? 1 : 2,
  };
}

const ROTATE: Record<number, string> = {
  90: 'transpose=1',
  180: 'hflip,vflip',
  270: 'transpose=2',
};
const sec = (t: number) => t.toFixed(6);

interface PlacedClip {
  source: string;
  start: number;
  end: number;
  frames: number;
  samples: number;
}

/** Clips cut to the output's frame grid; clips shorter than half a frame are dropped. */
function placeClips(
  plan: RenderPlan,
  inputs: Readonly<Record<string, EditInput>>,
  frame: EditFrame,
): PlacedClip[] {
  const placed: PlacedClip[] = [];
  // Whole microseconds: 2.1 + 2.5 + 2.7 must be 7.3 exactly, or a frame on a half would round
  // one way here and the other way in a test or the job's own arithmetic.
  let us = 0;
  let frames = 0;
  for (const c of plan.clips) {
    const input = inputs[c.source];
    if (!input) throw new RangeError(`the plan uses '${c.source}', which is not among the inputs`);
    if (!input.probe.video) throw new MediaError('no-video', { detail: `clip '${c.source}'` });
    // A plan a little past the file's end (rounding, a shorter re-upload) ends with the file.
    const start = Math.max(0, c.start);
    const end = Math.min(c.end, input.probe.durationSeconds);
    if (!(end > start)) continue;
    us += Math.round((end - start) * 1e6);
    const upTo = Math.round((us * frame.fps) / 1e6);
    const count = upTo - frames;
    if (count <= 0) continue;
    const samples =
      Math.round((upTo * frame.sampleRate) / frame.fps) -
      Math.round((frames * frame.sampleRate) / frame.fps);
    placed.push({ source: c.source, start, end, frames: count, samples });
    frames = upTo;
  }
  if (placed.length === 0) throw new RangeError('the plan has no clip of at least one frame');
  return placed;
}

/** The picture and sound of one clip, from the streams `v` and `a` (`a` null: none). */
function clipChains(
  k: number,
  clip: PlacedClip,
  probe: ProbeResult,
  frame: EditFrame,
  v: string,
  a: string | null,
  cut: { video: string; audio: string },
  withAudio: boolean,
): string[] {
  const shown = displaySize(probe.video!);
  // Imported clips of another size are fitted inside the original's frame, bars around them.
  const fit =
    shown.width === frame.width && shown.height === frame.height
      ? ''
      : `scale=${frame.width}:${frame.height}:force_original_aspect_ratio=decrease,` +
        `pad=${frame.width}:${frame.height}:(ow-iw)/2:(oh-ih)/2,`;
  const layout = frame.channels === 1 ? 'mono' : 'stereo';
  const audioFormat = `aformat=sample_fmts=fltp:sample_rates=${frame.sampleRate}:channel_layouts=${layout}`;
  const video =
    `[${v}]${cut.video}setpts=PTS-STARTPTS,fps=${frame.fps},trim=end_frame=${clip.frames},` +
    `${fit}setsar=1,format=yuv420p[cv${k}]`;
  if (!withAudio) return [video];
  return [
    video,
    a
      ? `[${a}]${cut.audio}asetpts=PTS-STARTPTS,aresample=${frame.sampleRate},${audioFormat},` +
        `apad,atrim=end_sample=${clip.samples}[ca${k}]`
      : // A source without sound is silent for exactly as long as its picture.
        `anullsrc=r=${frame.sampleRate}:cl=${layout},${audioFormat},` +
        `atrim=end_sample=${clip.samples}[ca${k}]`,
  ];
}

/**
 * Inputs and chains ending in `[vout]` (and `[aout]` when any source has sound) for
 * ladderArgs. `inputs[ORIGINAL_SOURCE]` sets the frame size, rate and sample rate.
 */
export function editGraph(
  plan: RenderPlan,
  inputs: Readonly<Record<string, EditInput>>,
  seek: EditSeek = 'input',
): EditGraph {
  const original = inputs[ORIGINAL_SOURCE] ?? inputs[plan.clips[0]?.source ?? ''];
  if (!original) throw new RangeError('renderEditPlan needs the original among the inputs');
  const hasAudio = plan.clips.some((c) => inputs[c.source]?.probe.audio);
  const frame = editFrame(original.probe, hasAudio);
  const clips = placeClips(plan, inputs, frame);
  const margin = 2 / frame.fps;
  const inputArgs: string[] = [];
  const chains: string[] = [];
  // 'trim': one input per source file, its streams split once per clip taken from it.
  const fileIndex = new Map<string, number>();
  const uses = new Map<string, number>();
  if (seek === 'trim') {
    for (const c of clips) uses.set(c.source, (uses.get(c.source) ?? 0) + 1);
    for (const [source, n] of uses) {
      const i = fileIndex.size;
      fileIndex.set(source, i);
      inputArgs.push('-i', inputs[source]!.file);
      const labels = (p: string) => Array.from({ length: n }, (_, j) => `[${p}${i}_${j}]`).join('');
      chains.push(n > 1 ? `[${i}:v:0]split=${n}${labels('sv')}` : `[${i}:v:0]null${labels('sv')}`);
      if (inputs[source]!.probe.audio) {
        chains.push(
          n > 1 ? `[${i}:a:0]asplit=${n}${labels('sa')}` : `[${i}:a:0]anull${labels('sa')}`,
        );
      }
    }
    uses.clear();
  }
  clips.forEach((clip, k) => {
    const probe = inputs[clip.source]!.probe;
    if (seek === 'input') {
      // Input seeking decodes from the keyframe before `start` and drops what precedes it; the
      // margin leaves the fps filter a frame past the end to pick from.
      if (clip.start > 0) inputArgs.push('-ss', sec(clip.start));
      inputArgs.push('-t', sec(clip.end - clip.start + margin), '-i', inputs[clip.source]!.file);
      chains.push(
        ...clipChains(
          k,
          clip,
          probe,
          frame,
          `${k}:v:0`,
          probe.audio ? `${k}:a:0` : null,
          { video: '', audio: '' },
          hasAudio,
        ),
      );
      return;
    }
    const i = fileIndex.get(clip.source)!;
    const j = uses.get(clip.source) ?? 0;
    uses.set(clip.source, j + 1);
    const range = `start=${sec(clip.start)}:end=${sec(clip.end + margin)},`;
    chains.push(
      ...clipChains(
        k,
        clip,
        probe,
        frame,
        `sv${i}_${j}`,
        probe.audio ? `sa${i}_${j}` : null,
        {
          video: `trim=${range}`,
          audio: `atrim=${range}`,
        },
        hasAudio,
      ),
    );
  });
  const joined = clips.map((_, k) => `[cv${k}]${hasAudio ? `[ca${k}]` : ''}`).join('');
  const turn = ROTATE[plan.rotation];
  const swap = plan.rotation === 90 || plan.rotation === 270;
  const size = swap
    ? { width: frame.height, height: frame.width }
    : { width: frame.width, height: frame.height };
  // Issue 22: blurs go on the joined, turned picture at full size, before the ladder scales it.
  const blurs = plan.blurs ?? [];
  const turned = blurs.length > 0 ? '[vturn]' : '[vout]';
  chains.push(
    `${joined}concat=n=${clips.length}:v=1:a=${hasAudio ? 1 : 0}${turn ? '[vcat]' : turned}` +
      (hasAudio ? '[aout]' : ''),
  );
  if (turn) chains.push(`[vcat]${turn}${turned}`);
  chains.push(...blurChains(turned, '[vout]', blurs, size));
  const frames = clips.reduce((n, c) => n + c.frames, 0);
  return {
    inputArgs,
    chains,
    video: '[vout]',
    audio: '[aout]',
    hasAudio,
    frame,
    frames,
    durationSeconds: frames / frame.fps,
    size,
  };
}
