/**
 * The spec's video upload rules (001: mp4, mov or avi, 100 MB, 20 minutes), checked against the
 * file's contents. Cheapest checks first: size needs only stat, type only the first bytes, and
 * ffprobe runs only on a file that could be a video we take.
 */
import { stat } from 'node:fs/promises';
import type { FfmpegBinaries } from './ffmpeg-binaries.js';
import { MediaError } from './media-error.js';
import { probe, type Container, type ProbeResult } from './probe.js';
import { sniffContainer } from './sniff-container.js';

// Moves to @stepwise/core as VIDEO_UPLOAD_LIMITS; the server then imports it from there.
export const VIDEO_UPLOAD_LIMITS = {
  maxBytes: 100 * 1024 * 1024,
  maxDurationSeconds: 20 * 60,
  containers: ['mp4', 'mov', 'avi'] as readonly Container[],
} as const;

export type VideoUploadLimits = typeof VIDEO_UPLOAD_LIMITS;

const tooLarge = (bytes: number, limit: number) =>
  new MediaError('too-large', {
    detail: `${bytes} bytes; the limit is ${limit} (${Math.round(limit / (1024 * 1024))} MB)`,
  });

/** The rules on a probe result alone, for callers that already probed. */
export function checkVideoUpload(
  info: ProbeResult,
  limits: VideoUploadLimits = VIDEO_UPLOAD_LIMITS,
): ProbeResult {
  if (info.sizeBytes === 0) throw new MediaError('empty', { detail: 'the file has no bytes' });
  if (info.sizeBytes > limits.maxBytes) {
    throw tooLarge(info.sizeBytes, limits.maxBytes);
  }
  if (info.container === null || !limits.containers.includes(info.container)) {
    throw new MediaError('invalid-type', {
      detail: `the file is ${info.formatName}; accepted: ${limits.containers.join(', ')}`,
    });
  }
  if (!info.video) throw new MediaError('no-video', { detail: 'the file has no video stream' });
  if (info.durationSeconds > limits.maxDurationSeconds) {
    throw new MediaError('too-long', {
      detail: `${Math.round(info.durationSeconds)} s; the limit is ${limits.maxDurationSeconds} s`,
    });
  }
  return info;
}

export async function validateUpload(
  file: string,
  opts: { binaries?: FfmpegBinaries; limits?: VideoUploadLimits; signal?: AbortSignal } = {},
): Promise<ProbeResult> {
  const limits = opts.limits ?? VIDEO_UPLOAD_LIMITS;
  const { size } = await stat(file);
  if (size === 0) throw new MediaError('empty', { detail: 'the file has no bytes' });
  if (size > limits.maxBytes) throw tooLarge(size, limits.maxBytes);
  // A text file or a Matroska file renamed .mp4 is the wrong type, not a damaged video.
  const sniff = await sniffContainer(file);
  if (sniff.family === null) {
    throw new MediaError('invalid-type', {
      detail: `the file is not ${limits.containers.join(', ')}`,
    });
  }
  const info = await probe(file, { binaries: opts.binaries, signal: opts.signal });
  return checkVideoUpload(info, limits);
}
