/**
 * Plays an HLS URL in a <video>: natively where the browser can (Safari, recent Chromium),
 * otherwise through hls.js, loaded only then (style rule 6). The element says which with
 * `data-hls` and announces the library with `stepwise-hls-lib-loaded` / `-lib-error`.
 */
import type HlsType from 'hls.js';

export type HlsMode = 'native' | 'hls.js';

export async function attachHls(video: HTMLVideoElement, url: string): Promise<() => void> {
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
    video.dataset.hls = 'native';
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  let Hls: typeof HlsType;
  try {
    Hls = (await import('hls.js')).default;
    video.dispatchEvent(new CustomEvent('stepwise-hls-lib-loaded'));
  } catch (err) {
    video.dispatchEvent(new CustomEvent('stepwise-hls-lib-error', { detail: err }));
    throw err;
  }
  if (!Hls.isSupported()) throw new Error('HLS is not supported');
  video.dataset.hls = 'hls.js';
  const hls = new Hls();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) video.dispatchEvent(new CustomEvent('stepwise-hls-error', { detail: data }));
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
