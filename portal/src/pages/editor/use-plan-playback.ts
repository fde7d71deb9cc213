/**
 * The preview's <video> driven by a PlanPlayback (plan-playback.ts): the original's HLS stream
 * (or an imported clip's) is attached natively where the browser plays HLS, else through hls.js,
 * loaded only then. While playing, every animation frame asks the controller for the playhead,
 * so a cut is skipped within a frame and the playhead moves smoothly.
 */
import type { EditState } from '@stepwise/core';
import { playsHlsNatively } from '@stepwise/player/core';
import type Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PlanPlayback, type PlaybackMedia } from './plan-playback';

/** Source name (ORIGINAL_SOURCE or a clip id) -> its signed HLS address. */
export type PlaybackSources = Readonly<Record<string, string | null>>;

function waitForMetadata(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= 1) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener('loadedmetadata', done);
      video.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      video.removeEventListener('loadedmetadata', done);
      video.removeEventListener('error', failed);
      reject(new Error('The video could not be loaded.'));
    };
    video.addEventListener('loadedmetadata', done);
    video.addEventListener('error', failed);
  });
}

/**
 * A PlaybackMedia over a <video>, switching streams by source name (also the annotation editor's
 * player, pages/annotate/use-step-video.ts: one HLS attach for both).
 */
export function videoMedia(
  video: HTMLVideoElement,
  sources: () => PlaybackSources,
  hls: { current: Hls | null },
): PlaybackMedia {
  return {
    get currentTime() {
      return video.currentTime;
    },
    get paused() {
      return video.paused;
    },
    async load(source) {
      const url = sources()[source];
      if (!url) throw new Error(`No stream for ${source}`);
      hls.current?.destroy();
      hls.current = null;
      if (playsHlsNatively(video)) {
        video.src = url;
      } else {
        const { default: HlsJs } = await import('hls.js');
        const player = new HlsJs();
        hls.current = player;
        player.loadSource(url);
        player.attachMedia(video);
      }
      await waitForMetadata(video);
    },
    seek(sourceTime) {
      video.currentTime = sourceTime;
    },
    play() {
      void video.play().catch(() => undefined);
    },
    pause() {
      video.pause();
    },
  };
}

export function usePlanPlayback(state: EditState, sources: PlaybackSources) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const controller = useRef<PlanPlayback | null>(null);
  const hls = useRef<Hls | null>(null);
  const latestSources = useRef(sources);
  const [playhead, setPlayhead] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    latestSources.current = sources;
  }, [sources]);

  // One controller per video element; it follows the edit state below.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const playback = new PlanPlayback(
      state,
      videoMedia(video, () => latestSources.current, hls),
    );
    controller.current = playback;
    playback.seek(0).catch((err: unknown) => setError(String(err)));
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      hls.current?.destroy();
      hls.current = null;
      controller.current = null;
    };
    // The first state only: later ones go through update() without a new stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const playback = controller.current;
    if (!playback) return;
    void playback.update(state).then(
      () => setPlayhead(playback.timelineTime),
      () => undefined,
    );
  }, [state]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const loop = () => {
      const playback = controller.current;
      if (playback) setPlayhead(playback.tick());
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const seek = useCallback(async (t: number) => {
    const playback = controller.current;
    if (!playback) return;
    await playback.seek(t).catch((err: unknown) => setError(String(err)));
    setPlayhead(playback.timelineTime);
  }, []);

  const toggle = useCallback(() => {
    const playback = controller.current;
    if (!playback) return;
    if (videoRef.current?.paused === false) playback.pause();
    else void playback.play().catch((err: unknown) => setError(String(err)));
  }, []);

  /** The playhead now (a key pressed twice in a frame reads the first one's seek). */
  const now = useCallback(() => controller.current?.timelineTime ?? 0, []);

  return { videoRef, playhead, playing, error, seek, toggle, now };
}
