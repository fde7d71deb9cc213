/**
 * The re-render of an edited workflow: the edit plan (core RenderPlan) applied to the ORIGINAL
 * upload and any imported clips, in ONE ffmpeg run that decodes each clip once and writes the
 * HLS ladder (the same rungs and encoder settings as the upload's, hls-ladder.ts), one thumbnail
 * per second and the poster from that same decode. No intermediate file, no second encode: the
 * budget is 1.2x a plain ffmpeg run making the ladder of the whole original (tests/bench).
 *
 * `prepareClip` is the same run over one whole imported video, with a single small rung: the
 * editor's preview of a clip before it is inserted.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ORIGINAL_SOURCE, posterTime, type RenderPlan } from '@stepwise/core';
import { STEP_ATTACHMENT_LIMITS } from '@stepwise/core';
import { editGraph, type EditInput, type EditSeek } from './edit-graph.js';
import { defaultFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries.js';
import { HLS_LADDER, ladderArgs, planRenditions, type Rung } from './hls-ladder.js';
import { buildAtomically, finishLadder, MASTER_PLAYLIST, type HlsRendition } from './hls.js';
import { MediaError } from './media-error.js';
import { listThumbnails, THUMBNAIL_PATTERN, THUMBNAIL_QSCALE, thumbnailWidth } from './poster.js';
import { displaySize } from './probe.js';
import { runProcess } from './run-process.js';
import { VIDEO_UPLOAD_LIMITS, validateUpload } from './validate-upload.js';

export type { EditInput, EditSeek } from './edit-graph.js';

export interface RenderEditOptions {
  plan: RenderPlan;
  /** Each source of the plan: 'original' (ORIGINAL_SOURCE) and the imported clips' ids. */
  inputs: Readonly<Record<string, EditInput>>;
  /** Written atomically: absent, the previous complete render or this one, never half. */
  outDir: string;
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  /** 0..1 of plan.duration, from ffmpeg's -progress. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  /** Rungs to choose from (default the whole ladder); rungs above the original are dropped. */
  ladder?: readonly Rung[];
  /** How clips reach their start; 'input' unless told (tests/bench/rerender.ts measures both). */
  seek?: EditSeek;
}

/** Paths are relative to outDir (they become storage keys under the render's prefix). */
export interface RenderedEdit {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
  renditions: HlsRendition[];
  hlsMaster: string;
  thumbnails: { second: number; file: string }[];
  poster: { file: string; atSeconds: number };
}

export const RENDER_HLS_DIR = 'hls';
export const RENDER_THUMBNAIL_DIR = 'thumbnails';
export const RENDER_POSTER = 'poster.jpg';

export async function renderEditPlan(opts: RenderEditOptions): Promise<RenderedEdit> {
  if (opts.signal?.aborted) throw new MediaError('cancelled', { detail: 'render not started' });
  const bin = opts.binaries ?? defaultFfmpeg();
  const graph = editGraph(opts.plan, opts.inputs, opts.seek);
  // Rungs from the original's size; turned a quarter, the rungs' width and height swap.
  const rungs = planRenditions(graph.size, opts.ladder ?? HLS_LADDER);
  const posterAt = posterTime(graph.durationSeconds);
  const posterFrame = Math.min(graph.frames - 1, Math.round(posterAt * graph.frame.fps));

  return buildAtomically(opts.outDir, async (work) => {
    const hlsDir = join(work, RENDER_HLS_DIR);
    const thumbDir = join(work, RENDER_THUMBNAIL_DIR);
    for (const r of rungs) await mkdir(join(hlsDir, r.name), { recursive: true });
    await mkdir(thumbDir, { recursive: true });
    const args = ladderArgs(
      {
        outDir: hlsDir,
        renditions: rungs,
        fps: graph.frame.fps,
        hasAudio: graph.hasAudio,
        audioChannels: graph.frame.channels,
      },
      {
        inputArgs: graph.inputArgs,
        chains: graph.chains,
        video: graph.video,
        audio: graph.audio,
        // Stills from the same decoded picture, so they cost a JPEG encode and nothing more.
        stills: [
          {
            // The first frame of every started second (the fps filter drops a last part
            // second shorter than half); the picture is constant-rate here, so t is exact.
            // Restamped one a second and written at 1 fps: left at the video's rate, the
            // image muxer repeats each still to fill the gap (thumb_00006 was frame 0 again).
            filter:
              'select=eq(n\\,0)+gt(floor(t+0.001)\\,floor(prev_t+0.001)),setpts=N/TB,' +
              `scale=${thumbnailWidth(graph.size.width)}:-2`,
            args: ['-r', '1', '-q:v', String(THUMBNAIL_QSCALE), '-start_number', '0'].concat(
              join(thumbDir, THUMBNAIL_PATTERN),
            ),
          },
          {
            filter: `select=eq(n\\,${posterFrame})`,
            args: ['-q:v', '2', '-update', '1', join(work, RENDER_POSTER)],
          },
        ],
      },
    );
    args.push('-progress', 'pipe:1');
    await runProcess(bin.ffmpeg, args, {
      signal: opts.signal,
      timeoutMs: opts.timeoutMs,
      progress: opts.onProgress && {
        durationSeconds: opts.plan.duration > 0 ? opts.plan.duration : graph.durationSeconds,
        onProgress: opts.onProgress,
      },
    });
    const renditions = await finishLadder(hlsDir, rungs, {
      hasAudio: graph.hasAudio,
      fps: graph.frame.fps,
    });
    const thumbnails = (await listThumbnails(thumbDir, graph.durationSeconds)).map((t) => ({
      second: t.second,
      file: `${RENDER_THUMBNAIL_DIR}/${t.file.slice(thumbDir.length + 1)}`,
    }));
    return {
      durationSeconds: graph.durationSeconds,
      width: graph.size.width,
      height: graph.size.height,
      hasAudio: graph.hasAudio,
      renditions,
      hlsMaster: `${RENDER_HLS_DIR}/${MASTER_PLAYLIST}`,
      thumbnails,
      poster: { file: RENDER_POSTER, atSeconds: posterFrame / graph.frame.fps },
    };
  });
}

/** 001 §5 editor videos: mp4, mov or avi, at most 100 MB and 20 minutes. */
export const CLIP_LIMITS = {
  maxBytes: STEP_ATTACHMENT_LIMITS.video.maxBytes,
  maxDurationSeconds: STEP_ATTACHMENT_LIMITS.video.maxDurationSeconds,
  containers: VIDEO_UPLOAD_LIMITS.containers,
};

/** The preview's one rung: at most 480p, enough for the editor's small player. */
const PREVIEW_LADDER = HLS_LADDER.filter((r) => r.height === 480);

export interface PreparedClip {
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** Relative to outDir, as in renderEditPlan. */
  hlsMaster: string;
  thumbnails: { second: number; file: string }[];
  poster: { file: string; atSeconds: number };
}

/**
 * An imported clip checked as an upload (the bytes decide its type; size and length limits),
 * then a single-rung HLS preview, thumbnails and a poster in one ffmpeg run. Throws MediaError
 * with the upload refusal ('Invalid file type', 'File too large', ...) when it is refused.
 */
export async function prepareClip(opts: {
  input: string;
  outDir: string;
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<PreparedClip> {
  const probe = await validateUpload(opts.input, {
    binaries: opts.binaries,
    signal: opts.signal,
    limits: CLIP_LIMITS,
  });
  const shown = displaySize(probe.video!);
  const plan: RenderPlan = {
    clips: [{ source: ORIGINAL_SOURCE, start: 0, end: probe.durationSeconds }],
    rotation: 0,
    duration: probe.durationSeconds,
  };
  const r = await renderEditPlan({
    plan,
    inputs: { [ORIGINAL_SOURCE]: { file: opts.input, probe } },
    outDir: opts.outDir,
    binaries: opts.binaries,
    signal: opts.signal,
    onProgress: opts.onProgress,
    ladder: PREVIEW_LADDER,
  });
  return {
    duration: probe.durationSeconds,
    width: shown.width,
    height: shown.height,
    hasAudio: probe.audio !== null,
    hlsMaster: r.hlsMaster,
    thumbnails: r.thumbnails,
    poster: r.poster,
  };
}
