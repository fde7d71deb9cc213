import { describe, expect, it } from 'vitest';
import { moveGroup } from './reorder';

const groups = [
  { id: 'a', priority: 0 },
  { id: 'b', priority: 1 },
  { id: 'c', priority: 2 },
];

describe('moveGroup', () => {
  it('moves a group up by swapping priorities with its neighbour', () => {
    expect(moveGroup(groups, 'b', -1)).toEqual([
      { id: 'b', priority: 0 },
      { id: 'a', priority: 1 },
    ]);
  });
  it('moves a group down', () => {
    expect(moveGroup(groups, 'b', 1)).toEqual([
      { id: 'c', priority: 1 },
      { id: 'b', priority: 2 },
    ]);
  });
  it('does nothing at either end or for an unknown id', () => {
    expect(moveGroup(groups, 'a', -1)).toEqual([]);
    expect(moveGroup(groups, 'c', 1)).toEqual([]);
    expect(moveGroup(groups, 'x', 1)).toEqual([]);
  });
  it('renumbers gapped or equal priorities into a dense order', () => {
    const gapped = [
      { id: 'a', priority: 5 },
      { id: 'b', priority: 5 },
      { id: 'c', priority: 9 },
    ];
    expect(moveGroup(gapped, 'c', -1)).toEqual([
      { id: 'a', priority: 0 },
      { id: 'c', priority: 1 },
      { id: 'b', priority: 2 },
    ]);
  });
});
