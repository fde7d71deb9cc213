import type { WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import type { Workspace } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { findWorkspace, workspaceMenuLists } from './workspace-lists';

const ws = (id: string, name: string, over: Partial<Workspace> = {}): Workspace => ({
  id,
  name,
  private: false,
  color: 'blue',
  workspaceGroupId: 'g1',
  isInThisGroup: false,
  isLike: false,
  ...over,
});

const groups: WorkspaceGroupWithWorkspaces[] = [
  {
    id: 'g2',
    name: 'Zeta',
    locale: 'en',
    priority: 0,
    workspaces: [ws('c', 'Cutting', { workspaceGroupId: 'g2', isLike: true })],
  },
  {
    id: 'g1',
    name: 'Alpha',
    locale: 'en',
    priority: 1,
    workspaces: [
      ws('a', 'Assembly Line', { isInThisGroup: true }),
      ws('b', 'Boxing'),
      ws('d', 'line maintenance', { isInThisGroup: true }),
    ],
  },
  { id: 'g3', name: 'Empty', locale: 'en', priority: 2, workspaces: [] },
];

describe('workspaceMenuLists', () => {
  it('My Workspaces: members first, then favourites, then by name', () => {
    expect(workspaceMenuLists(groups, '').mine.map((w) => w.id)).toEqual(['a', 'd', 'c']);
  });
  it('All Workspaces: groups by priority (default group first), empty groups left out', () => {
    expect(workspaceMenuLists(groups, '').all.map((e) => e.group.id)).toEqual(['g2', 'g1']);
    expect(workspaceMenuLists(groups, '', 'g1').all.map((e) => e.group.id)).toEqual(['g1', 'g2']);
  });
  it('the search is a case-insensitive substring on names', () => {
    const lists = workspaceMenuLists(groups, 'LINE');
    expect(lists.mine.map((w) => w.id)).toEqual(['a', 'd']);
    expect(lists.all.flatMap((e) => e.workspaces.map((w) => w.id))).toEqual(['a', 'd']);
  });
  it('a search that matches nothing leaves both lists empty', () => {
    expect(workspaceMenuLists(groups, 'xyz')).toEqual({ mine: [], all: [] });
  });
  it('findWorkspace finds across groups', () => {
    expect(findWorkspace(groups, 'c')?.name).toBe('Cutting');
    expect(findWorkspace(groups, 'zz')).toBeUndefined();
  });
});
