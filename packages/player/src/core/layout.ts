import { TOOLBOX_SMALL_BELOW_PX, WIDTH_THRESHOLDS_PX } from './constants.js';

/** 002 §9: the video widths 300, 600 and 1264 switch between four layout sizes. */
export type LayoutSize = 'xs' | 'sm' | 'md' | 'lg';

export function layoutSizeFor(videoWidth: number): LayoutSize {
  const [sm, md, lg] = WIDTH_THRESHOLDS_PX;
  if (videoWidth >= lg) return 'lg';
  if (videoWidth >= md) return 'md';
  if (videoWidth >= sm) return 'sm';
  return 'xs';
}

/** 002 §9: the toolbox is small below 300 px wide. */
export function toolboxIsSmall(toolboxWidth: number): boolean {
  return toolboxWidth < TOOLBOX_SMALL_BELOW_PX;
}
