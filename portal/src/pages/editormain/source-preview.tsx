/**
 * The transcript editor's preview: the ORIGINAL upload (and imported clips) played as the edit
 * list says, through the advanced editor's PlanPlayback (portal/src/pages/editor/plan-playback.ts),
 * so a cut sentence is skipped before anything is rendered. `seekRef` lets the sentence list
 * jump to a sentence's timeline time; `onTime` reports the playhead.
 */
import { attachMedia, type MediaEngine } from '@stepwise/player/core';
import { formatTimecode, type EditState, type WorkflowEditDocument } from '@stepwise/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { t } from '../../i18n/t';
import { PlanPlayback, type PlaybackMedia } from '../editor/plan-playback';

/** The signed HLS address of a source: the original or an imported clip. */
export function sourceUrl(doc: WorkflowEditDocument, source: string): string | null {
  if (source === 'original') return doc.original.videoURL;
  return doc.clips.find((c) => c.id === source)?.videoURL ?? null;
}

/** A <video> as PlanPlayback's media: loading a source attaches its HLS stream. */
function videoMedia(
  video: HTMLVideoElement,
  doc: WorkflowEditDocument,
): PlaybackMedia & {
  destroy(): void;
} {
  let engine: MediaEngine | null = null;
  return {
    get currentTime() {
      return video.currentTime;
    },
    get paused() {
      return video.paused;
    },
    async load(source) {
      const url = sourceUrl(doc, source);
      engine?.destroy();
      engine = null;
      if (!url) throw new Error(t('editormain.noVideo'));
      engine = await attachMedia(video, url);
      if (video.readyState < 1) {
        await new Promise<void>((resolve) =>
          video.addEventListener('loadedmetadata', () => resolve(), { once: true }),
        );
      }
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
    destroy() {
      engine?.destroy();
    },
  };
}

export function SourcePreview({
  doc,
  state,
  seekRef,
  onTime,
}: {
  doc: WorkflowEditDocument;
  state: EditState;
  seekRef: RefObject<((t: number) => void) | null>;
  onTime?: (t: number) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const playback = useRef<PlanPlayback | null>(null);
  const [time, setTime] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const report = useRef(onTime);
  useEffect(() => {
    report.current = onTime;
  });

  useEffect(() => {
    const el = video.current;
    if (!el || !doc.original.videoURL) return;
    const media = videoMedia(el, doc);
    const controller = new PlanPlayback(state, media);
    playback.current = controller;
    controller.seek(0).catch((err: unknown) => setError(String(err)));
    let frame = 0;
    const loop = () => {
      if (!el.paused) {
        const now = controller.tick();
        setTime(now);
        report.current?.(now);
      }
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    seekRef.current = (t: number) => {
      void controller.seek(t).then(() => {
        setTime(controller.timelineTime);
        report.current?.(controller.timelineTime);
      });
    };
    return () => {
      cancelAnimationFrame(frame);
      media.destroy();
      playback.current = null;
      seekRef.current = null;
    };
    // The controller follows edits through update() below; a new document makes a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc]);

  useEffect(() => {
    void playback.current?.update(state);
  }, [state]);

  if (!doc.original.videoURL) {
    return (
      <p className="muted" data-testid="source-preview-empty">
        {t('editormain.noVideo')}
      </p>
    );
  }
  return (
    <figure className="source-preview" data-testid="source-preview">
      <video ref={video} playsInline muted={false} aria-label={t('editormain.previewVideo')} />
      <figcaption className="source-preview-controls">
        <button
          type="button"
          onClick={() => {
            const c = playback.current;
            if (!c) return;
            if (video.current?.paused) void c.play();
            else c.pause();
          }}
          data-testid="source-preview-play"
        >
          {t('editormain.playPause')}
        </button>
        <span data-testid="source-preview-time">{formatTimecode(time)}</span>
        {error && (
          <span className="form-error" role="alert">
            {error}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
