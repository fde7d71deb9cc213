/**
 * hls.js behind a loader (style rule 6): imported only where the browser cannot play HLS itself,
 * or when a host forces it. One import per page, shared by every player on it.
 */
import type Hls from 'hls.js';

export type HlsClass = typeof Hls;

let loading: Promise<HlsClass> | null = null;

/** Loads hls.js once; a failed load is forgotten so that a retry imports it again. */
export function loadHlsJs(): Promise<HlsClass> {
  loading ??= import('hls.js').then(
    (module) => module.default,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}
