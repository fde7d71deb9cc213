import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKSPACE_COLOR,
  WORKSPACE_COLORS,
  compareWorkspaceNames,
  filterWorkspacesByName,
  sortViewList,
  sortWorkspaces,
} from './workspace.js';
import {
  workspaceCreateSchema,
  workspaceSchema,
  workspaceUpdateSchema,
} from './workspace.schema.js';

const names = (list: { name: string }[]) => list.map((w) => w.name);

describe('workspace schemas', () => {
  it('002 §3: colours red, purple, green, blue, yellow; default blue', () => {
    expect(WORKSPACE_COLORS).toEqual(['red', 'purple', 'green', 'blue', 'yellow']);
    expect(DEFAULT_WORKSPACE_COLOR).toBe('blue');
    const ws = workspaceSchema.parse({
      id: 'w1',
      name: 'Line 1',
      private: false,
      workspaceGroupId: 'g1',
    });
    expect(ws.color).toBe('blue');
  });

  it('create defaults to public and blue', () => {
    expect(workspaceCreateSchema.parse({ name: ' Assembly ', workspaceGroupId: 'g1' })).toEqual({
      name: 'Assembly',
      private: false,
      color: 'blue',
      workspaceGroupId: 'g1',
    });
  });

  it('000 §5 / 002 §9: the name is required, at most 90 characters, without forbidden characters', () => {
    const bad = (name: string) => workspaceCreateSchema.safeParse({ name, workspaceGroupId: 'g1' });
    expect(bad('').success).toBe(false);
    expect(bad('   ').success).toBe(false);
    expect(bad('x'.repeat(91)).success).toBe(false);
    expect(bad('a;b').success).toBe(false);
    expect(bad('x'.repeat(90)).success).toBe(true);
  });

  it('rejects an unknown colour', () => {
    expect(
      workspaceCreateSchema.safeParse({ name: 'A', workspaceGroupId: 'g1', color: 'pink' }).success,
    ).toBe(false);
  });

  it('update is partial, strict and default-free', () => {
    expect(workspaceUpdateSchema.parse({ private: true })).toEqual({ private: true });
    expect(workspaceUpdateSchema.safeParse({ owner: 'x' }).success).toBe(false);
  });
});

describe('002 §5: workspace names sort case-insensitively: symbols, then digits, then letters', () => {
  it('symbols before digits before letters', () => {
    expect(
      names(sortWorkspaces([{ name: 'alpha' }, { name: '9 lives' }, { name: '#ops' }])),
    ).toEqual(['#ops', '9 lives', 'alpha']);
  });

  it('ignores case', () => {
    expect(names(sortWorkspaces([{ name: 'beta' }, { name: 'Alpha' }, { name: 'Gamma' }]))).toEqual(
      ['Alpha', 'beta', 'Gamma'],
    );
  });

  it('applies the class order at every position, and a prefix sorts first', () => {
    expect(compareWorkspaceNames('a-1', 'a1')).toBeLessThan(0);
    expect(compareWorkspaceNames('a1', 'ab')).toBeLessThan(0);
    expect(compareWorkspaceNames('line', 'line 2')).toBeLessThan(0);
  });

  it('gives names that differ only by case a stable order', () => {
    expect(compareWorkspaceNames('abc', 'abc')).toBe(0);
    expect(Math.sign(compareWorkspaceNames('ABC', 'abc'))).toBe(
      -Math.sign(compareWorkspaceNames('abc', 'ABC')),
    );
  });

  it('does not mutate its input', () => {
    const list = [{ name: 'b' }, { name: 'a' }];
    sortWorkspaces(list);
    expect(names(list)).toEqual(['b', 'a']);
  });
});

it('002 §5: in view lists, workspaces in this group come first, then liked ones, then by name', () => {
  const list = [
    { name: 'z-liked', isLike: true },
    { name: 'a-plain' },
    { name: 'm-group-liked', isInThisGroup: true, isLike: true },
    { name: 'b-group', isInThisGroup: true },
  ];
  expect(names(sortViewList(list))).toEqual(['m-group-liked', 'b-group', 'z-liked', 'a-plain']);
});

describe('002 §5: the workspace menu filter is a case-insensitive substring on names', () => {
  const list = [{ name: 'Assembly Line' }, { name: 'Quality' }, { name: 'Line Maintenance' }];

  it('matches anywhere, ignoring case', () => {
    expect(names(filterWorkspacesByName(list, 'LINE'))).toEqual([
      'Assembly Line',
      'Line Maintenance',
    ]);
  });

  it('an empty query returns every workspace', () => {
    expect(filterWorkspacesByName(list, '')).toEqual(list);
    expect(filterWorkspacesByName(list, '  ')).toEqual(list);
  });
});
