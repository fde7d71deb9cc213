// 002 §9 "Business constants and limits" for the player. Times are milliseconds unless the name
// says seconds (S); media positions are seconds, as HTMLMediaElement reports them.

/** Volume 0 to 1 in steps of 0.1, default 1; unmuting at zero sets 0.5. */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 1;
export const VOLUME_STEP = 0.1;
export const VOLUME_DEFAULT = 1;
export const VOLUME_UNMUTE_AT_ZERO = 0.5;

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const PLAYBACK_SPEED_DEFAULT: PlaybackSpeed = 1;

/** 'auto' lets the streaming engine pick; the numbers are rendition heights. */
export const QUALITIES = ['auto', '360', '480', '720', '1080'] as const;
export type Quality = (typeof QUALITIES)[number];
export const QUALITY_DEFAULT: Quality = '720';

/**
 * A measured download speed of 10 or more selects 1080, 1 or more selects 480. The spec gives no
 * unit; we read it as Mbit/s (the only unit in which 1 and 10 are the usual 480p / 1080p needs).
 */
export const DOWNLOAD_SPEED_1080_MBPS = 10;
export const DOWNLOAD_SPEED_480_MBPS = 1;

export const SKIP_SECONDS = 5;
export const CONTROLS_HIDE_MS = 4_000;
/** The step-name tag appears when playback passes 2 s into a step and lasts 6 s. */
export const STEP_NAME_TAG_AFTER_S = 2;
export const STEP_NAME_TAG_FOR_S = 6;
/** The menu tooltip lasts 2.5 s, once per cookie. */
export const MENU_TOOLTIP_MS = 2_500;
/** Mute and auto-play analytics are debounced 3 s. */
export const ANALYTICS_DEBOUNCE_MS = 3_000;

/** Streaming: hls.js backBufferLength and startLevel; how many next steps to preload. */
export const BACK_BUFFER_S = 90;
export const START_LEVEL = 2;
export const PRELOAD_NEXT_STEPS = 1;

/** The toolbox is small below 300 px wide; video widths 300 / 600 / 1264 switch layout sizes. */
export const TOOLBOX_SMALL_BELOW_PX = 300;
export const WIDTH_THRESHOLDS_PX = [300, 600, 1264] as const;
export const RESIZE_DEBOUNCE_MS = 500;
/**
 * Ours: a player narrower than this stacks the toolbox and the panels under the picture instead
 * of beside it (beside, the toolbox's 360 px would leave the video under the 600 px threshold).
 */
export const STACK_BELOW_PX = 960;

/** Carousel dots at most 7. */
export const CAROUSEL_MAX_DOTS = 7;

/** Step and reaction counts zero-padded to two digits. */
export const STEP_NUMBER_DIGITS = 2;
