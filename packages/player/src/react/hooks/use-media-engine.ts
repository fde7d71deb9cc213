/**
 * Takes over the start's <video> and HLS engine (core/start-playback.ts) and wires them both ways
 * with the playback store, as the package README shows: the store's intent (play, pause, seek,
 * volume, speed, quality) drives the element; the element's reports (time, duration, end) drive
 * the store. The stream may have been playing before the view came: the store catches up first.
 */
import { useEffect, useState } from 'react';
import { listenKeys } from 'nanostores';
import type { HlsMode, MediaEngine, MediaEngineEvent } from '../../core/media/media-engine.js';
import type { PlaybackStart } from '../../core/start-playback.js';
import type { PlayerAudioLanguageChangeDetail, PlayerErrorDetail } from '../../core/events.js';
import type { PlayerStores } from './use-player-stores.js';

export interface MediaEngineWiring {
  start: PlaybackStart;
  stores: PlayerStores | null;
  autoplay: boolean;
  onError: (detail: PlayerErrorDetail) => void;
  /** The viewer (or the host) changed the audio language (issue 22). */
  onAudioLanguageChange?: ((detail: PlayerAudioLanguageChangeDetail) => void) | undefined;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** play() may be missing a promise (old engines, jsdom); a rejection is the store's to record. */
function play(video: HTMLVideoElement, stores: PlayerStores) {
  try {
    Promise.resolve(video.play()).catch((error: unknown) => stores.playback.playFailed(error));
  } catch (error) {
    stores.playback.playFailed(error);
  }
}

export interface MediaEngineStatus {
  /** The engine's mode once attached (the ready event's `hls`); null before. */
  mode: HlsMode | null;
  /** Why the video cannot play, for the player's message; null while it can. */
  failure: 'unsupportedBrowser' | 'unexpected' | null;
}

interface WiringReports {
  setMode: (mode: HlsMode | null) => void;
  setFailure: (failure: MediaEngineStatus['failure']) => void;
}

export function useMediaEngine(wiring: MediaEngineWiring): MediaEngineStatus {
  const { start, stores } = wiring;
  const [mode, setMode] = useState<HlsMode | null>(null);
  const [failure, setFailure] = useState<MediaEngineStatus['failure']>(null);

  useEffect(() => {
    if (!stores) return;
    return wireMedia({ ...wiring, stores }, { setMode, setFailure });
    // onError is read through the caller's stable ref; the start owns the engine's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, stores]);

  return { mode, failure };
}

/**
 * The two-way wiring of the start's <video> (a DOM element this drives imperatively, outside
 * React's state) with the stores. Returns the unwiring.
 */
function wireMedia(
  wiring: MediaEngineWiring & { stores: PlayerStores },
  { setMode, setFailure }: WiringReports,
): () => void {
  const { start, stores, autoplay, onError, onAudioLanguageChange } = wiring;
  const video = start.video;
  const { playback, steps } = stores;
  let engine: MediaEngine | null = null;
  let cancelled = false;
  const cleanups: (() => void)[] = [];
  const on = <K extends keyof HTMLMediaElementEventMap>(type: K, fn: () => void) => {
    video.addEventListener(type, fn);
    cleanups.push(() => video.removeEventListener(type, fn));
  };

  const onEvent = (event: MediaEngineEvent) => {
    if (event.type === 'fatal-error') {
      playback.playFailed(event.error);
      setFailure('unexpected');
      onError({ code: 'playback', message: errorText(event.error) });
    }
  };

  // Store -> element.
  const applyAudio = () => {
    const { muted, volume, speed } = playback.$state.get();
    video.muted = muted;
    video.volume = volume;
    // Loading a source resets playbackRate to defaultPlaybackRate: set both.
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  };
  applyAudio();
  cleanups.push(listenKeys(playback.$state, ['muted', 'volume', 'speed'], applyAudio));
  cleanups.push(
    listenKeys(playback.$state, ['paused'], ({ paused }) => {
      if (paused) video.pause();
      else play(video, stores);
    }),
  );
  cleanups.push(
    playback.$seekRequest.listen((seek) => {
      if (!seek) return;
      video.currentTime = seek.time;
      // A seek back from the stream's end (repeat workflow's wrap, repeat step on the last step)
      // finds the element paused by the browser: the store says it plays on.
      if (!playback.$state.get().paused && video.paused) play(video, stores);
    }),
  );
  cleanups.push(
    listenKeys(playback.$state, ['quality'], ({ quality }) => {
      void engine?.setQuality(quality === 'auto' ? 'auto' : Number(quality)).catch(() => {});
    }),
  );

  // The dubbed track or the original (issue 22): applied once attached, then on each change.
  cleanups.push(
    stores.audio.$language.listen((language) => {
      engine?.setAudioLanguage(language);
      onAudioLanguageChange?.({ languageCode: language });
    }),
  );

  // Element -> store.
  on('timeupdate', () => playback.timeUpdate(video.currentTime));
  on('durationchange', () => playback.durationChange(video.duration));
  on('ended', () => steps.mediaEnded());
  on('loadedmetadata', applyAudio);
  // Paused or played from outside the player (the OS media keys, picture-in-picture).
  on('pause', () => {
    // Not the pause the browser makes at the stream's end, nor one still queued from it when a
    // wrap has already sought back (the element is seeking then).
    if (!video.ended && !video.seeking && !playback.$state.get().paused) playback.pause();
  });
  on('play', () => {
    if (playback.$state.get().paused) playback.play();
  });
  let speedApplied = false;
  on('progress', () => {
    // 002 §9: the measured download speed picks the quality once the first segments arrived.
    const mbps = speedApplied ? null : engine?.downloadMbps();
    if (mbps == null) return;
    speedApplied = true;
    playback.applyDownloadSpeed(mbps);
  });

  cleanups.push(start.onEngineEvent(onEvent));
  start.engine.then(
    (attached) => {
      if (cancelled || !attached) return;
      engine = attached;
      // What happened before this view: the time played so far counts (tracking hears a
      // play at the start's time, then the time now), and the duration is known.
      if (autoplay || !video.paused) playback.play();
      if (Number.isFinite(video.duration)) playback.durationChange(video.duration);
      if (video.currentTime > 0) playback.timeUpdate(video.currentTime);
      setMode(attached.mode);
      const language = stores.audio.$language.get();
      if (stores.audio.tracks.length > 0 && language !== null) attached.setAudioLanguage(language);
      // The quality menu lists what the stream has (its master playlist or hls.js's levels),
      // and the quality shown is the one that plays: hls.js pins it; a browser playing HLS
      // itself keeps its source (switching it would reload the picture) until one is chosen.
      attached.renditions().then(
        (renditions) => {
          if (cancelled) return;
          playback.setRenditions(renditions.map((r) => r.height));
          const { quality } = playback.$state.get();
          if (attached.mode === 'hls.js') {
            void attached.setQuality(quality === 'auto' ? 'auto' : Number(quality)).catch(() => {});
          }
        },
        () => undefined,
      );
    },
    (error: unknown) => {
      if (cancelled) return;
      const unsupported = /cannot play HLS/i.test(errorText(error));
      setFailure(unsupported ? 'unsupportedBrowser' : 'unexpected');
      onError({ code: unsupported ? 'unsupported' : 'playback', message: errorText(error) });
    },
  );

  return () => {
    cancelled = true;
    for (const cleanup of cleanups) cleanup();
    engine = null;
    setMode(null);
    setFailure(null);
  };
}
