/**
 * Plays a workflow's HLS stream in a <video>: natively where the browser can, otherwise (or when
 * the host forces it) through hls.js, loaded only then. One interface for both, so the player's
 * quality menu and its download-speed rule work the same everywhere.
 *
 * A browser playing HLS itself has no API to choose a rendition; pinning a quality points the
 * <video> at that rendition's media playlist (from the master, under the same signed folder) and
 * restores the time, and Auto points it back at the master.
 */
import type Hls from 'hls.js';
import { BACK_BUFFER_S, START_LEVEL } from '../constants.js';
import { loadHlsJs, type HlsClass } from './hls-loader';
import { parseMasterPlaylist, renditionFor, type Rendition } from './master-playlist';
import { playsHlsNatively } from './native-hls';

export type HlsMode = 'native' | 'hls.js';

export type MediaEngineEvent =
  | { type: 'hls-lib-loaded' }
  | { type: 'hls-lib-error'; error: unknown }
  /** Playback cannot go on (after hls.js's own recovery attempts). */
  | { type: 'fatal-error'; error: unknown };

export interface MediaEngineOptions {
  /** Use hls.js even where the browser plays HLS itself (hosts, tests, parity with old browsers). */
  forceHlsJs?: boolean;
  /** Seconds into the stream to start at (a deep link to a step). */
  startTime?: number;
  /**
   * Native only: the <video> already loads this stream (the loader's early stream, through a
   * redirect to the same playlist); keep its source instead of loading `url` again.
   */
  keepSource?: boolean;
  /** hls.js already playing this stream in this <video> (the loader's early stream): adopted. */
  hls?: EarlyHls | undefined;
  onEvent?: (event: MediaEngineEvent) => void;
  /** Injection points for tests; the defaults are the real import and fetch. */
  loadHls?: () => Promise<HlsClass>;
  fetchText?: (url: string) => Promise<string>;
}

/** An hls.js instance started before the engine, with its class (for its constants). */
export interface EarlyHls {
  Hls: HlsClass;
  hls: Hls;
}

export interface MediaEngine {
  readonly mode: HlsMode;
  /** The stream's renditions, lowest first. */
  renditions(): Promise<Rendition[]>;
  /** 'auto' adapts to the network; a height pins that rendition (or the tallest below it). */
  setQuality(quality: 'auto' | number): Promise<void>;
  /** Measured download speed in Mbit/s; null until a segment has been measured. */
  downloadMbps(): number | null;
  /**
   * Plays a dubbed track (issue 22; the master's alternate audio, matched by LANGUAGE), or the
   * original sound (null: the rendition muxed in the video, listed without URI).
   */
  setAudioLanguage(language: string | null): void;
  destroy(): void;
}

interface AudioTrackLike {
  lang?: string | undefined;
  language?: string | undefined;
  url?: string | undefined;
  default?: boolean | undefined;
}

/** The track of `language` (null: the one without its own playlist, else the default). */
const audioIndex = (tracks: readonly AudioTrackLike[], language: string | null) =>
  tracks.findIndex((t) =>
    language === null
      ? t.url === '' || (t.url === undefined && t.default !== false)
      : (t.lang ?? t.language ?? '').toLowerCase() === language.toLowerCase(),
  );

const defaultFetchText = async (url: string): Promise<string> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not read the playlist (HTTP ${response.status})`);
  return response.text();
};

export async function attachMedia(
  video: HTMLVideoElement,
  url: string,
  options: MediaEngineOptions = {},
): Promise<MediaEngine> {
  if (options.hls) return hlsJsEngine(options.hls.Hls, options.hls.hls, url, options);
  if (!options.forceHlsJs && playsHlsNatively(video)) return attachNative(video, url, options);
  let Hls: HlsClass;
  try {
    Hls = await (options.loadHls ?? loadHlsJs)();
  } catch (error) {
    options.onEvent?.({ type: 'hls-lib-error', error });
    throw error;
  }
  options.onEvent?.({ type: 'hls-lib-loaded' });
  if (!Hls.isSupported()) throw new Error('This browser cannot play HLS video.');
  return attachHlsJs(Hls, video, url, options);
}

/** Seeks once the new source knows its duration, and resumes if it was playing. */
function whenLoaded(video: HTMLVideoElement, time: number | undefined, resume: boolean): void {
  const onLoaded = () => {
    if (time !== undefined && time > 0) video.currentTime = time;
    if (resume) video.play().catch(() => undefined);
  };
  video.addEventListener('loadedmetadata', onLoaded, { once: true });
}

function attachNative(
  video: HTMLVideoElement,
  masterUrl: string,
  options: MediaEngineOptions,
): MediaEngine {
  let master: Promise<Rendition[]> | null = null;
  const renditions = () => {
    master ??= (options.fetchText ?? defaultFetchText)(masterUrl).then(
      parseMasterPlaylist,
      (err) => {
        master = null;
        throw err;
      },
    );
    return master;
  };
  if (!options.keepSource || !video.currentSrc) {
    whenLoaded(video, options.startTime, false);
    video.src = masterUrl;
  }
  return {
    mode: 'native',
    renditions,
    async setQuality(quality) {
      const list = quality === 'auto' ? [] : await renditions();
      const rendition = quality === 'auto' ? null : renditionFor(list, quality);
      const next = rendition ? new URL(rendition.uri, masterUrl).href : masterUrl;
      if (video.currentSrc === next || video.src === next) return;
      whenLoaded(video, video.currentTime, !video.paused);
      video.src = next;
    },
    downloadMbps: () => measuredMbps(masterUrl),
    setAudioLanguage(language) {
      // Safari lists the master's audio renditions here; other browsers have no such list.
      const list = (video as { audioTracks?: ArrayLike<AudioTrackLike & { enabled: boolean }> })
        .audioTracks;
      const tracks = list ? Array.from(list) : [];
      const index = audioIndex(
        // The first is the master's DEFAULT rendition: the original sound.
        tracks.map((t, i) => ({ language: t.language, default: i === 0 })),
        language,
      );
      if (index >= 0) tracks.forEach((t, i) => (t.enabled = i === index));
    },
    destroy() {
      video.removeAttribute('src');
      video.load();
    },
  };
}

/**
 * Download speed from the Resource Timing entries of this stream's segments (the media route
 * sends Timing-Allow-Origin, so sizes are visible across origins); the last three segments.
 */
function measuredMbps(masterUrl: string): number | null {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return null;
  const folder = masterUrl.slice(0, masterUrl.lastIndexOf('/') + 1);
  const segments = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => e.name.startsWith(folder) && /\.(ts|m4s|mp4|aac)(\?|$)/.test(e.name))
    .filter((e) => e.transferSize > 0 && e.responseEnd > e.responseStart)
    .slice(-3);
  if (segments.length === 0) return null;
  const bits = segments.reduce((sum, e) => sum + e.encodedBodySize * 8, 0);
  const seconds = segments.reduce((sum, e) => sum + (e.responseEnd - e.requestStart) / 1000, 0);
  return seconds > 0 ? bits / seconds / 1e6 : null;
}

/**
 * hls.js with our settings (002 §9: back buffer 90 s, start level 2, or the tallest of a shorter
 * ladder) loading `url` into `video`. The script-tag loader calls this too, for its early stream.
 */
export function startHlsJs(
  Hls: HlsClass,
  video: HTMLVideoElement,
  url: string,
  startTime?: number,
): Hls {
  const hls: Hls = new Hls({ backBufferLength: BACK_BUFFER_S, startPosition: startTime ?? -1 });
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    hls.startLevel = Math.min(START_LEVEL, data.levels.length - 1);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return hls;
}

function attachHlsJs(
  Hls: HlsClass,
  video: HTMLVideoElement,
  url: string,
  options: MediaEngineOptions,
): MediaEngine {
  // hls.js reports asynchronously: the engine's handlers, added next, hear the first manifest.
  return hlsJsEngine(Hls, startHlsJs(Hls, video, url, options.startTime), url, options);
}

/** The engine over an hls.js instance, new or adopted (its manifest may be parsed already). */
function hlsJsEngine(
  Hls: HlsClass,
  hls: Hls,
  url: string,
  options: MediaEngineOptions,
): MediaEngine {
  let measured = false;
  let recoveries = 0;
  const renditionsOf = (levels: readonly { height: number; bitrate: number }[]) =>
    levels
      .map((level) => ({ height: level.height, bandwidth: level.bitrate, uri: url }))
      .sort((a, b) => a.height - b.height);
  const manifest = new Promise<Rendition[]>((resolve) => {
    if (hls.levels?.length) resolve(renditionsOf(hls.levels));
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => resolve(renditionsOf(data.levels)));
  });
  hls.on(Hls.Events.FRAG_LOADED, () => {
    measured = true;
  });
  // The audio that really plays, on the <video> (hosts' and tests' view of hls.js's state).
  hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, (_event, data) => {
    const track = hls.audioTracks[data.id];
    hls.media?.setAttribute('data-audio-track', track?.url ? (track.lang ?? '') : 'original');
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // hls.js's documented recovery: restart loading after a network error, rebuild the media
    // pipeline after a media error; a second failure of the same run is reported.
    if (recoveries < 2 && data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      recoveries += 1;
      hls.startLoad();
    } else if (recoveries < 2 && data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      recoveries += 1;
      hls.recoverMediaError();
    } else {
      options.onEvent?.({ type: 'fatal-error', error: data.error ?? new Error(data.details) });
    }
  });
  return {
    mode: 'hls.js',
    renditions: () => manifest,
    async setQuality(quality) {
      if (quality === 'auto') {
        hls.currentLevel = -1;
        return;
      }
      await manifest;
      const heights = hls.levels.map((level) => level.height);
      const chosen = renditionFor(
        heights.map((height) => ({ height, bandwidth: 0, uri: url })),
        quality,
      );
      const level = chosen ? heights.indexOf(chosen.height) : -1;
      // Pinning the level that plays already needs no switch: loadLevel keeps the buffer, where
      // currentLevel would flush it (a stall right at the start, when the default is pinned).
      if (level === hls.currentLevel) hls.loadLevel = level;
      else hls.currentLevel = level;
    },
    downloadMbps: () => (measured ? hls.bandwidthEstimate / 1e6 : null),
    setAudioLanguage(language) {
      const apply = () => {
        const index = audioIndex(hls.audioTracks, language);
        if (index >= 0 && index !== hls.audioTrack) hls.audioTrack = index;
      };
      if (hls.audioTracks.length > 0) apply();
      else hls.once(Hls.Events.AUDIO_TRACKS_UPDATED, apply);
    },
    destroy: () => hls.destroy(),
  };
}
