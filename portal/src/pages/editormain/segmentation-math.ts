/**
 * The segmentation lane's arithmetic (issue 21), free of React: where a step boundary may be
 * dragged to, what time a pointer is over, and the ids of steps the editor makes (a split). The
 * server accepts any id that matches core's idSchema and is not taken (common rules).
 */
import {
  FRAME_UNIT,
  ORIGINAL_SOURCE,
  snapToFrame,
  sourceToTimeline,
  type EditState,
  type TimelineStep,
} from '@stepwise/core';

/**
 * The times the start of step `index` (not the first) may move between: inside its neighbours,
 * each keeping at least one frame. Null for the first step, whose start is the video's start.
 */
export function boundaryLimits(
  steps: readonly TimelineStep[],
  index: number,
): { min: number; max: number } | null {
  const before = steps[index - 1];
  const step = steps[index];
  if (index < 1 || !before || !step) return null;
  return { min: before.startTime + FRAME_UNIT, max: step.endTime - FRAME_UNIT };
}

/** A boundary position clamped to its limits and snapped to a frame. */
export function clampBoundary(time: number, limits: { min: number; max: number }): number {
  const clamped = Math.min(limits.max, Math.max(limits.min, time));
  const snapped = snapToFrame(clamped);
  // Snapping may step over a limit by under a frame: stay inside.
  return Math.min(limits.max, Math.max(limits.min, snapped));
}

/** The timeline second under horizontal pixel `x` of a lane `width` pixels wide. */
export function timeAtLaneX(x: number, width: number, duration: number): number {
  if (width <= 0) return 0;
  return Math.min(duration, Math.max(0, (x / width) * duration));
}

/** A lane position as a percentage of the duration (CSS left / width). */
export function lanePercent(time: number, duration: number): number {
  return duration > 0 ? (time / duration) * 100 : 0;
}

/** The step under timeline time `t` (the last one at the very end). */
export function stepAt(steps: readonly TimelineStep[], t: number): TimelineStep | undefined {
  return steps.find((s) => t >= s.startTime && t < s.endTime) ?? steps.at(-1);
}

/** Keyboard nudges of a boundary: a frame, or a second with Shift. */
export function nudge(shift: boolean): number {
  return shift ? 1 : FRAME_UNIT;
}

/** A new step's id (core idSchema: letters, digits, _ . : -), unique without asking the server. */
export function newStepId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `step_${random.slice(0, 20)}`;
}

/**
 * The original's thumbnails (imageMap: source second -> URL) placed on the timeline: cut
 * moments drop out; at most `max` frames, evenly picked, so a long video stays light.
 */
export function filmstripOf(
  state: EditState,
  imageMap: Readonly<Record<string, string>>,
  max = 24,
): { time: number; url: string }[] {
  const frames: { time: number; url: string }[] = [];
  for (const [second, url] of Object.entries(imageMap)) {
    const time = sourceToTimeline(state, ORIGINAL_SOURCE, Number(second));
    if (time !== null && Number.isFinite(time)) frames.push({ time, url });
  }
  frames.sort((a, b) => a.time - b.time);
  if (frames.length <= max) return frames;
  const every = frames.length / max;
  return Array.from({ length: max }, (_, i) => frames[Math.floor(i * every)]!);
}

/** Whether the playhead is inside a step (a frame from its edges), where a split can happen. */
export function canSplitAt(steps: readonly TimelineStep[], t: number): boolean {
  return steps.some((s) => t >= s.startTime + FRAME_UNIT && t <= s.endTime - FRAME_UNIT);
}
