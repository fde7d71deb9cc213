/**
 * Pure playback rules of 002 §4 "Player" and §9: volume, quality by download speed, the repeat
 * cycle and what happens when a step's video ends. The store (playback-store.ts) applies them.
 */
import {
  DOWNLOAD_SPEED_1080_MBPS,
  DOWNLOAD_SPEED_480_MBPS,
  QUALITIES,
  QUALITY_DEFAULT,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
  VOLUME_UNMUTE_AT_ZERO,
  type Quality,
} from './constants.js';

/** Clamps to 0..1 and snaps to the 0.1 grid (sliders and wheel deltas give any number). */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return VOLUME_MIN;
  const snapped = Math.round(volume / VOLUME_STEP) / Math.round(1 / VOLUME_STEP);
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, snapped));
}

/** One 0.1 step up (+1) or down (-1). */
export function stepVolume(volume: number, direction: 1 | -1): number {
  return clampVolume(volume + direction * VOLUME_STEP);
}

export interface AudioState {
  muted: boolean;
  volume: number;
}

/** Mute toggles; unmuting at zero volume sets 0.5 so unmute is audible. */
export function toggleMute(state: AudioState): AudioState {
  if (state.muted) {
    return { muted: false, volume: state.volume === 0 ? VOLUME_UNMUTE_AT_ZERO : state.volume };
  }
  return { muted: true, volume: state.volume };
}

/** Setting a volume: zero reads as muted, anything above unmutes. */
export function withVolume(volume: number): AudioState {
  const v = clampVolume(volume);
  return { muted: v === 0, volume: v };
}

/**
 * 002 §9: a measured download speed (Mbit/s) of 10 or more selects 1080, 1 or more 480. Below 1
 * the spec says nothing: we take 360, the lowest. Not measured yet keeps the default, 720.
 */
export function qualityForDownloadSpeed(mbps: number | null | undefined): Quality {
  if (mbps === null || mbps === undefined || !Number.isFinite(mbps)) return QUALITY_DEFAULT;
  if (mbps >= DOWNLOAD_SPEED_1080_MBPS) return '1080';
  if (mbps >= DOWNLOAD_SPEED_480_MBPS) return '480';
  return '360';
}

/**
 * The quality menu's options for a stream: Auto, then the spec's heights (360, 480, 720, 1080)
 * that the stream has a rendition of. A 720p source is never encoded at 1080, so it offers no
 * 1080; a source below 360 (one rendition at its own size) offers Auto alone.
 */
export function qualitiesFor(heights: readonly number[]): Quality[] {
  return QUALITIES.filter((q) => q === 'auto' || heights.includes(Number(q)));
}

/**
 * The quality a stream can honour: Auto stays Auto; a height becomes the tallest offered at or
 * below it, else the lowest offered (what the engine's `renditionFor` plays), else Auto. With
 * the renditions not known yet (`null`) the quality stands as asked.
 */
export function availableQuality(quality: Quality, heights: readonly number[] | null): Quality {
  if (quality === 'auto' || heights === null) return quality;
  const offered = qualitiesFor(heights).filter((q) => q !== 'auto');
  const atOrBelow = offered.filter((q) => Number(q) <= Number(quality));
  return atOrBelow.at(-1) ?? offered[0] ?? 'auto';
}

export type RepeatMode = 'disabled' | 'workflow' | 'step';

/** 002 §4: disabled -> workflow -> step -> disabled; a single-step player: disabled <-> step. */
export function nextRepeatMode(mode: RepeatMode, singleStep: boolean): RepeatMode {
  if (singleStep) return mode === 'disabled' ? 'step' : 'disabled';
  if (mode === 'disabled') return 'workflow';
  if (mode === 'workflow') return 'step';
  return 'disabled';
}

export interface EndOfStepInput {
  repeat: RepeatMode;
  autoPlay: boolean;
  isLastStep: boolean;
  /** playerType=singleStepPlayer: no menu, no auto-play, no previous / next. */
  singleStep: boolean;
  /** isPreviewVideoMode: the builder's preview skips the quiz mask and skill notice. */
  preview: boolean;
  quizPending: boolean;
  quizzesEnabled: boolean;
}

/**
 * What the player does when a step's video ends (002 §4):
 * - `next`: go on to the next step; `wrap`: back to step 1; `restart`: the same step again;
 * - `stop`: stay paused at the end;
 * - `workflow-ended`: the last step ended; the workflow-ended event fires and `then` says what
 *   follows: the quiz mask, telling the skill player, or nothing (preview mode skips both).
 */
export type EndOfStep =
  | { kind: 'next' }
  | { kind: 'wrap' }
  | { kind: 'restart' }
  | { kind: 'stop' }
  | { kind: 'workflow-ended'; then: 'quiz' | 'notify-skill' | 'none' };

export function endOfStep(input: EndOfStepInput): EndOfStep {
  if (input.repeat === 'step') return { kind: 'restart' };
  // A single-step player has no auto-play and nowhere to go: it stops (repeat step aside).
  if (input.singleStep) return { kind: 'stop' };
  if (input.repeat === 'workflow') return { kind: input.isLastStep ? 'wrap' : 'next' };
  if (!input.isLastStep) return { kind: input.autoPlay ? 'next' : 'stop' };
  if (input.preview) return { kind: 'workflow-ended', then: 'none' };
  if (input.quizPending && input.quizzesEnabled) return { kind: 'workflow-ended', then: 'quiz' };
  return { kind: 'workflow-ended', then: 'notify-skill' };
}
