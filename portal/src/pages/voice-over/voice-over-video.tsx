/**
 * The workflow's current video (GET /v1/player/workflow's signed HLS, attached natively or
 * through hls.js by the player's media engine) with the browser's own controls, reporting the
 * playhead. Block times are on this video's timeline.
 */
import { attachMedia, type MediaEngine } from '@stepwise/player/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { messageOf, t } from '../../i18n/t';

export function VoiceOverVideo({
  url,
  videoRef,
  onTime,
  onDuration,
}: {
  url: string | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  onTime: (seconds: number) => void;
  onDuration: (seconds: number) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const report = useRef({ onTime, onDuration });
  useEffect(() => {
    report.current = { onTime, onDuration };
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    let engine: MediaEngine | null = null;
    let live = true;
    attachMedia(video, url).then(
      (e) => (live ? (engine = e) : e.destroy()),
      (err: unknown) => live && setError(messageOf(err)),
    );
    const time = () => report.current.onTime(video.currentTime);
    const duration = () => {
      if (Number.isFinite(video.duration)) report.current.onDuration(video.duration);
    };
    video.addEventListener('timeupdate', time);
    video.addEventListener('seeked', time);
    video.addEventListener('loadedmetadata', duration);
    return () => {
      live = false;
      engine?.destroy();
      video.removeEventListener('timeupdate', time);
      video.removeEventListener('seeked', time);
      video.removeEventListener('loadedmetadata', duration);
    };
  }, [url, videoRef]);

  if (!url) {
    return (
      <p className="muted" data-testid="vo-no-video">
        {t('voiceOver.noVideo')}
      </p>
    );
  }
  return (
    <figure className="vo-video">
      <video
        ref={videoRef}
        controls
        playsInline
        data-testid="vo-video"
        aria-label={t('voiceOver.videoLabel')}
      />
      {error && (
        <figcaption className="form-error" role="alert">
          {error}
        </figcaption>
      )}
    </figure>
  );
}
