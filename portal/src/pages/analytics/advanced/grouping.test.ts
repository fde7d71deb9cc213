// "Group by" of the configurable reports (issue 25): ours, since ag-grid community has no row
// grouping.
import { describe, expect, it } from 'vitest';
import { grandTotal, groupKeyOf, groupRows } from './grouping';

const rows = [
  { title: 'Lathe setup', workspace: 'Plant A', type: 'workflow', views: 10, minutes: 2.5 },
  { title: 'Press check', workspace: 'Plant B', type: 'workflow', views: 4, minutes: 1 },
  { title: 'Forklift', workspace: 'Plant A', type: 'sop', views: 6, minutes: null },
  { title: 'Safety', workspace: null, type: 'sop', views: 1, minutes: 0.5 },
  { title: 'Welding', workspace: 'Plant B', type: 'workflow', views: 'n/a', minutes: 3 },
  { title: 'Gloves', workspace: 'Plant A', type: 'workflow', views: 0, minutes: 0 },
];

describe('groupRows', () => {
  it('sums the number columns per value, largest group first, then by name', () => {
    const groups = groupRows(rows, 'workspace', ['views', 'minutes']);
    expect(groups.map((g) => [g.key, g.count])).toEqual([
      ['Plant A', 3],
      ['Plant B', 2],
      ['', 1],
    ]);
    expect(groups[0]!.totals).toEqual({ views: 16, minutes: 2.5 });
    // A value that is not a number (a bad cell) counts as nothing rather than breaking the sum.
    expect(groups[1]!.totals).toEqual({ views: 4, minutes: 4 });
  });

  it('puts the rows without a value last even when that group is the largest', () => {
    const many = [...rows, { workspace: undefined }, { workspace: '' }, { workspace: null }];
    const groups = groupRows(many, 'workspace', []);
    expect(groups.at(-1)).toEqual({ key: '', count: 4, totals: {} });
  });

  it('answers no groups for no rows, and one group per distinct value', () => {
    expect(groupRows([], 'type', ['views'])).toEqual([]);
    expect(groupRows(rows, 'type', ['views']).map((g) => g.key)).toEqual(['workflow', 'sop']);
  });

  it('grand total adds every group', () => {
    const groups = groupRows(rows, 'type', ['views', 'minutes']);
    expect(grandTotal(groups, ['views', 'minutes'])).toEqual({
      key: '',
      count: 6,
      totals: { views: 21, minutes: 7 },
    });
  });
});

describe('groupKeyOf', () => {
  it('keys numbers, booleans and lists as text; nothing as empty', () => {
    expect(groupKeyOf(3)).toBe('3');
    expect(groupKeyOf(true)).toBe('true');
    expect(groupKeyOf(['Skill A', 'Skill B'])).toBe('Skill A, Skill B');
    expect(groupKeyOf(null)).toBe('');
    expect(groupKeyOf(undefined)).toBe('');
  });
});
