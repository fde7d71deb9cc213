// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextEnabledIndex, typeaheadIndex } from './list-navigation.js';

describe('nextEnabledIndex', () => {
  const none = [false, false, false];

  it('moves with the arrows of its orientation and wraps', () => {
    expect(nextEnabledIndex(none, 0, 'ArrowRight')).toBe(1);
    expect(nextEnabledIndex(none, 2, 'ArrowRight')).toBe(0);
    expect(nextEnabledIndex(none, 0, 'ArrowLeft')).toBe(2);
    expect(nextEnabledIndex(none, 0, 'ArrowDown')).toBeNull();
    expect(nextEnabledIndex(none, 0, 'ArrowDown', { orientation: 'vertical' })).toBe(1);
    expect(nextEnabledIndex(none, 0, 'ArrowRight', { orientation: 'vertical' })).toBeNull();
    expect(nextEnabledIndex(none, 1, 'ArrowUp', { orientation: 'both' })).toBe(0);
  });

  it('goes to the ends with Home and End, and stops at them without loop', () => {
    expect(nextEnabledIndex(none, 1, 'Home')).toBe(0);
    expect(nextEnabledIndex(none, 1, 'End')).toBe(2);
    expect(nextEnabledIndex(none, 2, 'ArrowRight', { loop: false })).toBe(2);
  });

  it('skips disabled items', () => {
    expect(nextEnabledIndex([false, true, false], 0, 'ArrowRight')).toBe(2);
    expect(nextEnabledIndex([true, false, true], 1, 'Home')).toBe(1);
    expect(nextEnabledIndex([true, true], 0, 'ArrowRight')).toBeNull();
  });

  it('mirrors the horizontal arrows right-to-left', () => {
    expect(nextEnabledIndex(none, 0, 'ArrowLeft', { dir: 'rtl' })).toBe(1);
    expect(nextEnabledIndex(none, 0, 'ArrowRight', { dir: 'rtl' })).toBe(2);
  });
});

describe('typeaheadIndex', () => {
  it('finds the next enabled label starting with the typed text', () => {
    const labels = ['Workflow', 'Skill', 'Smart instruction', 'Task'];
    expect(typeaheadIndex(labels, [false, false, false, false], 0, 's')).toBe(1);
    expect(typeaheadIndex(labels, [false, false, false, false], 1, 's')).toBe(2);
    expect(typeaheadIndex(labels, [false, true, false, false], 0, 'S')).toBe(2);
    expect(typeaheadIndex(labels, [false, false, false, false], 0, 'q')).toBeNull();
  });
});
