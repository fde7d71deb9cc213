/**
 * The filmstrip: thumbnails along the timeline. Each tile shows the frame under its timeline
 * time, found through the edit (timeline second -> source and its second, core
 * timelineToSource) in that source's imageMap (second -> signed thumbnail): the original's, or an
 * imported clip's own. Only the tiles in view are drawn.
 */
import { pixelsPerSecond, timelineToSource, xAtTime, type EditState } from '@stepwise/core';
import { visibleSeconds, type TimelineView } from './timeline-geometry';

/** A tile's width in px (thumbnails are 16:9 at the lane's height). */
export const TILE_PX = 80;

/** Source name -> second -> thumbnail URL. */
export type ImageMaps = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The thumbnail nearest at or before `second` in an imageMap, or null when it has none. */
export function thumbnailAt(map: Readonly<Record<string, string>> | undefined, second: number) {
  if (!map) return null;
  let below: { at: number; url: string } | null = null;
  let first: { at: number; url: string } | null = null;
  for (const [key, url] of Object.entries(map)) {
    const at = Number(key);
    if (!Number.isFinite(at)) continue;
    if (at <= second + 1e-6 && (!below || at > below.at)) below = { at, url };
    if (!first || at < first.at) first = { at, url };
  }
  // Before the first thumbnail (a map starting at 1 s), the first one is the nearest.
  return (below ?? first)?.url ?? null;
}

export function Filmstrip({
  view,
  state,
  imageMaps,
}: {
  view: TimelineView;
  state: EditState;
  imageMaps: ImageMaps;
}) {
  const step = TILE_PX / pixelsPerSecond(view.zoom);
  const { from, to } = visibleSeconds(view);
  const tiles: { t: number; url: string | null }[] = [];
  for (let t = Math.floor(from / step) * step; t < to; t += step) {
    const at = timelineToSource(state, t);
    tiles.push({ t, url: at ? thumbnailAt(imageMaps[at.source], at.time) : null });
  }
  return (
    <div className="editor-filmstrip" aria-hidden="true" data-testid="editor-filmstrip">
      {tiles.map(({ t, url }) => (
        <span
          key={t}
          className="editor-filmstrip-tile"
          style={{
            left: `${xAtTime(t, view.zoom)}px`,
            width: `${Math.min(TILE_PX, (view.duration - t) * pixelsPerSecond(view.zoom))}px`,
            backgroundImage: url ? `url("${url}")` : undefined,
          }}
        />
      ))}
    </div>
  );
}
