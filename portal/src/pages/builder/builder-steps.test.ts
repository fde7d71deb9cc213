import { applySegment, isRefused } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { threeSteps, threeTimelineSteps } from '../editormain/edit-fixtures';
import { moveSegment, savedStepIds, stepPoster } from './builder-steps';

const state = threeSteps;
const steps = threeTimelineSteps;

describe('moveSegment', () => {
  it('moves a step one place up or down, and nothing at either end', () => {
    expect(moveSegment(steps, 1, -1)).toEqual({
      type: 'adjust',
      target: 'order',
      stepId: 'b',
      insertIndex: 0,
    });
    expect(moveSegment(steps, 0, -1)).toBeNull();
    expect(moveSegment(steps, 2, 1)).toBeNull();
    const down = applySegment(state, moveSegment(steps, 0, 1)!);
    if (isRefused(down)) throw new Error(down.message);
    expect(down.steps.map((s) => s.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('stepPoster', () => {
  it("takes the original's thumbnail at or after the step's first moment", () => {
    const map = { '0': 'u0', '5': 'u5', '10': 'u10' };
    expect(steps.map((s) => stepPoster(state, map, s))).toEqual(['u0', 'u5', 'u10']);
    expect(stepPoster(state, {}, steps[0]!)).toBeNull();
  });
});

describe('savedStepIds', () => {
  it('lists the steps of the saved edit list, not an unsaved split', () => {
    const segments = [{ type: 'insert' as const, at: 2, stepId: 'a2' }];
    expect([...savedStepIds({ base: state, segments })].sort()).toEqual(['a', 'a2', 'b', 'c']);
    expect(savedStepIds({ base: state, segments: [] }).has('a2')).toBe(false);
  });
});
