import { STACK_BELOW_PX, TOOLBOX_SMALL_BELOW_PX, WIDTH_THRESHOLDS_PX } from './constants.js';

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

/** The choices that leave the control bar for the settings panel when the bar is short of room. */
export type SettingsControl = 'volume' | 'subtitles' | 'speed' | 'quality' | 'repeat' | 'autoPlay';

/** Bar controls a layout size drops altogether (each has another way in, or no use there). */
export type DroppedControl = 'skip' | 'search' | 'divide' | 'theater';

export interface ControlsLayout {
  /** Shown in the settings panel (behind one button) instead of the bar. */
  settings: readonly SettingsControl[];
  dropped: readonly DroppedControl[];
  /** The time sits beside the seek bar (true) or in the button row. */
  timeBySeekBar: boolean;
}

const SECONDARY: readonly SettingsControl[] = ['speed', 'quality', 'repeat', 'autoPlay'];
const ALL_SETTINGS: readonly SettingsControl[] = ['volume', 'subtitles', ...SECONDARY];

/**
 * Which controls the bar holds at each layout size (ours; the spec names the thresholds only).
 * lg has room for every control. md moves the four secondary choices behind a settings button.
 * sm (a phone held upright) keeps one row of 44 px buttons — previous, play, next, then
 * settings, search, step menu and full screen — and moves volume and subtitles into settings
 * too; theater and divide have no use when the player is the width of the screen. xs (a player
 * in a narrow column) also drops search. The seek arrows stay on the seek bar's keys.
 */
export function controlsLayout(size: LayoutSize): ControlsLayout {
  switch (size) {
    case 'lg':
      return { settings: [], dropped: [], timeBySeekBar: false };
    case 'md':
      return { settings: SECONDARY, dropped: [], timeBySeekBar: false };
    case 'sm':
      return {
        settings: ALL_SETTINGS,
        dropped: ['skip', 'divide', 'theater'],
        timeBySeekBar: true,
      };
    case 'xs':
      return {
        settings: ALL_SETTINGS,
        dropped: ['skip', 'search', 'divide', 'theater'],
        timeBySeekBar: true,
      };
  }
}

/** The measured widths a player lays itself out by. */
export interface PlayerLayout {
  size: LayoutSize;
  /** Toolbox and panels under the picture rather than beside or over it. */
  stacked: boolean;
  /** Stacked at a phone's size: the controls sit under the picture, never over it. */
  controlsBelow: boolean;
  toolboxSmall: boolean;
}

/**
 * `rootWidth` is the whole player's, `stageWidth` the picture's (the root less a toolbox beside
 * it). A full-screen player never stacks: the picture has the screen, panels lie over it.
 */
export function playerLayout(input: {
  rootWidth: number;
  stageWidth: number;
  fullscreen: boolean;
}): PlayerLayout {
  const stacked = !input.fullscreen && input.rootWidth < STACK_BELOW_PX;
  const videoWidth = stacked ? input.rootWidth : input.stageWidth;
  const size = layoutSizeFor(videoWidth);
  const toolboxWidth = stacked ? input.rootWidth : input.rootWidth - input.stageWidth;
  return {
    size,
    stacked,
    controlsBelow: stacked && (size === 'sm' || size === 'xs'),
    toolboxSmall: toolboxWidth > 0 && toolboxIsSmall(toolboxWidth),
  };
}
