/**
 * The HLS ladder of one video: `outDir/{name}/index.m3u8` with its segments per rendition, and
 * `outDir/master.m3u8` over them. Everything is written into a sibling temporary folder and
 * renamed into place at the end, so `outDir` is either absent, the previous complete ladder or
 * the new complete ladder; a crash or a cancel never leaves half a ladder that looks finished.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { defaultFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries.js';
import {
  HLS_LADDER,
  hlsFfmpegArgs,
  planRenditions,
  renditionPlaylist,
  type PlannedRendition,
  type Rung,
} from './hls-ladder.js';
import { readAvcCodec } from './avc-codec.js';
import {
  AAC_LC_CODEC,
  masterPlaylist,
  parseMediaPlaylist,
  type Variant,
} from './master-playlist.js';
import { MediaError } from './media-error.js';
import { displaySize, probe, type ProbeResult } from './probe.js';
import { runProcess } from './run-process.js';

export interface TranscodeHlsOptions {
  input: string;
  outDir: string;
  /**
   * The ladder to pick from: heights of HLS_LADDER (`[360, 720]`) or rungs of your own; default
   * the whole HLS_LADDER. Rungs above the source are dropped either way.
   */
  renditions?: readonly (number | Rung)[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  binaries?: FfmpegBinaries;
  /** The input's probe, when the caller already has it (validateUpload returns one). */
  source?: ProbeResult;
}

export interface HlsRendition extends Variant {
  /** '720p': the folder under outDir. */
  name: string;
  /** Path of the media playlist relative to outDir, as master.m3u8 names it. */
  uri: string;
  segmentCount: number;
  durationSeconds: number;
}

export interface HlsLadder {
  /** Absolute path of master.m3u8. */
  masterPlaylist: string;
  renditions: HlsRendition[];
}

export const MASTER_PLAYLIST = 'master.m3u8';

function ladderOf(renditions: TranscodeHlsOptions['renditions']): readonly Rung[] {
  if (!renditions) return HLS_LADDER;
  return renditions.map((r) => {
    if (typeof r !== 'number') return r;
    const rung = HLS_LADDER.find((l) => l.height === r);
    if (!rung) throw new TypeError(`no ${r}p in HLS_LADDER; pass a Rung with its bitrates`);
    return rung;
  });
}

/** Removes what an earlier, interrupted run for the same outDir left beside it. */
async function removeLeftovers(outDir: string): Promise<void> {
  const parent = dirname(outDir);
  const prefix = `${basename(outDir)}.`;
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(`${prefix}partial-`) || entry.startsWith(`${prefix}old-`)) {
      await rm(join(parent, entry), { recursive: true, force: true });
    }
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Runs `make` on a fresh sibling folder of `outDir` and renames it into place when it succeeds,
 * so `outDir` is absent, the previous complete result or the new one; never half of one.
 */
export async function buildAtomically<T>(
  outDir: string,
  make: (work: string) => Promise<T>,
): Promise<T> {
  await mkdir(dirname(outDir), { recursive: true });
  await removeLeftovers(outDir);
  const work = `${outDir}.partial-${randomUUID().slice(0, 8)}`;
  try {
    await mkdir(work, { recursive: true });
    const result = await make(work);
    // rename() cannot replace a non-empty folder: move the old one aside, then drop it.
    const old = `${outDir}.old-${randomUUID().slice(0, 8)}`;
    const hadOld = await exists(outDir);
    if (hadOld) await rename(outDir, old);
    await rename(work, outDir);
    if (hadOld) await rm(old, { recursive: true, force: true });
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * After ffmpeg wrote the renditions into `dir`: checks each playlist is complete, measures the
 * bitrates from the segments, reads the H.264 profile and writes `dir/master.m3u8`.
 */
export async function finishLadder(
  dir: string,
  plan: readonly PlannedRendition[],
  media: { hasAudio: boolean; fps: number },
): Promise<HlsRendition[]> {
  const renditions = await Promise.all(
    plan.map(async (r): Promise<HlsRendition> => {
      const uri = renditionPlaylist(r.name);
      const playlist = parseMediaPlaylist(await readFile(join(dir, uri), 'utf8'));
      if (!playlist.ended || playlist.segments.length === 0) {
        throw new MediaError('process-failed', { detail: `${uri} is incomplete` });
      }
      let bits = 0;
      let peak = 0;
      let duration = 0;
      for (const seg of playlist.segments) {
        const size = (await stat(join(dir, r.name, seg.uri))).size * 8;
        bits += size;
        duration += seg.durationSeconds;
        if (seg.durationSeconds > 0) peak = Math.max(peak, size / seg.durationSeconds);
      }
      const video = await readAvcCodec(join(dir, r.name, playlist.segments[0]!.uri));
      return {
        name: r.name,
        uri,
        width: r.width,
        height: r.outputHeight,
        bandwidth: Math.ceil(peak),
        averageBandwidth: Math.ceil(duration > 0 ? bits / duration : peak),
        codecs: media.hasAudio ? `${video},${AAC_LC_CODEC}` : video,
        frameRate: media.fps,
        segmentCount: playlist.segments.length,
        durationSeconds: duration,
      };
    }),
  );
  await writeFile(join(dir, MASTER_PLAYLIST), masterPlaylist(renditions));
  return renditions;
}

export async function transcodeHls(opts: TranscodeHlsOptions): Promise<HlsLadder> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const source = opts.source ?? (await probe(opts.input, { binaries: bin, signal: opts.signal }));
  if (!source.video) throw new MediaError('no-video', { detail: opts.input });
  const video = source.video;
  const plan = planRenditions(displaySize(video), ladderOf(opts.renditions));

  const renditions = await buildAtomically(opts.outDir, async (work) => {
    for (const r of plan) await mkdir(join(work, r.name), { recursive: true });
    const args = hlsFfmpegArgs({
      input: opts.input,
      outDir: work,
      renditions: plan,
      fps: video.fps,
      hasAudio: source.audio !== null,
      audioChannels: source.audio?.channels ?? 0,
    });
    args.push('-progress', 'pipe:1');
    await runProcess(bin.ffmpeg, args, {
      signal: opts.signal,
      timeoutMs: opts.timeoutMs,
      progress: opts.onProgress && {
        durationSeconds: source.durationSeconds,
        onProgress: opts.onProgress,
      },
    });
    return finishLadder(work, plan, { hasAudio: source.audio !== null, fps: video.fps });
  });
  return { masterPlaylist: join(opts.outDir, MASTER_PLAYLIST), renditions };
}
