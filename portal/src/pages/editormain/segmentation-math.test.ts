import { FRAME_UNIT, idSchema } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { threeSteps, threeTimelineSteps } from './edit-fixtures';
import {
  boundaryLimits,
  canSplitAt,
  clampBoundary,
  filmstripOf,
  lanePercent,
  newStepId,
  nudge,
  stepAt,
  timeAtLaneX,
} from './segmentation-math';

const state = threeSteps;
const steps = threeTimelineSteps;

describe('boundaryLimits', () => {
  it('the first step has no boundary to move', () => {
    expect(boundaryLimits(steps, 0)).toBeNull();
  });
  it('a boundary moves inside its neighbours, keeping a frame of each', () => {
    expect(boundaryLimits(steps, 1)).toEqual({ min: FRAME_UNIT, max: 10 - FRAME_UNIT });
    expect(boundaryLimits(steps, 2)).toEqual({ min: 4 + FRAME_UNIT, max: 12 - FRAME_UNIT });
  });
});

describe('clampBoundary', () => {
  it('snaps to a 30 fps frame and stays inside the limits', () => {
    const limits = boundaryLimits(steps, 1)!;
    expect(clampBoundary(5.01, limits)).toBe(5);
    expect(clampBoundary(-3, limits)).toBeCloseTo(FRAME_UNIT, 3);
    expect(clampBoundary(99, limits)).toBeLessThanOrEqual(limits.max);
  });
});

describe('lane geometry', () => {
  it('maps pixels to seconds and back to percentages, clamped', () => {
    expect(timeAtLaneX(300, 600, 12)).toBe(6);
    expect(timeAtLaneX(-10, 600, 12)).toBe(0);
    expect(timeAtLaneX(900, 600, 12)).toBe(12);
    expect(timeAtLaneX(10, 0, 12)).toBe(0);
    expect(lanePercent(3, 12)).toBe(25);
    expect(lanePercent(3, 0)).toBe(0);
  });
  it('finds the step under a time, the last at the very end', () => {
    expect(stepAt(steps, 4)?.id).toBe('b');
    expect(stepAt(steps, 12)?.id).toBe('c');
  });
  it('nudges a frame, or a second with Shift', () => {
    expect(nudge(false)).toBe(FRAME_UNIT);
    expect(nudge(true)).toBe(1);
  });
});

describe('filmstripOf', () => {
  it('places the original thumbnails on the timeline and drops cut moments', () => {
    const cut = { ...state, steps: state.steps.filter((s) => s.id !== 'b') };
    const map = { '0': 'u0', '5': 'u5', '11': 'u11' };
    expect(filmstripOf(cut, map)).toEqual([
      { time: 0, url: 'u0' },
      { time: 5, url: 'u11' },
    ]);
  });
  it('keeps at most `max` frames', () => {
    const map = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i), `u${i}`]));
    expect(filmstripOf(state, map, 4)).toHaveLength(4);
  });
});

describe('canSplitAt', () => {
  it('splits inside a step only, never at an edge', () => {
    expect(canSplitAt(steps, 0)).toBe(false);
    expect(canSplitAt(steps, 4)).toBe(false);
    expect(canSplitAt(steps, 2)).toBe(true);
    expect(canSplitAt(steps, 12)).toBe(false);
  });
});

describe('newStepId', () => {
  it('makes distinct ids the server accepts (core idSchema)', () => {
    const a = newStepId();
    expect(idSchema.safeParse(a).success).toBe(true);
    expect(newStepId()).not.toBe(a);
  });
});
