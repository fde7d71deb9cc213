/**
 * The advanced editor's timeline: ruler, filmstrip, steps lane and subtitle lane over one
 * horizontal scroll, with the playhead and the selected range drawn across them. Zoom by the
 * buttons or Ctrl+wheel through core's units (initialZoom picks the first from the duration);
 * press or drag on the ruler to move the playhead; on the filmstrip a press moves it and a drag
 * selects a range (the in and out points).
 */
import {
  formatTimecode,
  TIMELINE_UNITS,
  timeAtX,
  timelineWidth,
  xAtTime,
  zoomBy,
  type EditSegment,
  type EditState,
  type TimelineSentence,
  type TimelineStep,
} from '@stepwise/core';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { t } from '../../../i18n/t';
import type { TimeRange } from '../editor-commands';
import { Filmstrip, type ImageMaps } from './filmstrip';
import { Ruler } from './ruler';
import { StepsLane } from './steps-lane';
import { SubtitleLane } from './subtitle-lane';
import { spanStyle, type TimelineView } from './timeline-geometry';

/** A pointer must move this far (px) on the filmstrip before a press becomes a range. */
const DRAG_PX = 4;

export interface TimelineProps {
  state: EditState;
  steps: readonly TimelineStep[];
  sentences: readonly TimelineSentence[];
  duration: number;
  imageMaps: ImageMaps;
  zoom: number;
  onZoom: (zoom: number) => void;
  playhead: number;
  onSeek: (time: number) => void;
  range: TimeRange | null;
  onRange: (range: TimeRange | null) => void;
  selectedStepId: string | null;
  onSelectStep: (stepId: string) => void;
  selectedSentenceKey: string | null;
  onSelectSentence: (key: string) => void;
  onEdit: (segment: EditSegment) => void;
  readOnly: boolean;
}

export function Timeline(props: TimelineProps) {
  const { duration, zoom, onZoom, playhead } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ scrollLeft: 0, viewportWidth: 1200 });
  const press = useRef<{ x: number; time: number; mode: 'seek' | 'range' | 'pending' } | null>(
    null,
  );
  const view: TimelineView = { duration, zoom, ...box };
  const zoomLatest = useRef(zoom);
  const onZoomRef = useRef(onZoom);
  useEffect(() => {
    zoomLatest.current = zoom;
    onZoomRef.current = onZoom;
  });

  // The lanes draw what is in view: follow scrolling and the scroller's width.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setBox({ scrollLeft: el.scrollLeft, viewportWidth: el.clientWidth });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    // Ctrl+wheel zooms the timeline, not the page: a non-passive listener may cancel it.
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      onZoomRef.current(zoomBy(zoomLatest.current, e.deltaY < 0 ? 1 : -1));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
      el.removeEventListener('wheel', onWheel);
    };
  }, []);
  // After a zoom, keep the playhead where the eye is: in the middle of the view.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft = Math.max(0, xAtTime(playhead, zoom) - el.clientWidth / 2);
    // Only on zoom: scrolling on every playhead move would fight the user's scrolling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoom]);

  const timeOf = (e: PointerEvent) => {
    const left = content.current?.getBoundingClientRect().left ?? 0;
    return timeAtX(e.clientX - left, duration, zoom);
  };

  const down = (e: PointerEvent, mode: 'seek' | 'pending') => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const time = timeOf(e);
    press.current = { x: e.clientX, time, mode };
    if (mode === 'seek') props.onSeek(time);
  };
  const moved = (e: PointerEvent) => {
    const p = press.current;
    if (!p) return;
    const time = timeOf(e);
    if (p.mode === 'pending' && Math.abs(e.clientX - p.x) >= DRAG_PX) p.mode = 'range';
    if (p.mode === 'seek') props.onSeek(time);
    if (p.mode === 'range')
      props.onRange({ start: Math.min(p.time, time), end: Math.max(p.time, time) });
  };
  const up = () => {
    const p = press.current;
    press.current = null;
    if (p?.mode === 'pending') {
      props.onRange(null);
      props.onSeek(p.time);
    }
  };

  return (
    <div className="editor-timeline" data-testid="editor-timeline">
      <div className="editor-timeline-tools">
        <button
          type="button"
          onClick={() => onZoom(zoomBy(zoom, -1))}
          disabled={zoom <= 0}
          aria-label={t('editor.timeline.zoomOut')}
          data-testid="editor-zoom-out"
        >
          −
        </button>
        <button
          type="button"
          onClick={() => onZoom(zoomBy(zoom, 1))}
          disabled={zoom >= TIMELINE_UNITS.length - 1}
          aria-label={t('editor.timeline.zoomIn')}
          data-testid="editor-zoom-in"
        >
          +
        </button>
        <output
          className="editor-timecode"
          aria-label={t('editor.timeline.playhead')}
          data-testid="editor-playhead-time"
        >
          {formatTimecode(playhead)} / {formatTimecode(duration)}
        </output>
        {props.range && (
          <span className="editor-range-label" data-testid="editor-range">
            {t('editor.timeline.range', {
              start: formatTimecode(props.range.start),
              end: formatTimecode(props.range.end),
            })}
          </span>
        )}
      </div>
      <div className="editor-timeline-scroll" ref={scroller}>
        <div
          className="editor-timeline-content"
          ref={content}
          style={{ width: `${timelineWidth(duration, zoom)}px` }}
        >
          <div
            className="editor-scrub"
            role="slider"
            tabIndex={0}
            aria-label={t('editor.timeline.playhead')}
            aria-valuemin={0}
            aria-valuemax={duration}
            aria-valuenow={playhead}
            aria-valuetext={formatTimecode(playhead)}
            onPointerDown={(e) => down(e, 'seek')}
            onPointerMove={moved}
            onPointerUp={up}
            data-testid="editor-scrub"
          >
            <Ruler view={view} />
          </div>
          <div
            className="editor-filmstrip-area"
            onPointerDown={(e) => down(e, 'pending')}
            onPointerMove={moved}
            onPointerUp={up}
          >
            <Filmstrip view={view} state={props.state} imageMaps={props.imageMaps} />
          </div>
          <StepsLane
            view={view}
            steps={props.steps}
            selectedStepId={props.selectedStepId}
            readOnly={props.readOnly}
            onSelect={props.onSelectStep}
            onEdit={props.onEdit}
          />
          <SubtitleLane
            view={view}
            sentences={props.sentences}
            selectedKey={props.selectedSentenceKey}
            onSelect={props.onSelectSentence}
          />
          {props.range && (
            <div
              className="editor-selection"
              style={spanStyle(props.range.start, props.range.end, zoom)}
              aria-hidden="true"
              data-testid="editor-selection"
            />
          )}
          <div
            className="editor-playhead"
            style={{ left: `${xAtTime(playhead, zoom)}px` }}
            aria-hidden="true"
          />
        </div>
      </div>
    </div>
  );
}
