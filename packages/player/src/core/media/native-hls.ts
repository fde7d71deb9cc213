import { HLS_MEDIA_TYPE } from '@stepwise/core';

/** Whether this <video> plays HLS itself (Safari, iOS, Chromium since 2025): no hls.js needed. */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MEDIA_TYPE) !== '';
}
