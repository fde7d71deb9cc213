import { describe, expect, it } from 'vitest';
import type { SopItemType } from './smart-instruction.js';
import {
  dropRefusal,
  insertRefusal,
  insertSopItem,
  listRefusal,
  moveSopItem,
  SopRuleMessage,
  stepGroup,
  type SopListItem,
} from './sop-list.js';

const item = (id: string, type: SopItemType, parentItemId?: string): SopListItem => ({
  id,
  type,
  ...(parentItemId ? { parentItemId } : {}),
});

// introduction, step 1 with two substeps, a warning, a tool, a checklist and a quiz; step 2 with
// a substep and a warning; step 3 alone; conclusion.
const list: SopListItem[] = [
  item('intro', 'introduction'),
  item('s1', 'step'),
  item('s1a', 'sub_step', 's1'),
  item('s1b', 'sub_step', 's1'),
  item('w1', 'warning'),
  item('t1', 'tool'),
  item('c1', 'checklist'),
  item('q1', 'quiz'),
  item('s2', 'step'),
  item('s2a', 'sub_step', 's2'),
  item('w2', 'warning'),
  item('s3', 'step'),
  item('end', 'conclusion'),
];
const ids = (items: readonly SopListItem[]) => items.map((i) => i.id);
const moved = (dragged: string, target: string) => {
  const r = moveSopItem(list, dragged, target);
  if (!r.ok) throw new Error(r.message);
  return r.items;
};

describe("a step's group (001 §5)", () => {
  it('is its substeps plus the following warnings, tools and quizzes until the next step', () => {
    expect(ids(stepGroup(list, 's1'))).toEqual(['s1a', 's1b', 'w1', 't1', 'q1']);
    expect(ids(stepGroup(list, 's2'))).toEqual(['s2a', 'w2']);
    expect(stepGroup(list, 's3')).toEqual([]);
    expect(stepGroup(list, 'w1')).toEqual([]);
    expect(stepGroup(list, 'nope')).toEqual([]);
  });
});

describe('insert positions (001 §5)', () => {
  it('must be within the list bounds, inside the introduction and conclusion (Invalid position)', () => {
    expect(insertRefusal(list, -1, 'step')).toBe('Invalid position');
    expect(insertRefusal(list, 0, 'step')).toBe('Invalid position');
    expect(insertRefusal(list, list.length, 'step')).toBe('Invalid position');
    expect(insertRefusal(list, 1.5, 'step')).toBe('Invalid position');
    expect(insertRefusal(list, 1, 'step')).toBeNull();
    expect(insertRefusal(list, list.length - 1, 'warning')).toBeNull();
    expect(insertRefusal([], 0, 'step')).toBeNull();
    expect(insertRefusal([], 1, 'step')).toBe('Invalid position');
    expect(insertRefusal(list, 5, 'introduction')).toBe('Invalid position');
  });

  it('cannot go between a Step and its Substeps', () => {
    expect(insertRefusal(list, 2, 'warning')).toBe(SopRuleMessage.InsertBetweenStepAndSubsteps);
    expect(insertRefusal(list, 2, 'warning')).toBe('Cannot insert between a Step and its Substeps');
    expect(insertRefusal(list, 9, 'step')).toBe('Cannot insert between a Step and its Substeps');
  });

  it('cannot go between substeps of the same parent', () => {
    expect(insertRefusal(list, 3, 'tool')).toBe(
      'Cannot insert between substeps of the same parent',
    );
  });

  it('cannot go inside a group of substeps', () => {
    const odd = [item('a', 'step'), item('a1', 'sub_step', 'a'), item('b1', 'sub_step', 'b')];
    expect(insertRefusal(odd, 2, 'warning')).toBe('Cannot insert inside a group of substeps');
  });

  it('a substep goes after a step or another substep, and takes that step as its parent', () => {
    expect(insertRefusal(list, 2, 'sub_step')).toBeNull();
    expect(insertRefusal(list, 4, 'sub_step')).toBeNull();
    expect(insertRefusal(list, 5, 'sub_step')).toBe(SopRuleMessage.SubstepNeedsStep);
    const r = insertSopItem(list, 4, item('s1c', 'sub_step'));
    expect(r.ok && r.items[4]).toMatchObject({ id: 's1c', parentItemId: 's1', order: 4 });
    expect(r.ok && r.items[1]?.subItemIds).toEqual(['s1a', 's1b', 's1c']);
  });

  it('inserting renumbers: introduction 0, conclusion 999, the others in order', () => {
    const r = insertSopItem(list, 4, item('new', 'warning'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(ids(r.items).slice(3, 6)).toEqual(['s1b', 'new', 'w1']);
    expect(r.items.map((i) => i.order)).toEqual([
      0,
      ...Array.from({ length: 12 }, (_, i) => i + 1),
      999,
    ]);
    expect(insertSopItem(list, 2, item('x', 'tool'))).toEqual({
      ok: false,
      message: 'Cannot insert between a Step and its Substeps',
    });
  });
});

describe('drag and drop refusals (001 §5), each with its message', () => {
  it.each([
    ['any drag in viewer mode', 's3', 's1', 'view', 'Cannot drag in viewer mode'],
    ['a drop on self', 's1', 's1', 'edit', 'Cannot drop on self'],
    ['a substep on a step', 's1a', 's2', 'edit', 'SubSteps can only be dropped on other SubSteps'],
    [
      'a substep on a warning',
      's1a',
      'w2',
      'edit',
      'SubSteps can only be dropped on other SubSteps',
    ],
    [
      'a warning on a substep',
      'w2',
      's1a',
      'edit',
      'Cannot drop non-SubStep cards within SubStep groups',
    ],
    [
      'a step on a substep',
      's3',
      's2a',
      'edit',
      'Cannot drop non-SubStep cards within SubStep groups',
    ],
    ['a step on the introduction', 's2', 'intro', 'edit', 'Cannot drop on non-draggable step'],
    ['a checklist on the conclusion', 'c1', 'end', 'edit', 'Cannot drop on non-draggable step'],
    ['a step on its own warning', 's1', 'w1', 'edit', 'Cannot drop step group within itself'],
    ['a step on its own quiz', 's1', 'q1', 'edit', 'Cannot drop step group within itself'],
    ['the introduction (ours)', 'intro', 's1', 'edit', 'Cannot drag non-draggable step'],
    ['an unknown id (ours)', 'zz', 's1', 'edit', 'Item not found'],
  ] as const)('refuses %s', (_, dragged, target, mode, message) => {
    expect(dropRefusal(list, dragged, target, mode)).toBe(message);
    expect(moveSopItem(list, dragged, target, mode)).toEqual({ ok: false, message });
  });

  it('viewer mode is checked first, even for a drop on self', () => {
    expect(dropRefusal(list, 's1', 's1', 'view')).toBe('Cannot drag in viewer mode');
  });
});

describe('drag and drop moves (001 §5): a step moves with its group', () => {
  it('a step dropped up on a step lands before it, with its group', () => {
    expect(ids(moved('s2', 's1'))).toEqual([
      'intro',
      's2',
      's2a',
      'w2',
      's1',
      's1a',
      's1b',
      'w1',
      't1',
      'c1',
      'q1',
      's3',
      'end',
    ]);
  });

  it('a step dropped down on a step lands after that step and its group; other cards stay', () => {
    const expected = [
      'intro',
      'c1',
      's2',
      's2a',
      'w2',
      's1',
      's1a',
      's1b',
      'w1',
      't1',
      'q1',
      's3',
      'end',
    ];
    expect(ids(moved('s1', 's2'))).toEqual(expected);
    // On a card of another step's group: the same place, never inside that group.
    expect(ids(moved('s1', 'w2'))).toEqual(expected);
  });

  it("a step dropped up on another step's warning lands before that step", () => {
    expect(ids(moved('s3', 'w1')).slice(0, 3)).toEqual(['intro', 's3', 's1']);
  });

  it('a step dropped on a card of its span outside its group lands after that card', () => {
    expect(ids(moved('s1', 'c1'))).toEqual([
      'intro',
      'c1',
      's1',
      's1a',
      's1b',
      'w1',
      't1',
      'q1',
      's2',
      's2a',
      'w2',
      's3',
      'end',
    ]);
  });

  it('a card dropped up on a step lands before it; down on a step, after its substeps', () => {
    expect(ids(moved('w2', 's1')).slice(0, 3)).toEqual(['intro', 'w2', 's1']);
    expect(ids(moved('w1', 's2')).slice(-6)).toEqual(['s2', 's2a', 'w1', 'w2', 's3', 'end']);
    expect(ids(moved('t1', 'q1')).slice(4, 8)).toEqual(['w1', 'c1', 'q1', 't1']);
  });

  it('a substep dropped on a substep takes its place, and its step', () => {
    expect(ids(moved('s1b', 's1a')).slice(1, 4)).toEqual(['s1', 's1b', 's1a']);
    const across = moved('s1a', 's2a');
    expect(ids(across).slice(7, 11)).toEqual(['s2', 's2a', 's1a', 'w2']);
    expect(across.find((i) => i.id === 's1a')?.parentItemId).toBe('s2');
    expect(across.find((i) => i.id === 's1')?.subItemIds).toEqual(['s1b']);
    expect(across.find((i) => i.id === 's2')?.subItemIds).toEqual(['s2a', 's1a']);
  });

  it('renumbers the result and leaves the input untouched', () => {
    const before = structuredClone(list);
    const r = moved('s3', 's1');
    expect(r[0]?.order).toBe(0);
    expect(r.at(-1)?.order).toBe(999);
    expect(r[1]).toMatchObject({ id: 's3', order: 1 });
    expect(list).toEqual(before);
  });
});

describe('a whole list (001 §5): cards at the ends, substeps after a step', () => {
  it('accepts the fixture list and an empty one', () => {
    expect(listRefusal(list)).toBeNull();
    expect(listRefusal([])).toBeNull();
  });
  it('refuses a substep that follows no step', () => {
    expect(listRefusal([item('intro', 'introduction'), item('x', 'sub_step')])).toBe(
      SopRuleMessage.SubstepNeedsStep,
    );
    expect(listRefusal([item('s', 'step'), item('w', 'warning'), item('x', 'sub_step')])).toBe(
      SopRuleMessage.SubstepNeedsStep,
    );
  });
  it('refuses a card away from its end, or twice', () => {
    expect(listRefusal([item('s', 'step'), item('intro', 'introduction')])).toBe(
      SopRuleMessage.InvalidPosition,
    );
    expect(listRefusal([item('end', 'conclusion'), item('s', 'step')])).toBe(
      SopRuleMessage.InvalidPosition,
    );
    expect(
      listRefusal([
        item('a', 'introduction'),
        item('b', 'introduction'),
        item('end', 'conclusion'),
      ]),
    ).toBe(SopRuleMessage.InvalidPosition);
  });
});
