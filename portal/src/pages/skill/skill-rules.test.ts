// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { passingScoreOf } from './builder-assessment-tab';
import { validityOf } from './builder-certification-tab';
import { addItem, moveItem, removeItem } from './content-order';
import { dueAtOf } from './assignee-form';
import { builderTabOf, skillPaths } from './skill-paths';
import { blocksLeadingSpace, skillTitleError } from './skill-title';

// The form modules import the portal's Api; these rules never call it.
vi.mock('../../api', () => ({ api: {} }));

describe('skill title rules (002 §5 create skill)', () => {
  it('requires a title that is not only spaces, at most 90 characters, with no invalid characters', () => {
    expect(skillTitleError('')).toBe('rules.required');
    expect(skillTitleError('   ')).toBe('rules.noAllSpace');
    expect(skillTitleError('a'.repeat(90))).toBeNull();
    expect(skillTitleError('a'.repeat(91))).toBe('rules.max90');
    expect(skillTitleError('Forklift <basics>')).toBe('rules.invalidName');
    expect(skillTitleError('Forklift basics')).toBeNull();
  });

  it('blocks a space typed as the first character only', () => {
    expect(blocksLeadingSpace(' ', 0)).toBe(true);
    expect(blocksLeadingSpace(' ', 4)).toBe(false);
    expect(blocksLeadingSpace('a', 0)).toBe(false);
  });
});

describe('content list edits', () => {
  const a = { type: 'workflows' as const, id: 'a' };
  const b = { type: 'multimodal-sops' as const, id: 'b' };
  it('moves up and down, and not past either end', () => {
    expect(moveItem([a, b], 1, -1)).toEqual([b, a]);
    expect(moveItem([a, b], 0, 1)).toEqual([b, a]);
    expect(moveItem([a, b], 0, -1)).toEqual([a, b]);
    expect(moveItem([a, b], 1, 1)).toEqual([a, b]);
  });
  it('adds once and removes by position', () => {
    expect(addItem([a], b)).toEqual([a, b]);
    expect(addItem([a, b], { ...a })).toEqual([a, b]);
    expect(removeItem([a, b], 0)).toEqual([b]);
  });
});

describe('builder form values', () => {
  it('reads a passing score of 0-100', () => {
    expect(passingScoreOf('80')).toBe(80);
    expect(passingScoreOf('0')).toBe(0);
    expect(passingScoreOf('101')).toBeNull();
    expect(passingScoreOf('8.5')).toBeNull();
    expect(passingScoreOf('')).toBeNull();
  });
  it('reads validity months: empty never expires, 1-120, else invalid', () => {
    expect(validityOf('')).toBeNull();
    expect(validityOf('12')).toBe(12);
    expect(validityOf('0')).toBeUndefined();
    expect(validityOf('121')).toBeUndefined();
    expect(validityOf('x')).toBeUndefined();
  });
  it('makes a due date the end of the chosen local day', () => {
    const iso = dueAtOf('2030-05-17');
    expect(iso).not.toBeNull();
    const d = new Date(iso!);
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours()]).toEqual([
      2030, 5, 17, 23,
    ]);
    expect(dueAtOf('')).toBeNull();
  });
  it('keeps the builder tab in the address', () => {
    expect(builderTabOf(new URLSearchParams('tab=users'))).toBe('users');
    expect(builderTabOf(new URLSearchParams('tab=nope'))).toBe('content');
    expect(skillPaths.builder('s1', 'assessment')).toBe('/skillbuilder/s1?tab=assessment');
    expect(skillPaths.builder('s1')).toBe('/skillbuilder/s1');
  });
});
