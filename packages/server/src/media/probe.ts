/**
 * What a media file is, read by ffprobe from its contents (never from its name). Anything ffprobe
 * cannot read, and any mp4 / mov / avi whose structure runs past its end, is 'unreadable'.
 */
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { defaultFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries.js';
import { MediaError, isMediaError } from './media-error.js';
import { runProcess } from './run-process.js';
import { sniffContainer } from './sniff-container.js';

export type Container = 'mp4' | 'mov' | 'avi';

export interface VideoInfo {
  /** Coded size; see displaySize for the size a player shows. */
  width: number;
  height: number;
  codec: string;
  /** Average frames per second (0 when the file does not say). */
  fps: number;
  /** Clockwise degrees a player turns the picture: 0, 90, 180 or 270. */
  rotation: number;
}

export interface AudioInfo {
  codec: string;
  sampleRate: number;
  channels: number;
}

export interface ProbeResult {
  durationSeconds: number;
  /** ffprobe's demuxer name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2', 'avi', 'matroska,webm'. */
  formatName: string;
  container: Container | null;
  sizeBytes: number;
  video: VideoInfo | null;
  audio: AudioInfo | null;
}

const num = z.union([z.string(), z.number()]).optional();
const stream = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  sample_rate: num,
  channels: z.number().optional(),
  duration: num,
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: num })).optional(),
});
const ffprobeJson = z.object({
  format: z.object({
    format_name: z.string(),
    duration: num,
    tags: z.record(z.string(), z.string()).optional(),
  }),
  streams: z.array(stream).default([]),
});
type Stream = z.infer<typeof stream>;

function toNumber(v: string | number | undefined): number {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : NaN;
}

function rate(r: string | undefined): number {
  const [a, b] = (r ?? '').split('/').map(Number);
  return a !== undefined && b && Number.isFinite(a / b) ? a / b : 0;
}

function rotationOf(s: Stream): number {
  const tag = toNumber(s.tags?.rotate);
  // The display matrix turns the other way round from the old `rotate` tag.
  const matrix = s.side_data_list?.map((d) => -toNumber(d.rotation)).find((r) => !Number.isNaN(r));
  const deg = Number.isNaN(tag) ? (matrix ?? 0) : tag;
  return (((Math.round(deg / 90) * 90) % 360) + 360) % 360;
}

/**
 * ffprobe names the whole ISO family at once; the brand says which. QuickTime files without
 * `ftyp` predate brands. 3GPP and 3GPP2 phone files are their own types, not mp4.
 */
export function containerOf(formatName: string, majorBrand: string | undefined): Container | null {
  const demuxers = formatName.split(',');
  if (demuxers.includes('avi')) return 'avi';
  if (!demuxers.includes('mov')) return null;
  const brand = (majorBrand ?? '').trim();
  if (brand === '' || brand === 'qt') return 'mov';
  if (/^3g/i.test(brand)) return null;
  return 'mp4';
}

/** Width and height as shown, after the rotation a player applies. */
export function displaySize(video: VideoInfo): { width: number; height: number } {
  return video.rotation % 180 === 90
    ? { width: video.height, height: video.width }
    : { width: video.width, height: video.height };
}

export async function probe(
  file: string,
  opts: { binaries?: FfmpegBinaries; signal?: AbortSignal } = {},
): Promise<ProbeResult> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const sizeBytes = (await stat(file)).size;
  let raw: string;
  try {
    const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
    raw = (await runProcess(bin.ffprobe, args, { signal: opts.signal, timeoutMs: 60_000 })).stdout;
  } catch (e) {
    if (isMediaError(e, 'process-failed')) {
      throw new MediaError('unreadable', { detail: e.detail, stderrTail: e.stderrTail, cause: e });
    }
    throw e;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = ffprobeJson.safeParse(json);
  if (!parsed.success) throw new MediaError('unreadable', { detail: 'ffprobe found no format' });
  const { format, streams } = parsed.data;

  const sniff = await sniffContainer(file);
  if (sniff.truncated) {
    throw new MediaError('unreadable', { detail: 'the file ends before its last box or chunk' });
  }

  const v = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const a = streams.find((s) => s.codec_type === 'audio');
  let durationSeconds = toNumber(format.duration);
  if (Number.isNaN(durationSeconds)) {
    const durations = streams.map((s) => toNumber(s.duration)).filter((d) => !Number.isNaN(d));
    durationSeconds = durations.length ? Math.max(...durations) : NaN;
  }
  if (Number.isNaN(durationSeconds)) {
    throw new MediaError('unreadable', { detail: 'no duration in the file' });
  }
  const majorBrand = format.tags?.major_brand ?? sniff.majorBrand;
  return {
    durationSeconds,
    formatName: format.format_name,
    container: containerOf(format.format_name, majorBrand),
    sizeBytes,
    video:
      v && v.width && v.height
        ? {
            width: v.width,
            height: v.height,
            codec: v.codec_name ?? 'unknown',
            fps: rate(v.avg_frame_rate) || rate(v.r_frame_rate),
            rotation: rotationOf(v),
          }
        : null,
    audio: a
      ? {
          codec: a.codec_name ?? 'unknown',
          sampleRate: toNumber(a.sample_rate) || 0,
          channels: a.channels ?? 0,
        }
      : null,
  };
}
