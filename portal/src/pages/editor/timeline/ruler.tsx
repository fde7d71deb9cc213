/**
 * The ruler: a tick per unit of the zoom (core rulerTicks), labelled mm:ss, or mm:ss:ff when the
 * unit is a frame. Pressing or dragging on it moves the playhead (the timeline handles that).
 */
import { formatClock, formatTimecode, rulerTicks, TIMELINE_UNITS, xAtTime } from '@stepwise/core';
import { visibleSeconds, type TimelineView } from './timeline-geometry';

export function Ruler({ view }: { view: TimelineView }) {
  const { from, to } = visibleSeconds(view);
  const frames = view.zoom >= TIMELINE_UNITS.length - 1;
  const ticks = rulerTicks(view.duration, view.zoom).filter((t) => t >= from && t <= to);
  return (
    <div className="editor-ruler" aria-hidden="true" data-testid="editor-ruler">
      {ticks.map((t) => (
        <span key={t} className="editor-ruler-tick" style={{ left: `${xAtTime(t, view.zoom)}px` }}>
          {frames ? formatTimecode(t) : formatClock(t)}
        </span>
      ))}
    </div>
  );
}
