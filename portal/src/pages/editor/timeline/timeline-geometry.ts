/**
 * What every lane of the timeline shares: the zoom (an index into core's TIMELINE_UNITS), the
 * duration, and the part of the timeline scrolled into view. Lanes draw only what is in view
 * (plus a screen either side): at frame zoom a minute is 216,000 px wide.
 */
import { pixelsPerSecond, TIMELINE_MARGINS, xAtTime } from '@stepwise/core';

export interface TimelineView {
  duration: number;
  zoom: number;
  /** The scrolled-into-view part, in px of the timeline (margins included). */
  scrollLeft: number;
  viewportWidth: number;
}

/** The timeline seconds in view, with a viewport's width either side. */
export function visibleSeconds(view: TimelineView): { from: number; to: number } {
  const pps = pixelsPerSecond(view.zoom);
  const from = (view.scrollLeft - view.viewportWidth - TIMELINE_MARGINS.start) / pps;
  const to = (view.scrollLeft + 2 * view.viewportWidth - TIMELINE_MARGINS.start) / pps;
  return { from: Math.max(0, from), to: Math.min(view.duration, to) };
}

/** A span's CSS box on the timeline. */
export function spanStyle(start: number, end: number, zoom: number) {
  return {
    left: `${xAtTime(start, zoom)}px`,
    width: `${Math.max(1, (end - start) * pixelsPerSecond(zoom))}px`,
  };
}
