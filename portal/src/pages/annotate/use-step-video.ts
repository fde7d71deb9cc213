/**
 * The annotation editor's <video>: the workflow's current signed HLS stream, attached the way the
 * video editor attaches it (use-plan-playback.ts videoMedia: natively where the browser plays HLS,
 * else hls.js loaded then), played and sought WITHIN the chosen step. The playhead it reports is
 * step-relative seconds, the unit of an element's start and end (001 §3).
 */
import type Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../i18n/t';
import { videoMedia } from '../editor/use-plan-playback';
import type { PlaybackMedia } from '../editor/plan-playback';

export interface StepRange {
  start: number;
  end: number;
}

const SOURCE = 'current';

export function useStepVideo(url: string, step: StepRange | null) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const media = useRef<PlaybackMedia | null>(null);
  const hls = useRef<Hls | null>(null);
  const range = useRef(step);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [playhead, setPlayhead] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const m = videoMedia(video, () => ({ [SOURCE]: url }), hls);
    media.current = m;
    m.load(SOURCE).then(
      () => setReady(true),
      (err: unknown) => setError(messageOf(err)),
    );
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      hls.current?.destroy();
      hls.current = null;
      media.current = null;
    };
  }, [url]);

  const seek = useCallback((stepSeconds: number) => {
    const r = range.current;
    const m = media.current;
    if (!r || !m) return;
    const t = Math.min(Math.max(stepSeconds, 0), Math.max(r.end - r.start - 0.01, 0));
    m.seek(r.start + t);
    setPlayhead(t);
  }, []);

  // A new step: go to its start.
  useEffect(() => {
    range.current = step;
    media.current?.pause();
    if (ready) seek(0);
  }, [step?.start, step?.end, ready, seek]); // eslint-disable-line react-hooks/exhaustive-deps

  // While playing, follow the video every frame and stop at the step's end.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const loop = () => {
      const video = videoRef.current;
      const r = range.current;
      if (video && r) {
        if (video.currentTime >= r.end) {
          media.current?.pause();
          video.currentTime = r.end - 0.01;
        }
        setPlayhead(Math.max(0, Math.min(video.currentTime, r.end) - r.start));
      }
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    const r = range.current;
    if (!video || !r || !media.current) return;
    if (!video.paused) return media.current.pause();
    if (video.currentTime >= r.end - 0.05) video.currentTime = r.start;
    media.current.play();
  }, []);

  return { videoRef, ready, playing, playhead, error, seek, toggle };
}
