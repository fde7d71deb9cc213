import { describe, expect, it } from 'vitest';
import { WORKSPACES_TYPES, sortWorkspaceGroups } from './workspace-group.js';
import {
  workspaceGroupCreateSchema,
  workspaceGroupSchema,
  workspaceGroupUpdateSchema,
} from './workspace-group.schema.js';

describe('workspace group schemas', () => {
  it('002 §3: id, name, locale, priority, workspaces', () => {
    const group = workspaceGroupSchema.parse({
      id: 'g1',
      name: 'Plant A',
      locale: 'en',
      priority: 2,
      workspaces: [{ id: 'w1', name: 'Line 1', private: true, workspaceGroupId: 'g1' }],
    });
    expect(group.workspaces?.[0]?.color).toBe('blue');
    expect(
      workspaceGroupSchema.safeParse({ id: 'g1', name: 'A', locale: 'en', priority: 1.5 }).success,
    ).toBe(false);
  });

  it('002 §7: create takes name and locale; names pass the name rules', () => {
    expect(workspaceGroupCreateSchema.parse({ name: ' Plant A ', locale: 'ja-jp' })).toEqual({
      name: 'Plant A',
      locale: 'ja-jp',
    });
    expect(workspaceGroupCreateSchema.safeParse({ name: 'A/B', locale: 'en' }).success).toBe(false);
    expect(
      workspaceGroupCreateSchema.safeParse({ name: 'A', locale: 'not a locale' }).success,
    ).toBe(false);
  });

  it('002 §7: update takes name, locale and/or priority, nothing else, and not nothing', () => {
    expect(workspaceGroupUpdateSchema.parse({ locale: 'de-de' })).toEqual({ locale: 'de-de' });
    expect(workspaceGroupUpdateSchema.parse({ priority: 3 })).toEqual({ priority: 3 });
    expect(workspaceGroupUpdateSchema.safeParse({}).success).toBe(false);
    expect(workspaceGroupUpdateSchema.safeParse({ name: 'A', color: 'red' }).success).toBe(false);
    expect(workspaceGroupUpdateSchema.safeParse({ priority: -1 }).success).toBe(false);
    expect(workspaceGroupUpdateSchema.safeParse({ priority: 1.5 }).success).toBe(false);
  });

  it('002 §7: workspacesType is view, edit, admin or all', () => {
    expect(WORKSPACES_TYPES).toEqual(['view', 'edit', 'admin', 'all']);
  });
});

describe('sortWorkspaceGroups', () => {
  const groups = [
    { id: 'g1', name: 'beta', priority: 2 },
    { id: 'g2', name: 'Alpha', priority: 2 },
    { id: 'g3', name: 'zulu', priority: 1 },
    { id: 'g4', name: 'default', priority: 9 },
  ];

  it('002 §5: group lists sort by priority then name', () => {
    expect(sortWorkspaceGroups(groups).map((g) => g.id)).toEqual(['g3', 'g2', 'g1', 'g4']);
  });

  it('002 §5: the organisation default group is moved to the top', () => {
    expect(sortWorkspaceGroups(groups, 'g4').map((g) => g.id)).toEqual(['g4', 'g3', 'g2', 'g1']);
  });

  it('an unknown or null default group changes nothing', () => {
    expect(sortWorkspaceGroups(groups, null).map((g) => g.id)).toEqual(['g3', 'g2', 'g1', 'g4']);
    expect(sortWorkspaceGroups(groups, 'nope').map((g) => g.id)).toEqual(['g3', 'g2', 'g1', 'g4']);
  });
});
