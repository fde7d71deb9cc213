import { describe, expect, it } from 'vitest';
import type { SopItemType } from './smart-instruction.js';
import {
  canFinishSopRun,
  sopRunDurationSeconds,
  sopRunItemSatisfied,
  sopRunMissing,
  sopRunProgressFraction,
  sopRunRequirement,
  sopRunStepSatisfied,
  sopRunSteps,
  type SopRunItem,
  type SopRunItemProgress,
} from './sop-run.js';

const item = (id: string, type: SopItemType, extra: Partial<SopRunItem> = {}): SopRunItem => ({
  id,
  type,
  ...extra,
});
const progress = (over: Partial<SopRunItemProgress> = {}): SopRunItemProgress => ({
  done: false,
  checkedItemIds: [],
  userFileIds: [],
  quizCheckId: null,
  ...over,
});

// introduction; step 1 with two substeps, a warning, a checklist (its own card) and a quiz (in
// the group: 001 §5 followers pass over other cards); a file request; step 2; conclusion.
const list: SopRunItem[] = [
  item('intro', 'introduction'),
  item('s1', 'step'),
  item('s1a', 'sub_step'),
  item('s1b', 'sub_step'),
  item('w1', 'warning'),
  item('c1', 'checklist', { checklistItems: [{ id: 'c1a' }, { id: 'c1b' }] }),
  item('q1', 'quiz', { questions: [{}] }),
  item('f1', 'file_request'),
  item('s2', 'step'),
  item('end', 'conclusion'),
];

describe('run steps (issue 20 item 6)', () => {
  it('groups a step with its substeps, warnings, tools and quizzes; other cards stand alone', () => {
    const steps = sopRunSteps(list);
    expect(steps.map((s) => [s.kind, s.items.map((i) => i.id)])).toEqual([
      ['card', ['intro']],
      ['step', ['s1', 's1a', 's1b', 'w1', 'q1']],
      ['card', ['c1']],
      ['card', ['f1']],
      ['step', ['s2']],
      ['card', ['end']],
    ]);
    expect(steps.map((s) => s.id)).toEqual(['intro', 's1', 'c1', 'f1', 's2', 'end']);
  });

  it('puts every item in exactly one run step, even orphans before the first step', () => {
    const orphans = [item('w0', 'warning'), item('s1', 'step'), item('t1', 'tool')];
    const steps = sopRunSteps(orphans);
    expect(steps.flatMap((s) => s.items.map((i) => i.id)).sort()).toEqual(['s1', 't1', 'w0']);
    expect(steps[0]).toMatchObject({ kind: 'card', id: 'w0' });
    expect(sopRunSteps([])).toEqual([]);
  });
});

describe('what an item asks and the finish rule', () => {
  it('asks a checklist for every tick and a file request for a photo; nothing of the others', () => {
    expect(sopRunRequirement(list[5]!)).toBe('tick');
    expect(sopRunRequirement(list[7]!)).toBe('photo');
    expect(sopRunRequirement(list[6]!)).toBeNull();
    expect(sopRunRequirement(item('c0', 'checklist', { checklistItems: [] }))).toBeNull();
  });

  it('counts a checklist satisfied only with every item ticked', () => {
    const c1 = list[5]!;
    expect(sopRunItemSatisfied(c1, undefined)).toBe(false);
    expect(sopRunItemSatisfied(c1, progress({ checkedItemIds: ['c1a'] }))).toBe(false);
    expect(sopRunItemSatisfied(c1, progress({ checkedItemIds: ['c1b', 'c1a'] }))).toBe(true);
  });

  it('counts a photo queued offline as taken', () => {
    const f1 = list[7]!;
    expect(sopRunItemSatisfied(f1, progress())).toBe(false);
    expect(sopRunItemSatisfied(f1, progress({ pendingPhotos: 1 }))).toBe(true);
    expect(sopRunItemSatisfied(f1, progress({ userFileIds: ['u1'] }))).toBe(true);
  });

  it('finishes with the ticks and the photo, an unanswered quiz not blocking', () => {
    const partial = { c1: progress({ checkedItemIds: ['c1a'] }) };
    expect(canFinishSopRun(list, partial)).toBe(false);
    expect(sopRunMissing(list, partial).map((i) => i.id)).toEqual(['c1', 'f1']);
    const full = {
      c1: progress({ checkedItemIds: ['c1a', 'c1b'] }),
      f1: progress({ userFileIds: ['u1'] }),
    };
    expect(canFinishSopRun(list, full)).toBe(true);
    expect(sopRunStepSatisfied(sopRunSteps(list)[2]!, full)).toBe(true);
    expect(sopRunStepSatisfied(sopRunSteps(list)[3]!, {})).toBe(false);
  });

  it('measures progress as items done over all items', () => {
    expect(sopRunProgressFraction([], {})).toBe(0);
    expect(sopRunProgressFraction(list, {})).toBe(0);
    const some = { intro: progress({ done: true }), s1: progress({ done: true }) };
    expect(sopRunProgressFraction(list, some)).toBeCloseTo(0.2);
  });

  it('measures the duration in whole seconds, never negative', () => {
    expect(sopRunDurationSeconds(1_000, 62_400)).toBe(61);
    expect(sopRunDurationSeconds(5_000, 1_000)).toBe(0);
  });
});
