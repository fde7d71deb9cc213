/**
 * The player's layout from its measured widths (core `playerLayout`): the size class of 002 §9
 * (video widths 300 / 600 / 1264), whether the toolbox and panels stack under the picture, and
 * whether the controls sit under it. Measured before the first paint and again on every resize;
 * a new state only when a threshold is crossed, so the spec's 500 ms resize debounce (meant to
 * spare re-layouts) is not needed, and a rotated phone never shows the old layout for half a
 * second.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { playerLayout, type PlayerLayout } from '../../core/layout.js';

/** Before the first measurement (and where nothing can be measured, as in jsdom): the widest. */
export const UNMEASURED_LAYOUT: PlayerLayout = {
  size: 'lg',
  stacked: false,
  controlsBelow: false,
  toolboxSmall: false,
};

const same = (a: PlayerLayout, b: PlayerLayout) =>
  a.size === b.size &&
  a.stacked === b.stacked &&
  a.controlsBelow === b.controlsBelow &&
  a.toolboxSmall === b.toolboxSmall;

export function usePlayerLayout(
  rootRef: RefObject<HTMLElement | null>,
  stageRef: RefObject<HTMLElement | null>,
  fullscreen: boolean,
): PlayerLayout {
  const [layout, setLayout] = useState<PlayerLayout>(UNMEASURED_LAYOUT);

  useLayoutEffect(() => {
    const root = rootRef.current;
    const stage = stageRef.current;
    if (!root || !stage) return;
    const measure = () => {
      const rootWidth = root.getBoundingClientRect().width;
      // Unlaid-out (display: none, jsdom): keep what there is.
      if (rootWidth <= 0) return;
      const next = playerLayout({
        rootWidth,
        stageWidth: stage.getBoundingClientRect().width,
        fullscreen,
      });
      setLayout((current) => (same(current, next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [rootRef, stageRef, fullscreen]);

  return layout;
}
