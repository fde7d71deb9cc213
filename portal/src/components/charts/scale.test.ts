import { describe, expect, it } from 'vitest';
import { linearScale, nearestIndex, niceTicks, spreadIndexes } from './scale';

describe('chart scales', () => {
  it('ticks start at zero and end on a round value at or above the maximum', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-3)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('maps a domain onto a range, a flat domain onto its middle', () => {
    const y = linearScale([0, 10], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(5)).toBe(100);
    expect(y(10)).toBe(0);
    expect(linearScale([3, 3], [0, 100])(3)).toBe(50);
  });

  it('spreads at most n labels with the first and last', () => {
    expect(spreadIndexes(0, 6)).toEqual([]);
    expect(spreadIndexes(1, 6)).toEqual([0]);
    expect(spreadIndexes(4, 6)).toEqual([0, 1, 2, 3]);
    const many = spreadIndexes(91, 6);
    expect(many).toHaveLength(6);
    expect(many[0]).toBe(0);
    expect(many.at(-1)).toBe(90);
  });

  it('finds the point nearest to a position', () => {
    expect(nearestIndex(0, 1, 0, 100)).toBe(0);
    expect(nearestIndex(-50, 11, 0, 100)).toBe(0);
    expect(nearestIndex(49, 11, 0, 100)).toBe(5);
    expect(nearestIndex(500, 11, 0, 100)).toBe(10);
  });
});
