/** Whether this <video> plays HLS itself (Safari, iOS, Chromium since 2025): no hls.js needed. */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}
